import { AsyncLocalStorage } from 'node:async_hooks';
import { beforeDeadline } from './deadline.js';

/** Firestore cost of one request: documents read and time spent waiting on Firestore. */
export interface ReadMetrics {
  reads: number;
  durationMs: number;
}

const storage = new AsyncLocalStorage<ReadMetrics>();

export function newReadMetrics(): ReadMetrics {
  return { reads: 0, durationMs: 0 };
}

/** Runs `fn` with `metrics` as the current request's metrics. */
export function withReadMetrics<T>(metrics: ReadMetrics, fn: () => T): T {
  return storage.run(metrics, fn);
}

/**
 * Awaits a Firestore operation within the request's deadline (else 503, see deadline.ts) and adds its duration and
 * the number of documents it read (`count` of its result) to the current request's metrics, if any.
 * Every Firestore call of the API goes through here or through `runTransaction`.
 */
export async function tracked<T>(operation: Promise<T>, count: (result: T) => number): Promise<T> {
  const started = performance.now();
  const metrics = storage.getStore();
  try {
    const result = await beforeDeadline(operation, 'Firestore');
    if (metrics) metrics.reads += count(result);
    return result;
  } finally {
    if (metrics) metrics.durationMs += performance.now() - started;
  }
}

/** Counts for `tracked`: a document get reads one document whether or not it exists. */
export const oneDoc = (): number => 1;
export const querySize = (snapshot: { size: number }): number => snapshot.size;
