import { describe, expect, it } from 'vitest';
import { ServiceUnavailable } from '../http/errors.js';
import { createGate } from './photo-gate.js';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('the photo processing gate', () => {
  it('runs one task at a time, in arrival order, and refuses beyond the line with 503', async () => {
    const gate = createGate(1, 2);
    const started: number[] = [];
    const blockers = [deferred(), deferred(), deferred()];
    const runs = blockers.map((blocker, i) =>
      gate.run(async () => {
        started.push(i);
        await blocker.promise;
        return i;
      }),
    );
    await expect(gate.run(async () => 'late')).rejects.toBeInstanceOf(ServiceUnavailable);
    await Promise.resolve();
    expect(started).toEqual([0]);
    blockers[0]?.resolve();
    await runs[0];
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    blockers[1]?.resolve();
    blockers[2]?.resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2]);
    expect(await gate.run(async () => 'after')).toBe('after');
  });

  it('frees its slot when a task fails', async () => {
    const gate = createGate(1, 0);
    await expect(gate.run(async () => Promise.reject(new Error('decode failed')))).rejects.toThrow('decode failed');
    expect(await gate.run(async () => 'next')).toBe('next');
  });
});
