import { useRef, useState, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { toast } from 'react-toastify/unstyled';
import { Link, useMessages, useT } from '../../i18n';
import { hasAddress, isFinalStatus } from '@domain/orders';
import type { OrderDetail } from '@domain/types';
import { DhakaTime } from '../../components/dhaka-time';
import { EmptyState } from '../../components/empty-state';
import { FoodImage } from '../../components/food-image';
import { RetryButton } from '../../components/retry-button';
import { DetailSkeleton, LoadingRegion } from '../../components/skeletons';
import { buttonDangerSoft, buttonPrimary, card, container } from '../../components/ui';
import { useAuth } from '../../lib/auth-context';
import { formatPhone } from '../../lib/format';
import { ApiError } from '../../lib/http';
import { paths } from '../../lib/paths';
import { useTitle } from '../../lib/use-title';
import { firstIn, useFocusBack } from '../../lib/use-focus-back';
import { CancelOrderDialog, cancelFailureMessage } from './cancel-order';
import { linesOf, orderTitle } from './order-lines';
import { OrderLinesList, OrderSumsList, showsLines } from './order-lines-list';
import { OrderOutcome } from './order-outcome';
import { buyerCanCancel } from './order-status';
import { DishRatingsPanel, OrderRatingPanel } from './rate-dish';
import { OrderTimeline } from './order-timeline';
import { useCancelOrder, useOrder } from './orders-api';
import { SellerActions } from './seller-actions';
import { StatusBadge } from './status-badge';

const backLink =
  'inline-flex items-center gap-1.5 rounded-full text-sm font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:text-brand-200';

/** /orders/:id, for the order's buyer and its seller; it refreshes itself until the order is final. */
export default function OrderPage() {
  const { t } = useT();
  useTitle(t('orders.title.order'));
  const { id = '' } = useParams();
  const email = useAuth().user?.email.toLowerCase() ?? '';
  const query = useOrder(id);
  const order = query.data;
  const viewer = order && order.seller.email.toLowerCase() === email ? 'seller' : 'buyer';
  const back = viewer === 'seller' ? { to: paths.mySales, label: t('orders.page.backSales') } : { to: paths.myOrders, label: t('orders.page.backOrders') };

  return (
    <section className={`${container} py-10 sm:py-14`}>
      <Link to={back.to} className={`${backLink} mb-8`}>
        <span aria-hidden="true">←</span> {back.label}
      </Link>
      {query.isPending ? (
        <LoadingRegion label={t('orders.page.loading')}>
          <DetailSkeleton />
        </LoadingRegion>
      ) : query.isError ? (
        <OrderLoadError error={query.error} onRetry={() => query.refetch()} retrying={query.isRefetching} />
      ) : (
        <OrderView order={query.data} viewer={viewer} />
      )}
    </section>
  );
}

function OrderLoadError({ error, onRetry, retrying }: { error: Error; onRetry(): unknown; retrying: boolean }) {
  const { t } = useT();
  const msg = useMessages();
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 404 || status === 403) {
    return (
      <EmptyState
        icon="alert"
        title={status === 404 ? msg.orderNotFound : msg.notOrderParty}
        message={status === 404 ? t('orders.page.notFoundText') : t('orders.page.notPartyText')}
        action={
          <Link to={paths.myOrders} className={buttonPrimary}>
            {t('orders.page.goOrders')}
          </Link>
        }
      />
    );
  }
  return (
    <EmptyState
      icon="alert"
      title={t('orders.page.loadFailed')}
      message={t('orders.page.loadFailedText')}
      action={<RetryButton onRetry={onRetry} pending={retrying} />}
    />
  );
}

function OrderView({ order, viewer }: { order: OrderDetail; viewer: 'buyer' | 'seller' }) {
  const texts = useT();
  const { t, price, number } = texts;
  const cash = order.fulfilment === 'delivery' ? t('orders.page.cashDelivery') : t('orders.page.cashPickup');
  // Once a cancellation has ended, focus goes back to Cancel if the order still offers it, else to the progress
  // heading, whose list now ends in the order's new status.
  const progress = useRef<HTMLElement>(null);
  const focusAfterCancel = useFocusBack(() => firstIn(progress.current, 'button', 'h2'));
  return (
    <div className="grid items-start gap-8 lg:grid-cols-3">
      <div className="stack-y-6 lg:col-span-2">
        <header>
          <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase dark:text-brand-200">
            {viewer === 'seller' ? t('orders.page.forYourDish') : t('orders.page.yourOrder')}
          </p>
          <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2">
            <h1 className="text-3xl font-extrabold tracking-tight text-stone-900 sm:text-4xl dark:text-white">{orderTitle(order, texts)}</h1>
            <StatusBadge status={order.status} fulfilment={order.fulfilment} className="text-sm" />
          </div>
          <p className="mt-2 text-sm text-stone-600 dark:text-stone-300">
            {t('orders.page.ordered')} <DhakaTime iso={order.buyingDate} />
            {viewer === 'buyer'
              ? t('orders.page.orderedFrom', { name: order.seller.userName || order.seller.email })
              : t('orders.page.orderedBy', { name: order.buyer.userName || order.buyer.email })}
          </p>
        </header>

        <OrderOutcome order={order} viewer={viewer} />

        {showsLines(order) ? (
          <article aria-label={t('orders.page.summary')} className={`${card} p-5 sm:p-6`}>
            <h2 className="text-lg font-bold text-stone-900 dark:text-white">{t('orders.lines.label')}</h2>
            <div className="mt-2">
              <OrderLinesList order={order} photos links />
            </div>
            <OrderSumsList order={order} className="mt-3 border-t border-stone-200 pt-3 dark:border-stone-800" />
            <p className="mt-3 text-sm font-semibold text-stone-900 dark:text-white">
              {cash}
            </p>
          </article>
        ) : (
          <article aria-label={t('orders.page.summary')} className={`${card} flex flex-col gap-5 p-5 sm:flex-row`}>
            <div className="w-full shrink-0 overflow-hidden rounded-xl sm:w-44">
              <FoodImage src={order.foodImage} alt={order.foodName} priority sizes="(min-width: 640px) 176px, 100vw" />
            </div>
            <dl className="grid flex-1 grid-cols-2 gap-4 text-sm">
              <Detail label={t('orders.page.dish')}>
                <Link to={paths.food(order.foodId)} className="font-semibold text-brand-700 hover:underline dark:text-brand-200">
                  {order.foodName}
                </Link>
              </Detail>
              <Detail label={t('orders.purchase.quantity')}>{number(order.quantity)}</Detail>
              <Detail label={t('orders.page.unitPrice')}>{price(order.price)}</Detail>
              <Detail label={t('orders.summary.total')}>
                <span className="text-lg font-extrabold text-brand-700 dark:text-brand-200">{price(order.total)}</span>
              </Detail>
              <Detail label={t('orders.page.payment')} wide>
                {cash}
              </Detail>
            </dl>
          </article>
        )}

        <FulfilmentCard order={order} viewer={viewer} />
        {linesOf(order).length > 1 ? <DishRatingsPanel order={order} viewer={viewer} /> : <OrderRatingPanel order={order} viewer={viewer} />}
      </div>

      <aside ref={progress} aria-labelledby="order-progress" className={`${card} p-5 sm:p-6`}>
        <h2 id="order-progress" tabIndex={-1} className="text-lg font-bold text-stone-900 focus:outline-none dark:text-white">
          {t('orders.page.progress')}
        </h2>
        {isFinalStatus(order.status) ? null : (
          <p className="mt-1 text-sm text-stone-600 dark:text-stone-300">{t('orders.page.updates')}</p>
        )}
        <div className="mt-5">
          <OrderTimeline order={order} />
        </div>
        <div className="mt-6 border-t border-stone-200 pt-5 empty:hidden dark:border-stone-800">
          {viewer === 'seller' ? <SellerActions order={order} /> : buyerCanCancel(order.status) ? <BuyerCancel order={order} onEnded={focusAfterCancel} /> : null}
        </div>
      </aside>
    </div>
  );
}

function Detail({ label, wide = false, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'col-span-full' : undefined}>
      <dt className="text-xs font-semibold tracking-wide text-stone-600 uppercase dark:text-stone-400">{label}</dt>
      <dd className="mt-1 font-semibold wrap-anywhere text-stone-900 dark:text-white">{children}</dd>
    </div>
  );
}

function PhoneLink({ phone }: { phone: string }) {
  return (
    <a href={`tel:${phone}`} className="whitespace-nowrap text-brand-700 hover:underline dark:text-brand-200">
      {formatPhone(phone)}
    </a>
  );
}

function FulfilmentCard({ order, viewer }: { order: OrderDetail; viewer: 'buyer' | 'seller' }) {
  const { delivery, kitchen } = order;
  const { t } = useT();
  const msg = useMessages();
  const yourPhone = viewer === 'seller' ? t('orders.form.phone') : t('orders.page.yourPhone');
  return (
    <article aria-label={order.fulfilment === 'delivery' ? t('orders.form.delivery') : t('orders.page.pickup')} className={`${card} p-5 sm:p-6`}>
      <h2 className="text-lg font-bold text-stone-900 dark:text-white">{order.fulfilment === 'delivery' ? t('orders.form.delivery') : t('orders.page.pickup')}</h2>
      <dl className="mt-4 grid gap-4 text-sm sm:grid-cols-2">
        {viewer === 'seller' ? (
          <Detail label={t('orders.page.buyer')}>
            {order.buyer.userName || t('orders.cart.unknownKitchen')}
            <a href={`mailto:${order.buyer.email}`} className="block font-normal break-all text-brand-700 hover:underline dark:text-brand-200">
              {order.buyer.email}
            </a>
          </Detail>
        ) : null}
        {order.fulfilment === 'delivery' && kitchen?.phone ? (
          <Detail label={t('orders.page.kitchenPhone')}>
            <PhoneLink phone={kitchen.phone} />
          </Detail>
        ) : null}
        {order.fulfilment === 'delivery' && hasAddress(delivery) ? (
          <>
            <Detail label={yourPhone}>
              <PhoneLink phone={delivery.phone} />
            </Detail>
            <Detail label={t('orders.page.address')} wide>
              <span className="whitespace-pre-line">{delivery.address}</span>
              <span className="block font-normal text-stone-600 dark:text-stone-300">{t('orders.page.areaInDhaka', { area: delivery.area })}</span>
            </Detail>
          </>
        ) : order.fulfilment === 'delivery' ? (
          <Detail label={t('orders.page.address')} wide>
            <span className="font-normal text-stone-600 dark:text-stone-400">{msg.contactRemoved}</span>
          </Detail>
        ) : (
          <>
            <Detail label={t('orders.page.where')} wide>
              {viewer === 'buyer' ? t('orders.page.pickupFromOf', { name: order.seller.userName || order.seller.email }) : t('orders.form.pickup')}
              {kitchen?.pickupAddress ? <span className="mt-1 block font-normal whitespace-pre-line">{kitchen.pickupAddress}</span> : null}
            </Detail>
            {kitchen?.phone ? (
              <Detail label={t('orders.page.kitchenPhone')}>
                <PhoneLink phone={kitchen.phone} />
              </Detail>
            ) : null}
            {delivery ? (
              <Detail label={yourPhone}>
                <PhoneLink phone={delivery.phone} />
              </Detail>
            ) : null}
          </>
        )}
        <Detail label={t('orders.page.note')} wide>
          {order.note ? <span className="font-normal whitespace-pre-line">{order.note}</span> : <span className="font-normal text-stone-600 dark:text-stone-400">{t('orders.page.noNote')}</span>}
        </Detail>
      </dl>
    </article>
  );
}

function BuyerCancel({ order, onEnded }: { order: OrderDetail; onEnded: (from: Element | null) => void }) {
  const email = useAuth().user?.email ?? '';
  const cancel = useCancelOrder(email);
  const { t } = useT();
  const msg = useMessages();
  const [asking, setAsking] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const confirm = () => {
    setAsking(false);
    cancel.mutateAsync(order).then(
      () => toast.success(msg.cancelSuccess(order.foodName)),
      (error: unknown) => toast.error(cancelFailureMessage(error, msg)),
    ).finally(() => onEnded(button.current));
  };
  return (
    <>
      <button ref={button} type="button" onClick={() => setAsking(true)} disabled={cancel.isPending} className={`${buttonDangerSoft} w-full`}>
        {cancel.isPending ? t('orders.cancel.cancelling') : t('orders.cancel.button')}
      </button>
      <CancelOrderDialog order={asking ? order : null} onKeep={() => setAsking(false)} onCancel={confirm} />
    </>
  );
}
