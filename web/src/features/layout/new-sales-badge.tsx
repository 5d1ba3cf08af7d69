import { useAuth } from '../../lib/auth-context';
import { useSalesSummary } from '../../lib/sales-summary';

/** The number of the signed-in seller's new (`placed`) orders, beside 'My Sales'; nothing when there are none. */
export function NewSalesBadge() {
  const signedIn = Boolean(useAuth().user);
  const placed = useSalesSummary(signedIn).data?.placed ?? 0;
  if (!signedIn || placed <= 0) return null;
  return (
    <span className="ml-1.5 inline-flex min-w-5 items-center justify-center rounded-full bg-brand-700 px-1.5 py-0.5 text-xs leading-none font-bold text-white tabular-nums dark:bg-brand-500 dark:text-stone-950">
      <span aria-hidden="true">{placed > 99 ? '99+' : placed}</span>
      <span className="sr-only">{`, ${placed} new ${placed === 1 ? 'order' : 'orders'}`}</span>
    </span>
  );
}
