import { DHAKA_TIME_ZONE } from '../domain/limits.js';

const DAY_SECONDS = 24 * 60 * 60;

const dhakaClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: DHAKA_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** The Asia/Dhaka calendar and clock fields of `at` (year, month, day, hour, minute, second), two digits each but the year. */
export function dhakaParts(at: Date): Record<string, string> {
  return Object.fromEntries(dhakaClock.formatToParts(at).map((part) => [part.type, part.value]));
}

/** The Asia/Dhaka calendar day of `at`, as `YYYY-MM-DD`. */
export function dhakaDay(at: Date): string {
  const parts = dhakaParts(at);
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** Whole seconds from `at` until the next midnight in Asia/Dhaka (1 to 86,400): the Retry-After of a daily limit. */
export function secondsUntilDhakaMidnight(at: Date): number {
  const parts = dhakaParts(at);
  const elapsed = Number(parts.hour) * 3600 + Number(parts.minute) * 60 + Number(parts.second) + (at.getTime() % 1000) / 1000;
  return Math.max(1, Math.ceil(DAY_SECONDS - elapsed));
}
