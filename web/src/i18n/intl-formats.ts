import { STORE_CURRENCY } from '../lib/store-currency';
import type { Formats } from './format-types';

const DHAKA = 'Asia/Dhaka';

/** A language's formats through Intl (format.ts loads this for a language other than English). */
export function intlFormats(locale: string): Formats {
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

