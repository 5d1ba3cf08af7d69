import type { Order } from '@domain/types';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useT, type MessageTable } from '../../i18n';
import { apiErrorText } from '../../lib/api-error-text';
import { ApiError } from '../../lib/http';
import { orderTitle } from './order-lines';

/**
 * Why a cancellation failed: a 409 carries the server's reason (the kitchen accepted the order meanwhile), anything
 * else gets the spec's text.
 */
export function cancelFailureMessage(error: unknown, msg: MessageTable): string {
  return error instanceof ApiError && error.status === 409 && error.message ? apiErrorText(error, msg) : msg.cancelFailed;
}

/** The spec's 'Confirm Cancellation' dialog for `order` (closed while it is null). */
export function CancelOrderDialog({ order, onKeep, onCancel }: { order: Pick<Order, 'foodName' | 'lines'> | null; onKeep(): void; onCancel(): void }) {
  const translator = useT();
  const { t } = translator;
  return (
    <ConfirmDialog
      open={order !== null}
      title={t('orders.cancel.title')}
      description={order ? t('orders.cancel.question', { name: orderTitle(order, translator) }) : undefined}
      cancelLabel={t('orders.cancel.keep')}
      confirmLabel={t('orders.cancel.confirm')}
      tone="danger"
      onCancel={onKeep}
      onConfirm={onCancel}
    />
  );
}
