import type { Firestore, Transaction } from 'firebase-admin/firestore';

/** Every read-write transaction of the API goes through here, so they share one policy (deadline, retries). */
export function runTransaction<T>(db: Firestore, update: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.runTransaction(update);
}
