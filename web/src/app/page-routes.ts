import type { LoaderFunction, ShouldRevalidateFunction } from 'react-router-dom';
import type { ComponentType } from 'react';
import type { Area } from '../i18n/areas';
import { LANG_PREFIX, LANGS, type Lang } from '../i18n/langs';
import type { PageHandle } from '../lib/page-head';
import { paths } from '../lib/paths';

/** A page route module: its component, the loader that reads its data, and its head (lib/page-head.ts). */
export interface PageRouteModule {
  default: ComponentType;
  loader: LoaderFunction;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each page's head takes its own loader's data
  handle: PageHandle<any>;
  shouldRevalidate?: ShouldRevalidateFunction;
}

/** A server-rendered page: its route pattern, and its route module, loaded when the route is first visited. */
export interface ServerPage {
  path: string;
  load: () => Promise<PageRouteModule>;
  /** The catalog areas its texts are in (besides `start`, which every page has), loaded before it renders. */
  areas: readonly Area[];
}

/**
 * The server-rendered pages (docs/ARCHITECTURE.md §5e), the one list of them: the router makes their routes
 * (router.tsx), the `api` function serves their paths and renders them (server-entry.ts, server-render.tsx), and firebase.json's Hosting rewrites and
 * Cache-Control rules are generated from it (`npx tsx scripts/hosting-config.ts`; scripts/hosting-config.test.ts fails
 * when firebase.json differs). The web build finds each page's chunks by the order of the imports here
 * (web/server-plugin.ts): this module imports nothing else dynamically.
 */
export const SERVER_PAGES: readonly ServerPage[] = [
  { path: paths.home, load: () => import('../features/home/home-route'), areas: [] },
  { path: paths.foods, load: () => import('../features/foods/all-foods-route'), areas: ['foods', 'errors'] },
  { path: paths.food.pattern, load: () => import('../features/foods/food-detail-route'), areas: ['foods', 'errors'] },
];

/**
 * A route pattern of the app (an English path) in `lang`: `/foods` → `/bn/foods`; the home page is `/bn` (and
 * `/bn/`, which the same route matches).
 */
export function patternIn(lang: Lang, pattern: string): string {
  if (lang === 'en' || pattern === '*') return lang === 'en' ? pattern : `${LANG_PREFIX[lang]}/*`;
  return pattern === paths.home ? LANG_PREFIX[lang] : `${LANG_PREFIX[lang]}${pattern}`;
}

/**
 * Every server-rendered page's paths in every language, derived from SERVER_PAGES (the `api` function serves these
 * paths with the renderer: server-entry.ts `pagePaths`): English as the list says, then each other language's (its
 * home page as `/bn` and `/bn/`).
 */
export function serverPagePaths(pages: readonly { path: string }[] = SERVER_PAGES): string[] {
  return LANGS.flatMap((lang) =>
    pages.flatMap(({ path }) => {
      const inLang = patternIn(lang, path);
      return lang !== 'en' && path === paths.home ? [inLang, `${inLang}/`] : [inLang];
    }),
  );
}
