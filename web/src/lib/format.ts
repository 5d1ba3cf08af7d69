// Made on first use: a page's first Intl formatter loads the ICU data, a long task on a phone (measured 70–120 ms
// here), so nothing a server-rendered page shows at once uses Intl.
let orderDateFormat: Intl.DateTimeFormat | undefined;
let orderTimeFormat: Intl.DateTimeFormat | undefined;

/** Prices always show two decimals with a $ prefix (thousands grouped as en-US does), e.g. $12.50, $1,250.00. */
export function formatPrice(value: number): string {
  const [whole = '0', cents = '00'] = Math.abs(value).toFixed(2).split('.');
  return `$${value < 0 ? '-' : ''}${whole.replace(/\B(?=(\d{3})+$)/g, ',')}.${cents}`;
}

/** Order dates in short-month format, e.g. 'Jan 5, 2024'. */
export function formatOrderDate(iso: string): string {
  const date = new Date(iso);
  orderDateFormat ??= new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
  return Number.isNaN(date.getTime()) ? '' : orderDateFormat.format(date);
}

/** A moment in an order's life, e.g. 'Jan 5, 2024, 6:05 PM' (the viewer's time zone, like the order date). */
export function formatOrderTime(iso: string): string {
  const date = new Date(iso);
  orderTimeFormat ??= new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });
  return Number.isNaN(date.getTime()) ? '' : orderTimeFormat.format(date);
}

/** A stored Bangladeshi mobile number (+8801XXXXXXXXX) as people read it, e.g. '+880 1712-345678'; others as given. */
export function formatPhone(phone: string): string {
  const match = /^\+880(1\d{3})(\d{6})$/.exec(phone);
  return match ? `+880 ${match[1]}-${match[2]}` : phone;
}
