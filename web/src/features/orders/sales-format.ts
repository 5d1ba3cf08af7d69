import { clockText, shortDateText, WEEKDAY_NAMES, WEEKDAYS, type NextOpening, type Weekday } from '@domain/hours';
import { formatOrderTime } from '../../lib/format';
import { INTL_LOCALE, type Translator } from '../../i18n';

// The seller side's days and times in the page's language: English keeps the spec's texts (the domain's tables and
// clock), Bangla goes through Intl with bn-BD (Bangla digits, weekday and month names, and times of day such as 'সকাল').

const formats = new Map<string, Intl.DateTimeFormat>();
function intl(lang: Translator['lang'], options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${lang}${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat(INTL_LOCALE[lang], { timeZone: 'UTC', ...options })));
  return format;
}

/** 'Monday' / 'সোমবার' (2024-01-01 was a Monday). */
export function weekdayName(lang: Translator['lang'], day: Weekday): string {
  return lang === 'en' ? WEEKDAY_NAMES[day] : intl(lang, { weekday: 'long' }).format(Date.UTC(2024, 0, 1 + WEEKDAYS.indexOf(day)));
}

/** A minute of the day: '6:00 PM' / '৬:০০ সন্ধ্যা'. */
export function clockOf(lang: Translator['lang'], minute: number): string {
  return lang === 'en' ? clockText(minute) : intl(lang, { hour: 'numeric', minute: '2-digit', dayPeriod: 'short' }).format(Date.UTC(2024, 0, 1, 0, minute % 1440));
}

/** An hour of the day: '1 PM' / '১ দুপুর'. */
export function hourOf(lang: Translator['lang'], hour: number): string {
  return lang === 'en' ? `${hour % 12 || 12} ${hour < 12 ? 'AM' : 'PM'}` : intl(lang, { hour: 'numeric', dayPeriod: 'short' }).format(Date.UTC(2024, 0, 1, hour));
}

/** A `YYYY-MM-DD` day, short: 'Mar 10' / '১০ মার্চ'. */
export function shortDayOf(lang: Translator['lang'], day: string): string {
  return lang === 'en' ? shortDateText(day) : intl(lang, { month: 'short', day: 'numeric' }).format(new Date(`${day}T00:00:00Z`));
}

/** A closed date with its weekday: 'Fri, Dec 25, 2026' / 'শুক্র, ২৫ ডিসে, ২০২৬'. */
export function longDayOf(lang: Translator['lang'], day: string): string {
  return intl(lang, { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' }).format(new Date(`${day}T00:00:00Z`));
}

/** When a closed kitchen opens next, in the sales catalog's words. */
export function opensLine({ t, lang }: Pick<Translator, 't' | 'lang'>, opens: NextOpening | null): string | null {
  if (!opens) return null;
  const time = clockOf(lang, opens.minute);
  if (opens.days === 0) return t('sales.hours.opensAt', { time });
  if (opens.days === 1) return t('sales.hours.opensTomorrowAt', { time });
  return t('sales.hours.opensOnAt', { day: opens.days < 7 ? weekdayName(lang, opens.weekday) : shortDayOf(lang, opens.date), time });
}

/**
 * A moment in Dhaka: 'Jan 5, 2024, 6:05 PM' (the spec's format) / '৫ জানু, ২০২৪, ৬:০৫ সন্ধ্যা' (the time of day in
 * Bangla words, where the shared dateTime() still writes 'PM').
 */
export function momentOf(lang: Translator['lang'], iso: string): string {
  if (lang === 'en') return formatOrderTime(iso);
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return intl(lang, { timeZone: 'Asia/Dhaka', day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', dayPeriod: 'short' }).format(date);
}
