import { MSG } from '@domain/messages';
import type { Order } from '@domain/types';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ApiError } from '../../lib/http';

/**
 * Why a cancellation failed: a 409 carries the server's reason (the kitchen accepted the order meanwhile), anything
 * else gets the spec's text.
 */
export function cancelFailureMessage(error: unknown): string {
  return error instanceof ApiError && error.status === 409 && error.message ? error.message : MSG.cancelFailed;
}

/** The spec's 'Confirm Cancellation' dialog for `order` (closed while it is null). */
export function CancelOrderDialog({ order, onKeep, onCancel }: { order: Pick<Order, 'foodName'> | null; onKeep(): void; onCancel(): void }) {
  return (
    <ConfirmDialog
      open={order !== null}
      title="Confirm Cancellation"
      description={order ? `Are you sure you want to cancel your order for “${order.foodName}”?` : undefined}
      cancelLabel="No, Keep it"
      confirmLabel="Yes, Cancel"
      tone="danger"
      onCancel={onKeep}
      onConfirm={onCancel}
    />
  );
}
