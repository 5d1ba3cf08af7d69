import { useCallback, useEffect, useRef } from 'react';
import { toast } from 'react-toastify/unstyled';
import type { OrderDetail, SalesSummary } from '@domain/types';
import { useApi } from '../../lib/api-context';
import { useSalesSummaryValue } from '../../lib/sales-summary';
import { useTitleCount } from '../../lib/use-title';
import { translatorOf, useT, type Translator } from '../../i18n';
import type { OrderAlerts } from './order-alerts';
import { getPlacedSales } from './orders-api';

/**
 * What a seller is told about orders that just arrived: 'New order: 2 × Kacchi Biryani', 'New order: 2 × Kacchi
 * Biryani and 2 more' (an order of three dishes), or '3 new orders: …'.
 */
export function newOrdersText(
  orders: (Pick<OrderDetail, 'quantity' | 'foodName'> & { lines?: readonly unknown[] })[],
  { t, number }: Pick<Translator, 't' | 'number'> = translatorOf('en'),
): string {
  const items = orders.map((order) => {
    const more = (order.lines?.length ?? 1) - 1;
    const values = { quantity: number(order.quantity), name: order.foodName };
    return more > 0 ? t('sales.bell.itemMore', { ...values, more }) : t('sales.bell.item', values);
  });
  const shown = items.slice(0, 3).join(', ') + (items.length > 3 ? ', …' : '');
  return t('sales.bell.newOrders', { count: items.length, items: shown });
}

/**
 * Calls `onNewOrders` once for each batch of `placed` orders that arrived while the app is open. Whenever the summary
 * changes and counts any placed order, it reads the placed orders and compares their ids with those already known: the
 * orders the app opened with, and the seller's own moves (which only remove orders), are never announced, and no order
 * is announced twice.
 */
export function useNewOrderBell(summary: SalesSummary | undefined, onNewOrders: (orders: OrderDetail[]) => void): void {
  const api = useApi();
  const known = useRef<Set<string> | null>(null);
  const announce = useRef(onNewOrders);
  useEffect(() => {
    announce.current = onNewOrders;
  });
  const key = summary ? `${summary.placed}|${summary.accepted}|${summary.ready}` : null;
  const placed = summary?.placed ?? 0;

  useEffect(() => {
    if (key === null) return;
    // Nothing placed: nothing to announce, and no list to read (most users, on every page).
    if (placed === 0) {
      known.current ??= new Set();
      return;
    }
    const controller = new AbortController();
    getPlacedSales(api, controller.signal).then(
      ({ orders }) => {
        const seen = known.current;
        known.current = new Set([...(seen ?? []), ...orders.map((order) => order._id)]);
        const arrived = seen ? orders.filter((order) => !seen.has(order._id)) : [];
        if (arrived.length > 0) announce.current(arrived);
      },
      // A failed check is retried with the next change of the summary.
      () => undefined,
    );
    return () => controller.abort();
  }, [api, key, placed]);
}

/**
 * Rings, notifies, toasts and counts in the title for the new orders the summary reveals; renders nothing.
 * new-order-watch.tsx loads it once someone signs in.
 */
export function NewOrderBell({ alerts }: { alerts: OrderAlerts }) {
  const summary = useSalesSummaryValue();
  const { alert } = alerts;
  const translator = useT();
  useTitleCount(summary?.placed ?? 0, translator.number);
  useNewOrderBell(
    summary,
    useCallback(
      (orders: OrderDetail[]) => {
        const text = newOrdersText(orders, translator);
        alert(text);
        toast.info(text, { toastId: `new-orders-${orders.map((order) => order._id).join('-')}` });
      },
      [alert, translator],
    ),
  );
  return null;
}
