/** The currencies a store can price in (docs/ARCHITECTURE.md §5i): `USD` (the spec's `$`) or `BDT` (taka, `৳`). */
export const STORE_CURRENCIES = ['USD', 'BDT'] as const;
export type StoreCurrency = (typeof STORE_CURRENCIES)[number];
export const DEFAULT_STORE_CURRENCY: StoreCurrency = 'USD';

/** The sign a price carries in English: '$12.50', '৳12.50'. */
export const CURRENCY_SYMBOL: Record<StoreCurrency, string> = { USD: '$', BDT: '৳' };

/**
 * The STORE_CURRENCY setting (the function's environment and the web build's): unset means `USD`; anything but a
 * known currency code is refused, so a typo never ships a store showing the wrong sign.
 */
export function parseStoreCurrency(value: string | undefined): StoreCurrency {
  if (value === undefined || value === '') return DEFAULT_STORE_CURRENCY;
  const code = value.trim().toUpperCase();
  if ((STORE_CURRENCIES as readonly string[]).includes(code)) return code as StoreCurrency;
  throw new Error(`STORE_CURRENCY must be one of ${STORE_CURRENCIES.join(', ')}; got "${value}".`);
}
