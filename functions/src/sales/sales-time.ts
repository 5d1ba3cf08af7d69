import { dhakaParts as parts } from '../foods/dhaka-day.js';

export { dhakaDay } from '../foods/dhaka-day.js';

// Dhaka days for the seller's numbers (docs/ARCHITECTURE.md §5j): a day is `YYYY-MM-DD` in Asia/Dhaka.

const DAY_MS = 24 * 60 * 60 * 1000;

/** The Dhaka hour of `at`, 0..23. */
export function dhakaHour(at: Date): number {
  return Number(parts(at).hour);
}

/** Date and time of `at` in Dhaka: `YYYY-MM-DD` and `HH:MM`. */
export function dhakaDateTime(at: Date): { date: string; time: string } {
  const p = parts(at);
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
}

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `text` is a real calendar day written `YYYY-MM-DD` (2026-02-30 is not). */
export function isDay(text: string): boolean {
  const match = DAY_PATTERN.exec(text);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 2000 && year <= 9999 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The day `count` days after (before, when negative) `day`. */
export function addDays(day: string, count: number): string {
  const start = Date.parse(`${day}T00:00:00Z`) + count * DAY_MS;
  return new Date(start).toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both included (0 when `to` is before `from`). */
export function daysBetween(from: string, to: string): number {
  return Math.max(0, Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1);
}

/** The instant a Dhaka day begins (Asia/Dhaka has kept UTC+6 since 2009). */
export function dayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00+06:00`));
}
