import { AsyncLocalStorage } from 'node:async_hooks';
import { DEFAULT_DEADLINE_MS } from '../config.js';
import { ServiceUnavailable } from '../http/errors.js';

/**
 * One request's budget for its calls to Firestore and Firebase Auth. The SDKs retry on their own for a minute or more
 * (a Firestore get against a closed port or a silent server: README, "Benchmarks"), longer than the function's 30 s
 * timeout, so the API stops waiting at the deadline and answers 503.
 */
interface Budget {
  /** `performance.now()` at which the request stops waiting. */
  endsAt: number;
  ms: number;
}

const storage = new AsyncLocalStorage<Budget>();

/** Runs `fn` (the rest of a request) with a budget of `ms` from now for every call wrapped in `beforeDeadline`. */
export function withDeadline<T>(ms: number, fn: () => T): T {
  return storage.run({ endsAt: performance.now() + ms, ms }, fn);
}

/** Outside a request (scripts, tests calling repos directly) each call gets the default budget of its own. */
function currentBudget(): Budget {
  return storage.getStore() ?? { endsAt: performance.now() + DEFAULT_DEADLINE_MS, ms: DEFAULT_DEADLINE_MS };
}

function deadlineExceeded(dependency: string, ms: number): ServiceUnavailable {
  return new ServiceUnavailable(undefined, undefined, `${dependency} did not answer within the ${ms} ms request deadline.`);
}

/** Throws the 503 of `beforeDeadline` when the current request's budget is spent. */
export function assertBeforeDeadline(dependency: string): void {
  const budget = storage.getStore();
  if (budget && performance.now() >= budget.endsAt) throw deadlineExceeded(dependency, budget.ms);
}

/**
 * Settles like `operation`, or rejects with ServiceUnavailable (503 + Retry-After) when the request's deadline comes
 * first. The operation itself keeps running; its late result or error is ignored.
 */
export function beforeDeadline<T>(operation: Promise<T>, dependency: string): Promise<T> {
  const budget = currentBudget();
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(deadlineExceeded(dependency, budget.ms)), Math.max(0, budget.endsAt - performance.now()));
  });
  // Promise.race subscribes to the operation, so its late rejection is handled, not an unhandled rejection.
  return Promise.race([operation, expired]).finally(() => clearTimeout(timer));
}
