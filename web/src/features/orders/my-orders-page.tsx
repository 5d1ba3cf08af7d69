import { useRef, useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import { Link, useMessages, useT } from '../../i18n';
import type { Order } from '@domain/types';
import { EmptyState } from '../../components/empty-state';
import { LoadMore, nextPageOf } from '../../components/load-more';
import { RetryButton } from '../../components/retry-button';
import { RowsLoading } from '../../components/skeletons';
import { buttonPrimary, container } from '../../components/ui';
import { useAuth } from '../../lib/auth-context';
import { paths } from '../../lib/paths';
import { useRowRemoval } from '../../lib/use-focus-back';
import { useTitle } from '../../lib/use-title';
import { CancelOrderDialog, cancelFailureMessage } from './cancel-order';
import { OrderCard } from './order-card';
import { useCancelOrder, useMyOrders } from './orders-api';

export default function MyOrdersPage() {
  const { t } = useT();
  useTitle(t('orders.title.myOrders'));
  const email = useAuth().user?.email ?? '';
  const msg = useMessages();
  const query = useMyOrders(email);
  const cancel = useCancelOrder(email);
  const orders = query.data?.pages.flatMap((page) => page.orders) ?? [];
  const [pending, setPending] = useState<Order | null>(null);
  // The card leaves the list: focus goes from its Cancel to the next card's first link (or the last card's, or the
  // empty state's), not to the page's body.
  const list = useRef<HTMLElement>(null);
  const removal = useRowRemoval(list);

  const confirmCancel = () => {
    if (!pending) return;
    const order = pending;
    removal.leaving(order._id);
    setPending(null);
    removal.follow();
    // The promise settles once per call, so every cancellation gets its own toast.
    cancel.mutateAsync(order).then(
      () => toast.success(msg.cancelSuccess(order.foodName)),
      (error: unknown) => toast.error(cancelFailureMessage(error, msg)),
    );
  };

  return (
    <>
      <section className="bg-gradient-to-br from-brand-50 via-white to-amber-50 py-12 sm:py-16 dark:from-stone-900 dark:via-stone-950 dark:to-stone-900">
        <div className={container}>
          <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase dark:text-brand-200">{t('orders.mine.eyebrow')}</p>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-stone-900 sm:text-5xl dark:text-white">{t('orders.mine.title')}</h1>
          <p className="mt-3 text-lg text-stone-600 dark:text-stone-300">{t('orders.mine.lead')}</p>
        </div>
      </section>

      <section ref={list} className={`${container} py-10 sm:py-14`}>
        {query.isPending ? (
          <RowsLoading label={t('orders.mine.loading')} />
        ) : query.isError && !query.isFetchNextPageError ? (
          <EmptyState
            icon="alert"
            title={msg.ordersFetchFailed}
            message={t('orders.page.loadFailedText')}
            action={<RetryButton onRetry={() => query.refetch()} pending={query.isRefetching} />}
          />
        ) : orders.length === 0 ? (
          <EmptyState
            icon="bag"
            title={t('orders.mine.emptyTitle')}
            message={t('orders.mine.emptyText')}
            action={
              <Link to={paths.foods} className={buttonPrimary}>
                {t('orders.unavailable.explore')}
              </Link>
            }
          />
        ) : (
          <>
            <ul className="grid gap-6 md:grid-cols-2">
              {orders.map((order) => (
                <li key={order._id} data-row={order._id} className="flex">
                  <OrderCard order={order} onCancel={() => setPending(order)} />
                </li>
              ))}
            </ul>
            <LoadMore {...nextPageOf(query)} failure={t('orders.mine.moreFailed')} />
          </>
        )}
      </section>

      <CancelOrderDialog order={pending} onKeep={() => setPending(null)} onCancel={confirmCancel} />
    </>
  );
}
