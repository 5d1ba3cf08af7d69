import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, type HydrationState, type RouteObject } from 'react-router-dom';
import type { PageReads } from '@domain/pages';
import { publicApi } from '../lib/api-context';
import { foodQuery } from '../lib/foods-query';
import { ApiError } from '../lib/http';
import { pageContext } from '../lib/page-context';
import { createQueryClient } from '../lib/query-client';
import { paths } from '../lib/paths';
import { keyHistoryEntry } from './history-entry-key';
import { SERVER_PAGES, type ServerPage } from './page-routes';
import { serverPageId } from './server-pages';
import { RequireAuth } from './require-auth';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

/**
 * One lazy chunk per page, loaded by the router before it shows the route: the shell (layout, auth, router) is all
 * that / loads up front, and a page never flashes a loading fallback between the server-rendered HTML and itself.
 */
function page(load: () => Promise<{ default: ComponentType }>, { guarded = false } = {}): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const { default: Page } = await load();
      return {
        element: guarded ? (
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

/** A server-rendered page's route: its module's component, loader and head (page-routes.ts). */
function serverPage({ path, load }: ServerPage, index: number): RouteObject {
  const lazy = async () => {
    const { default: Component, loader, handle, shouldRevalidate } = await load();
    return { Component, loader, handle, shouldRevalidate };
  };
  const id = serverPageId(index);
  return path === paths.home ? { id, index: true, lazy } : { id, path, lazy };
}

export const routes: RouteObject[] = [
  {
    path: paths.home,
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      ...SERVER_PAGES.map(serverPage),
      { path: paths.login, ...page(() => import('../features/auth/login-page')) },
      { path: paths.register, ...page(() => import('../features/auth/register-page')) },
      { path: paths.forgotPassword, ...page(() => import('../features/auth/forgot-password-page')) },
      { path: paths.purchase.pattern, ...page(() => import('../features/orders/purchase-page'), { guarded: true }) },
      { path: paths.addFood, ...page(() => import('../features/foods/add-food-page'), { guarded: true }) },
      { path: paths.myFoods, ...page(() => import('../features/foods/my-foods-page'), { guarded: true }) },
      { path: paths.myOrders, ...page(() => import('../features/orders/my-orders-page'), { guarded: true }) },
      { path: paths.order.pattern, ...page(() => import('../features/orders/order-page'), { guarded: true }) },
      { path: paths.mySales, ...page(() => import('../features/orders/my-sales-page'), { guarded: true }) },
      { path: paths.cart, ...page(() => import('../features/orders/cart-page')) },
      // Spec: both casings are linked, and the edit page has no client-side sign-in guard.
      { path: paths.updateFoodSpecCasing.pattern, ...page(() => import('../features/foods/update-food-page')) },
      { path: paths.updateFood.pattern, ...page(() => import('../features/foods/update-food-page')) },
      { path: paths.gallery, ...page(() => import('../features/gallery/gallery-page')) },
      { path: paths.about, ...page(() => import('../features/pages/about-page')) },
      { path: paths.contact, ...page(() => import('../features/pages/contact-page')) },
      { path: paths.jobs, ...page(() => import('../features/pages/jobs-page')) },
      { path: paths.press, ...page(() => import('../features/pages/press-page')) },
      { path: paths.faq, ...page(() => import('../features/pages/faq-page')) },
      { path: paths.terms, ...page(() => import('../features/pages/terms-page')) },
      { path: paths.privacy, ...page(() => import('../features/pages/privacy-page')) },
      { path: paths.cookies, ...page(() => import('../features/pages/cookies-page')) },
      { path: paths.notFound, ...page(() => import('../features/pages/not-found-page')) },
    ],
  },
];

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
 * The routes with the page module of the route matching `pathname` already in place: a router that starts on a lazy
 * route loads it and runs its loader, whereas over a server-rendered page it must start with the server's loader data.
 */
export async function hydratingRoutes(pathname: string): Promise<RouteObject[]> {
  const matched = new Set(matchRoutes(routes, pathname)?.map((match) => match.route));
  const resolve = async (route: RouteObject): Promise<RouteObject> =>
    ({
      ...route,
      ...(matched.has(route) && typeof route.lazy === 'function' ? { ...(await route.lazy()), lazy: undefined } : {}),
      ...(route.children ? { children: await Promise.all(route.children.map(resolve)) } : {}),
    }) as RouteObject;
  return Promise.all(routes.map(resolve));
}

/**
 * The app's router. Over a server-rendered page, `hydration` is what the page's loader read on the server
 * (server-render.tsx), with hydratingRoutes(): the router does not run that loader again. Every navigation runs the next page's loader in the browser.
 */
export function createRouter(queryClient: QueryClient = createQueryClient(), hydration?: { data: HydrationState; routes: RouteObject[] }) {
  // Before the router reads the entry: a page opened afresh must not take another page's saved scroll position.
  keyHistoryEntry();
  const context = pageContext(browserReads(queryClient));
  return createBrowserRouter(hydration?.routes ?? routes, { hydrationData: hydration?.data, getContext: () => context });
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
