import { Link } from 'react-router-dom';
import { MSG } from '@domain/messages';
import { buttonPrimary, buttonSecondary } from '../../components/ui';
import { paths } from '../../lib/paths';

export const UNSURE_ORDER_TEXT =
  'The store did not answer, so we cannot tell yet whether your order was placed. Trying again is safe: it finds the order if it went through, and never places a second one.';

/**
 * Shown when a purchase's answer was lost twice: the order may or may not exist. The spec's failure text, what is
 * known, and the one safe next step (the same order again, under the same key).
 */
export function UnsureOrder({ onRetry, retrying }: { onRetry(): void; retrying: boolean }) {
  return (
    <div role="alert" className="mt-6 rounded-xl border border-red-300 bg-red-50 px-4 py-4 text-sm text-red-900 dark:border-red-800 dark:bg-red-950/40 dark:text-red-100">
      <p className="font-semibold">{MSG.purchaseFailed}</p>
      <p className="mt-1">{UNSURE_ORDER_TEXT}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="button" onClick={onRetry} disabled={retrying} aria-busy={retrying} className={buttonPrimary}>
          {retrying ? 'Checking...' : 'Try again'}
        </button>
        <Link to={paths.myOrders} className={buttonSecondary}>
          See My Orders
        </Link>
      </div>
    </div>
  );
}
