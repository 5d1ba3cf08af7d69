import { FieldValue, type DocumentReference, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { STOCK_MAX } from '../domain/limits.js';
import { linesOf } from '../domain/order-lines.js';
import { isFinalStatus, type OrderMove } from '../domain/orders.js';
import { oneDoc, tracked } from '../db/read-metrics.js';
import { USER_STATS, type UserStatsDoc } from '../db/user-stats.js';
import { FOODS, type FoodDoc } from '../foods/food-doc.js';
import { orderDayOf, recordSalesDay } from '../sales/sales-days.js';
import { historyEntry, type OrderDoc } from './order-doc.js';

/**
 * The writes of one row of the moves table, inside the caller's transaction, which has read `order` and written
 * nothing yet: the food of every line when stock comes back (never to a deleted food) and the buyer's counters (userStats) when the
 * order leaves `placed` or ends are read first, then the status, its history entry and `extra` are written, the stock
 * and purchaseCount returned, the open-order count lowered (leaving `placed`) and the order's units of its food
 * released (ending: completed, cancelled, declined, expired), and the order's day of sales moved (sales-days.ts). Returns the
 * order as it now is.
 */
export async function applyMove(
  db: Firestore,
  tx: Transaction,
  ref: DocumentReference,
  order: OrderDoc,
  move: OrderMove,
  at: Date,
  extra: Partial<OrderDoc> = {},
): Promise<OrderDoc> {
  // Every dish of the order (§5h): its stock, purchaseCount and the buyer's open units move with its line.
  const lines = linesOf(order);
  const foodRefs = lines.map((line) => db.collection(FOODS).doc(line.foodId));
  const statsRef = db.collection(USER_STATS).doc(order.buyerUid);
  // Reads first: Firestore rejects reads after writes in a transaction.
  const foods = move.returnsStock ? await tracked(tx.getAll(...foodRefs), (docs) => docs.length) : [];
  const leavesPlaced = move.from === 'placed';
  const ends = isFinalStatus(move.to);
  const stats = leavesPlaced || ends ? await tracked(tx.get(statsRef), oneDoc) : undefined;

  const changes: Partial<OrderDoc> = {
    ...extra,
    status: move.to,
    history: [...order.history, historyEntry(move.to, at, move.by)],
    // The mark of an order counted in its day's sales (an order older than the rollups is counted by this move).
    salesDay: orderDayOf(order),
  };
  tx.update(ref, changes);
  for (const [index, food] of foods.entries()) {
    const line = lines[index];
    if (!food.exists || !line) continue;
    const current = food.data() as FoodDoc;
    tx.update(food.ref, {
      // Never above the most a dish may hold (its edit form could not keep it): a cook who set the stock back to the
      // top while the order was open has it at the top.
      quantity: Math.min(STOCK_MAX, current.quantity + line.quantity),
      purchaseCount: Math.max(0, current.purchaseCount - line.quantity),
    });
  }
  if (stats) {
    const current = stats.data() as UserStatsDoc | undefined;
    const changes: { openOrders?: number; openUnits?: Record<string, number | FieldValue> } = {};
    if (leavesPlaced) changes.openOrders = Math.max(0, (current?.openOrders ?? 0) - 1);
    if (ends) {
      changes.openUnits = {};
      for (const line of lines) {
        const units = (current?.openUnits?.[line.foodId] ?? 0) - line.quantity;
        changes.openUnits[line.foodId] = units > 0 ? units : FieldValue.delete();
      }
    }
    tx.set(statsRef, changes, { merge: true });
  }
  const moved = { ...order, ...changes };
  recordSalesDay(tx, ref, order, moved);
  return moved;
}
