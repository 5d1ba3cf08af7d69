// A kitchen's opening hours (docs/ARCHITECTURE.md §5j): a weekly schedule in Dhaka time and closed dates, and the one
// pure function that says whether a kitchen is open at a moment and when it opens next. The API (purchases) and the
// web (cards, dish pages, My Sales) both use it, so they never disagree.

import { CLOSED_DATES_MAX, HOURS_RANGES_MAX } from './limits.js';
import type { MessageTable } from './messages.js';
import { START_UP_MSG } from './start-up-messages.js';

/** The weekdays in the order the API and the editor list them. */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const WEEKDAY_NAMES: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

/** One opening of a day, `HH:MM` in Dhaka time; `to` is after `from` on the same day and may be `24:00` (midnight). */
export interface TimeRange {
  from: string;
  to: string;
}

/** Per weekday its ranges, earliest first; an empty list is a closed day. */
export type WeekHours = Record<Weekday, TimeRange[]>;

/** What a kitchen's hours are: its week and its closed dates (Dhaka `YYYY-MM-DD`, ascending). */
export interface KitchenHours {
  hours: WeekHours;
  closedDates: string[];
}

/** Dhaka is UTC+6 all year (no daylight saving). */
export const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const DAY_MINUTES = 24 * 60;

const FROM_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

function everyDay(ranges: TimeRange[]): WeekHours {
  return Object.fromEntries(WEEKDAYS.map((day) => [day, ranges.map((range) => ({ ...range }))])) as WeekHours;
}

/**
 * `hours` with its days in the week's order, mon … sun (a day it lacks is closed). JSON keeps the order a map was
 * written in, and Firestore its own, so every answer that carries hours lists them through this.
 */
export function inWeekOrder(hours: Partial<WeekHours>): WeekHours {
  return Object.fromEntries(WEEKDAYS.map((day) => [day, hours[day] ?? []])) as WeekHours;
}

/** The spec's "9:00 AM to 10:00 PM" every day: the hours of a kitchen that never set its own. */
export const SPEC_HOURS: WeekHours = /* @__PURE__ */ everyDay([{ from: '09:00', to: '22:00' }]);
/** Open all day every day (the default under `demo-` projects, so tests hold at any hour). */
export const ALWAYS_OPEN_HOURS: WeekHours = /* @__PURE__ */ everyDay([{ from: '00:00', to: '24:00' }]);

/** Minutes since midnight of `HH:MM` (`24:00` is 1440), or NaN when it is no such time. */
export function minutesOf(time: string, isEnd = false): number {
  if (isEnd && time === '24:00') return DAY_MINUTES;
  const match = FROM_PATTERN.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : Number.NaN;
}

/** A real calendar date written `YYYY-MM-DD`. */
export function isIsoDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** What is wrong with one day's ranges (a message key of hoursErrors), or undefined when they are fine. */
export function dayRangesProblem(value: unknown): 'shape' | 'time' | 'order' | 'count' | 'overlap' | undefined {
  if (!Array.isArray(value)) return 'shape';
  if (value.length > HOURS_RANGES_MAX) return 'count';
  const spans: [number, number][] = [];
  for (const range of value as unknown[]) {
    if (typeof range !== 'object' || range === null || Array.isArray(range)) return 'shape';
    const { from, to } = range as Record<string, unknown>;
    if (typeof from !== 'string' || typeof to !== 'string') return 'time';
    const start = minutesOf(from);
    const end = minutesOf(to, true);
    if (Number.isNaN(start) || Number.isNaN(end)) return 'time';
    if (end <= start) return 'order';
    spans.push([start, end]);
  }
  spans.sort((a, b) => a[0] - b[0]);
  for (let i = 1; i < spans.length; i += 1) if ((spans[i]?.[0] ?? 0) < (spans[i - 1]?.[1] ?? 0)) return 'overlap';
  return undefined;
}

/** One day's ranges as stored: only `from` and `to`, earliest first. */
export function normalizeDay(ranges: TimeRange[]): TimeRange[] {
  return ranges.map(({ from, to }) => ({ from, to })).sort((a, b) => minutesOf(a.from) - minutesOf(b.from));
}

/** The Dhaka calendar date (`YYYY-MM-DD`) of a moment. */
export function dhakaDate(at: Date | number): string {
  return new Date(new Date(at).getTime() + DHAKA_OFFSET_MS).toISOString().slice(0, 10);
}

/** When a closed kitchen opens next: `days` after today (Dhaka), at `minute` of that day. */
export interface NextOpening {
  days: number;
  /** The Dhaka date it opens on, `YYYY-MM-DD`. */
  date: string;
  weekday: Weekday;
  /** Minutes after that day's midnight. */
  minute: number;
}

export type HoursState = { open: true } | { open: false; opens: NextOpening | null };

/** How far ahead the next opening is looked for: a week past the longest run of closed dates. */
const SEARCH_DAYS = 7 + CLOSED_DATES_MAX + 1;

/**
 * Whether the hours have the kitchen open at `at`, and if not, when it opens next (null: not within SEARCH_DAYS,
 * e.g. every day closed). A range holds from its start up to, not including, its end; a range ending at 24:00 and one
 * starting at 00:00 the next day make one opening across midnight.
 */
export function hoursState({ hours, closedDates }: KitchenHours, at: Date | number): HoursState {
  const local = new Date(at).getTime() + DHAKA_OFFSET_MS;
  const dayStart = Math.floor(local / DAY_MS) * DAY_MS;
  const now = (local - dayStart) / 60_000;
  const closed = new Set(closedDates);
  for (let days = 0; days < SEARCH_DAYS; days += 1) {
    const day = new Date(dayStart + days * DAY_MS);
    const date = day.toISOString().slice(0, 10);
    if (closed.has(date)) continue;
    const weekday = WEEKDAYS[(day.getUTCDay() + 6) % 7] ?? 'mon';
    for (const range of normalizeDay(hours[weekday] ?? [])) {
      const start = minutesOf(range.from);
      const end = minutesOf(range.to, true);
      if (days === 0 && start <= now && now < end) return { open: true };
      if (days > 0 || start > now) return { open: false, opens: { days, date, weekday, minute: start } };
    }
  }
  return { open: false, opens: null };
}

/** `6:00 PM`: a minute of the day on a 12-hour clock. */
export function clockText(minute: number): string {
  const hour = Math.floor(minute / 60) % 24;
  const minutes = String(minute % 60).padStart(2, '0');
  return `${hour % 12 === 0 ? 12 : hour % 12}:${minutes} ${hour < 12 ? 'AM' : 'PM'}`;
}

export const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `Dec 25`: a `YYYY-MM-DD` date, short. */
export function shortDateText(date: string): string {
  const [, month, day] = date.split('-');
  return `${MONTHS[Number(month) - 1] ?? ''} ${Number(day)}`;
}


/**
 * What a card, a dish page and a purchase's 409 say of a closed kitchen's next opening (§5j), in `texts` (the English
 * start-up messages unless told: a language's MSG, or the API's CODED).
 */
export function opensText(opens: NextOpening | null, texts: Pick<MessageTable, 'opensAt' | 'opensTomorrowAt' | 'opensOnAt'> = START_UP_MSG): string | null {
  if (!opens) return null;
  const time = clockText(opens.minute);
  if (opens.days === 0) return texts.opensAt(time);
  if (opens.days === 1) return texts.opensTomorrowAt(time);
  if (opens.days < 7) return texts.opensOnAt(WEEKDAY_NAMES[opens.weekday], time);
  return texts.opensOnAt(shortDateText(opens.date), time);
}

// ---- The compact copy a food carries (`kitchenHours`, §5j) ----
// Seven day fields, Monday first, joined by `|`; a day is its ranges `HH:MM-HH:MM` joined by `,` (empty: closed);
// then, when there are closed dates, `;` and the dates joined by `,`. E.g. every day 9 to 10 with one holiday:
// `09:00-22:00|09:00-22:00|09:00-22:00|09:00-22:00|09:00-22:00|09:00-22:00|09:00-22:00;2026-12-16`.

export function hoursCode({ hours, closedDates }: KitchenHours): string {
  const week = WEEKDAYS.map((day) => normalizeDay(hours[day] ?? []).map(({ from, to }) => `${from}-${to}`).join(',')).join('|');
  return closedDates.length ? `${week};${closedDates.join(',')}` : week;
}

/** The hours of a code, or null when it is not one (a food then shows only its kitchen's switch). */
export function parseHoursCode(code: string | undefined): KitchenHours | null {
  if (!code) return null;
  const [week = '', dates] = code.split(';');
  const days = week.split('|');
  if (days.length !== WEEKDAYS.length) return null;
  const hours = {} as WeekHours;
  for (const [i, text] of days.entries()) {
    const ranges = text
      ? text.split(',').map((part) => {
          const [from = '', to = ''] = part.split('-');
          return { from, to };
        })
      : [];
    if (dayRangesProblem(ranges)) return null;
    hours[WEEKDAYS[i] ?? 'mon'] = normalizeDay(ranges);
  }
  const closedDates = dates ? dates.split(',') : [];
  if (!closedDates.every(isIsoDate)) return null;
  return { hours, closedDates };
}
