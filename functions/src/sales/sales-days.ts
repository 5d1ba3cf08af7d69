import { FieldValue, type DocumentReference, type Firestore, type Transaction } from 'firebase-admin/firestore';
import type { OrderStatus } from '../domain/orders.js';
import type { LinesSource } from '../domain/order-lines.js';
import { orderLines, SOLD_STATUSES, type AmountsSource } from '../domain/sales.js';
import type { OrderDoc } from '../orders/order-doc.js';
import { dhakaDay, dhakaHour } from './sales-time.js';

// A seller's day in numbers (docs/ARCHITECTURE.md §5j, Dashboard): one document per kitchen and Dhaka day, kept in the
// same transactions as the orders (creation and every move, keyed by the order's creation day) and the reviews (keyed
// by the review's day), so the dashboard reads one document per day of its range whatever the order history.
// Every change is an increment: keeping a day costs the transaction no read.

export const SALES_DAYS = 'salesDays';

/** A dish's part of a day. */
export interface SalesDayDish {
  /** The dish's name on the day's latest order of it (a move of an older order leaves it). */
  name: string;
  /** Units of the day's orders the kitchen kept (SOLD_STATUSES). */
  units: number;
  /** Completed orders' totals of the dish, in paisa (integers add up exactly). */
  takingsPaisa: number;
}

/** One kitchen's Dhaka day (id `<sellerUid>_<YYYY-MM-DD>`): the orders placed that day as they are now, and the day's reviews. */
export interface SalesDayDoc {
  sellerUid: string;
  day: string;
  /** The day's orders by their current status. */
  statuses?: Partial<Record<OrderStatus, number>>;
  /** Completed orders' totals, in paisa. */
  takingsPaisa?: number;
  dishes?: Record<string, SalesDayDish>;
  /** Orders placed in each Dhaka hour ('0'..'23'). */
  hours?: Record<string, number>;
  /** Reviews written that day: the sum of their stars and their count. */
  ratingSum?: number;
  ratingCount?: number;
}

/** The order fields a rollup reads. `salesDay` marks an order counted in its day (absent: an order older than the rollups). */
export type CountedOrder = Pick<OrderDoc, 'sellerUid' | 'createdAt' | 'status' | 'total'> & Partial<Pick<OrderDoc, 'salesDay'>> & LinesSource & AmountsSource;

export function salesDayRef(db: Firestore, sellerUid: string, day: string): DocumentReference {
  return db.collection(SALES_DAYS).doc(`${sellerUid}_${day}`);
}

const toPaisa = (taka: number) => Math.round(taka * 100);

/** What one order adds to its day's numbers, as they stand in its current status. */
interface Tally {
  statuses: Partial<Record<OrderStatus, number>>;
  takingsPaisa: number;
  dishes: Record<string, { units: number; takingsPaisa: number }>;
  hours: Record<string, number>;
}

function tallyOf(order: CountedOrder): Tally {
  const completed = order.status === 'completed';
  const sold = SOLD_STATUSES.includes(order.status);
  const dishes: Tally['dishes'] = {};
  for (const line of orderLines(order)) {
    const dish = (dishes[line.foodId] ??= { units: 0, takingsPaisa: 0 });
    dish.units += sold ? line.quantity : 0;
    dish.takingsPaisa += completed ? toPaisa(line.total) : 0;
  }
  return {
    statuses: { [order.status]: 1 },
    takingsPaisa: completed ? toPaisa(order.total) : 0,
    dishes,
    hours: { [String(dhakaHour(order.createdAt.toDate()))]: 1 },
  };
}

/** A day document's change, as increments (a sum of tallies, each added or taken away). */
export class DayChange {
  readonly statuses = new Map<string, number>();
  takingsPaisa = 0;
  /** Each dish's moves; `name` only when the change writes it (an order counted for the first time). */
  readonly dishes = new Map<string, { name?: string; units: number; takingsPaisa: number }>();
  readonly hours = new Map<string, number>();
  ratingSum = 0;
  ratingCount = 0;

  constructor(
    readonly sellerUid: string,
    readonly day: string,
  ) {}

  /**
   * Adds (sign 1) or removes (-1) what `order` counts in its current status; `naming`: its dishes' names are written
   * (an order counted for the first time is the day's latest of its dishes; a move of an older one keeps the name a
   * later order gave).
   */
  addOrder(order: CountedOrder, sign: 1 | -1, naming = sign === 1): this {
    const tally = tallyOf(order);
    const add = (map: Map<string, number>, key: string, value: number) => map.set(key, (map.get(key) ?? 0) + sign * value);
    for (const [status, count] of Object.entries(tally.statuses)) add(this.statuses, status, count);
    for (const [hour, count] of Object.entries(tally.hours)) add(this.hours, hour, count);
    this.takingsPaisa += sign * tally.takingsPaisa;
    const names = new Map(orderLines(order).map((line) => [line.foodId, line.foodName]));
    for (const [foodId, dish] of Object.entries(tally.dishes)) {
      const current = this.dishes.get(foodId) ?? { units: 0, takingsPaisa: 0 };
      current.units += sign * dish.units;
      current.takingsPaisa += sign * dish.takingsPaisa;
      if (naming) current.name = names.get(foodId) ?? current.name ?? '';
      this.dishes.set(foodId, current);
    }
    return this;
  }

  addRating(rating: number, sign: 1 | -1): this {
    this.ratingSum += sign * rating;
    this.ratingCount += sign;
    return this;
  }

  /** The merge-write of the change: increments of what moved, the dishes' names. Undefined when nothing moved. */
  fields(): Record<string, unknown> | undefined {
    const increments = (map: Map<string, number>) =>
      Object.fromEntries([...map].filter(([, value]) => value !== 0).map(([key, value]) => [key, FieldValue.increment(value)]));
    const statuses = increments(this.statuses);
    const hours = increments(this.hours);
    const dishes: Record<string, Record<string, unknown>> = {};
    for (const [foodId, dish] of this.dishes) {
      const moved: Record<string, unknown> = {};
      if (dish.units !== 0) moved.units = FieldValue.increment(dish.units);
      if (dish.takingsPaisa !== 0) moved.takingsPaisa = FieldValue.increment(dish.takingsPaisa);
      if (Object.keys(moved).length > 0) dishes[foodId] = dish.name === undefined ? moved : { name: dish.name, ...moved };
    }
    const fields: Record<string, unknown> = {};
    if (Object.keys(statuses).length > 0) fields.statuses = statuses;
    if (Object.keys(hours).length > 0) fields.hours = hours;
    if (Object.keys(dishes).length > 0) fields.dishes = dishes;
    if (this.takingsPaisa !== 0) fields.takingsPaisa = FieldValue.increment(this.takingsPaisa);
    if (this.ratingCount !== 0) {
      fields.ratingSum = FieldValue.increment(this.ratingSum);
      fields.ratingCount = FieldValue.increment(this.ratingCount);
    }
    if (Object.keys(fields).length === 0) return undefined;
    return { sellerUid: this.sellerUid, day: this.day, ...fields };
  }

  /** Writes the change inside `tx` (set with merge: the day's document is created by its first order or review). */
  write(db: Firestore, tx: Transaction): void {
    const fields = this.fields();
    if (fields) tx.set(salesDayRef(db, this.sellerUid, this.day), fields, { merge: true });
  }
}

/** The Dhaka day an order counts in: the day it was placed. */
export function orderDayOf(order: Pick<CountedOrder, 'createdAt' | 'salesDay'>): string {
  return order.salesDay ?? dhakaDay(order.createdAt.toDate());
}

/**
 * The one call an order transaction makes after its reads, with the order as it was (`before`, undefined for a new
 * order) and as it now is (`after`, which the transaction writes with its `salesDay` mark): moves the order's day from
 * what `before` counted to what `after` counts. An order the rollups have not counted yet (`before` without the mark:
 * placed before they existed, and not yet backfilled) is counted whole, so the backfill, which skips marked orders,
 * never counts it again. Writes the day's document only, by increments; no read. `ref` is the order's.
 */
export function recordSalesDay(tx: Transaction, ref: DocumentReference, before: CountedOrder | undefined, after: CountedOrder): void {
  const change = new DayChange(after.sellerUid, orderDayOf(after)).addOrder(after, 1, !before?.salesDay);
  if (before?.salesDay) change.addOrder(before, -1);
  change.write(ref.firestore, tx);
}

/** The one call a review transaction makes: the review's stars in (1) or out of (-1) its seller's day. */
export function recordReviewDay(tx: Transaction, db: Firestore, review: { sellerUid: string; day: string; rating: number }, sign: 1 | -1): void {
  new DayChange(review.sellerUid, review.day).addRating(review.rating, sign).write(db, tx);
}
