import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import type { HydrationState } from 'react-router-dom';
import { loadAreas, startAreasOf } from '../i18n/catalogs';
import { langOfPath } from '../i18n/langs';
import { createQueryClient } from '../lib/query-client';
import { yieldToBrowser } from '../lib/yield-to-browser';
import { App } from './app';
import { ROUTER_STATE_ELEMENT_ID } from '../lib/page-context';
import { createRouter, hydratingRoutes, whenRouterReady } from './router';

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
 *
 * Its three steps run as three tasks (docs/ARCHITECTURE.md §6): the app's modules are evaluated in the task that
 * imported them, the first page's modules and catalogs are asked for in the next, and the router and the root start
 * in a third, so that a tap or a frame can come between them.
 */
export async function boot(container: HTMLElement): Promise<Root> {
  await yieldToBrowser();
  const queryClient = createQueryClient();
  // The document's language is fixed (the language control loads the other language's page).
  const lang = langOfPath(window.location.pathname);
  // A page comes with its lang: setting it again, even to the same value, makes the browser restyle every element.
  if (document.documentElement.lang !== lang) document.documentElement.lang = lang;
  const catalogs = loadAreas(lang, startAreasOf(lang));
  // Over a server-rendered page the router starts with what its loader read there (its module loaded first); over the
  // shell it loads the first route's module and runs its loader, if it has one (a page route served by Vite's dev server).
  const state = serverState(document);
  const hydration = state && hydratingRoutes(window.location.pathname).then((routes) => ({ data: state, routes }));
  const [resolved] = await Promise.all([hydration, catalogs]);
  await yieldToBrowser();
  const router = createRouter(queryClient, resolved);
  await whenRouterReady(router);
  if (state) {
    let root: Root | undefined;
    // As a transition, React hydrates in slices and yields to the browser between them (at default priority it
    // would adopt the whole page in one long task); a tap meanwhile makes it hydrate what was tapped at once.
    startTransition(() => {
      root = hydrateRoot(
        container,
        <StrictMode>
          <App router={router} queryClient={queryClient} lang={lang} hydrating />
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
        <App router={router} queryClient={queryClient} lang={lang} />
      </StrictMode>,
    );
  });
  return root;
}
