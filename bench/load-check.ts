import { verdict, type ReportLine } from './report.js';
import { percentile } from './stats.js';

// The pure part of the load test (load-bench.ts): latency percentiles per route, the stock check and the report lines.

export interface RouteFigures {
  route: string;
  requests: number;
  /** Answers by status, e.g. {"200": 812}; "error" counts requests that got no answer (timeouts, resets). */
  statuses: Record<string, number>;
  p50: number;
  p95: number;
  p99: number;
}

/** p50/p95/p99 (nearest rank) of one route's response times in milliseconds, with its status counts. */
export function routeFigures(route: string, samples: readonly number[], statuses: Record<string, number>): RouteFigures {
  return { route, requests: samples.length, statuses, p50: percentile(samples, 50), p95: percentile(samples, 95), p99: percentile(samples, 99) };
}

/** Answers of 500 and above, and requests that got no answer at all. */
export function serverErrors(statuses: Record<string, number>): number {
  return Object.entries(statuses).reduce((sum, [status, count]) => sum + (status === 'error' || Number(status) >= 500 ? count : 0), 0);
}

/** Connections of each shoppers' route, in this ratio; the buyers get a third of all connections. */
const SHOPPER_WEIGHTS = [35, 25, 10, 15, 15];

/** `total` connections split: the shoppers' routes by SHOPPER_WEIGHTS (two thirds), the buyers' route (a third); at least 1 each. */
export function splitConnections(total: number): { shoppers: number[]; buyers: number } {
  const buyers = Math.max(1, Math.round(total / 3));
  const weightSum = SHOPPER_WEIGHTS.reduce((sum, weight) => sum + weight, 0);
  const shoppers = SHOPPER_WEIGHTS.map((weight) => Math.max(1, Math.round(((total - buyers) * weight) / weightSum)));
  return { shoppers, buyers };
}

export interface DishStock {
  foodId: string;
  /** Stock when the run started. */
  initial: number;
  /** Stock read from Firestore after the run. */
  final: number;
  /** Quantities of the dish's orders created during the run that still hold their stock (not cancelled, declined or expired). */
  orderQuantities: number[];
}

export interface StockVerdict {
  /** Every dish: initial − final = Σ orders' quantities, and final ≥ 0. */
  exact: boolean;
  /** Orders stored for the dishes. */
  orders: number;
  /** Units taken from stock in all (initial − final). */
  taken: number;
  /** Σ quantities of the stored orders. */
  ordered: number;
  /** Dishes whose stock went below zero or does not match their orders. */
  wrong: string[];
}

export function checkStock(dishes: readonly DishStock[]): StockVerdict {
  let orders = 0;
  let taken = 0;
  let ordered = 0;
  const wrong: string[] = [];
  for (const dish of dishes) {
    const units = dish.orderQuantities.reduce((sum, quantity) => sum + quantity, 0);
    orders += dish.orderQuantities.length;
    taken += dish.initial - dish.final;
    ordered += units;
    if (dish.final < 0 || dish.initial - dish.final !== units) wrong.push(dish.foodId);
  }
  return { exact: wrong.length === 0, orders, taken, ordered, wrong };
}

export interface LoadResult {
  seconds: number;
  shoppers: number;
  buyers: number;
  dishes: number;
  /** Requests in flight at once (autocannon connections, all routes). */
  connections: number;
  /** Of those, the buyers': a purchase in flight when the run stops may be stored without its 201 being seen. */
  buyerConnections: number;
  routes: RouteFigures[];
  stock: StockVerdict;
  /** 201 answers the buyers got: each must be a stored order. */
  created: number;
  elapsedMs: number;
}

const statusText = (statuses: Record<string, number>) =>
  Object.entries(statuses)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, count]) => `${count} × ${status}`)
    .join(', ');

/** The report's lines: p50/p95/p99 per route (INFO), and the budget: 0 × 5xx, stock exact, every 201 stored. */
export function loadLines(result: LoadResult): Array<Omit<ReportLine, 'section'>> {
  const ms = (value: number) => (Number.isNaN(value) ? '—' : `${value.toFixed(0)}`);
  const lines: Array<Omit<ReportLine, 'section'>> = result.routes.map((route) => ({
    label: `${route.route}: p50 / p95 / p99 ms (${route.requests} requests; ${statusText(route.statuses)})`,
    figure: `${ms(route.p50)} / ${ms(route.p95)} / ${ms(route.p99)}`,
    budget: '',
    verdict: 'INFO',
  }));
  const errors = result.routes.reduce((sum, route) => sum + serverErrors(route.statuses), 0);
  const silent = result.routes.filter((route) => route.requests === 0).map((route) => route.route);
  const requests = result.routes.reduce((sum, route) => sum + route.requests, 0);
  lines.push(
    { label: `requests in ${result.seconds} s (all routes)`, figure: `${requests} (${(requests / result.seconds).toFixed(0)}/s)`, budget: '', verdict: 'INFO' },
    { label: '5xx answers or no answer', figure: String(errors), budget: '0', verdict: verdict(errors === 0) },
    { label: 'routes that answered nothing in the run', figure: silent.join(', ') || 'none', budget: 'none', verdict: verdict(silent.length === 0) },
    {
      label: `stock taken = Σ orders' quantities, never below 0 (${result.dishes} dishes)`,
      figure: `${result.stock.taken} = ${result.stock.ordered}${result.stock.wrong.length ? ` (wrong: ${result.stock.wrong.join(', ')})` : ''}`,
      budget: 'exact',
      verdict: verdict(result.stock.exact),
    },
    {
      label: `orders: 201 answers / stored (the ${result.buyerConnections} purchases in flight at the stop may be stored unanswered)`,
      figure: `${result.created} / ${result.stock.orders}`,
      budget: `201s ≤ stored ≤ 201s + ${result.buyerConnections}`,
      verdict: verdict(result.created <= result.stock.orders && result.stock.orders <= result.created + result.buyerConnections),
    },
  );
  return lines;
}
