const priceFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const orderDateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** Prices always show two decimals with a $ prefix, e.g. $12.50. */
export function formatPrice(value: number): string {
  return `$${priceFormat.format(value)}`;
}

/** Order dates in short-month format, e.g. 'Jan 5, 2024'. */
export function formatOrderDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : orderDateFormat.format(date);
}

const orderTimeFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** A moment in an order's life, e.g. 'Jan 5, 2024, 6:05 PM' (the viewer's time zone, like the order date). */
export function formatOrderTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : orderTimeFormat.format(date);
}

/** A stored Bangladeshi mobile number (+8801XXXXXXXXX) as people read it, e.g. '+880 1712-345678'; others as given. */
export function formatPhone(phone: string): string {
  const match = /^\+880(1\d{3})(\d{6})$/.exec(phone);
  return match ? `+880 ${match[1]}-${match[2]}` : phone;
}
