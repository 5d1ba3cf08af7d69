import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { assertBeforeDeadline, beforeDeadline } from './deadline.js';

/**
 * Every read-write transaction of the API goes through here, so they share one policy: the request's deadline
 * (deadline.ts) bounds the whole transaction, retries included, and answers 503 when it passes.
 *
 * A transaction the API stopped waiting for may still commit: a commit already sent when the deadline passes can
 * land later. An attempt that finishes its work after the deadline throws instead of committing, which leaves only
 * that in-flight commit. The purchase is idempotent for exactly this case: the web sends an Idempotency-Key and the
 * orders repo derives the order id from it, so the client's retry finds that order instead of placing a second one.
 */
export function runTransaction<T>(db: Firestore, update: (tx: Transaction) => Promise<T>): Promise<T> {
  const transaction = db.runTransaction(async (tx) => {
    const result = await update(tx);
    // Throwing here rolls the attempt back instead of committing after the client was answered 503.
    assertBeforeDeadline('Firestore');
    return result;
  });
  return beforeDeadline(transaction, 'Firestore');
}
