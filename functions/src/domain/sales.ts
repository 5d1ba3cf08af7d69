import { roundMoney } from './money.js';
import type { OrderStatus } from './orders.js';

// A seller's day (docs/ARCHITECTURE.md §5j): the dashboard's ranges, the export's bounds, and an order's lines as the
// dashboard, the accountant's file and the kitchen ticket read them.

/** An order's dishes as the dashboard, the file and the ticket read them: `linesOf` (§5h), the one reader. */
export { linesOf as orderLines } from './order-lines.js';

/** What `orderAmounts` reads of an order (an order stored before §5h has no subtotal or fee). */
export interface AmountsSource {
  total: number;
  subtotal?: number;
  deliveryFee?: number;
}

/** Subtotal (the dishes), delivery fee and total of an order; an order without a fee has fee 0 and subtotal = total. */
export function orderAmounts(order: AmountsSource): { subtotal: number; deliveryFee: number; total: number } {
  const deliveryFee = order.deliveryFee ?? 0;
  return { subtotal: order.subtotal ?? roundMoney(order.total - deliveryFee), deliveryFee, total: order.total };
}

/** `GET /api/sales/stats?range=`: today, or the last 7 or 30 Dhaka days counting today. */
export const SALES_RANGES = { today: 1, '7d': 7, '30d': 30 } as const;
export type SalesRange = keyof typeof SALES_RANGES;
export const DEFAULT_SALES_RANGE: SalesRange = '7d';

export function isSalesRange(value: unknown): value is SalesRange {
  return typeof value === 'string' && Object.hasOwn(SALES_RANGES, value);
}

/** Statuses whose dishes count as sold in the top dishes (the kitchen kept the order). */
export const SOLD_STATUSES: readonly OrderStatus[] = ['placed', 'accepted', 'ready', 'completed'];

/** How many top dishes the dashboard shows. */
export const TOP_DISHES = 5;

export { EXPORT_MAX_DAYS, SALES_MSG } from './sales-messages.js';
/** Orders the export reads per page. */
export const EXPORT_PAGE = 200;

export interface TopDish {
  foodId: string;
  foodName: string;
  /** Units of orders the kitchen kept (SOLD_STATUSES). */
  units: number;
  /** Completed orders' totals of the dish, in taka. */
  takings: number;
}

export interface SalesDayPoint {
  /** YYYY-MM-DD, a Dhaka day. */
  day: string;
  orders: number;
  takings: number;
  /** Reviews written that day. */
  rating: { average: number; count: number };
}

export interface SalesStats {
  range: SalesRange;
  /** First and last Dhaka day of the range (YYYY-MM-DD). */
  from: string;
  to: string;
  /** Orders placed in the range, by their status now. */
  orders: Record<OrderStatus, number> & { total: number };
  /** Completed orders' totals, in taka. */
  takings: number;
  /** takings / completed orders (0 without any). */
  averageOrder: number;
  topDishes: TopDish[];
  /** Orders placed in each hour of the Dhaka day, 0..23. */
  byHour: number[];
  days: SalesDayPoint[];
  /** Reviews written in the range. */
  rating: { average: number; count: number };
}
