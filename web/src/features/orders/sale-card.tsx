import { useId, type ReactNode } from 'react';
import { hasAddress } from '@domain/orders';
import type { OrderDetail } from '@domain/types';
import { FoodImage } from '../../components/food-image';
import { formatPhone } from '../../lib/format';
import { Link, useMessages, useT } from '../../i18n';
import { momentOf } from './sales-format';
import { paths } from '../../lib/paths';
import { PrintTicketButton } from './kitchen-ticket';
import { OrderLinesList, OrderSumsList, showsLines } from './order-lines-list';
import { SellerActions } from './seller-actions';
import { StatusBadge } from './status-badge';

const link = 'text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-brand-200';

function Field({ label, wide = false, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-xs font-semibold tracking-wide text-stone-600 uppercase dark:text-stone-400">{label}</dt>
      <dd className="mt-0.5 wrap-anywhere text-stone-900 dark:text-stone-100">{children}</dd>
    </div>
  );
}

/** One order in My Sales: what to cook, for whom, where it goes, and the next move. */
export function SaleCard({ order }: { order: OrderDetail }) {
  const titleId = useId();
  const { t, price, number, lang } = useT();
  const msg = useMessages();
  const more = (order.lines?.length ?? 1) - 1;
  const title = more > 0 ? t('sales.card.titleMore', { name: order.foodName, more }) : order.foodName;
  const several = showsLines(order);
  const { delivery } = order;
  const { decline } = order;
  const reasonLabel = decline ? t(`sales.decline.reason.${decline.reason}`) : null;
  const reason = reasonLabel && decline?.note ? t('sales.decline.reasonWithNote', { reason: reasonLabel, note: decline.note }) : reasonLabel;
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5 dark:border-stone-800 dark:bg-stone-900"
    >
      <div className="flex gap-4">
        <div className="w-20 shrink-0 overflow-hidden rounded-xl sm:w-28">
          <FoodImage src={order.foodImage} alt="" sizes="112px" />
        </div>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1.5">
            <h2 id={titleId} tabIndex={-1} className="min-w-0 text-lg leading-snug font-bold text-stone-900 focus:outline-none dark:text-white">
              {title}
            </h2>
            <StatusBadge status={order.status} fulfilment={order.fulfilment} />
          </div>
          {several ? null : (
            <p className="mt-1 text-sm text-stone-700 dark:text-stone-200">
              {number(order.quantity)} × {price(order.price)} ·{' '}
              <span className="font-bold text-brand-700 dark:text-brand-200">
                <span className="sr-only">{t('sales.card.total')}</span>
                {price(order.total)}
              </span>
            </p>
          )}
          <p className="mt-0.5 text-sm text-stone-600 dark:text-stone-400">
            {t('sales.card.ordered')} <time dateTime={order.buyingDate}>{momentOf(lang, order.buyingDate)}</time>
            <span className="font-normal whitespace-nowrap text-stone-600 dark:text-stone-400"> {t('sales.dhakaTime')}</span>
          </p>
        </div>
      </div>

      {several ? (
        <div className="mt-4 border-t border-stone-200 pt-2 dark:border-stone-800">
          <OrderLinesList order={order} />
          <OrderSumsList order={order} className="mt-2 border-t border-stone-200 pt-2 dark:border-stone-800" />
        </div>
      ) : null}

      <dl className="mt-4 mb-4 grid gap-3 border-t border-stone-200 pt-4 text-sm sm:grid-cols-2 dark:border-stone-800">
        <Field label={t('sales.card.buyer')}>
          <span className="font-semibold">{order.buyer.userName || t('sales.card.unknownBuyer')}</span>
          <a href={`mailto:${order.buyer.email}`} className={`${link} block break-all`}>
            {order.buyer.email}
          </a>
        </Field>
        {order.fulfilment === 'delivery' && hasAddress(delivery) ? (
          <>
            <Field label={t('sales.card.phone')}>
              <a href={`tel:${delivery.phone}`} className={`${link} font-semibold whitespace-nowrap`}>
                {formatPhone(delivery.phone)}
              </a>
            </Field>
            <Field label={t('sales.card.deliverTo')} wide>
              <span className="whitespace-pre-line">{delivery.address}</span>, <span className="font-semibold">{delivery.area}</span>
            </Field>
          </>
        ) : order.fulfilment === 'delivery' ? (
          <Field label={t('sales.card.deliverTo')} wide>
            <span className="text-stone-600 dark:text-stone-400">{msg.contactRemoved}</span>
          </Field>
        ) : (
          <>
            <Field label={t('sales.card.fulfilment')}>
              <span className="font-semibold">{t('sales.card.pickup')}</span>
            </Field>
            {delivery ? (
              <Field label={t('sales.card.phone')}>
                <a href={`tel:${delivery.phone}`} className={`${link} font-semibold whitespace-nowrap`}>
                  {formatPhone(delivery.phone)}
                </a>
              </Field>
            ) : null}
          </>
        )}
        {reason ? (
          <Field label={t('sales.card.declinedBecause')} wide>
            <span className="whitespace-pre-line">{reason}</span>
          </Field>
        ) : null}
        {order.note ? (
          <Field label={t('sales.card.note')} wide>
            <span className="whitespace-pre-line">{order.note}</span>
          </Field>
        ) : null}
      </dl>

      <div className="mt-auto flex flex-col gap-3 border-t border-stone-200 pt-4 sm:flex-row sm:items-center sm:justify-between dark:border-stone-800">
        <SellerActions order={order} />
        <PrintTicketButton order={order} />
        <Link
          to={paths.order(order._id)}
          aria-label={t('sales.card.viewOrderLabel', { title, buyer: order.buyer.userName || order.buyer.email })}
          className={`${link} text-sm font-semibold sm:ml-auto`}
        >
          {t('sales.card.viewOrder')} <span aria-hidden="true">→</span>
        </Link>
      </div>
    </article>
  );
}
