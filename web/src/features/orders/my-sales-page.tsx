import { useQueryClient } from '@tanstack/react-query';
import { lazy, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { SalesSummary } from '@domain/types';
import { EmptyState } from '../../components/empty-state';
import { OptionalPart } from '../../components/optional-part';
import { LoadMore, nextPageOf } from '../../components/load-more';
import { RetryButton } from '../../components/retry-button';
import { RowsLoading } from '../../components/skeletons';
import { buttonSecondary, container } from '../../components/ui';
import { paths, readSalesFilter, type SalesFilter } from '../../lib/paths';
import { useSalesSummaryValue } from '../../lib/sales-summary';
import { useTitle } from '../../lib/use-title';
import { Link, useT } from '../../i18n';
import { KitchenPanel } from './kitchen-panel';
import { useNewOrderAlerts } from './new-order-watch';
import { OrderAlertControls } from './order-alert-controls';
import { orderKeys, useSales } from './orders-api';
import { SaleCard } from './sale-card';
import { salesStatsKey } from './sales-api';

// The dashboard and its chart library load after the page, in a chunk of their own.
const SalesDashboard = lazy(() => import('./sales-dashboard'));

const FILTERS = ['', 'placed', 'accepted', 'ready', 'completed', 'declined', 'cancelled', 'expired'] as const satisfies readonly SalesFilter[];
const filterName = (status: SalesFilter) => status || 'all';

const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:focus-visible:outline-brand-200';

function countOf(summary: SalesSummary | undefined, status: SalesFilter): number | undefined {
  return summary && (status === 'placed' || status === 'accepted' || status === 'ready') ? summary[status] : undefined;
}

/** The status filters as links (the filter lives in the URL), with the open statuses' counts from the summary. */
function StatusFilters({ active, summary }: { active: SalesFilter; summary: SalesSummary | undefined }) {
  const { t, number } = useT();
  return (
    <nav aria-label={t('sales.filters.label')} className="-mx-4 overflow-x-auto px-4 py-1 [scrollbar-width:none] sm:mx-0 sm:px-0 [&::-webkit-scrollbar]:hidden">
      <ul className="flex gap-2 sm:flex-wrap">
        {FILTERS.map((status) => {
          const current = status === active;
          const count = countOf(summary, status);
          return (
            <li key={status || 'all'} className="shrink-0">
              <Link
                to={paths.mySalesWith(status)}
                aria-current={current ? 'page' : undefined}
                className={`inline-flex items-center gap-2 rounded-full border px-4 py-2 text-sm font-semibold whitespace-nowrap transition ${focusRing} ${
                  current
                    ? 'border-brand-700 bg-brand-700 text-white shadow-md shadow-brand-700/20 dark:border-brand-200 dark:bg-brand-200 dark:text-stone-950'
                    : 'border-stone-300 bg-white text-stone-700 hover:border-brand-600 hover:text-brand-800 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-200 dark:hover:border-brand-200 dark:hover:text-brand-100'
                }`}
              >
                {t(`sales.filter.${filterName(status)}`)}
                {count ? (
                  <>
                    <span
                      aria-hidden="true"
                      className={`rounded-full px-2 py-0.5 text-xs font-bold tabular-nums ${
                        current ? 'bg-white/20 dark:bg-stone-950/15' : 'bg-stone-100 text-stone-600 dark:bg-stone-800 dark:text-stone-300'
                      }`}
                    >
                      {number(count)}
                    </span>
                    <span className="sr-only">{t('sales.filters.count', { count })}</span>
                  </>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * Refetches the sales lists and the dashboard's numbers when the background summary changes (a new order, a buyer's
 * cancel), so a kitchen sees new orders arrive without reloading; the summary is a few count() reads, the lists are fetched only then.
 */
function useRefreshOnSummaryChange(summary: SalesSummary | undefined) {
  const queryClient = useQueryClient();
  const seen = useRef<string | null>(null);
  const current = summary ? JSON.stringify(summary) : null;
  useEffect(() => {
    if (current === null) return;
    if (seen.current !== null && seen.current !== current) {
      void queryClient.invalidateQueries({ queryKey: orderKeys.sales() });
      void queryClient.invalidateQueries({ queryKey: salesStatsKey });
    }
    seen.current = current;
  }, [current, queryClient]);
}

export default function MySalesPage() {
  const [params] = useSearchParams();
  const status = readSalesFilter(params);
  const query = useSales(status);
  // The app's new-order watch polls the summary, rings the bell and leads this title with the count: '(2) My Sales | …'.
  const summary = useSalesSummaryValue();
  const { t } = useT();
  useTitle(t('sales.page.title'));
  useRefreshOnSummaryChange(summary);
  const alerts = useNewOrderAlerts();
  const orders = query.data?.pages.flatMap((page) => page.orders) ?? [];
  const filter = filterName(status);

  return (
    <>
      <section className="bg-gradient-to-br from-brand-50 via-white to-amber-50 py-12 sm:py-16 dark:from-stone-900 dark:via-stone-950 dark:to-stone-900">
        <div className={container}>
          <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase dark:text-brand-200">{t('sales.page.eyebrow')}</p>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-stone-900 sm:text-5xl dark:text-white">{t('sales.page.heading')}</h1>
          <p className="mt-3 max-w-2xl text-lg text-stone-600 dark:text-stone-300">
            {t('sales.page.intro')}
          </p>
          <div className="mt-8">
            <KitchenPanel alerts={<OrderAlertControls alerts={alerts} />} />
          </div>
          <div className="mt-6">
            <StatusFilters active={status} summary={summary} />
          </div>
        </div>
      </section>

      <section aria-label={t('sales.page.listLabel', { filter: t(`sales.filter.${filter}`) })} className={`${container} py-10 sm:py-14`}>
        {query.isPending ? (
          <RowsLoading label={t('sales.page.loading')} />
        ) : query.isError && !query.isFetchNextPageError ? (
          <EmptyState
            icon="alert"
            title={t('sales.page.fetchFailed')}
            message={t('sales.page.fetchFailedHint')}
            action={<RetryButton onRetry={() => query.refetch()} pending={query.isRefetching} />}
          />
        ) : orders.length === 0 ? (
          status ? (
            <EmptyState
              icon="bag"
              title={t('sales.page.emptyFiltered', { filter: t(`sales.filterLower.${filter}`) })}
              message={t('sales.page.emptyFilteredHint')}
              action={
                <Link to={paths.mySales} className={buttonSecondary}>
                  {t('sales.page.showAll')}
                </Link>
              }
            />
          ) : (
            <EmptyState
              icon="bag"
              title={t('sales.page.empty')}
              message={t('sales.page.emptyHint')}
              action={
                <Link to={paths.myFoods} className={buttonSecondary}>
                  {t('sales.page.goToMyFoods')}
                </Link>
              }
            />
          )
        ) : (
          <>
            <ul className="grid gap-6 lg:grid-cols-2">
              {orders.map((order) => (
                <li key={order._id} className="flex flex-col">
                  <SaleCard order={order} />
                </li>
              ))}
            </ul>
            <LoadMore {...nextPageOf(query)} failure={t('sales.page.loadMoreFailed')} />
          </>
        )}
      </section>

      {/* Below the orders, which sit right under their filters: the dashboard (a chunk and a call of its own) grows
          below the cards a seller taps, never above them. */}
      <div className={`${container} pb-10 sm:pb-14`}>
        <OptionalPart
          loading={<p className="text-sm text-stone-600 dark:text-stone-300">{t('sales.page.loadingNumbers')}</p>}
          failed={<p className="text-sm text-stone-600 dark:text-stone-300">{t('sales.page.numbersFailed')}</p>}
        >
          <SalesDashboard />
        </OptionalPart>
      </div>
    </>
  );
}
