import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { paths } from '../lib/paths';
import { keyHistoryEntry } from './history-entry-key';
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

export const routes: RouteObject[] = [
  {
    path: paths.home,
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, ...page(() => import('../features/home/home-page')) },
      { path: paths.login, ...page(() => import('../features/auth/login-page')) },
      { path: paths.register, ...page(() => import('../features/auth/register-page')) },
      { path: paths.forgotPassword, ...page(() => import('../features/auth/forgot-password-page')) },
      { path: paths.foods, ...page(() => import('../features/foods/all-foods-page')) },
      { path: paths.food.pattern, ...page(() => import('../features/foods/food-detail-page')) },
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

export function createRouter() {
  // Before the router reads the entry: a page opened afresh must not take another page's saved scroll position.
  keyHistoryEntry();
  return createBrowserRouter(routes);
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
