import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { matchRoutes } from 'react-router-dom';
import { clickEarlyButton, takeEarlyClick } from '../lib/early-click';
import { createQueryClient } from '../lib/query-client';
import { App } from './app';
import { prefetchFirstPage } from './prefetch';
import { PRERENDERED_URL_ATTRIBUTE } from './prerendered-pages';
import { createRouter, routes, whenRouterReady } from './router';

declare global {
  interface Window {
    /** Hydration mismatches React recovered from by rendering afresh (e2e/first-paint.test.ts expects none). */
    __hydrationErrors?: string[];
  }
}

/**
 * Whether `container` holds the prerendered markup of the page at `location`: the same route (a food page's markup is
 * the same for every id: its skeleton) and no query string (All Foods' view lives there and is rendered without).
 */
export function isPrerenderedFor(container: HTMLElement, location: { pathname: string; search: string }): boolean {
  const prerendered = container.getAttribute(PRERENDERED_URL_ATTRIBUTE);
  if (prerendered === null || location.search) return false;
  const leaf = (pathname: string) => matchRoutes(routes, pathname)?.at(-1)?.route;
  const route = leaf(prerendered);
  return route !== undefined && route === leaf(location.pathname);
}

/**
 * Starts the app in `container` once the first page's module is in. Over the prerendered markup of this page the app
 * hydrates: React adopts the DOM on screen instead of building and laying out a second copy of the page. Any other
 * markup (the SPA shell, All Foods with a query) is replaced. Resolves to the root once its first render has started.
 */
export function boot(container: HTMLElement): Promise<Root> {
  const queryClient = createQueryClient();
  const router = createRouter();
  const hydrate = isPrerenderedFor(container, window.location);
  // The first page's API call starts now, beside the page chunk the router is fetching. Not when hydrating: that render
  // must match the prerendered skeletons, so the data arrives after it (index.html's early call has the answer).
  if (!hydrate) void prefetchFirstPage(window.location.pathname, queryClient, window.location.search);
  return whenRouterReady(router).then(() => {
    if (hydrate) {
      // From here React handles taps itself (it hydrates at once what is tapped); one made before is replayed, once.
      let tapped = takeEarlyClick();
      const replayTap = () => {
        clickEarlyButton(tapped);
        tapped = null;
      };
      const errors: string[] = (window.__hydrationErrors = []);
      let root: Root | undefined;
      // As a transition, React hydrates in slices and yields to the browser between them (at default priority it
      // would adopt the whole page in one long task); a tap meanwhile makes it hydrate what was tapped at once.
      startTransition(() => {
        root = hydrateRoot(
          container,
          <StrictMode>
            <App router={router} queryClient={queryClient} replayTap={replayTap} />
          </StrictMode>,
          {
            onRecoverableError: (error) => {
              errors.push(error instanceof Error ? error.message : String(error));
              console.error('Hydration fell back to rendering afresh', error);
            },
          },
        );
      });
      if (!root) throw new Error('hydrateRoot returned no root');
      return root;
    }
    const root = createRoot(container);
    // The prerendered page is on screen meanwhile, so the first render need not block: as a transition React renders
    // it in slices and yields to the browser between them (a tap or a scroll is never held up by a long task).
    startTransition(() => {
      root.render(
        <StrictMode>
          <App router={router} queryClient={queryClient} />
        </StrictMode>,
      );
    });
    return root;
  });
}
