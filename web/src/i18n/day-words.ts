import { WEEKDAYS, type Weekday } from '@domain/hours';

// A language's words for a minute of the day, a weekday and a day of the year, through Intl (bn-BD: Bangla digits,
// weekday and month names, and times of day such as 'সকাল'). The moments are built in UTC and formatted in UTC, so
// only the wall clock and the calendar day count, not the machine's time zone.

const formats = new Map<string, Intl.DateTimeFormat>();

/** A cached Intl.DateTimeFormat of `locale` in UTC with `options`. */
export function utcFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', ...options })));
  return format;
}

/** A minute of the day: '৬:০০ সন্ধ্যা' (bn-BD's plain hour would write AM and PM in Latin letters). */
export function clockIn(locale: string, minute: number): string {
  return utcFormat(locale, { hour: 'numeric', minute: '2-digit', dayPeriod: 'short' }).format(Date.UTC(2024, 0, 1, 0, minute % 1440));
}

/** A weekday's name: 'সোমবার' (2024-01-01 was a Monday). */
export function weekdayIn(locale: string, day: Weekday): string {
  return utcFormat(locale, { weekday: 'long' }).format(Date.UTC(2024, 0, 1 + WEEKDAYS.indexOf(day)));
}

/** A day of the year, short: '১০ মার্চ' (month 1–12; 2024 has a February 29). */
export function monthDayIn(locale: string, month: number, day: number): string {
  return utcFormat(locale, { month: 'short', day: 'numeric' }).format(Date.UTC(2024, month - 1, day));
}
