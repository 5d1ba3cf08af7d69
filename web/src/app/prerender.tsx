import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, type RouteObject } from 'react-router-dom';
import { createQueryClient } from '../lib/query-client';
import { App } from './app';
import { routes, whenRouterReady } from './router';

/** The layout around an empty <main>: what any route looks like before its page arrives (the SPA fallback). */
const shellRoutes: RouteObject[] = routes.map(({ path, element, errorElement }) => ({
  path,
  element,
  errorElement,
  children: [{ path: '*', element: null }],
}));

/**
 * The HTML of `url` as the app renders it before any data or auth state is known (auth loading, queries pending:
 * skeletons), for Hosting to serve while the JavaScript loads. `shell` renders the layout alone.
 *
 * It is the client's own tree (App around a data router at `url`), so the app can hydrate this markup: the first
 * client render of the same URL produces the same HTML and the same useId ids (boot.tsx).
 */
export async function prerender(url: string, { shell = false } = {}): Promise<string> {
  const router = createMemoryRouter(shell ? shellRoutes : routes, { initialEntries: [url] });
  await whenRouterReady(router);
  const { errors } = router.state;
  if (errors) throw new Error(`prerender ${url}: ${JSON.stringify(errors)}`);
  if (router.state.location.pathname !== new URL(url, 'http://localhost').pathname) {
    throw new Error(`prerender ${url}: the router went to ${router.state.location.pathname}`);
  }
  try {
    return renderToString(
      <StrictMode>
        <App router={router} queryClient={createQueryClient()} />
      </StrictMode>,
    );
  } finally {
    router.dispose();
  }
}
