import { roundMoney } from '@domain/money';
import type { Order, OrderReview } from '@domain/types';

// The lines of a multi-dish order (docs/ARCHITECTURE.md §5h), as the web reads them from any order.

/** One dish of an order, priced as it was when ordered. */
export interface OrderLine {
  foodId: string;
  foodName: string;
  foodImage: string;
  price: number;
  quantity: number;
  total: number;
  /** The buyer's review of this dish; null (or absent) until rated. */
  review?: OrderReview | null;
}

/** An order with its lines and sums (every order read carries them, §5h). */
export type WithLines<T extends Order = Order> = T & { lines?: OrderLine[]; subtotal?: number; deliveryFee?: number };

/** The body of `POST /api/orders`. */
export interface CartOrderInput {
  lines: { foodId: string; quantity: number }[];
  fulfilment: Order['fulfilment'];
  delivery?: { phone: string; address?: string; area?: string };
  note: string;
}

/** A kitchen as the cart sees it (`GET /api/kitchens/:uid`). */
export interface KitchenTerms {
  userName: string;
  open: boolean;
  /** Areas it delivers to and their fees; empty: it delivers to every area for free. */
  deliveryAreas: { area: string; fee: number }[];
  /** The subtotal below which it does not deliver; 0 for none. */
  minimumOrder: number;
}

/** Every dish of an order: its lines, or (an order stored before lines) the one its own fields describe. */
export function linesOf(order: WithLines): OrderLine[] {
  if (order.lines && order.lines.length > 0) return order.lines;
  const { foodId, foodName, foodImage, price, quantity, total, review } = order;
  return [{ foodId, foodName, foodImage, price, quantity, total, review }];
}

/** Subtotal, delivery fee and total of an order (an order before lines has no fee). */
export function orderSums(order: WithLines): { subtotal: number; deliveryFee: number; total: number } {
  const subtotal = order.subtotal ?? roundMoney(linesOf(order).reduce((sum, line) => sum + line.total, 0));
  const deliveryFee = order.deliveryFee ?? 0;
  return { subtotal, deliveryFee, total: order.total };
}

/** What an order is, in a few words: 'Kacchi Biryani', or 'Kacchi Biryani and 2 more'. */
export function orderTitle(order: WithLines): string {
  const lines = linesOf(order);
  const first = lines[0]?.foodName ?? order.foodName;
  return lines.length > 1 ? `${first} and ${lines.length - 1} more` : first;
}

/** What an order holds, in a few words: '2 × Kacchi Biryani', or '2 × Kacchi Biryani and 2 more'. */
export function orderItemsText(order: Pick<Order, 'quantity' | 'foodName'> & { lines?: Pick<OrderLine, 'quantity' | 'foodName'>[] }): string {
  const lines = order.lines && order.lines.length > 0 ? order.lines : [order];
  const first = lines[0] ?? order;
  const head = `${first.quantity} × ${first.foodName}`;
  return lines.length > 1 ? `${head} and ${lines.length - 1} more` : head;
}
