import { useT, type Translator } from '../../i18n/i18n-context';
import { useSalesSummaryValue } from '../../lib/sales-summary';

/** The number of the signed-in seller's new (`placed`) orders; 0 for a visitor. */
export function useNewSales(): number {
  return useSalesSummaryValue()?.placed ?? 0;
}

/** The count as the badge shows it, in the page's digits. */
function shownCount(count: number, number: Translator['number']): string {
  return count > 99 ? `${number(99)}+` : number(count);
}

/**
 * The accessible name of a link carrying the badge, e.g. 'My Sales, 2 new orders' (the badge itself is hidden from
 * screen readers); undefined without new orders, so the link keeps its text as its name. It holds the words the link
 * shows ('My Sales 2'), so a voice-control user can say what they see (axe `label-content-name-mismatch`).
 */
export function newSalesLabel({ t, number }: Pick<Translator, 't' | 'number'>, label: string, count: number): string | undefined {
  return count > 0 ? t('layout.newSales', { label, shown: shownCount(count, number), count }) : undefined;
}

/**
 * The count of new orders beside 'My Sales' (or, `className` placing it, on the menu button); nothing when there are
 * none. A space parts it from the label, so the link's text reads 'My Sales 2', not 'My Sales2'.
 */
export function NewSalesBadge({ count, className = 'ml-1' }: { count: number; className?: string }) {
  const { number } = useT();
  if (count <= 0) return null;
  return (
    <>
      {' '}
      <span
        aria-hidden="true"
        className={`${className} inline-flex min-w-5 items-center justify-center rounded-full bg-brand-700 px-1.5 py-0.5 text-xs leading-none font-bold text-white tabular-nums dark:bg-brand-500 dark:text-stone-950`}
      >
        {shownCount(count, number)}
      </span>
    </>
  );
}
