import { DHAKA_TIME_ZONE } from '@domain/limits';

const priceFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Prices always show two decimals with a $ prefix, e.g. $12.50. */
export function formatPrice(value: number): string {
  return `$${priceFormat.format(value)}`;
}

/** How the app names the one time zone it shows times in, wherever a time could be read as the viewer's own. */
export const TIME_ZONE_LABEL = 'Dhaka time';

// Every time is shown as the store's clock reads it: a buyer abroad and the kitchen in Dhaka see the same time.
const dhakaDate = new Intl.DateTimeFormat('en-US', { timeZone: DHAKA_TIME_ZONE, month: 'short', day: 'numeric', year: 'numeric' });
const dhakaTime = new Intl.DateTimeFormat('en-US', { timeZone: DHAKA_TIME_ZONE, hour: 'numeric', minute: '2-digit', hour12: true });
const dhakaClock = new Intl.DateTimeFormat('en-US', {
  timeZone: DHAKA_TIME_ZONE,
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
  hour12: true,
});

/** Some ICU versions put a narrow no-break space before AM/PM: one plain space, the same in every browser. */
function plainSpaces(text: string): string {
  return text.replace(/[\u202f\u00a0]/g, ' ');
}

function parse(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** An order's date in Dhaka, in the spec's short-month format, e.g. 'Jan 5, 2024'. */
export function formatOrderDate(iso: string): string {
  const date = parse(iso);
  return date ? dhakaDate.format(date) : '';
}

/** A moment in an order's life in Dhaka time, e.g. 'Jan 5, 2024, 6:05 PM': the order date, then the time. */
export function formatOrderTime(iso: string): string {
  const date = parse(iso);
  return date ? `${dhakaDate.format(date)}, ${plainSpaces(dhakaTime.format(date))}` : '';
}

/** The footer's clock: the time in Dhaka, 12-hour with seconds, e.g. '6:05:09 PM'. */
export function formatDhakaClock(date: Date): string {
  return plainSpaces(dhakaClock.format(date));
}

/** A stored Bangladeshi mobile number (+8801XXXXXXXXX) as people read it, e.g. '+880 1712-345678'; others as given. */
export function formatPhone(phone: string): string {
  const match = /^\+880(1\d{3})(\d{6})$/.exec(phone);
  return match ? `+880 ${match[1]}-${match[2]}` : phone;
}
