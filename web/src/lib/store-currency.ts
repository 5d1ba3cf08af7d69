import { parseStoreCurrency } from '@domain/currency';

export { CURRENCY_SYMBOL } from '@domain/currency';

/** The store's currency (docs/ARCHITECTURE.md §5i), set by STORE_CURRENCY when the web app is built. */
export const STORE_CURRENCY = parseStoreCurrency(import.meta.env.STORE_CURRENCY);

declare global {
  interface ImportMetaEnv {
    readonly STORE_CURRENCY?: string;
  }
}
