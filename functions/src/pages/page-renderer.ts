import type { PageRenderer } from '../domain/pages.js';

/** The web build's server renderer, beside lib/ and src/ alike (web/server-plugin.ts writes it). */
const RENDERER = new URL('../../ssr/server-entry.js', import.meta.url);

let renderer: Promise<PageRenderer> | undefined;

/**
 * The page renderer, loaded on the first page request: API calls never load React, so an instance that serves only
 * the API starts as fast as before (README, "Pages from the server").
 */
export function loadPageRenderer(): Promise<PageRenderer> {
  renderer ??= (import(RENDERER.href) as Promise<PageRenderer>).catch((error: unknown) => {
    renderer = undefined;
    throw error;
  });
  return renderer;
}
