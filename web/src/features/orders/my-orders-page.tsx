import { useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'react-toastify';
import { MSG } from '@domain/messages';
import type { Order } from '@domain/types';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EmptyState } from '../../components/empty-state';
import { FoodImage } from '../../components/food-image';
import { RowsLoading } from '../../components/skeletons';
import { buttonPrimary, container } from '../../components/ui';
import { useAuth } from '../../lib/auth-context';
import { formatOrderDate, formatPrice } from '../../lib/format';
import { paths } from '../../lib/paths';
import { useTitle } from '../../lib/use-title';
import { useCancelOrder, useMyOrders } from './orders-api';

// Row-level triggers stay quiet; the solid red is kept for the dialog's final confirmation.
const buttonDangerSoft =
  'inline-flex items-center justify-center gap-2 rounded-full border border-red-200 bg-red-50 px-5 py-2.5 text-sm font-semibold text-red-700 transition hover:bg-red-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600 dark:border-red-900 dark:bg-red-950/40 dark:text-red-300 dark:hover:bg-red-950';

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
      () => toast.error(MSG.cancelFailed),
    );
  };

  const orders = query.data ?? [];

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
        ) : query.isError ? (
          <EmptyState icon="alert" title={MSG.ordersFetchFailed} message="Please refresh the page or try again in a moment." />
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
          <ul className="grid gap-6 md:grid-cols-2">
            {orders.map((order) => (
              <li key={order._id} className="flex">
                <OrderCard order={order} onCancel={() => setPending(order)} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <ConfirmDialog
        open={pending !== null}
        title="Confirm Cancellation"
        description={pending ? `Are you sure you want to cancel your order for “${pending.foodName}”?` : undefined}
        cancelLabel="No, Keep it"
        confirmLabel="Yes, Cancel"
        tone="danger"
        onCancel={() => setPending(null)}
        onConfirm={confirmCancel}
      />
    </>
  );
}

function OrderCard({ order, onCancel }: { order: Order; onCancel(): void }) {
  return (
    <article className="flex w-full flex-col gap-5 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:flex-row dark:border-stone-800 dark:bg-stone-900">
      <div className="w-full shrink-0 overflow-hidden rounded-xl sm:w-40">
        <FoodImage src={order.foodImage} alt={order.foodName} sizes="(min-width: 640px) 160px, 100vw" />
      </div>
      <div className="flex min-w-0 flex-1 flex-col">
        <h2 className="truncate text-lg font-bold text-stone-900 dark:text-white">{order.foodName}</h2>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-stone-600 dark:text-stone-400">Price:</dt>
          <dd className="font-semibold text-stone-900 dark:text-white">{formatPrice(order.price)}</dd>
          <dt className="text-stone-600 dark:text-stone-400">Quantity:</dt>
          <dd className="font-semibold text-stone-900 dark:text-white">{order.quantity}</dd>
          <dt className="text-stone-600 dark:text-stone-400">Total:</dt>
          <dd className="font-bold text-brand-700 dark:text-brand-200">{formatPrice(order.total ?? order.price * order.quantity)}</dd>
          <dt className="text-stone-600 dark:text-stone-400">Ordered on:</dt>
          <dd className="font-semibold text-stone-900 dark:text-white">
            <time dateTime={order.buyingDate}>{formatOrderDate(order.buyingDate)}</time>
          </dd>
        </dl>
        <div className="mt-4 sm:mt-auto sm:pt-4">
          <button type="button" onClick={onCancel} className={`${buttonDangerSoft} w-full sm:w-auto`}>
            Cancel Order<span className="sr-only"> for {order.foodName}</span>
          </button>
        </div>
      </div>
    </article>
  );
}
