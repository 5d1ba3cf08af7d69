import type { Order } from '@domain/types';
import { DhakaTime } from '../../components/dhaka-time';
import { FoodImage } from '../../components/food-image';
import { buttonDangerSoft, buttonSecondary } from '../../components/ui';
import { Link, useT } from '../../i18n';
import { paths } from '../../lib/paths';
import { buyerCanCancel } from './order-status';
import { linesOf, orderTitle } from './order-lines';
import { OrderLinesList, OrderSumsList, showsLines } from './order-lines-list';
import { CardRating } from './rate-dish';
import { StatusBadge } from './status-badge';

/** One order in My Orders: the spec's card plus its status, total, fulfilment and a link to the order page. */
export function OrderCard({ order, onCancel }: { order: Order; onCancel(): void }) {
  const texts = useT();
  const { t, price, number } = texts;
  const title = orderTitle(order, texts);
  const several = showsLines(order);
  return (
    <article className="flex w-full flex-col gap-5 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:flex-row dark:border-stone-800 dark:bg-stone-900">
      <div className="w-full shrink-0 overflow-hidden rounded-xl sm:w-40">
        <FoodImage src={order.foodImage} alt={order.foodName} sizes="(min-width: 640px) 160px, 100vw" />
      </div>
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
          <h2 className="min-w-0 truncate text-lg font-bold text-stone-900 dark:text-white">{title}</h2>
          <StatusBadge status={order.status} fulfilment={order.fulfilment} />
        </div>
        {several ? (
          <div className="mt-2">
            <OrderLinesList order={order} />
            <OrderSumsList order={order} className="mt-2 border-t border-stone-200 pt-2 dark:border-stone-800" />
          </div>
        ) : null}
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          {several ? null : (
            <>
              <dt className="text-stone-600 dark:text-stone-400">{t('orders.card.price')}</dt>
              <dd className="font-semibold text-stone-900 dark:text-white">{price(order.price)}</dd>
              <dt className="text-stone-600 dark:text-stone-400">{t('orders.card.quantity')}</dt>
              <dd className="font-semibold text-stone-900 dark:text-white">{number(order.quantity)}</dd>
              <dt className="text-stone-600 dark:text-stone-400">{t('orders.purchase.totalLabel')}</dt>
              <dd className="font-bold text-brand-700 dark:text-brand-200">{price(order.total)}</dd>
            </>
          )}
          <dt className="text-stone-600 dark:text-stone-400">{t('orders.card.orderedOn')}</dt>
          <dd className="font-semibold text-stone-900 dark:text-white">
            <DhakaTime iso={order.buyingDate} />
          </dd>
          <dt className="text-stone-600 dark:text-stone-400">{t('orders.card.method')}</dt>
          <dd className="font-semibold text-stone-900 dark:text-white">{order.fulfilment === 'delivery' ? t('orders.form.delivery') : t('orders.page.pickup')}</dd>
        </dl>
        <div className="mt-4 flex flex-wrap gap-3 sm:mt-auto sm:pt-4">
          <Link to={paths.order(order._id)} aria-label={t('orders.card.viewFor', { title })} className={`${buttonSecondary} flex-1 sm:flex-none`}>
            {t('orders.card.view')}
          </Link>
          {buyerCanCancel(order.status) ? (
            <button type="button" onClick={onCancel} className={`${buttonDangerSoft} flex-1 sm:flex-none`}>
              {t('orders.cancel.button')}
              <span className="sr-only"> {t('orders.card.forTitle', { title })}</span>
            </button>
          ) : null}
        </div>
        {linesOf(order).length > 1 ? (
          order.status === 'completed' ? (
            <div className="mt-4 border-t border-stone-200 pt-4 dark:border-stone-800">
              <Link to={paths.order(order._id)} className={`${buttonSecondary} w-full sm:w-auto`}>
                {t('orders.card.rateDishes')} <span className="sr-only">{t('orders.card.ofTitle', { title })}</span>
              </Link>
            </div>
          ) : null
        ) : (
          <CardRating order={order} />
        )}
      </div>
    </article>
  );
}
