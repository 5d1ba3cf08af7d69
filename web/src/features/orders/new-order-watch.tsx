import { useQuery } from '@tanstack/react-query';
import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { toast } from 'react-toastify/unstyled';
import type { OrderDetail } from '@domain/types';
import { useApi } from '../../lib/api-context';
import { useAuth } from '../../lib/auth-context';
import { SalesSummaryProvider, useSalesSummaryValue } from '../../lib/sales-summary';
import { useTitleCount } from '../../lib/use-title';
import { getKitchen, kitchenKey } from './kitchen-api';
import { newOrdersText, useNewOrderBell } from './new-order-bell';
import { useOrderAlerts, type OrderAlerts } from './order-alerts';

const AlertsContext = createContext<OrderAlerts | null>(null);

/** How long a kitchen's open/closed state read here is trusted (My Sales' switch updates it at once). */
const KITCHEN_STALE_MS = 5 * 60_000;

/** Rings, notifies, toasts and counts in the title for the new orders the summary reveals; renders nothing. */
function NewOrderBell({ alerts }: { alerts: OrderAlerts }) {
  const summary = useSalesSummaryValue();
  useTitleCount(summary?.placed ?? 0);
  const { alert } = alerts;
  useNewOrderBell(
    summary,
    useCallback(
      (orders: OrderDetail[]) => {
        const text = newOrdersText(orders);
        alert(text);
        toast.info(text, { toastId: `new-orders-${orders.map((order) => order._id).join('-')}` });
      },
      [alert],
    ),
  );
  return null;
}

/**
 * The new-order watch of the whole app (docs/ARCHITECTURE.md §5f), around every page: one poll of the signed-in
 * user's sales summary (every 15 s while their kitchen takes orders), whose new orders ring the bell, show a
 * notification and a toast, and lead the tab's title with the count, whatever page is open.
 */
export function NewOrderWatch({ children }: { children?: ReactNode }) {
  const api = useApi();
  const user = useAuth().user;
  const kitchen = useQuery({
    queryKey: kitchenKey,
    queryFn: ({ signal }) => getKitchen(api, signal),
    enabled: Boolean(user),
    staleTime: KITCHEN_STALE_MS,
  });
  const alerts = useOrderAlerts();
  // Until the kitchen is known it is taken to be open, as one that never saved its settings is.
  const eager = Boolean(user) && kitchen.data?.open !== false;
  return (
    <AlertsContext.Provider value={alerts}>
      <SalesSummaryProvider eager={eager}>
        {/* Keyed by the user: another account starts with none of its orders known. */}
        {user ? <NewOrderBell key={user.uid} alerts={alerts} /> : null}
        {children}
      </SalesSummaryProvider>
    </AlertsContext.Provider>
  );
}

/** The seller's sound and notification choices, shared with the watch (My Sales shows their controls). */
export function useNewOrderAlerts(): OrderAlerts {
  const alerts = useContext(AlertsContext);
  if (!alerts) throw new Error('useNewOrderAlerts must be used inside <NewOrderWatch>');
  return alerts;
}
