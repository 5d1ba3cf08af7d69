import { useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'react-toastify/unstyled';
import { MSG } from '@domain/messages';
import type { Order } from '@domain/types';
import { EmptyState } from '../../components/empty-state';
import { LoadMore, nextPageOf } from '../../components/load-more';
import { RetryButton } from '../../components/retry-button';
import { RowsLoading } from '../../components/skeletons';
import { buttonPrimary, container } from '../../components/ui';
import { useAuth } from '../../lib/auth-context';
import { paths } from '../../lib/paths';
import { useTitle } from '../../lib/use-title';
import { CancelOrderDialog, cancelFailureMessage } from './cancel-order';
import { OrderCard } from './order-card';
import { useCancelOrder, useMyOrders } from './orders-api';

export default function MyOrdersPage() {
  useTitle('My Orders');
  const email = useAuth().user?.email ?? '';
  const query = useMyOrders(email);
  const cancel = useCancelOrder(email);
  const [pending, setPending] = useState<Order | null>(null);

  const confirmCancel = () => {
    if (!pending) return;
    const order = pending;
    setPending(null);
    // The promise settles once per call, so every cancellation gets its own toast.
    cancel.mutateAsync(order).then(
      () => toast.success(MSG.cancelSuccess(order.foodName)),
      (error: unknown) => toast.error(cancelFailureMessage(error)),
    );
  };

  const orders = query.data?.pages.flatMap((page) => page.orders) ?? [];

  return (
    <>
      <section className="bg-gradient-to-br from-brand-50 via-white to-amber-50 py-12 sm:py-16 dark:from-stone-900 dark:via-stone-950 dark:to-stone-900">
        <div className={container}>
          <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase dark:text-brand-200">My Orders</p>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-stone-900 sm:text-5xl dark:text-white">My Order History</h1>
          <p className="mt-3 text-lg text-stone-600 dark:text-stone-300">Every dish you have ordered, newest first.</p>
        </div>
      </section>

      <section className={`${container} py-10 sm:py-14`}>
        {query.isPending ? (
          <RowsLoading label="Loading your orders..." />
        ) : query.isError && !query.isFetchNextPageError ? (
          <EmptyState
            icon="alert"
            title={MSG.ordersFetchFailed}
            message="Check your connection and try again."
            action={<RetryButton onRetry={() => query.refetch()} pending={query.isRefetching} />}
          />
        ) : orders.length === 0 ? (
          <EmptyState
            icon="bag"
            title="No Orders Yet"
            message="Looks like you haven't placed an order. Explore our foods!"
            action={
              <Link to={paths.foods} className={buttonPrimary}>
                Explore All Foods
              </Link>
            }
          />
        ) : (
          <>
            <ul className="grid gap-6 md:grid-cols-2">
              {orders.map((order) => (
                <li key={order._id} className="flex">
                  <OrderCard order={order} onCancel={() => setPending(order)} />
                </li>
              ))}
            </ul>
            <LoadMore {...nextPageOf(query)} failure="Could not load more of your orders." />
          </>
        )}
      </section>

      <CancelOrderDialog order={pending} onKeep={() => setPending(null)} onCancel={confirmCancel} />
    </>
  );
}
