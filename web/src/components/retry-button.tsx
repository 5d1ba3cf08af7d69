import { buttonSecondary } from './ui';
import { useT } from '../i18n/i18n-context';

export interface RetryButtonProps {
  /** Fetches again, e.g. a query's `refetch`. */
  onRetry: () => unknown;
  /** True while the retry is under way: the button waits instead of firing twice. */
  pending?: boolean;
}

/** The 'Try again' action of a failed load: a failure is said as such, never shown as empty data. */
export function RetryButton({ onRetry, pending = false }: RetryButtonProps) {
  const { t } = useT();
  return (
    <button type="button" className={buttonSecondary} onClick={() => void onRetry()} disabled={pending} aria-busy={pending}>
      {pending ? t('common.tryingAgain') : t('common.tryAgain')}
    </button>
  );
}
