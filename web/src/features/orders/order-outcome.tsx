import { DECLINE_REASON_LABELS } from '@domain/orders';
import type { OrderDetail } from '@domain/types';
import { useMessages, useT, type Translator } from '../../i18n';

/** Why a declined order was declined, as the seller gave it: 'Sold out', or 'Other: the gas is out'. */
export function declineText(decline: OrderDetail['decline'], t?: Translator['t']): string | null {
  if (!decline) return null;
  const label = t ? t(`orders.decline.${decline.reason}`) : DECLINE_REASON_LABELS[decline.reason];
  if (t) return decline.note ? t('orders.outcome.labelNote', { label, note: decline.note }) : label;
  return decline.note ? `${label}: ${decline.note}` : label;
}

/** How an order ended without being served, said at the top of its page: declined (and why) or expired. */
export function OrderOutcome({ order, viewer }: { order: Pick<OrderDetail, 'status' | 'decline'>; viewer: 'buyer' | 'seller' }) {
  const { t } = useT();
  const msg = useMessages();
  let title: string;
  let detail: string | null;
  if (order.status === 'expired') {
    title = viewer === 'buyer' ? msg.orderExpiredForBuyer : t('orders.outcome.expiredSeller');
    detail = t('orders.outcome.stockBack');
  } else if (order.status === 'declined') {
    title = viewer === 'buyer' ? t('orders.outcome.declinedBuyer') : t('orders.outcome.declinedSeller');
    const reason = declineText(order.decline, t);
    detail = reason ? t('orders.outcome.reason', { reason }) : null;
  } else {
    return null;
  }
  return (
    <div
      role="status"
      className="rounded-2xl border border-orange-300 bg-orange-50 px-5 py-4 text-sm text-orange-950 dark:border-orange-800 dark:bg-orange-950/40 dark:text-orange-100"
    >
      <p className="font-semibold">{title}</p>
      {detail ? <p className="mt-1 wrap-anywhere whitespace-pre-line">{detail}</p> : null}
    </div>
  );
}
