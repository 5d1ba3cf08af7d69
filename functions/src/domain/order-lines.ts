import { roundMoney } from './money.js';
import { areaKey } from './orders.js';
import type { DeliveryArea, OrderLine, OrderReview } from './types.js';

// A meal in one order (docs/ARCHITECTURE.md §5h): an order holds lines, one per dish, and a delivery fee by area.

/** What an order (stored or returned) holds of its dishes: `lines`, or, stored before lines existed, its single dish. */
export interface LinesSource {
  foodId: string;
  foodName: string;
  foodImage: string;
  price: number;
  quantity: number;
  total: number;
  review?: OrderReview | { rating: number; text: string; id?: string } | null;
  lines?: readonly LineSource[];
}

/** A line as stored: the wire line, its review with the review document's id. */
export type LineSource = Omit<OrderLine, 'review'> & { review?: { rating: number; text: string; id?: string } | null };

/**
 * The lines of an order: its `lines`, or, for an order stored before lines existed, its one dish (its review the
 * order's). Every reader of an order's dishes goes through here, so old and new orders read alike.
 */
export function linesOf<T extends LinesSource>(order: T): LineSource[] {
  if (order.lines && order.lines.length > 0) return [...order.lines];
  return [
    {
      foodId: order.foodId,
      foodName: order.foodName,
      foodImage: order.foodImage,
      price: order.price,
      quantity: order.quantity,
      total: roundMoney(order.price * order.quantity),
      review: order.review ?? null,
    },
  ];
}

/** The lines' totals added up, to the cent. */
export function subtotalOf(lines: readonly { total: number }[]): number {
  return roundMoney(lines.reduce((sum, line) => sum + line.total, 0));
}

/**
 * The fee of a delivery to `area` from a kitchen with these areas: 0 when it lists none (it delivers everywhere for
 * free), the matching area's fee, or undefined when it does not deliver there.
 */
export function deliveryFeeFor(areas: readonly DeliveryArea[], area: string): number | undefined {
  if (areas.length === 0) return 0;
  return servedArea(areas, area)?.fee;
}

/** The kitchen's own entry for `area` (case and spaces aside: 'gulshan ' is its 'Gulshan'), or undefined. */
export function servedArea(areas: readonly DeliveryArea[], area: string): DeliveryArea | undefined {
  const key = areaKey(area);
  return areas.find((served) => areaKey(served.area) === key);
}
