/** The longest period one export may span, in Dhaka days (`from` and `to` included). */
export const EXPORT_MAX_DAYS = 366;

/**
 * The dashboard's and the export's messages (sales.ts re-exports them). In a module of their own, importing nothing,
 * so that MSG (messages.ts) can include the API's refusals among them by their codes (docs/ARCHITECTURE.md §5i).
 */
export const SALES_MSG = {
  rangeInvalid: 'Choose today, 7d or 30d.',
  dayInvalid: 'Give a date as YYYY-MM-DD.',
  periodInvalid: `Choose a period from the first date to the last, at most ${EXPORT_MAX_DAYS} days.`,
  statsFetchFailed: 'Could not load your numbers.',
} as const;
