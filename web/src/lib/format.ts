// No Intl here: a page's first Intl formatter loads the ICU data, a long task on a phone right after the first paint
// (README, "Benchmarks"), and everything below is plain arithmetic in the one time zone the store lives in.

/** Prices always show two decimals with a $ prefix (thousands grouped as en-US does), e.g. $12.50, $1,250.00. */
export function formatPrice(value: number): string {
  const [whole = '0', cents = '00'] = Math.abs(value).toFixed(2).split('.');
  return `$${value < 0 ? '-' : ''}${whole.replace(/\B(?=(\d{3})+$)/g, ',')}.${cents}`;
}

/** How the app names the one time zone it shows times in, wherever a time could be read as the viewer's own. */
export const TIME_ZONE_LABEL = 'Dhaka time';

/** Asia/Dhaka (DHAKA_TIME_ZONE) is UTC+6 all year: Bangladesh has kept no daylight saving time since 2009. */
const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The wall clock in Dhaka at `date`, read through the UTC getters of a shifted Date. */
function dhakaWallClock(date: Date): Date {
  return new Date(date.getTime() + DHAKA_OFFSET_MS);
}

function parse(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : dhakaWallClock(date);
}

function dateText(dhaka: Date): string {
  return `${MONTHS[dhaka.getUTCMonth()]} ${dhaka.getUTCDate()}, ${dhaka.getUTCFullYear()}`;
}

/** '6:05' + the seconds when asked + ' PM', as en-US writes a 12-hour time. */
function timeText(dhaka: Date, seconds: boolean): string {
  const hours = dhaka.getUTCHours();
  const minutes = `${hours % 12 || 12}:${twoDigits(dhaka.getUTCMinutes())}`;
  return `${seconds ? `${minutes}:${twoDigits(dhaka.getUTCSeconds())}` : minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** An order's date in Dhaka, in the spec's short-month format, e.g. 'Jan 5, 2024'. */
export function formatOrderDate(iso: string): string {
  const dhaka = parse(iso);
  return dhaka ? dateText(dhaka) : '';
}

/** A moment in an order's life in Dhaka time, e.g. 'Jan 5, 2024, 6:05 PM': the order date, then the time. */
export function formatOrderTime(iso: string): string {
  const dhaka = parse(iso);
  return dhaka ? `${dateText(dhaka)}, ${timeText(dhaka, false)}` : '';
}

/** The footer's clock: the time in Dhaka, 12-hour with seconds, e.g. '6:05:09 PM'. */
export function formatDhakaClock(date: Date): string {
  return timeText(dhakaWallClock(date), true);
}

/** The Dhaka calendar day of `date`, `YYYY-MM-DD` (what the sales dashboard and export count in). */
export function dhakaDayOf(date: Date): string {
  return dhakaWallClock(date).toISOString().slice(0, 10);
}

/** A stored Bangladeshi mobile number (+8801XXXXXXXXX) as people read it, e.g. '+880 1712-345678'; others as given. */
export function formatPhone(phone: string): string {
  const match = /^\+880(1\d{3})(\d{6})$/.exec(phone);
  return match ? `+880 ${match[1]}-${match[2]}` : phone;
}
