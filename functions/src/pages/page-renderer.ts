import type { PageRenderer } from '../domain/pages.js';

/**
 * The web build's server renderer, functions/ssr/server-entry.js (web/server-plugin.ts writes it), named by
 * functions/package.json `imports` so that src/ and the bundle in lib/ find it alike.
 */
const RENDERER = '#ssr';

let renderer: Promise<PageRenderer> | undefined;

/**
 * The page renderer, loaded on the first page request: API calls never load React, so an instance that serves only
 * the API starts as fast as before (README, "Pages from the server").
 */
export function loadPageRenderer(): Promise<PageRenderer> {
  renderer ??= (import(RENDERER) as Promise<PageRenderer>).catch((error: unknown) => {
    renderer = undefined;
    throw error;
  });
  return renderer;
}
