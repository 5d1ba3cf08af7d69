import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, useState, type ReactNode } from 'react';
import { RouterProvider } from 'react-router-dom';
import { LangProvider } from '../i18n/i18n-context';
import { DEFAULT_LANG, langOfPath, type Lang } from '../i18n/langs';
import { toInLang } from '../i18n/links';
import { AfterHydration } from '../components/after-hydration';
import { OptionalPart } from '../components/optional-part';
import { HydrationProvider } from '../lib/use-hydrated';
import { AuthProvider, type AuthNavigation } from './auth-provider';
import type { AppRouter } from './router';

/** The auth's navigations (to /login, home) in the language of the page they leave. */
function routerNavigation(router: AppRouter): AuthNavigation {
  return {
    navigate: (to, options) => void router.navigate(toInLang(langOfPath(router.state.location.pathname), to), options),
    location: () => router.state.location,
  };
}

// The toasts' library comes after the page is running: no page says anything before a tap or an answer, and a toast
// raised before the container is on screen waits in the library's queue (docs/ARCHITECTURE.md §6). A container that
// cannot load leaves the app without toasts, not without its page.
const Toasts = lazy(() => import('./toasts'));

/**
 * The app around a router made once per page load (boot.tsx; StrictMode's double render must not create a second
 * history listener) and a query client that may already hold the first page's data.
 */
export function App({
  router,
  queryClient,
  children = <RouterProvider router={router} />,
  lang = DEFAULT_LANG,
  hydrating = false,
}: {
  router: AppRouter;
  queryClient: QueryClient;
  /** The document's language (its URL's): the auth's toasts and the toasts' container speak it; each route root says it again. */
  lang?: Lang;
  /** What renders the router's page: its RouterProvider, or on the server the static one (server-render.tsx). */
  children?: ReactNode;
  /** True on the server and in the browser over its markup: what differs from the server renders after (useHydrated). */
  hydrating?: boolean;
}) {
  const [navigation] = useState(() => routerNavigation(router));

  return (
    <HydrationProvider hydrating={hydrating}>
      <LangProvider lang={lang}>
        <QueryClientProvider client={queryClient}>
          <AuthProvider navigation={navigation}>
            {children}
          </AuthProvider>
          {/* The unstyled build: its stylesheet is in index.css, not injected at run time (a whole-page restyle). */}
          <AfterHydration>
            <OptionalPart>
              <Toasts />
            </OptionalPart>
          </AfterHydration>
        </QueryClientProvider>
      </LangProvider>
    </HydrationProvider>
  );
}
