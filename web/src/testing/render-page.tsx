import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, MemoryRouter, Outlet, Route, RouterProvider, Routes, useLocation } from 'react-router-dom';
import { ToastContainer } from 'react-toastify/unstyled';
import { vi } from 'vitest';
import { ApiContext } from '../lib/api-context';
import { AuthContext, ViewerContext, type AuthUser } from '../lib/auth-context';
import { createApiClient } from '../lib/http';
import { LangProvider, type Lang } from '../i18n';
import { alice, testAuth } from './auth';

function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname}</p>;
}

interface RenderOptions {
  path: string;
  route: string;
  user?: AuthUser | null;
  /** Auth has not yet told who is signed in (the first moments of a visit). */
  authLoading?: boolean;
  /** The page's language (its catalogs are all loaded in tests: setup.ts). */
  lang?: Lang;
}

/** What the app provides around a page (app.tsx, auth-provider.tsx), for `user`, then toasts after it. */
function PageProviders({
  queryClient,
  onSessionLost,
  user,
  authLoading = false,
  children,
}: {
  queryClient: QueryClient;
  onSessionLost: () => void;
  user: AuthUser | null;
  authLoading?: boolean;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <ApiContext.Provider value={createApiClient({ onSessionLost })}>
        <AuthContext.Provider value={testAuth({ user, loading: authLoading })}>
          <ViewerContext.Provider value={user?.uid ?? null}>
            {children}
            <ToastContainer />
          </ViewerContext.Provider>
        </AuthContext.Provider>
      </ApiContext.Provider>
    </QueryClientProvider>
  );
}

/**
 * Renders one page at `route` with a fresh QueryClient (no retries), an API client whose lost sessions go to the
 * returned `onSessionLost` mock, a test AuthContext and toasts.
 */
export function renderPage(page: ReactElement, { path, route, user = alice, authLoading, lang = 'en' }: RenderOptions) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const onSessionLost = vi.fn();
  const utils = render(
    <PageProviders queryClient={queryClient} onSessionLost={onSessionLost} user={user} authLoading={authLoading}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={<LangProvider lang={lang}>{page}</LangProvider>} />
          <Route path="*" element={<p>Other page</p>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </PageProviders>,
  );
  return { ...utils, queryClient, onSessionLost };
}

/**
 * Like `renderPage`, on a data router whose history the test drives: `router.navigate(-1)` is the back button,
 * `router.state.historyAction` tells whether the last change pushed or replaced an entry.
 */
export function renderPageWithHistory(page: ReactElement, { path, route, user = alice, lang = 'en' }: RenderOptions) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <LocationProbe />
          </>
        ),
        children: [
          { path, element: <LangProvider lang={lang}>{page}</LangProvider> },
          { path: '*', element: <p>Other page</p> },
        ],
      },
    ],
    { initialEntries: [route] },
  );
  const utils = render(
    <PageProviders queryClient={queryClient} onSessionLost={vi.fn()} user={user}>
      <RouterProvider router={router} />
    </PageProviders>,
  );
  /** The current URL's path and query string, e.g. `/foods?q=rice`. */
  const url = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...utils, queryClient, router, url };
}
