import type { Order, OrderLine } from '@domain/types';
import type { Translator } from '../../i18n';

// The dishes of an order (docs/ARCHITECTURE.md §5h), as the web shows them.

/** Every dish of an order: its lines, or (an order stored before lines, as a test may hold it) the one its own fields describe. */
export function linesOf(order: Order): OrderLine[] {
  if (order.lines?.length) return order.lines;
  const { foodId, foodName, foodImage, price, quantity, total, review } = order;
  return [{ foodId, foodName, foodImage, price, quantity, total, review }];
}

/** Subtotal, delivery fee and total of an order. */
export function orderSums(order: Order): { subtotal: number; deliveryFee: number; total: number } {
  return { subtotal: order.subtotal ?? order.total, deliveryFee: order.deliveryFee ?? 0, total: order.total };
}

/** What an order is, in a few words: 'Kacchi Biryani', or 'Kacchi Biryani and 2 more'. */
export function orderTitle(order: Pick<Order, 'foodName'> & { lines?: readonly unknown[] }, texts?: Pick<Translator, 't' | 'number'>): string {
  const more = (order.lines?.length ?? 1) - 1;
  if (more <= 0) return order.foodName;
  return texts ? texts.t('orders.lines.andMore', { name: order.foodName, count: more, n: texts.number(more) }) : `${order.foodName} and ${more} more`;
}

/** What an order holds, in a few words: '2 × Kacchi Biryani', or '2 × Kacchi Biryani and 2 more'. */
export function orderItemsText(order: Pick<Order, 'quantity' | 'foodName'> & { lines?: readonly unknown[] }): string {
  const head = `${order.quantity} × ${order.foodName}`;
  const more = (order.lines?.length ?? 1) - 1;
  return more > 0 ? `${head} and ${more} more` : head;
}
