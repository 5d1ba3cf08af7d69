import { Timestamp, type DocumentReference, type Firestore, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { DEFAULT_ORDER_ACCEPT_SECONDS } from '../config.js';
import { EXPIRY_MOVE } from '../domain/orders.js';
import { oneDoc, querySize, tracked } from '../db/read-metrics.js';
import type { RepoOptions } from '../db/repo-options.js';
import { runTransaction } from '../db/transaction.js';
import { ORDERS, type OrderDoc } from './order-doc.js';
import { applyMove } from './order-moves.js';

// Unanswered orders expire (docs/ARCHITECTURE.md §5f): a placed order older than ORDER_ACCEPT_SECONDS becomes
// `expired` by the system, returning its stock. The sweep does it every 5 minutes; every read or move of an order
// does it first for that order, so a due order is never shown as placed nor accepted.

/** Orders placed at or before this instant are due. */
export function acceptCutoff(now: Date, acceptSeconds: number): Date {
  return new Date(now.getTime() - acceptSeconds * 1000);
}

/** Whether an order waits past its kitchen's time to accept it. */
export function isDue(order: Pick<OrderDoc, 'status' | 'createdAt'>, now: Date, acceptSeconds: number): boolean {
  return order.status === 'placed' && order.createdAt.toMillis() <= acceptCutoff(now, acceptSeconds).getTime();
}

/** Orders the sweep expires per query; each is a transaction of its own. */
export const SWEEP_BATCH = 100;
/** Expiries run at once: a few, to spread the load on Firestore. */
const SWEEP_CONCURRENCY = 8;

export type OrderExpiry = ReturnType<typeof createOrderExpiry>;

export function createOrderExpiry(db: Firestore, options: RepoOptions = {}) {
  const now = options.now ?? (() => new Date());
  const acceptSeconds = options.orderAcceptSeconds ?? DEFAULT_ORDER_ACCEPT_SECONDS;
  const orders = db.collection(ORDERS);

  /** One transaction: expires the order if it is still due, else leaves it. Returns the order as it now is (undefined: gone). */
  async function expire(ref: DocumentReference): Promise<OrderDoc | undefined> {
    return runTransaction(db, async (tx) => {
      const snapshot = await tracked(tx.get(ref), oneDoc);
      if (!snapshot.exists) return undefined;
      const order = snapshot.data() as OrderDoc;
      const at = now();
      return isDue(order, at, acceptSeconds) ? applyMove(db, tx, ref, order, EXPIRY_MOVE, at) : order;
    });
  }

  /** Expires the given orders, `SWEEP_CONCURRENCY` at a time; returns how many did expire now. */
  async function expireAll(refs: DocumentReference[]): Promise<number> {
    let expired = 0;
    for (let i = 0; i < refs.length; i += SWEEP_CONCURRENCY) {
      const results = await Promise.all(refs.slice(i, i + SWEEP_CONCURRENCY).map((ref) => expire(ref)));
      expired += results.filter((order) => order?.status === 'expired').length;
    }
    return expired;
  }

  return {
    acceptSeconds,
    now,

    isDue: (order: Pick<OrderDoc, 'status' | 'createdAt'>, at: Date = now()) => isDue(order, at, acceptSeconds),

    expire,

    /**
     * A page of listed order documents with every due one expired first (one transaction each): each entry is the
     * document's id and its data as it now is.
     */
    async applyDue(docs: QueryDocumentSnapshot[]): Promise<{ id: string; data: OrderDoc }[]> {
      const at = now();
      return Promise.all(
        docs.map(async (doc) => {
          const data = doc.data() as OrderDoc;
          if (!isDue(data, at, acceptSeconds)) return { id: doc.id, data };
          const current = await expire(doc.ref);
          // A full document: a list that selected fields gets the expired order whole, which its mapping narrows again.
          return { id: doc.id, data: current ?? data };
        }),
      );
    },

    /** Expires up to `limit` due orders of one seller, newest first (before their sales list is read). */
    async expireDueOfSeller(sellerUid: string, limit: number): Promise<number> {
      const due = orders
        .where('sellerUid', '==', sellerUid)
        .where('status', '==', 'placed')
        .where('createdAt', '<=', Timestamp.fromDate(acceptCutoff(now(), acceptSeconds)))
        .orderBy('createdAt', 'desc')
        .select()
        .limit(limit);
      const snapshot = await tracked(due.get(), querySize);
      return expireAll(snapshot.docs.map((doc) => doc.ref));
    },

    /** The scheduled sweep: every due order, oldest first, a query of SWEEP_BATCH at a time; returns how many expired. */
    async sweep(): Promise<number> {
      let expired = 0;
      for (;;) {
        const due = orders
          .where('status', '==', 'placed')
          .where('createdAt', '<=', Timestamp.fromDate(acceptCutoff(now(), acceptSeconds)))
          .orderBy('createdAt')
          .select()
          .limit(SWEEP_BATCH);
        const snapshot = await tracked(due.get(), querySize);
        const done = await expireAll(snapshot.docs.map((doc) => doc.ref));
        expired += done;
        // A batch that expired nothing (all moved meanwhile) would be found again: stop rather than spin.
        if (snapshot.size < SWEEP_BATCH || done === 0) return expired;
      }
    },
  };
}
