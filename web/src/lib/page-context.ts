import { createContext, RouterContextProvider } from 'react-router-dom';
import type { PageReads } from '@domain/pages';

/**
 * The reads a page route's loader makes (`PageReads`, functions/src/domain/pages.ts), in the router's context: on the
 * server the `api` function's repos (server-render.tsx), in the browser the app's /api client through the query
 * cache (app/router.tsx browserReads), so one loader serves the server render and every navigation.
 */
const pageReadsContext = createContext<PageReads>();

/** The id of the <script type="application/json"> that carries a server-rendered page's loader data (server-render.tsx). */
export const ROUTER_STATE_ELEMENT_ID = 'router-state';

/** A router context holding `reads`, for the loaders of one render or of the browser's router. */
export function pageContext(reads: PageReads): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(pageReadsContext, reads);
  return context;
}

/** The reads of a loader's `context` (the router throws when it holds none: a router made without pageContext()). */
export function pageReads(context: unknown): PageReads {
  return (context as RouterContextProvider).get(pageReadsContext);
}

/**
 * A read whose failure is not the page's to answer (a 503 past the request's deadline, the network): undefined, and
 * the page loads that data itself once in the browser, as without a server. The loader answers 503 then.
 */
export function orUnread<T>(read: Promise<T>): Promise<T | undefined> {
  return read.catch(() => undefined);
}

/** The status of a page loaded with `values`: 503 when one could not be read, else 200. */
export function readStatus(...values: unknown[]): number {
  return values.includes(undefined) ? 503 : 200;
}
