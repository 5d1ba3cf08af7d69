import { DEFAULT_FOOD_SORT, isFoodSort, type FoodSort } from '@domain/foods';
import { CATEGORY_MAX, SEARCH_MAX_LENGTH } from '@domain/limits';
import { isOrderStatus, type OrderStatus } from '@domain/orders';

/** What All Foods shows, as its URL holds it (`/foods?q=biryani&category=Rice&sort=price_asc`). */
export interface FoodsView {
  /** The search box's text as typed; the search sent is its trimmed form. */
  q: string;
  /** '' for every category. */
  category: string;
  sort: FoodSort;
}

export const DEFAULT_FOODS_VIEW: FoodsView = { q: '', category: '', sort: DEFAULT_FOOD_SORT };
const FOODS_VIEW_PARAMS: readonly string[] = ['q', 'category', 'sort'];

/** The view a URL's query string holds: an unknown sort reads as the default, over-long text is cut to the API's bounds. */
export function readFoodsView(params: URLSearchParams): FoodsView {
  const sort = params.get('sort') ?? '';
  return {
    q: (params.get('q') ?? '').slice(0, SEARCH_MAX_LENGTH),
    category: (params.get('category') ?? '').trim().slice(0, CATEGORY_MAX),
    sort: isFoodSort(sort) ? sort : DEFAULT_FOOD_SORT,
  };
}

/** `params` with the view written in, in the order q, category, sort (defaults omitted), then any other parameters. */
export function writeFoodsView(params: URLSearchParams, view: FoodsView): URLSearchParams {
  const next = new URLSearchParams();
  if (view.q !== DEFAULT_FOODS_VIEW.q) next.set('q', view.q);
  if (view.category !== DEFAULT_FOODS_VIEW.category) next.set('category', view.category);
  if (view.sort !== DEFAULT_FOODS_VIEW.sort) next.set('sort', view.sort);
  for (const [name, value] of params) if (!FOODS_VIEW_PARAMS.includes(name)) next.append(name, value);
  return next;
}

/** The status My Sales filters by, as its URL holds it (`/my-sales?status=placed`); '' shows every status. */
export type SalesFilter = OrderStatus | '';

/** The filter a My Sales URL asks for: an unknown status reads as every status. */
export function readSalesFilter(params: URLSearchParams): SalesFilter {
  const status = params.get('status');
  return isOrderStatus(status) ? status : '';
}

/** A route with an `:id` segment: call it for a link, read `.pattern` for the router. */
export interface IdPath {
  (id: string): string;
  readonly pattern: string;
}

function withId(base: string): IdPath {
  const pattern = `${base}/:id`;
  return Object.assign((id: string) => `${base}/${encodeURIComponent(id)}`, { pattern });
}

/**
 * Every URL of the app (the spec's route table), in one place: the router registers these patterns, and links,
 * navigations and tests build their URLs from them. A new page adds its path here first.
 */
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  foods: '/foods',
  /** All Foods showing this search, category and sort, e.g. a category badge's link. */
  foodsWith: (view: Partial<FoodsView>) => {
    const query = writeFoodsView(new URLSearchParams(), { ...DEFAULT_FOODS_VIEW, ...view }).toString();
    return query ? `/foods?${query}` : '/foods';
  },
  food: withId('/food'),
  purchase: withId('/foodPurchase'),
  addFood: '/add-food',
  myFoods: '/my-foods',
  myOrders: '/my-orders',
  /** One order, for its buyer and its seller. */
  order: withId('/orders'),
  mySales: '/my-sales',
  /** The cart and its checkout: one kitchen's dishes in one order (§5h). */
  cart: '/cart',
  /**
   * The cart's query parameter naming a dish to add (`/cart?add=<id>`): Add to cart is a form that sends it, so a press
   * before the page's JavaScript runs still adds the dish, once the cart page has loaded.
   */
  cartAddParam: 'add',
  /** My Sales filtered by one status ('' for all). */
  mySalesWith: (status: SalesFilter) => (status ? `/my-sales?status=${status}` : '/my-sales'),
  updateFood: withId('/update-food'),
  // Spec: the edit page is also reachable with this casing.
  updateFoodSpecCasing: withId('/update-Food'),
  gallery: '/gallery',
  about: '/aboutus',
  contact: '/contract',
  jobs: '/jobs',
  press: '/press',
  faq: '/faq',
  terms: '/terms',
  privacy: '/privacy',
  cookies: '/cookies',
  /** The contact page with a job application's subject filled in. */
  applyFor: (jobTitle: string) => `/contract?apply=${encodeURIComponent(jobTitle)}`,
  notFound: '*',
} as const;
