import { useId, useState } from 'react';
import { DECLINE_NOTE_MAX } from '@domain/limits';
import { DECLINE_REASONS, type DeclineReason } from '@domain/orders';
import type { DeclineDetails, OrderDetail } from '@domain/types';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { inputClass, labelClass } from '../../components/ui';
import { useT } from '../../i18n';
import { linesOf } from './order-lines';

interface DeclineDialogProps {
  order: OrderDetail;
  open: boolean;
  onCancel(): void;
  /** `decline` is undefined when the seller gave no reason (it stays optional, §5f). */
  onDecline(decline: DeclineDetails | undefined): void;
}

/** 'Decline this order?' with the §5f reasons the buyer will see, and a short note for 'Other'. */
export function DeclineDialog({ order, open, onCancel, onDecline }: DeclineDialogProps) {
  const [reason, setReason] = useState<DeclineReason | ''>('');
  const [note, setNote] = useState('');
  const baseId = useId();
  const { t, number } = useT();
  const lines = linesOf(order);
  const buyer = order.buyer.userName || order.buyer.email;
  const close = () => {
    setReason('');
    setNote('');
  };

  return (
    <ConfirmDialog
      open={open}
      title={t('sales.decline.title')}
      description={
        <>
          {lines.length > 1
            ? t('sales.decline.descriptionLines', {
                buyer,
                items: lines.map((line) => `${number(line.quantity)} × ${line.foodName}`).join(t('orders.terms.separator')),
              })
            : t('sales.decline.description', { buyer, quantity: order.quantity, name: order.foodName })}
        </>
      }
      cancelLabel={t('sales.decline.keep')}
      confirmLabel={t('sales.decline.confirm')}
      tone="danger"
      onCancel={() => {
        close();
        onCancel();
      }}
      onConfirm={() => {
        const trimmed = note.trim();
        // Kept until the store's answer: a decline that fails (a dropped connection) reopens with its reason and note.
        onDecline(reason ? { reason, note: reason === 'other' ? trimmed : '' } : undefined);
      }}
    >
      <fieldset>
        <legend className={labelClass}>{t('sales.decline.why')}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {DECLINE_REASONS.map((value) => (
            <label
              key={value}
              className="flex cursor-pointer items-center gap-2.5 rounded-xl border border-stone-300 px-3 py-2 text-sm font-medium text-stone-800 has-checked:border-red-500 has-checked:bg-red-50 has-focus-visible:outline-2 has-focus-visible:outline-red-600 dark:border-stone-700 dark:text-stone-100 dark:has-checked:border-red-400 dark:has-checked:bg-red-950/40"
            >
              <input
                type="radio"
                name={`${baseId}-reason`}
                value={value}
                checked={reason === value}
                onChange={() => setReason(value)}
                className="size-4 shrink-0 accent-red-600 focus:outline-none"
              />
              {t(`sales.decline.reason.${value}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {reason === 'other' ? (
        <div className="mt-3">
          <label htmlFor={`${baseId}-note`} className={labelClass}>
            {t('sales.decline.noteLabel')}
          </label>
          <textarea
            id={`${baseId}-note`}
            rows={2}
            maxLength={DECLINE_NOTE_MAX}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            placeholder={t('sales.decline.notePlaceholder')}
            className={inputClass}
          />
          <p className="mt-1 text-xs text-stone-600 dark:text-stone-400">
            {t('sales.decline.noteCount', { length: note.length, max: DECLINE_NOTE_MAX })}
          </p>
        </div>
      ) : null}
    </ConfirmDialog>
  );
}
