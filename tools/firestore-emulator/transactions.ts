import { randomBytes } from 'node:crypto';
import { status } from '@grpc/grpc-js';
import type { StoredDoc } from './document.js';
import { GrpcError } from './errors.js';

export interface LockTimeouts {
  /** A transaction with no request in flight for this long loses its locks; its commit then re-checks its reads. */
  idleMs: number;
  /** A transaction neither committed nor rolled back after this long is forgotten (commit gets ABORTED). */
  maxLifetimeMs: number;
  /** A request that waits longer than this for a document lock fails with ABORTED so the SDK retries. */
  lockWaitMs: number;
}

interface Waiter {
  tx: Transaction;
  grant(): void;
  fail(error: GrpcError): void;
}

interface Lock {
  holder: Transaction;
  queue: Waiter[];
}

export interface Transaction {
  readonly id: string;
  readonly readOnly: boolean;
  /** A read-only transaction's snapshot: every read in it sees the documents as of this time. */
  readonly readTime: bigint | null;
  readonly held: Set<string>;
  /** Version (update time, or -1 when missing) of every document read, for the stale-read check at commit. */
  readonly reads: Map<string, bigint>;
  waitingFor: string | null;
  cancelWait: ((error: GrpcError) => void) | null;
  activeRequests: number;
  idleTimer: NodeJS.Timeout | null;
  lifetimeTimer: NodeJS.Timeout | null;
  ended: boolean;
}

export function versionOf(doc: StoredDoc | undefined): bigint {
  return doc ? doc.updateTime : -1n;
}

function aborted(message: string): GrpcError {
  return new GrpcError(status.ABORTED, message);
}

/**
 * Pessimistic document locks, as Cloud Firestore uses for server SDKs: a transactional read locks the document
 * until commit or rollback; other transactions and plain writes queue (FIFO) behind the holder.
 */
export class LockManager {
  private readonly transactions = new Map<string, Transaction>();
  private readonly locks = new Map<string, Lock>();

  constructor(private readonly timeouts: LockTimeouts) {}

  begin(readOnly: boolean, readTime: bigint | null = null): Transaction {
    const tx = this.create(readOnly, readTime);
    this.transactions.set(tx.id, tx);
    this.armIdleTimer(tx);
    tx.lifetimeTimer = setTimeout(() => this.end(tx), this.timeouts.maxLifetimeMs);
    tx.lifetimeTimer.unref();
    return tx;
  }

  /** A short-lived transaction for a non-transactional commit; it is never visible to clients. */
  implicit(): Transaction {
    return this.create(false, null);
  }

  find(id: Uint8Array): Transaction {
    const tx = this.transactions.get(Buffer.from(id).toString('hex'));
    if (!tx || tx.ended) throw aborted('transaction has expired or is no longer valid; retry it');
    return tx;
  }

  /** Marks a request in flight so the idle timer cannot expire the transaction under it. */
  async use<T>(tx: Transaction, work: () => Promise<T>): Promise<T> {
    tx.activeRequests++;
    if (tx.idleTimer) clearTimeout(tx.idleTimer);
    tx.idleTimer = null;
    try {
      return await work();
    } finally {
      tx.activeRequests--;
      if (!tx.ended && tx.activeRequests === 0) this.armIdleTimer(tx);
    }
  }

  /** Locks the documents in a stable order (fewer deadlocks); on failure the transaction is ended. */
  async lockAll(tx: Transaction, names: Iterable<string>): Promise<void> {
    const sorted = [...new Set(names)].filter((name) => !tx.held.has(name)).sort();
    try {
      for (const name of sorted) await this.lock(tx, name);
    } catch (error) {
      this.end(tx);
      throw error;
    }
  }

  end(tx: Transaction): void {
    if (tx.ended) return;
    tx.ended = true;
    if (tx.idleTimer) clearTimeout(tx.idleTimer);
    if (tx.lifetimeTimer) clearTimeout(tx.lifetimeTimer);
    tx.idleTimer = null;
    tx.lifetimeTimer = null;
    tx.cancelWait?.(aborted('transaction was ended while waiting for a lock'));
    this.transactions.delete(tx.id);
    this.releaseAll(tx);
  }

  endAll(): void {
    for (const tx of [...this.transactions.values()]) this.end(tx);
  }

  private create(readOnly: boolean, readTime: bigint | null): Transaction {
    return {
      id: randomBytes(16).toString('hex'),
      readOnly,
      readTime,
      held: new Set(),
      reads: new Map(),
      waitingFor: null,
      cancelWait: null,
      activeRequests: 0,
      idleTimer: null,
      lifetimeTimer: null,
      ended: false,
    };
  }

  private armIdleTimer(tx: Transaction): void {
    if (!this.transactions.has(tx.id)) return;
    // An idle holder must not block everyone else; the stale-read check at commit keeps it honest.
    tx.idleTimer = setTimeout(() => this.releaseAll(tx), this.timeouts.idleMs);
    tx.idleTimer.unref();
  }

  /** True when waiting on `name` would close a cycle in the wait-for graph. */
  private wouldDeadlock(tx: Transaction, name: string): boolean {
    const visited = new Set<Transaction>();
    let holder = this.locks.get(name)?.holder;
    while (holder && !visited.has(holder)) {
      if (holder === tx) return true;
      visited.add(holder);
      holder = holder.waitingFor ? this.locks.get(holder.waitingFor)?.holder : undefined;
    }
    return false;
  }

  private lock(tx: Transaction, name: string): Promise<void> {
    if (tx.ended) return Promise.reject(aborted('transaction has expired or is no longer valid; retry it'));
    const lock = this.locks.get(name);
    if (!lock) {
      this.locks.set(name, { holder: tx, queue: [] });
      tx.held.add(name);
      return Promise.resolve();
    }
    if (lock.holder === tx) return Promise.resolve();
    if (this.wouldDeadlock(tx, name)) return Promise.reject(aborted(`deadlock on ${name}; retry the transaction`));
    return new Promise<void>((resolve, reject) => {
      const finish = () => {
        clearTimeout(timer);
        tx.waitingFor = null;
        tx.cancelWait = null;
      };
      const waiter: Waiter = {
        tx,
        grant: () => {
          finish();
          tx.held.add(name);
          resolve();
        },
        fail: (error) => {
          finish();
          lock.queue.splice(lock.queue.indexOf(waiter), 1);
          reject(error);
        },
      };
      const timer = setTimeout(
        () => waiter.fail(aborted(`timed out after ${this.timeouts.lockWaitMs} ms waiting for a lock on ${name}; retry`)),
        this.timeouts.lockWaitMs,
      );
      tx.waitingFor = name;
      tx.cancelWait = waiter.fail;
      lock.queue.push(waiter);
    });
  }

  private releaseAll(tx: Transaction): void {
    for (const name of tx.held) this.release(name, tx);
    tx.held.clear();
  }

  private release(name: string, tx: Transaction): void {
    const lock = this.locks.get(name);
    if (!lock || lock.holder !== tx) return;
    const next = lock.queue.shift();
    if (!next) {
      this.locks.delete(name);
      return;
    }
    lock.holder = next.tx;
    next.grant();
  }
}
