import type { OrderDetail } from '@domain/types';
import { DhakaTime } from '../../components/dhaka-time';
import { useT, type MessageKey } from '../../i18n';
import { statusLabel, stepsAhead } from './order-status';

const WHO: Record<'buyer' | 'seller' | 'system', MessageKey> = { buyer: 'orders.timeline.byBuyer', seller: 'orders.timeline.byKitchen', system: 'orders.timeline.unanswered' };

/** The statuses an order went through with their times, then (until it is final) the steps still ahead, muted. */
export function OrderTimeline({ order }: { order: Pick<OrderDetail, 'status' | 'fulfilment' | 'history'> }) {
  const { t } = useT();
  const ahead = stepsAhead(order.status);
  const last = order.history.length - 1;
  return (
    <ol aria-label={t('orders.timeline.label')} className="relative stack-y-5 before:absolute before:top-2 before:bottom-2 before:left-[0.4375rem] before:w-0.5 before:bg-stone-200 dark:before:bg-stone-700">
      {order.history.map((entry, index) => (
        <li key={`${entry.status}-${entry.at}`} className="relative flex gap-4">
          <span
            aria-hidden="true"
            className={`relative mt-1 size-4 shrink-0 rounded-full ring-4 ${index === last ? 'ring-brand-100 dark:ring-brand-800/60' : 'ring-white dark:ring-stone-900'} ${
              entry.status === 'cancelled' || entry.status === 'declined' || entry.status === 'expired' ? 'bg-red-600 dark:bg-red-400' : 'bg-brand-600 dark:bg-brand-500'
            }`}
          />
          <div className="min-w-0">
            <p className={`text-sm font-semibold ${index === last ? 'text-stone-900 dark:text-white' : 'text-stone-700 dark:text-stone-200'}`}>
              {statusLabel(entry.status, order.fulfilment, t)}
              {index === last ? <span className="sr-only"> {t('orders.timeline.now')}</span> : null}
            </p>
            <p className="text-sm text-stone-600 dark:text-stone-400">
              <DhakaTime iso={entry.at} />
              {index > 0 ? ` · ${t(WHO[entry.by])}` : null}
            </p>
          </div>
        </li>
      ))}
      {ahead.map((status) => (
        <li key={status} className="relative flex gap-4">
          <span aria-hidden="true" className="relative mt-1 size-4 shrink-0 rounded-full border-2 border-stone-300 bg-white dark:border-stone-600 dark:bg-stone-900" />
          <div>
            <p className="text-sm font-medium text-stone-500 dark:text-stone-400">{statusLabel(status, order.fulfilment, t)}</p>
            <p className="text-sm text-stone-500 dark:text-stone-400">{t('orders.timeline.notYet')}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
