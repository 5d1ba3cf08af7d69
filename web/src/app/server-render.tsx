import { QueryClient } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, createStaticHandler, createStaticRouter, StaticRouterProvider, type HydrationState, type RouteObject } from 'react-router-dom';
import type { PageReads } from '@domain/pages';
import { PageSkeleton } from '../components/skeletons';
import { pageContext, ROUTER_STATE_ELEMENT_ID } from '../lib/page-context';
import { loadAreas, startAreasOf } from '../i18n/catalogs';
import { DEFAULT_LANG, LANG_PREFIX, langOfPath, type Lang } from '../i18n/langs';
import { headIn, headTags, isPageHandle, scriptJson, siteDescription } from './head-tags';
import { createQueryClient } from '../lib/query-client';
import { App } from './app';
import { siteHead } from './route-head';
import { routes, whenRouterReady } from './router';

export interface AppRender {
  /** The page's loader's status: 200; 404 when its subject does not exist; 503 when some data could not be read. */
  status: number;
  markup: string;
  /** What the page's loader read, as a <script> element the browser's router starts with (boot.tsx). */
  state: string;
  /** <head> elements: title, description, canonical, Open Graph, JSON-LD. */
  head: string;
  /** The route id of the page rendered (server-pages.ts serverPageId). */
  pageId: string;
  /** The page's language (its URL's): the document's <html lang>. */
  lang: Lang;
}

/**
 * What every page in `lang` has, loaded on the process's first page in that language, as boot.tsx loads it in the
 * browser: a page renders in its URL's language only, and its route loads its own areas (router.tsx).
 */
const startCatalogOf = (lang: Lang) => loadAreas(lang, startAreasOf(lang));

/**
 * The app's routes, made into the router's data routes once per process, not per page (a memory router per request
 * converted, ranked and matched the whole route table twice and re-ran the page's lazy import: ~40 % of a render).
 * It loads a page's module on its first request and keeps it.
 */
const pageHandler = createStaticHandler(routes);

/**
 * `url` (path and query) rendered by the app's own routes: the matched page's loader reads its data through `reads`
 * (the `api` function's repos), its component renders it, its route's head describes it. The browser's router starts
 * with the same loader data (boot.tsx), so its first render produces the same HTML and nothing is fetched again.
 */
export async function renderApp(url: string, reads: PageReads, origin: string): Promise<AppRender> {
  const address = new URL(url, origin);
  const lang = langOfPath(address.pathname);
  await startCatalogOf(lang);
  const context = await pageHandler.query(new Request(address), { requestContext: pageContext(reads) });
  if (context instanceof Response) throw new Error(`render ${url}: the routes answered ${context.status}`);
  if (context.errors) throw new Error(`render ${url}: ${JSON.stringify(context.errors)}`);
  const status = context.statusCode;
  const page = context.matches.findLast((match) => isPageHandle(match.route.handle));
  const handle = page?.route.handle;
  if (!page || !isPageHandle(handle)) throw new Error(`render ${url}: no page route with a head matched`);
  const head = headIn(handle.head({ data: context.loaderData[page.route.id], url: address, site: siteHead(origin, lang), lang }), lang);

  const router = createStaticRouter(pageHandler.dataRoutes, context);
  const queryClient = createQueryClient();
  try {
    const markup = renderToString(
      <StrictMode>
        <App router={router} queryClient={queryClient} lang={lang} hydrating>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </App>
      </StrictMode>,
    );
    const state: HydrationState = { loaderData: context.loaderData, actionData: null, errors: null };
    return {
      status,
      markup,
      state: `<script type="application/json" id="${ROUTER_STATE_ELEMENT_ID}">${scriptJson(state)}</script>`,
      head: headTags(head),
      pageId: page.route.id,
      lang,
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

/**
 * The static SPA fallback's markup and <head> in `lang` (auth loading, no page: the app renders the route afresh over
 * it), its layout from that language's root.
 */
export async function renderShell({ noindex, lang = DEFAULT_LANG }: { noindex: boolean; lang?: Lang }): Promise<Pick<AppRender, 'markup' | 'head'>> {
  await startCatalogOf(lang);
  const router = createMemoryRouter(shellRoutes(noindex ? <PageSkeleton /> : null), { initialEntries: [LANG_PREFIX[lang] || '/'] });
  try {
    await whenRouterReady(router);
    const markup = renderToString(
      <StrictMode>
        <App router={router} queryClient={new QueryClient()} lang={lang} hydrating />
      </StrictMode>,
    );
    const description = siteDescription(lang).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
    const head = [`<title>Food Store</title>`, `<meta name="description" content="${description}" />`];
    if (noindex) head.push('<meta name="robots" content="noindex" />');
    return { markup, head: head.join('\n    ') };
  } finally {
    router.dispose();
  }
}
