import { movesFrom, SELLER_TARGETS, type Fulfilment, type OrderStatus, type SellerTarget } from '@domain/orders';
import type { Order } from '@domain/types';
import { translatorOf, type MessageKey, type Translator } from '../../i18n';
import { orderTitle } from './order-lines';

/** The catalog id of what a buyer and a seller call a status: `ready` and `completed` read differently for delivery and pickup. */
export function statusKey(status: OrderStatus, fulfilment: Fulfilment): MessageKey {
  switch (status) {
    case 'placed':
      return 'orders.status.placed';
    case 'accepted':
      return 'orders.status.accepted';
    case 'ready':
      return fulfilment === 'delivery' ? 'orders.status.outForDelivery' : 'orders.status.readyForPickup';
    case 'completed':
      return fulfilment === 'delivery' ? 'orders.status.delivered' : 'orders.status.collected';
    case 'cancelled':
      return 'orders.status.cancelled';
    case 'declined':
      return 'orders.status.declined';
    case 'expired':
      return 'orders.status.expired';
  }
}

/** What a buyer and a seller call a status, with `t` (the page's language; English without it). */
export function statusLabel(status: OrderStatus, fulfilment: Fulfilment, t: Translator['t'] = translatorOf('en').t): string {
  return t(statusKey(status, fulfilment));
}

/** The badge colours of a status: amber waits on the kitchen, sky and violet are on their way, green is done, red and orange ended unserved. */
export function statusTone(status: OrderStatus): string {
  switch (status) {
    case 'placed':
      return 'bg-amber-100 text-amber-900 ring-amber-300 dark:bg-amber-950/60 dark:text-amber-200 dark:ring-amber-800';
    case 'accepted':
      return 'bg-sky-100 text-sky-900 ring-sky-300 dark:bg-sky-950/60 dark:text-sky-200 dark:ring-sky-800';
    case 'ready':
      return 'bg-violet-100 text-violet-900 ring-violet-300 dark:bg-violet-950/60 dark:text-violet-200 dark:ring-violet-800';
    case 'completed':
      return 'bg-emerald-100 text-emerald-900 ring-emerald-300 dark:bg-emerald-950/60 dark:text-emerald-200 dark:ring-emerald-800';
    case 'cancelled':
      return 'bg-stone-100 text-stone-700 ring-stone-300 dark:bg-stone-800 dark:text-stone-300 dark:ring-stone-700';
    case 'declined':
      return 'bg-red-100 text-red-800 ring-red-300 dark:bg-red-950/60 dark:text-red-200 dark:ring-red-900';
    case 'expired':
      return 'bg-orange-100 text-orange-900 ring-orange-300 dark:bg-orange-950/60 dark:text-orange-200 dark:ring-orange-900';
  }
}

/** The seller's button for a move. */
export function moveLabel(to: SellerTarget, fulfilment: Fulfilment, { t }: Pick<Translator, 't'> = translatorOf('en')): string {
  switch (to) {
    case 'accepted':
      return t('orders.move.accept');
    case 'declined':
      return t('orders.move.decline');
    case 'ready':
      return t(fulfilment === 'delivery' ? 'orders.move.outForDelivery' : 'orders.move.readyForPickup');
    case 'completed':
      return t(fulfilment === 'delivery' ? 'orders.move.delivered' : 'orders.move.collected');
  }
}

/** The toast after a seller's move went through. */
export function moveDoneMessage(
  to: SellerTarget,
  order: Pick<Order, 'foodName' | 'fulfilment'> & { lines?: readonly unknown[] },
  texts: Pick<Translator, 't' | 'number'> = translatorOf('en'),
): string {
  const title = orderTitle(order, texts);
  const key: MessageKey =
    to === 'accepted'
      ? 'orders.moved.accepted'
      : to === 'declined'
        ? 'orders.moved.declined'
        : to === 'ready'
          ? order.fulfilment === 'delivery'
            ? 'orders.moved.outForDelivery'
            : 'orders.moved.readyForPickup'
          : order.fulfilment === 'delivery'
            ? 'orders.moved.delivered'
            : 'orders.moved.collected';
  return texts.t(key, { title });
}

/** The moves the seller may make now, from the domain's table: the way forward first, the one that gives back stock last. */
export function sellerMoves(status: OrderStatus): SellerTarget[] {
  return movesFrom(status, 'seller')
    .sort((a, b) => Number(a.returnsStock) - Number(b.returnsStock))
    .map((move) => move.to)
    .filter((to): to is SellerTarget => (SELLER_TARGETS as readonly OrderStatus[]).includes(to));
}

/** Whether the buyer may still cancel (only while the kitchen has not answered). */
export function buyerCanCancel(status: OrderStatus): boolean {
  return movesFrom(status, 'buyer').some((move) => move.to === 'cancelled');
}

/**
 * The steps an order still expects on its way to done: from `status`, the seller's moves that keep the order
 * (accept, ready, complete), in order. Empty for a final status.
 */
export function stepsAhead(status: OrderStatus): OrderStatus[] {
  const steps: OrderStatus[] = [];
  let current = status;
  for (;;) {
    const next = movesFrom(current, 'seller').find((move) => !move.returnsStock);
    if (!next) return steps;
    steps.push(next.to);
    current = next.to;
  }
}
