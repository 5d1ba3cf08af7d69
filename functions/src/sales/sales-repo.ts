import { FieldPath, Timestamp, type Firestore, type Query } from 'firebase-admin/firestore';
import { ORDER_STATUSES, hasAddress, type Fulfilment, type OrderStatus } from '../domain/orders.js';
import { averageRating } from '../domain/reviews.js';
import { EXPORT_PAGE, orderAmounts, orderLines, SALES_RANGES, TOP_DISHES, type SalesRange, type SalesStats, type TopDish } from '../domain/sales.js';
import { querySize, tracked } from '../db/read-metrics.js';
import type { RepoOptions } from '../db/repo-options.js';
import { ORDERS, sellerSeesContact, type OrderDoc } from '../orders/order-doc.js';
import { createOrderExpiry } from '../orders/order-expiry.js';
import { salesDayRef, type SalesDayDoc } from './sales-days.js';
import { addDays, dayStart, dhakaDateTime, dhakaDay } from './sales-time.js';

/** One order as the accountant's file lists it (docs/ARCHITECTURE.md §5j, Export). */
export interface ExportRow {
  date: string;
  time: string;
  id: string;
  /** `Dish × 2; Other dish × 1`. */
  dishes: string;
  subtotal: number;
  deliveryFee: number;
  total: number;
  status: OrderStatus;
  fulfilment: Fulfilment;
  /** The delivery area; '' for a pickup, and past the privacy rule (§5f). */
  area: string;
  /** The buyer's note; '' past the privacy rule. */
  note: string;
}

/** Due orders expired before the numbers are read, as before the sales list (orders-repo.ts). */
const SELLER_EXPIRY_MAX = 100;

/** Where the next page of the export starts: after this order (its createdAt in ms, and id). */
export interface ExportPosition {
  createdAtMillis: number;
  id: string;
}

const fromPaisa = (paisa: number) => Math.round(paisa) / 100;

export type SalesRepo = ReturnType<typeof createSalesRepo>;

export function createSalesRepo(db: Firestore, options: RepoOptions = {}) {
  const now = options.now ?? (() => new Date());
  const expiry = createOrderExpiry(db, options);
  const orders = db.collection(ORDERS);

  return {
    /**
     * The kitchen's numbers over the last `range` Dhaka days (today included): one read per day of the range, of its
     * rollup document (sales-days.ts), however many orders the kitchen ever had; before them, the seller's orders due
     * to expire are expired (each read once, as the sales list does).
     */
    async stats(sellerUid: string, range: SalesRange): Promise<SalesStats> {
      // As the sales list does: a due order counts as expired, not new (only the due ones are read, usually none).
      await expiry.expireDueOfSeller(sellerUid, SELLER_EXPIRY_MAX);
      const to = dhakaDay(now());
      const from = addDays(to, 1 - SALES_RANGES[range]);
      const days = Array.from({ length: SALES_RANGES[range] }, (_, i) => addDays(from, i));
      const snapshots = await tracked(db.getAll(...days.map((day) => salesDayRef(db, sellerUid, day))), (docs) => docs.length);
      const statuses = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<OrderStatus, number>;
      const byHour = Array.from({ length: 24 }, () => 0);
      const dishes = new Map<string, { foodName: string; units: number; paisa: number }>();
      let takingsPaisa = 0;
      let ratingSum = 0;
      let ratingCount = 0;
      const points = snapshots.map((snapshot, i) => {
        const doc = (snapshot.data() ?? {}) as Partial<SalesDayDoc>;
        let orderCount = 0;
        for (const status of ORDER_STATUSES) {
          const count = doc.statuses?.[status] ?? 0;
          statuses[status] += count;
          orderCount += count;
        }
        for (const [hour, count] of Object.entries(doc.hours ?? {})) {
          const index = Number(hour);
          if (index >= 0 && index < 24) byHour[index] = (byHour[index] ?? 0) + count;
        }
        // Days are read oldest first, so a dish keeps its latest name.
        for (const [foodId, dish] of Object.entries(doc.dishes ?? {})) {
          const total = dishes.get(foodId) ?? { foodName: dish.name, units: 0, paisa: 0 };
          total.units += dish.units ?? 0;
          total.paisa += dish.takingsPaisa ?? 0;
          total.foodName = dish.name || total.foodName;
          dishes.set(foodId, total);
        }
        takingsPaisa += doc.takingsPaisa ?? 0;
        ratingSum += doc.ratingSum ?? 0;
        ratingCount += doc.ratingCount ?? 0;
        return {
          day: days[i] ?? '',
          orders: orderCount,
          takings: fromPaisa(doc.takingsPaisa ?? 0),
          rating: { average: averageRating(doc.ratingSum ?? 0, doc.ratingCount ?? 0), count: doc.ratingCount ?? 0 },
        };
      });
      const topDishes: TopDish[] = [...dishes]
        .filter(([, dish]) => dish.units > 0 || dish.paisa > 0)
        .sort(([idA, a], [idB, b]) => b.units - a.units || b.paisa - a.paisa || idA.localeCompare(idB))
        .slice(0, TOP_DISHES)
        .map(([foodId, dish]) => ({ foodId, foodName: dish.foodName, units: dish.units, takings: fromPaisa(dish.paisa) }));
      const total = ORDER_STATUSES.reduce((sum, status) => sum + statuses[status], 0);
      const completed = statuses.completed;
      return {
        range,
        from,
        to,
        orders: { ...statuses, total },
        takings: fromPaisa(takingsPaisa),
        averageOrder: completed > 0 ? fromPaisa(Math.round(takingsPaisa / completed)) : 0,
        topDishes,
        byHour,
        days: points,
        rating: { average: averageRating(ratingSum, ratingCount), count: ratingCount },
      };
    },

    /**
     * One page of the seller's orders placed from Dhaka day `from` to `to` (both included), oldest first: EXPORT_PAGE
     * orders after `after` (the previous page's last: createdAt, then id), in one query, due orders expired first.
     */
    async exportPage(sellerUid: string, from: string, to: string, after?: ExportPosition): Promise<{ rows: ExportRow[]; next?: ExportPosition }> {
      let query: Query = orders
        .where('sellerUid', '==', sellerUid)
        .where('createdAt', '>=', Timestamp.fromDate(dayStart(from)))
        .where('createdAt', '<', Timestamp.fromDate(dayStart(addDays(to, 1))))
        .orderBy('createdAt')
        .orderBy(FieldPath.documentId());
      if (after) query = query.startAfter(Timestamp.fromMillis(after.createdAtMillis), after.id);
      const snapshot = await tracked(query.limit(EXPORT_PAGE).get(), querySize);
      const current = await expiry.applyDue(snapshot.docs);
      const at = now();
      const last = snapshot.docs.at(-1);
      const next = snapshot.size === EXPORT_PAGE && last ? { createdAtMillis: (last.get('createdAt') as Timestamp).toMillis(), id: last.id } : undefined;
      return { rows: current.map(({ id, data }) => exportRow(id, data, at)), next };
    },
  };
}

/** An order as a row of the file, on the privacy terms the seller reads it with (§5f): no phone or address ever, and area and note only while the seller may see them. */
function exportRow(id: string, order: OrderDoc, at: Date): ExportRow {
  const { date, time } = dhakaDateTime(order.createdAt.toDate());
  const visible = sellerSeesContact(order, at);
  const amounts = orderAmounts(order);
  return {
    date,
    time,
    id,
    dishes: orderLines(order)
      .map((line) => `${line.foodName} × ${line.quantity}`)
      .join('; '),
    ...amounts,
    status: order.status,
    fulfilment: order.fulfilment,
    area: visible && hasAddress(order.delivery) ? order.delivery.area : '',
    note: visible ? order.note : '',
  };
}
