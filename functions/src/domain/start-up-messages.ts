/**
 * The texts of MSG (messages.ts) that the web app shows from its start: the availability labels on `/`'s cards and the
 * toast of a lost session. In a module of their own, so `/`'s start-up JavaScript carries these and not the whole
 * table (docs/ARCHITECTURE.md §6); MSG includes them, so API and web still read one source.
 */
export const START_UP_MSG = {
  unauthorized: 'Please log in to continue.',
  // Kitchen operations (docs/ARCHITECTURE.md §5f): why a card's dish cannot be bought now.
  notTakingOrders: 'Not taking orders right now',
  soldOut: 'Sold out',
} as const;
