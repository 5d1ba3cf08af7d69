import { dehydrate, QueryClient, type Query } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router-dom';
import type { PageApiResponse, PageRequest } from '@domain/pages';
import { PageSkeleton } from '../components/skeletons';
import { ApiError, type ApiClient, type ApiResponse, type RequestOptions } from '../lib/http';
import { matchesRoute } from '../lib/paths';
import { createQueryClient } from '../lib/query-client';
import { QUERY_STATE_ELEMENT_ID, scriptJson, toTransferState } from '../lib/query-state';
import { App } from './app';
import { describePage, headTags, SITE_DESCRIPTION } from './page-head';
import { prefetchFirstPage } from './prefetch';
import { routes, whenRouterReady } from './router';
import { SERVER_PAGES, type ServerPage } from './server-pages';

/** The app's API client on the server: the function answers its public reads in-process (PageRequest.get). */
export function serverApi(get: PageRequest['get']): ApiClient {
  async function request<T>(path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
    if ((options.method ?? 'GET') !== 'GET' || options.public !== true) throw new Error(`${path}: the server renders public reads only`);
    const response: PageApiResponse = await get(path);
    if (response.status >= 400) {
      const body = (response.body ?? {}) as { message?: unknown };
      throw new ApiError(response.status, typeof body.message === 'string' ? body.message : 'Request failed');
    }
    return { data: response.body as T, headers: new Headers(response.headers) };
  }
  const refuse = (path: string) => Promise.reject(new Error(`${path}: the server renders public reads only`));
  return {
    request,
    get: <T,>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => request<T>(path, { ...options, method: 'GET' }).then((r) => r.data),
    post: refuse,
    put: refuse,
    delete: refuse,
    upload: refuse,
  };
}

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** The server page whose route renders `pathname`, if any. */
export function serverPageFor(pathname: string): ServerPage | undefined {
  return SERVER_PAGES.find((page) => matchesRoute(page.pattern, pathname));
}

export interface AppRender {
  /** 200; 404 when the page's subject does not exist; 503 when some of its data could not be read (the app loads it). */
  status: number;
  markup: string;
  /** The query cache the markup shows, as a <script> element for the app to hydrate with. */
  state: string;
  /** <head> elements: title, description, canonical, Open Graph, JSON-LD. */
  head: string;
}

/**
 * The app's routes, made into the router's data routes once per process, not per page (a memory router per request
 * converted, ranked and matched the whole route table twice and re-ran the page's lazy import: ~40 % of a render).
 * It loads a page's module on its first request and keeps it.
 */
const pageHandler = createStaticHandler(routes);

/**
 * `url` (path and query) rendered by the app's own components with its data, which `api` reads. The app hydrates this
 * markup with the same cache (boot.tsx), so its first render in the browser produces the same HTML.
 */
export async function renderApp(url: string, api: ApiClient, origin: string): Promise<AppRender> {
  const { pathname, search } = new URL(url, origin);
  const queryClient = createQueryClient();
  // Each page's data is read once, and a missing dish renders as such (not as a retry's skeleton).
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false, retryOnMount: false } });
  await prefetchFirstPage(pathname, queryClient, search, api);

  const failed = queryClient.getQueryCache().findAll({ predicate: (query) => query.state.status === 'error' });
  // A missing dish is the page's answer (404); anything else is left for the browser to load, as without a server.
  const unavailable = failed.filter((query) => !isNotFound(query.state.error));
  for (const query of unavailable) queryClient.getQueryCache().remove(query);
  const status = failed.some((query) => isNotFound(query.state.error)) ? 404 : unavailable.length ? 503 : 200;

  const context = await pageHandler.query(new Request(new URL(url, origin)));
  if (context instanceof Response) throw new Error(`render ${url}: the routes answered ${context.status}`);
  if (context.errors) throw new Error(`render ${url}: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(pageHandler.dataRoutes, context);
  try {
    const markup = renderToString(
      <StrictMode>
        <App router={router} queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </App>
      </StrictMode>,
    );
    const shown = (query: Query) => query.state.status === 'success' || isNotFound(query.state.error);
    const state = toTransferState(dehydrate(queryClient, { shouldDehydrateQuery: shown, shouldRedactErrors: () => false }));
    return {
      status,
      markup,
      state: `<script type="application/json" id="${QUERY_STATE_ELEMENT_ID}">${scriptJson(state)}</script>`,
      head: headTags(describePage(url, origin, queryClient, status)),
    };
  } finally {
    queryClient.clear();
  }
}

/**
 * The layout around `page`: what any route looks like before its page arrives (the SPA fallback). The signed-in
 * pages' shell holds a page skeleton (they show it while auth loads, app/require-auth.tsx); the other one an empty main.
 */
const shellRoutes = (page: ReactNode): RouteObject[] =>
  routes.map(({ path, element, errorElement }) => ({
    path,
    element,
    errorElement,
    children: [
      { index: true, element: page },
      { path: '*', element: page },
    ],
  }));

/** The static SPA fallback's markup and <head> (auth loading, no page: the app renders the route afresh over it). */
export async function renderShell({ noindex }: { noindex: boolean }): Promise<Pick<AppRender, 'markup' | 'head'>> {
  const router = createMemoryRouter(shellRoutes(noindex ? <PageSkeleton /> : null), { initialEntries: ['/'] });
  try {
    await whenRouterReady(router);
    const markup = renderToString(
      <StrictMode>
        <App router={router} queryClient={new QueryClient()} />
      </StrictMode>,
    );
    const head = [`<title>Food Store</title>`, `<meta name="description" content="${SITE_DESCRIPTION}" />`];
    if (noindex) head.push('<meta name="robots" content="noindex" />');
    return { markup, head: head.join('\n    ') };
  } finally {
    router.dispose();
  }
}
