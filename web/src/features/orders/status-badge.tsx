import type { Fulfilment, OrderStatus } from '@domain/orders';
import { useT } from '../../i18n';
import { statusLabel, statusTone } from './order-status';

/** An order's status as a coloured pill, e.g. 'Out for delivery'. */
export function StatusBadge({ status, fulfilment, className = '' }: { status: OrderStatus; fulfilment: Fulfilment; className?: string }) {
  const { t } = useT();
  return (
    <span
      data-status={status}
      className={`inline-flex shrink-0 items-center gap-1.5 rounded-full px-3 py-1 text-xs font-bold whitespace-nowrap ring-1 ring-inset ${statusTone(status)} ${className}`}
    >
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
      <span className="sr-only">{t('orders.status.label')} </span>
      {statusLabel(status, fulfilment, t)}
    </span>
  );
}
