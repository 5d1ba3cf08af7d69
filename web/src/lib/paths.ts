/** A route with an `:id` segment: call it for a link, read `.pattern` for the router. */
export interface IdPath {
  (id: string): string;
  readonly pattern: string;
}

function withId(base: string): IdPath {
  return Object.assign((id: string) => `${base}/${encodeURIComponent(id)}`, { pattern: `${base}/:id` });
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
  food: withId('/food'),
  purchase: withId('/foodPurchase'),
  addFood: '/add-food',
  myFoods: '/my-foods',
  myOrders: '/my-orders',
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
