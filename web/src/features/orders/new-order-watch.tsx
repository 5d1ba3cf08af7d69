import { useQuery } from '@tanstack/react-query';
import { createContext, lazy, Suspense, useContext, type ReactNode } from 'react';
import { loadAreas } from '../../i18n/catalogs';
import { langOfPath } from '../../i18n/langs';
import { useApi } from '../../lib/api-context';
import { useAuth } from '../../lib/auth-context';
import { SalesSummaryProvider } from '../../lib/sales-summary';
import { getKitchen, kitchenKey } from './kitchen-query';
import { useOrderAlerts, type OrderAlerts } from './order-alerts';

// Loaded once someone signs in, with its texts (the sales catalog, in the document's language): a visitor's pages never
// need the bell, nor the orders' API it reads.
const NewOrderBell = lazy(() =>
  Promise.all([import('./new-order-bell'), loadAreas(langOfPath(window.location.pathname), ['sales'])]).then(([module]) => ({ default: module.NewOrderBell })),
);

const AlertsContext = createContext<OrderAlerts | null>(null);

/** How long a kitchen's open/closed state read here is trusted (My Sales' switch updates it at once). */
const KITCHEN_STALE_MS = 5 * 60_000;

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
        {user ? (
          <Suspense fallback={null}>
            <NewOrderBell key={user.uid} alerts={alerts} />
          </Suspense>
        ) : null}
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
