import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { createQueryClient } from '../lib/query-client';
import { fromTransferState, QUERY_STATE_ELEMENT_ID } from '../lib/query-state';
import { App } from './app';
import { prefetchFirstPage } from './prefetch';
import { createRouter, whenRouterReady } from './router';

/** The query cache a server-rendered page came with (server-render.tsx), or undefined on the static shell. */
export function serverState(document: Document): DehydratedState | undefined {
  const element = document.getElementById(QUERY_STATE_ELEMENT_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as DehydratedState) : undefined;
}

/**
 * Puts the server's answers into the cache, as fresh as the visit. A dish the server found missing stays so: the app
 * does not ask again on mount (it would show a skeleton over the not-found page meanwhile).
 */
function hydrateCache(queryClient: QueryClient, state: DehydratedState): void {
  hydrate(queryClient, fromTransferState(state, Date.now()));
  for (const query of state.queries) {
    if (query.state.status === 'error') queryClient.setQueryDefaults(query.queryKey, { retryOnMount: false });
  }
}

/**
 * Starts the app in `container` once the first page's module is in. Over a server-rendered page the app hydrates with
 * the data that page was rendered with: React adopts the DOM on screen, and nothing is fetched again. Over the static
 * shell (every other route) it renders the route afresh. Resolves to the root once its first render has started.
 */
export function boot(container: HTMLElement): Promise<Root> {
  const queryClient = createQueryClient();
  const router = createRouter();
  const state = serverState(document);
  if (state) hydrateCache(queryClient, state);
  // The shell has no data: the first page's API call starts now, beside the page chunk the router is fetching.
  else void prefetchFirstPage(window.location.pathname, queryClient, window.location.search);
  return whenRouterReady(router).then(() => {
    if (state) {
      let root: Root | undefined;
      // As a transition, React hydrates in slices and yields to the browser between them (at default priority it
      // would adopt the whole page in one long task); a tap meanwhile makes it hydrate what was tapped at once.
      startTransition(() => {
        root = hydrateRoot(
          container,
          <StrictMode>
            <App router={router} queryClient={queryClient} />
          </StrictMode>,
          {
            onRecoverableError: (error) => {
              console.error('Hydration fell back to rendering afresh', error);
            },
          },
        );
      });
      if (!root) throw new Error('hydrateRoot returned no root');
      return root;
    }
    const root = createRoot(container);
    // The shell is on screen meanwhile, so the first render need not block: as a transition React renders it in
    // slices and yields to the browser between them (a tap or a scroll is never held up by a long task).
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
