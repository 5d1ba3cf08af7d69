import { Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startFirestoreEmulator, type FirestoreEmulator, type FirestoreEmulatorOptions } from './index.js';

export const PROJECT_ID = 'demo-emulator-tests';

export interface TestFirestore {
  emulator: FirestoreEmulator;
  db: Firestore;
  close(): Promise<void>;
}

/** An emulator on a free port and a server SDK client pointed at it, configured as the emulator env var would. */
export async function startTestFirestore(options: FirestoreEmulatorOptions = {}): Promise<TestFirestore> {
  const emulator = await startFirestoreEmulator({ port: 0, projectId: PROJECT_ID, ...options });
  const db = new Firestore({
    projectId: PROJECT_ID,
    host: emulator.host,
    port: emulator.port,
    ssl: false,
    customHeaders: { Authorization: 'Bearer owner' },
  });
  return {
    emulator,
    db,
    close: async () => {
      await db.terminate();
      await emulator.stop();
    },
  };
}

/**
 * One emulator and client for the enclosing describe block: started before its tests, wiped before each test,
 * closed after the last. Read `db` and `emulator` inside tests and hooks, once the emulator has started.
 */
export function useTestFirestore(options: FirestoreEmulatorOptions = {}): Omit<TestFirestore, 'close'> {
  let env: TestFirestore | undefined;
  beforeAll(async () => {
    env = await startTestFirestore(options);
  });
  afterAll(() => env?.close());
  beforeEach(() => env?.emulator.clear());
  const started = (): TestFirestore => {
    if (!env) throw new Error('useTestFirestore: the emulator starts in beforeAll; use it inside tests and hooks');
    return env;
  };
  return {
    get emulator() {
      return started().emulator;
    },
    get db() {
      return started().db;
    },
  };
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** A promise plus its resolver, to hold a transaction open at a chosen point. */
export function gate(): { wait: Promise<void>; open(): void } {
  let open = () => {};
  const wait = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { wait, open };
}

/** The gRPC status code of an SDK error (undefined for business errors). */
export function grpcCode(error: unknown): number | undefined {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'number' ? error.code : undefined;
}

/** The gRPC status code a request fails with; throws if it succeeds. */
export async function codeOf(promise: Promise<unknown>): Promise<number | undefined> {
  try {
    await promise;
  } catch (error) {
    return grpcCode(error);
  }
  throw new Error('expected the request to fail');
}

/**
 * What a listener or a stream delivers (snapshots, responses), read in order. Each read waits at most `waitMs`, so
 * something that never arrives fails the test instead of hanging it; an error delivered is thrown by the next read.
 */
export class Arrivals<T> {
  private readonly queue: T[] = [];
  private failure: Error | null = null;
  private wake: (() => void) | null = null;
  private readonly what: string;
  private readonly waitMs: number;

  constructor(what: string, waitMs = 10_000) {
    this.what = what;
    this.waitMs = waitMs;
  }

  push(item: T): void {
    this.queue.push(item);
    this.wake?.();
  }

  fail(error: Error): void {
    this.failure = error;
    this.wake?.();
  }

  async next(): Promise<T> {
    const deadline = Date.now() + this.waitMs;
    while (this.queue.length === 0) {
      if (this.failure) throw this.failure;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no ${this.what} within ${this.waitMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wake = null;
    }
    return this.queue.shift() as T;
  }

  /** Delivered and not yet read. */
  get pending(): number {
    return this.queue.length;
  }
}
