import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from '../lib/query-client';
import { App } from './app';
import { prefetchFirstPage } from './prefetch';
import { createRouter, whenRouterReady } from './router';

/** Starts the app in `container`, replacing the prerendered markup once the first page's module is in. */
export function boot(container: HTMLElement): void {
  const queryClient = createQueryClient();
  // The first page's API call starts now, beside the page chunk the router is fetching.
  void prefetchFirstPage(window.location.pathname, queryClient, window.location.search);
  const router = createRouter();
  void whenRouterReady(router).then(() => {
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
  });
}
