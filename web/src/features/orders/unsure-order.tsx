import { Link, useMessages, useT } from '../../i18n';
import { buttonPrimary, buttonSecondary } from '../../components/ui';
import { paths } from '../../lib/paths';

/** The English text of orders.unsure.text (the tests' reference). */
export const UNSURE_ORDER_TEXT =
  'The store did not answer, so we cannot tell yet whether your order was placed. Trying again is safe: it finds the order if it went through, and never places a second one.';

/**
 * Shown when a purchase's answer was lost twice: the order may or may not exist. The spec's failure text, what is
 * known, and the one safe next step (the same order again, under the same key).
 */
export function UnsureOrder({ onRetry, retrying }: { onRetry(): void; retrying: boolean }) {
  const { t } = useT();
  const msg = useMessages();
  return (
    <div role="alert" className="mt-6 rounded-xl border border-red-300 bg-red-50 px-4 py-4 text-sm text-red-900 dark:border-red-800 dark:bg-red-950/40 dark:text-red-100">
      <p className="font-semibold">{msg.purchaseFailed}</p>
      <p className="mt-1">{t('orders.unsure.text')}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="button" onClick={onRetry} disabled={retrying} aria-busy={retrying} className={buttonPrimary}>
          {retrying ? t('orders.unsure.checking') : t('orders.unsure.retry')}
        </button>
        <Link to={paths.myOrders} className={buttonSecondary}>
          {t('orders.unsure.myOrders')}
        </Link>
      </div>
    </div>
  );
}
