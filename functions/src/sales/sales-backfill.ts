import { FieldPath, type Firestore, type Timestamp } from 'firebase-admin/firestore';
import { runTransaction } from '../db/transaction.js';
import { ORDERS } from '../orders/order-doc.js';
import { REVIEWS } from '../reviews/review-doc.js';
import { DayChange, orderDayOf, type CountedOrder } from './sales-days.js';
import { dhakaDay } from './sales-time.js';

const PAGE = 300;

export interface SalesBackfillResult {
  /** Orders and reviews counted into their days now (those the rollups had not counted). */
  orders: number;
  reviews: number;
}

/**
 * Counts into the sales rollups (sales-days.ts) the orders and reviews stored before the rollups existed: each page of
 * a collection is one transaction that adds the uncounted documents to their days and marks them (`salesDay`), so an
 * order moved or a review removed meanwhile is counted once, and a second run counts nothing (README, Deploying).
 */
export async function backfillSales(db: Firestore): Promise<SalesBackfillResult> {
  const orders = await backfill(db, ORDERS, ['sellerUid', 'createdAt', 'status', 'total', 'foodId', 'foodName', 'price', 'quantity', 'lines', 'subtotal', 'deliveryFee', 'salesDay'], (doc, changes) => {
    const order = doc as unknown as CountedOrder;
    const day = orderDayOf(order);
    changes(order.sellerUid, day).addOrder(order, 1);
    return day;
  });
  const reviews = await backfill(db, REVIEWS, ['sellerUid', 'createdAt', 'rating', 'salesDay'], (doc, changes) => {
    const day = dhakaDay((doc.createdAt as Timestamp).toDate());
    changes(String(doc.sellerUid), day).addRating(Number(doc.rating), 1);
    return day;
  });
  return { orders, reviews };
}

type Count = (doc: Record<string, unknown>, changes: (sellerUid: string, day: string) => DayChange) => string;

async function backfill(db: Firestore, collection: string, fields: string[], count: Count): Promise<number> {
  let counted = 0;
  let after: string | undefined;
  for (;;) {
    let query = db.collection(collection).orderBy(FieldPath.documentId()).select(...fields).limit(PAGE);
    if (after) query = query.startAfter(after);
    const page = await runTransaction(db, async (tx) => {
      const snapshot = await tx.get(query);
      const days = new Map<string, DayChange>();
      const changes = (sellerUid: string, day: string) => {
        const key = `${sellerUid}_${day}`;
        const change = days.get(key) ?? new DayChange(sellerUid, day);
        days.set(key, change);
        return change;
      };
      let marked = 0;
      for (const doc of snapshot.docs) {
        if (doc.get('salesDay') !== undefined) continue;
        tx.update(doc.ref, { salesDay: count(doc.data(), changes) });
        marked += 1;
      }
      for (const change of days.values()) change.write(db, tx);
      return { marked, size: snapshot.size, last: snapshot.docs.at(-1)?.id };
    });
    counted += page.marked;
    after = page.last;
    if (page.size < PAGE) return counted;
  }
}
