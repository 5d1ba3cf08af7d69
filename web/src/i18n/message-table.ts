import type { Messages } from '@lingui/core';
import {
  ADDRESS_MIN,
  AREA_MIN,
  CLOSED_DATES_MAX,
  CONTACT_MESSAGE_MIN_LENGTH,
  DELIVERY_AREAS_MAX,
  DELIVERY_FEE_MAX,
  HOURS_RANGES_MAX,
  MAX_PER_ORDER,
  MINIMUM_ORDER_MAX,
  ORDER_LINES_MAX,
  ORDER_TOTAL_MAX,
  PASSWORD_MIN_LENGTH,
  PHOTO_MAX_BYTES,
  PHOTO_MAX_PIXELS,
  PHOTO_MIN_LONG_SIDE,
  PHOTO_MIN_SHORT_SIDE,
  SELLER_CONTACT_DAYS,
} from '@domain/limits';
import { clockMinuteOf, monthDayOf, weekdayOfName } from '@domain/hours-values';
import type { MessageTable } from '@domain/messages';
import { RATING_MAX, RATING_MIN } from '@domain/reviews';
import { EXPORT_MAX_DAYS } from '@domain/sales-messages';
import { clockIn, monthDayIn, weekdayIn } from './day-words';
import { i18nOf } from './instances';
import { INTL_LOCALE, type Lang } from './langs';

// MSG in a language other than English, made from its catalogs (messages.ts loads this module for such a language).

/**
 * The store's limits a message may name, e.g. {PASSWORD_MIN_LENGTH, number}: named one by one (not the limits module's
 * namespace), so the pages that share that module keep only the limits they use. messages.test.ts fails on a name a
 * Bangla text uses that is not here.
 */
export const MESSAGE_VALUES: Record<string, number> = {
  ADDRESS_MIN,
  AREA_MIN,
  CLOSED_DATES_MAX,
  CONTACT_MESSAGE_MIN_LENGTH,
  DELIVERY_AREAS_MAX,
  DELIVERY_FEE_MAX,
  HOURS_RANGES_MAX,
  MAX_PER_ORDER,
  MINIMUM_ORDER_MAX,
  ORDER_LINES_MAX,
  ORDER_TOTAL_MAX,
  PASSWORD_MIN_LENGTH,
  PHOTO_MIN_LONG_SIDE,
  PHOTO_MIN_SHORT_SIDE,
  SELLER_CONTACT_DAYS,
  RATING_MIN,
  RATING_MAX,
  EXPORT_MAX_DAYS,
  PHOTO_MAX_MB: PHOTO_MAX_BYTES / 1024 / 1024,
  PHOTO_MAX_MEGAPIXELS: PHOTO_MAX_PIXELS / 1_000_000,
};

/** The Lingui id a Bangla MSG text is loaded under (apart from the other catalogs' ids). */
const idOf = (code: string) => `error.${code}`;

/** Whether a compiled message names the value {0}: then it is a text made from values, as MSG's functions are. */
function takesValues(message: unknown): boolean {
  if (!Array.isArray(message)) return false;
  return message.some((part) => Array.isArray(part) && (part[0] === '0' || part.some((p) => typeof p === 'object' && p !== null && Object.values(p).some(takesValues))));
}

/**
 * MSG's texts of a kitchen's next opening, whose values may come from the API in English (nested in the 409
 * `kitchenClosedUntil`, §5i "Error codes"): the domain's clock, weekday name or short date.
 */
const OPENING_CODES = new Set(['opensAt', 'opensTomorrowAt', 'opensOnAt']);

/** One of those values in `lang` ('11:00 AM' → '১১:০০ সকাল', 'Friday' → 'শুক্রবার'); any other value as it came. */
function openingValueIn(lang: Lang, value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const locale = INTL_LOCALE[lang];
  const minute = clockMinuteOf(value);
  if (minute !== null) return clockIn(locale, minute);
  const weekday = weekdayOfName(value);
  if (weekday) return weekdayIn(locale, weekday);
  const date = monthDayOf(value);
  return date ? monthDayIn(locale, date.month, date.day) : value;
}

export function tableOf(lang: Lang, messages: Messages): MessageTable {
  const i18n = i18nOf(lang);
  i18n.load(lang, Object.fromEntries(Object.entries(messages).map(([code, message]) => [idOf(code), message])));
  const entries = Object.entries(messages).map(([code, message]) => {
    const id = idOf(code);
    if (!takesValues(message)) return [code, i18n._(id, MESSAGE_VALUES)];
    const valueOf = OPENING_CODES.has(code) ? (arg: unknown) => openingValueIn(lang, arg) : (arg: unknown) => arg;
    return [code, (...args: unknown[]) => i18n._(id, { ...MESSAGE_VALUES, ...Object.fromEntries(args.map((arg, index) => [index, Array.isArray(arg) ? arg.join(', ') : valueOf(arg)])) })];
  });
  return Object.fromEntries(entries) as MessageTable;
}

/**
 * MSG's catalogs of each language other than English (`catalogs/<lang>/start-errors.json`, the texts every page may
 * show from its start, and `catalogs/<lang>/errors.json`, the rest), each a chunk of its own.
 */
const msgCatalogs = import.meta.glob<Messages>(['./catalogs/*/start-errors.json', './catalogs/*/errors.json'], { import: 'default' });

function catalogOf(lang: Lang, name: 'start-errors' | 'errors'): Promise<Messages> {
  const load = msgCatalogs[`./catalogs/${lang}/${name}.json`];
  return load ? load() : Promise.reject(new Error(`No catalog ${lang}/${name}: MSG in ${lang} is not translated`));
}

/** MSG in `lang`, from both its catalogs. */
export const messageTable = (lang: Lang): Promise<MessageTable> =>
  Promise.all([catalogOf(lang, 'start-errors'), catalogOf(lang, 'errors')]).then(([startUp, rest]) =>
    tableOf(lang, { ...startUp, ...rest }),
  );

/** The texts of MSG every page may show from its start (START_UP_MSG's keys) in `lang`, from their own catalog. */
export const startUpMessageTable = (lang: Lang): Promise<MessageTable> => catalogOf(lang, 'start-errors').then((catalog) => tableOf(lang, catalog));
