/**
 * The texts of MSG (messages.ts) that the web app shows from its start: the availability labels on `/`'s cards (sold
 * out, not taking orders, when a kitchen opens) and the toast of a lost session. In a module of their own, so `/`'s
 * start-up JavaScript carries these and not the whole table (docs/ARCHITECTURE.md §6), as `/bn/`'s carries their
 * Bangla, web/src/i18n/catalogs/bn/start-errors.json, and not the rest of MSG's; MSG includes them, so API and web still
 * read one source.
 */
export const START_UP_MSG = {
  unauthorized: 'Please log in to continue.',
  // Kitchen operations (docs/ARCHITECTURE.md §5f): why a card's dish cannot be bought now.
  notTakingOrders: 'Not taking orders right now',
  soldOut: 'Sold out',
  // Opening hours (docs/ARCHITECTURE.md §5j): when a kitchen outside its hours opens, on its cards and in a purchase's 409.
  opensAt: (time: string) => `Opens at ${time}`,
  opensTomorrowAt: (time: string) => `Opens tomorrow at ${time}`,
  opensOnAt: (day: string, time: string) => `Opens on ${day} at ${time}`,
} as const;
