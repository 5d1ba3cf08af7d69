import { MSG } from '../domain/messages.js';
import { ServiceUnavailable } from '../http/errors.js';

export interface Gate {
  /** Runs `task` when a slot is free; 503 (busy) at once when too many tasks already wait. */
  run<T>(task: () => Promise<T>): Promise<T>;
}

/**
 * At most `running` tasks at a time and `waiting` in line. The function serves 80 requests at once on 1 vCPU and
 * 512 MiB: decoding photos one at a time keeps the memory of one decode, and a bounded line keeps the bodies of
 * waiting uploads (up to 5 MB each) bounded too.
 */
export function createGate(running: number, waiting: number): Gate {
  let active = 0;
  const line: (() => void)[] = [];
  const release = () => {
    active -= 1;
    const next = line.shift();
    if (next) {
      active += 1;
      next();
    }
  };
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (active >= running) {
        if (line.length >= waiting) throw new ServiceUnavailable(MSG.photoBusy, 5, 'the photo processing line is full');
        await new Promise<void>((resolve) => line.push(resolve));
      } else {
        active += 1;
      }
      try {
        return await task();
      } finally {
        release();
      }
    },
  };
}
