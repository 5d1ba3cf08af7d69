import { formatDhakaClock, formatOrderDate, formatOrderTime, formatPrice } from '../lib/format';
import { CURRENCY_SYMBOL, STORE_CURRENCY } from '../lib/store-currency';
import { INTL_LOCALE, type Lang } from './langs';

/** How a language writes the store's numbers, prices, dates and times (docs/ARCHITECTURE.md §5i). */
export interface Formats {
  /** A price in the store's currency, always with two decimals: '$12.50' / '১২.৫০৳'. */
  price(value: number): string;
  /** A count, a quantity or a rating: '1,250' / '১,২৫০'. */
  number(value: number, options?: Intl.NumberFormatOptions): string;
  /** An order's date in Dhaka: 'Jan 5, 2024' / '৫ জানু, ২০২৪'. */
  date(iso: string): string;
  /** A moment in Dhaka: 'Jan 5, 2024, 6:05 PM' / '৫ জানু, ২০২৪, ৬:০৫ সন্ধ্যা' (the part of the day in Bangla). */
  dateTime(iso: string): string;
  /** The time in Dhaka with seconds: '6:05:09 PM' / '৬:০৫:০৯ সন্ধ্যা'. */
  clock(date: Date): string;
}

const DHAKA = 'Asia/Dhaka';

/**
 * English keeps the plain arithmetic of lib/format.ts (the spec's formats, and no Intl on the English pages' start);
 * Bangla goes through Intl with bn-BD: Bangla digits, month names and grouping, in Dhaka time.
 */
const english: Formats = {
  price: (value) => (STORE_CURRENCY === 'USD' ? formatPrice(value) : formatPrice(value).replace('$', CURRENCY_SYMBOL[STORE_CURRENCY])),
  number: (value, options) => (options ? new Intl.NumberFormat(INTL_LOCALE.en, options).format(value) : String(value)),
  date: formatOrderDate,
  dateTime: formatOrderTime,
  clock: formatDhakaClock,
};

function intlFormats(locale: string): Formats {
  const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
  const numberFormat = (options: Intl.NumberFormatOptions = {}) => {
    const key = `n${JSON.stringify(options)}`;
    let format = cache.get(key) as Intl.NumberFormat | undefined;
    if (!format) cache.set(key, (format = new Intl.NumberFormat(locale, options)));
    return format;
  };
  const dateFormat = (options: Intl.DateTimeFormatOptions) => {
    const key = `d${JSON.stringify(options)}`;
    let format = cache.get(key) as Intl.DateTimeFormat | undefined;
    if (!format) cache.set(key, (format = new Intl.DateTimeFormat(locale, { timeZone: DHAKA, ...options })));
    return format;
  };
  const valid = (iso: string) => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? null : date;
  };
  const day = { day: 'numeric', month: 'short', year: 'numeric' } as const;
  return {
    price: (value) => numberFormat({ style: 'currency', currency: STORE_CURRENCY, currencyDisplay: 'narrowSymbol' }).format(value),
    number: (value, options) => numberFormat(options).format(value),
    date: (iso) => {
      const date = valid(iso);
      return date ? dateFormat(day).format(date) : '';
    },
    dateTime: (iso) => {
      const date = valid(iso);
      return date ? dateFormat({ ...day, hour: 'numeric', minute: '2-digit', dayPeriod: 'short' }).format(date) : '';
    },
    clock: (date) => dateFormat({ hour: 'numeric', minute: '2-digit', second: '2-digit', dayPeriod: 'short' }).format(date),
  };
}

const formats = new Map<Lang, Formats>([['en', english]]);

/** The formats of `lang` (made once). */
export function formatsOf(lang: Lang): Formats {
  let found = formats.get(lang);
  if (!found) formats.set(lang, (found = intlFormats(INTL_LOCALE[lang])));
  return found;
}
