import type { Fulfilment, OrderStatus } from '@domain/orders';
import { statusLabel, statusTone } from './order-status';

/** An order's status as a coloured pill, e.g. 'Out for delivery'. */
export function StatusBadge({ status, fulfilment, className = '' }: { status: OrderStatus; fulfilment: Fulfilment; className?: string }) {
  return (
    <span
      data-status={status}
      className={`inline-flex shrink-0 items-center gap-1.5 rounded-full px-3 py-1 text-xs font-bold whitespace-nowrap ring-1 ring-inset ${statusTone(status)} ${className}`}
    >
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
      <span className="sr-only">Status: </span>
      {statusLabel(status, fulfilment)}
    </span>
  );
}
