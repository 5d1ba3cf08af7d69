import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, type HydrationState, type RouteObject } from 'react-router-dom';
import type { PageReads } from '@domain/pages';
import type { Area } from '../i18n/areas';
import { loadAreas } from '../i18n/catalogs';
import { LangProvider } from '../i18n/i18n-context';
import { LANG_PREFIX, LANGS, langOfPath, type Lang } from '../i18n/langs';
import { publicApi } from '../lib/api-context';
import { foodQuery } from '../lib/foods-query';
import { ApiError } from '../lib/http';
import { pageContext } from '../lib/page-context';
import { createQueryClient } from '../lib/query-client';
import { paths } from '../lib/paths';
import { keyHistoryEntry } from './history-entry-key';
import { patternIn, SERVER_PAGES, type ServerPage } from './page-routes';
import { serverPageId } from './server-pages';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

/** The catalog areas of a page (besides `start`, which boot.tsx and the server load before anything renders). */
type PageAreas = readonly Area[];

/**
 * One lazy chunk per page, loaded by the router before it shows the route, together with the page's catalogs in
 * `lang` (i18n/areas.ts): the shell (layout, auth, router) is all that / loads up front, and a page never flashes a
 * loading fallback (nor a missing text) between the server-rendered HTML and itself.
 */
function page(lang: Lang, areas: PageAreas, load: () => Promise<{ default: ComponentType }>, { guarded = false } = {}): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      // The sign-in guard (and the skeleton it shows) comes with the guarded pages, not with the app's start.
      const [{ default: Page }, { RequireAuth }] = await Promise.all([
        load(),
        guarded ? import('./require-auth') : Promise.resolve({ RequireAuth: null }),
        loadAreas(lang, ['start', ...areas]),
      ]);
      return {
        element: RequireAuth ? (
          <RequireAuth>
            <Page />
          </RequireAuth>
        ) : (
          <Page />
        ),
      };
    },
  };
}

/** A server-rendered page's route in `lang`: its module's component, loader and head (page-routes.ts), its catalogs loaded. */
function serverPage(lang: Lang) {
  return ({ path, load, areas }: ServerPage, index: number): RouteObject => {
    const lazy = async () => {
      const [{ default: Component, loader, handle, shouldRevalidate }] = await Promise.all([load(), loadAreas(lang, ['start', ...areas])]);
      return { Component, loader, handle, shouldRevalidate };
    };
    const id = serverPageId(index, lang);
    return path === paths.home ? { id, index: true, lazy } : { id, path: patternIn(lang, path), lazy };
  };
}

// The areas of each kind of page (COMMON: a route loads the catalogs of the texts it shows).
const ACCOUNT: PageAreas = ['account', 'errors'];
const SELLER: PageAreas = ['seller', 'errors'];
const ORDERS: PageAreas = ['orders', 'errors'];
const PAGES: PageAreas = ['pages', 'errors'];

/** The pages of one language that the browser renders from the app shell (every route but the server-rendered ones). */
function shellPages(lang: Lang): RouteObject[] {
  const on = (pattern: string, areas: PageAreas, load: () => Promise<{ default: ComponentType }>, options?: { guarded?: boolean }): RouteObject => ({
    path: patternIn(lang, pattern),
    ...page(lang, areas, load, options),
  });
  return [
    on(paths.login, ACCOUNT, () => import('../features/auth/login-page')),
    on(paths.register, ACCOUNT, () => import('../features/auth/register-page')),
    on(paths.forgotPassword, ACCOUNT, () => import('../features/auth/forgot-password-page')),
    on(paths.purchase.pattern, ORDERS, () => import('../features/orders/purchase-page'), { guarded: true }),
    on(paths.addFood, SELLER, () => import('../features/foods/add-food-page'), { guarded: true }),
    on(paths.myFoods, SELLER, () => import('../features/foods/my-foods-page'), { guarded: true }),
    on(paths.myOrders, ORDERS, () => import('../features/orders/my-orders-page'), { guarded: true }),
    on(paths.order.pattern, ORDERS, () => import('../features/orders/order-page'), { guarded: true }),
    on(paths.mySales, ['orders', 'sales', 'errors'], () => import('../features/orders/my-sales-page'), { guarded: true }),
    // Its Add-to-cart link adds with the button's words (the `cart` catalog).
    on(paths.cart, ['orders', 'cart', 'errors'], () => import('../features/orders/cart-page')),
    // Spec: both casings are linked, and the edit page has no client-side sign-in guard.
    on(paths.updateFoodSpecCasing.pattern, SELLER, () => import('../features/foods/update-food-page')),
    on(paths.updateFood.pattern, SELLER, () => import('../features/foods/update-food-page')),
    on(paths.gallery, PAGES, () => import('../features/gallery/gallery-page')),
    on(paths.about, PAGES, () => import('../features/pages/about-page')),
    on(paths.contact, PAGES, () => import('../features/pages/contact-page')),
    on(paths.jobs, PAGES, () => import('../features/pages/jobs-page')),
    on(paths.press, PAGES, () => import('../features/pages/press-page')),
    on(paths.faq, PAGES, () => import('../features/pages/faq-page')),
    on(paths.terms, PAGES, () => import('../features/pages/terms-page')),
    on(paths.privacy, PAGES, () => import('../features/pages/privacy-page')),
    on(paths.cookies, PAGES, () => import('../features/pages/cookies-page')),
    on(paths.notFound, PAGES, () => import('../features/pages/not-found-page')),
  ];
}

/**
 * The routes of one language: the same pages at its paths (page-routes.ts patternIn), in its <LangProvider>; with
 * `serverPagesOnly`, the root with only its server-rendered pages (startingRoutes).
 */
function languageRoot(lang: Lang, { serverPagesOnly = false } = {}): RouteObject {
  const serverPages = SERVER_PAGES.map(serverPage(lang));
  return {
    id: rootId(lang),
    path: lang === 'en' ? paths.home : LANG_PREFIX[lang],
    element: (
      <LangProvider lang={lang}>
        <RootLayout />
      </LangProvider>
    ),
    errorElement: (
      <LangProvider lang={lang}>
        <RouteError />
      </LangProvider>
    ),
    children: serverPagesOnly ? serverPages : [...serverPages, ...shellPages(lang)],
  };
}

/** The route id of a language's root (the same on the server and in the browser, which hydrates its errors). */
const rootId = (lang: Lang) => `root-${lang}`;

/** English at the spec's paths, Bangla under /bn (docs/ARCHITECTURE.md §5i): one root per language, the same pages. */
export const routes: RouteObject[] = LANGS.map((lang) => languageRoot(lang));

/**
 * The routes the browser's router starts with: the page's language's root with its server-rendered pages. Every other
 * route comes in with the first navigation that needs one (React Router's `patchRoutesOnNavigation`, below): a router
 * flattens and ranks all its routes as it starts, and the app's start need not pay that for some fifty routes.
 */
export function startingRoutes(lang: Lang): RouteObject[] {
  return [languageRoot(lang, { serverPagesOnly: true })];
}

/**
 * React Router's `patchRoutesOnNavigation` for a router that started with startingRoutes(lang): the first navigation
 * (or start) to a path the routes so far do not hold for sure adds every other route of the app; after that there is
 * nothing to add. Two patches, each of which has the router flatten and rank its routes again: the other languages'
 * roots, whole; then the starting root's shell pages.
 */
export function patchAllRoutes(lang: Lang): NonNullable<Parameters<typeof createBrowserRouter>[1]>['patchRoutesOnNavigation'] {
  let patched = false;
  return ({ patch, signal }) => {
    // A navigation already given up ignores `patch`: the next one patches instead.
    if (patched || signal.aborted) return;
    patch(null, routes.filter((root) => root.id !== rootId(lang)));
    patch(rootId(lang), shellPages(lang));
    patched = true;
  };
}

/**
 * The reads in the browser: the public API calls, through the same cache entries the pages' components read (an
 * entry still fresh is not fetched again), so a loader and the page it loads for agree. The queries are imported when
 * a loader first reads (the page's own module has them by then), not with the app's start.
 */
function browserReads(queryClient: QueryClient): PageReads {
  const home = () => import('../features/home/home-api');
  const foods = () => import('../features/foods/foods-api');
  return {
    topFoods: async () => queryClient.ensureQueryData((await home()).topFoodsQuery(publicApi)),
    categories: async () => queryClient.ensureQueryData((await foods()).categoriesQuery(publicApi)),
    foods: async (query) => {
      const list = await queryClient.ensureInfiniteQueryData((await foods()).foodsInfiniteQuery(publicApi, query));
      const first = list.pages[0];
      return { foods: first?.foods ?? [], nextCursor: first?.nextCursor ?? null };
    },
    food: (id) =>
      queryClient.ensureQueryData(foodQuery(publicApi, id)).catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }),
  };
}

/**
 * The routes the router starts with (startingRoutes), with the page module of the route matching `pathname` already in
 * place: a router that starts on a lazy route loads it and runs its loader, whereas over a server-rendered page it must
 * start with the server's loader data.
 */
export async function hydratingRoutes(pathname: string): Promise<RouteObject[]> {
  const starting = startingRoutes(langOfPath(pathname));
  const matched = new Set(matchRoutes(starting, pathname)?.map((match) => match.route));
  const resolve = async (route: RouteObject): Promise<RouteObject> =>
    ({
      ...route,
      ...(matched.has(route) && typeof route.lazy === 'function' ? { ...(await route.lazy()), lazy: undefined } : {}),
      ...(route.children ? { children: await Promise.all(route.children.map(resolve)) } : {}),
    }) as RouteObject;
  return Promise.all(starting.map(resolve));
}

/**
 * The app's router. Over a server-rendered page, `hydration` is what the page's loader read on the server
 * (server-render.tsx), with hydratingRoutes(): the router does not run that loader again. Every navigation runs the next page's loader in the browser.
 */
export function createRouter(queryClient: QueryClient = createQueryClient(), hydration?: { data: HydrationState; routes: RouteObject[] }) {
  // Before the router reads the entry: a page opened afresh must not take another page's saved scroll position.
  keyHistoryEntry();
  const context = pageContext(browserReads(queryClient));
  // hydratingRoutes() starts from the same language's root.
  const lang = langOfPath(window.location.pathname);
  return createBrowserRouter(hydration?.routes ?? startingRoutes(lang), {
    hydrationData: hydration?.data,
    getContext: () => context,
    patchRoutesOnNavigation: patchAllRoutes(lang),
  });
}

export type AppRouter = ReturnType<typeof createRouter>;

/** Resolves once the router has loaded the first route's page module (or failed to: its error page shows then). */
export function whenRouterReady(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
