import { MONTHS, WEEKDAY_NAMES, WEEKDAYS, type Weekday } from './hours.js';

// The values the API writes into a closed kitchen's texts (opensText: the clock, a weekday's name, a short date), read
// back, so that a page in another language can write them in its own words (the Bangla MSG, web/src/i18n/message-table.ts).
// Apart from hours.ts, which every page's start carries.

/** The minute of the day a `clockText` names (`6:00 PM` → 1080), or null for any other text. */
export function clockMinuteOf(text: string): number | null {
  const match = /^(1[0-2]|[1-9]):([0-5]\d) (AM|PM)$/.exec(text);
  if (!match) return null;
  return ((Number(match[1]) % 12) + (match[3] === 'PM' ? 12 : 0)) * 60 + Number(match[2]);
}

/** The weekday a `WEEKDAY_NAMES` entry names (`Friday` → `fri`), or null for any other text. */
export function weekdayOfName(text: string): Weekday | null {
  return WEEKDAYS.find((day) => WEEKDAY_NAMES[day] === text) ?? null;
}

/** The month (1–12) and day a `shortDateText` names (`Dec 25` → {month: 12, day: 25}), or null for any other text. */
export function monthDayOf(text: string): { month: number; day: number } | null {
  const match = /^([A-Z][a-z]{2}) ([1-9]|[12]\d|3[01])$/.exec(text);
  const month = match ? MONTHS.indexOf(match[1] ?? '') + 1 : 0;
  return match && month > 0 ? { month, day: Number(match[2]) } : null;
}
