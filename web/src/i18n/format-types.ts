/** How a language writes the store's numbers, prices, dates and times (docs/ARCHITECTURE.md §5i). */
export interface Formats {
  /** A price in the store's currency, always with two decimals: '$12.50' / '১২.৫০৳'. */
  price(value: number): string;
  /** A count, a quantity or a rating: '1,250' / '১,২৫০'. */
  number(value: number, options?: Intl.NumberFormatOptions): string;
  /** An order's date in Dhaka: 'Jan 5, 2024' / '৫ জানু, ২০২৪'. */
  date(iso: string): string;
  /** A moment in Dhaka: 'Jan 5, 2024, 6:05 PM' / '৫ জানু, ২০২৪, ৬:০৫ সন্ধ্যা' (the part of the day in Bangla). */
  dateTime(iso: string): string;
  /** The time in Dhaka with seconds: '6:05:09 PM' / '৬:০৫:০৯ সন্ধ্যা'. */
  clock(date: Date): string;
}
