import type shellEn from './catalogs/en/start.json';

/**
 * The catalogs a language's texts are split into, so a page loads the texts it shows and no more: `start` (the
 * header, menus, footer, home page and the texts every page may show) comes with every page; the others come with
 * the routes that show them (router.tsx), before the route renders; `cart` (what Add to cart says) with Add to
 * cart's own chunk (components/add-to-cart.tsx).
 */
export const CATALOG_AREAS = ['start', 'cart', 'foods', 'account', 'seller', 'orders', 'sales', 'pages'] as const;
/**
 * `errors` is MSG in the page's language (messages.ts): the API's and the forms' texts; `start-errors` the few of them
 * every page may show from its start (START_UP_MSG), loaded with `start`.
 */
export const AREAS = [...CATALOG_AREAS, 'start-errors', 'errors'] as const;
export type Area = (typeof AREAS)[number];

/**
 * What every page in `lang` loads before anything renders (boot.tsx in the browser, server-render.tsx on the server,
 * and what a server page preloads, server-entry.ts; the bench's first-load figures read it too):
 * the texts every page shows, and in Bangla the texts of MSG the layout and the cards show from the start
 * (`start-errors`; English has them in the start-up code, start-up-messages.ts). A page's route loads its own areas
 * (router.tsx).
 */
export const startAreasOf = (lang: 'en' | 'bn'): Area[] => (lang === 'en' ? ['start'] : ['start', 'start-errors']);

type Keys<T> = Extract<keyof T, string>;

/** Every message id (the English catalogs are the source: the Bangla ones must carry the same ids). */
export type MessageKey =
  | Keys<typeof shellEn>
  | Keys<typeof import('./catalogs/en/cart.json')>
  | Keys<typeof import('./catalogs/en/foods.json')>
  | Keys<typeof import('./catalogs/en/account.json')>
  | Keys<typeof import('./catalogs/en/seller.json')>
  | Keys<typeof import('./catalogs/en/orders.json')>
  | Keys<typeof import('./catalogs/en/sales.json')>
  | Keys<typeof import('./catalogs/en/pages.json')>;
