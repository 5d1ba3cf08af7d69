/**
 * Titles of the server-rendered pages (docs/ARCHITECTURE.md §5e): the server writes them into the page's <title> and
 * the app sets the same one, so nothing changes when it takes over.
 */
export const SITE_NAME = 'Food Store';

export const pageTitles = {
  home: 'Food Store | Home',
  foods: 'Food Store | All Foods',
  /** A dish, once its name is known. */
  food: (foodName: string) => `${foodName} | ${SITE_NAME}`,
  /** A dish page while its dish loads, or when it cannot be shown. */
  foodPending: 'Food Store | Food Details',
};
