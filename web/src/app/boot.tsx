import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import type { HydrationState } from 'react-router-dom';
import type { EarlyTaps } from '../lib/early-tap';
import { replayEarlyTap } from '../lib/early-tap';
import { createQueryClient } from '../lib/query-client';
import { App } from './app';
import { ROUTER_STATE_ELEMENT_ID } from '../lib/page-context';
import { createRouter, hydratingRoutes, whenRouterReady } from './router';

declare global {
  interface Window {
    /** Hydration mismatches React recovered from by rendering afresh (e2e/first-paint.test.ts expects none). */
    __hydrationErrors?: string[];
    /**
     * True once the app has committed its first render: from then on it handles the page (a server-rendered page is
     * visible and usable before; e2e/support/ui.ts appStarted waits for this before using what only the app does).
     */
    __appStarted?: boolean;
  }
}

/** What a server-rendered page's loader read (server-render.tsx), or undefined on the static shell. */
export function serverState(document: Document): HydrationState | undefined {
  const element = document.getElementById(ROUTER_STATE_ELEMENT_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as HydrationState) : undefined;
}

/**
 * Starts the app in `container` once the first page's module (and, over the shell, its loader's data) is in. Over a
 * server-rendered page the app hydrates with the data that page was rendered with: React adopts the DOM on screen,
 * and nothing is fetched again. Over the static shell (every other route) it renders the route afresh. Resolves to
 * the root once its first render has started.
 */
export function boot(container: HTMLElement, taps?: EarlyTaps): Promise<Root> {
  const queryClient = createQueryClient();
  // Over a server-rendered page the router starts with what its loader read there (its module loaded first); over the
  // shell it loads the first route's module and runs its loader, if it has one (a page route served by Vite's dev server).
  const state = serverState(document);
  const hydration = state && hydratingRoutes(window.location.pathname).then((routes) => ({ data: state, routes }));
  return Promise.resolve(hydration).then(async (resolved) => {
    const router = createRouter(queryClient, resolved);
    await whenRouterReady(router);
    // From here React handles taps itself (it hydrates at once what is tapped); one made before is replayed, once.
    const tapped = taps?.take() ?? null;
    const replayTap = () => {
      window.__appStarted = true;
      replayEarlyTap(tapped);
    };
    if (state) {
      const errors: string[] = (window.__hydrationErrors = []);
      let root: Root | undefined;
      // As a transition, React hydrates in slices and yields to the browser between them (at default priority it
      // would adopt the whole page in one long task); a tap meanwhile makes it hydrate what was tapped at once.
      startTransition(() => {
        root = hydrateRoot(
          container,
          <StrictMode>
            <App router={router} queryClient={queryClient} onFirstCommit={replayTap} />
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
    // The shell is on screen meanwhile, so the first render need not block: as a transition React renders it in
    // slices and yields to the browser between them (a tap or a scroll is never held up by a long task).
    startTransition(() => {
      root.render(
        <StrictMode>
          <App router={router} queryClient={queryClient} onFirstCommit={replayTap} />
        </StrictMode>,
      );
    });
    return root;
  });
}
