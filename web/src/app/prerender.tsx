import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router-dom';
import { createQueryClient } from '../lib/query-client';
import { AuthProvider, type AuthNavigation } from './auth-provider';
import { routes } from './router';

// At build time nothing navigates: the prerendered HTML is replaced by the app as soon as its page module is there.
const staticNavigation: AuthNavigation = {
  navigate: () => undefined,
  location: () => ({ pathname: '/', search: '', hash: '' }),
};

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
 */
export async function prerender(url: string, { shell = false } = {}): Promise<string> {
  const handler = createStaticHandler(shell ? shellRoutes : routes);
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) throw new Error(`prerender ${url}: the router answered a redirect (${context.status})`);
  if (context.errors) throw new Error(`prerender ${url}: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <QueryClientProvider client={createQueryClient()}>
        <AuthProvider navigation={staticNavigation}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AuthProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
}
