import { formatDhakaClock, formatOrderDate, formatOrderTime, formatPrice } from '../lib/format';
import { CURRENCY_SYMBOL, STORE_CURRENCY } from '../lib/store-currency';
import type { Formats } from './format-types';
import { INTL_LOCALE, type Lang } from './langs';

export type { Formats } from './format-types';

/** A whole number asked for without grouping (a year): its digits as they are. */
function ungroupedInteger(value: number, options: Intl.NumberFormatOptions): boolean {
  return Number.isInteger(value) && options.useGrouping === false && Object.keys(options).length === 1;
}

/**
 * English keeps the plain arithmetic of lib/format.ts (the spec's formats, and no Intl on the English pages' start);
 * Bangla goes through Intl with bn-BD: Bangla digits, month names and grouping, in Dhaka time.
 */
const english: Formats = {
  price: (value) => (STORE_CURRENCY === 'USD' ? formatPrice(value) : formatPrice(value).replace('$', CURRENCY_SYMBOL[STORE_CURRENCY])),
  number: (value, options) => (options && !ungroupedInteger(value, options) ? new Intl.NumberFormat(INTL_LOCALE.en, options).format(value) : String(value)),
  date: formatOrderDate,
  dateTime: formatOrderTime,
  clock: formatDhakaClock,
};

const formats = new Map<Lang, Formats>([['en', english]]);

/** The formats of `lang`: English's always, another language's once loadFormats (with its catalogs) has run. */
export function formatsOf(lang: Lang): Formats {
  const found = formats.get(lang);
  if (!found) throw new Error(`The ${lang} formats are not loaded: loadAreas(${lang}, …) loads them`);
  return found;
}

/** Loads the Intl formats of a language other than English (English pages never load them). */
export async function loadFormats(lang: Lang): Promise<void> {
  if (formats.has(lang)) return;
  const { intlFormats } = await import('./intl-formats');
  formats.set(lang, intlFormats(INTL_LOCALE[lang]));
}
