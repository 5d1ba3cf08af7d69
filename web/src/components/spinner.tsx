import { useT } from '../i18n/i18n-context';

interface SpinnerProps {
  /** Announced to assistive technology; shown under the spinner on full-page spinners. */
  label?: string;
  /** Fills the viewport below the top bar, for the sign-in guard. */
  fullPage?: boolean;
  className?: string;
}

/** A brand-coloured spinner with role=status so its label is announced. */
export function Spinner({ label, fullPage = false, className = '' }: SpinnerProps) {
  const { t } = useT();
  const layout = fullPage
    ? 'flex min-h-[calc(100vh-4rem)] flex-col items-center justify-center gap-4'
    : 'flex flex-col items-center justify-center gap-3';
  return (
    <div role="status" aria-live="polite" className={`${layout} ${className}`}>
      <span
        aria-hidden="true"
        className={`animate-spin rounded-full border-brand-200 border-t-brand-600 motion-reduce:animate-[spin_1.5s_linear_infinite] dark:border-stone-700 dark:border-t-brand-500 ${fullPage ? 'size-12 border-4' : 'size-8 border-[3px]'}`}
      />
      <span className={fullPage ? 'text-sm font-medium text-stone-600 dark:text-stone-300' : 'sr-only'}>{label ?? t('common.loading')}</span>
    </div>
  );
}
