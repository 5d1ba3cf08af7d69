import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { buttonDanger, buttonPrimary, buttonSecondary } from './ui';
import { useT } from '../i18n/i18n-context';
import { useFocusTrap } from './use-focus-trap';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm(): void;
  onCancel(): void;
  tone?: 'danger' | 'primary';
  /** While the confirmed action runs: both buttons disabled and the dialog cannot be dismissed. */
  busy?: boolean;
  /** Controls the choice needs (e.g. a reason), below the description and outside it for screen readers. */
  children?: ReactNode;
}

/** A modal confirmation: role=dialog, focus trapped inside, Escape or a backdrop click cancels, focus returns on close. */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  tone = 'primary',
  busy = false,
  children,
}: ConfirmDialogProps) {
  const { t } = useT();
  const titleId = useId();
  const descriptionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);

  const dismissRef = useRef<() => void>(() => undefined);
  useEffect(() => {
    dismissRef.current = () => {
      if (!busy) onCancel();
    };
  });

  // The safe choice gets focus first, so Enter never confirms a destructive action by accident.
  useFocusTrap(panelRef, open, () => dismissRef.current(), { initialFocus: cancelRef });
  useEffect(() => {
    if (!open) return;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [open]);

  if (!open) return null;

  return createPortal(
    <div className="fixed inset-0 z-[60] flex items-end justify-center p-4 sm:items-center">
      <div className="absolute inset-0 bg-stone-950/60 backdrop-blur-sm" aria-hidden="true" onClick={() => dismissRef.current()} />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        className="relative w-full max-w-md rounded-2xl border border-stone-200 bg-white p-6 shadow-2xl dark:border-stone-700 dark:bg-stone-900"
      >
        <div className="flex items-start gap-4">
          <span
            aria-hidden="true"
            className={`flex size-11 shrink-0 items-center justify-center rounded-full ${
              tone === 'danger'
                ? 'bg-red-100 text-red-700 dark:bg-red-950 dark:text-red-300'
                : 'bg-brand-100 text-brand-700 dark:bg-brand-800/40 dark:text-brand-200'
            }`}
          >
            <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" className="size-6">
              <path strokeLinecap="round" strokeLinejoin="round" d="M12 9v4m0 4h.01M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
            </svg>
          </span>
          <div className="min-w-0">
            <h2 id={titleId} className="text-lg font-bold text-stone-900 dark:text-white">
              {title}
            </h2>
            {description ? (
              <div id={descriptionId} className="mt-2 text-sm text-stone-600 dark:text-stone-300">
                {description}
              </div>
            ) : null}
          </div>
        </div>
        {children ? <div className="mt-5">{children}</div> : null}
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button ref={cancelRef} type="button" className={buttonSecondary} onClick={() => dismissRef.current()} disabled={busy}>
            {cancelLabel ?? t('common.cancel')}
          </button>
          <button type="button" className={tone === 'danger' ? buttonDanger : buttonPrimary} onClick={onConfirm} disabled={busy}>
            {confirmLabel ?? t('common.confirm')}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
