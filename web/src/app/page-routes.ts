import type { LoaderFunction, ShouldRevalidateFunction } from 'react-router-dom';
import type { ComponentType } from 'react';
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
}

/**
 * The server-rendered pages (docs/ARCHITECTURE.md §5e), the one list of them: the router makes their routes
 * (router.tsx), the `api` function renders them (server-render.tsx), and firebase.json's Hosting rewrites and
 * Cache-Control rules are generated from it (`npx tsx scripts/hosting-config.ts`; scripts/hosting-config.test.ts fails
 * when firebase.json differs). The web build finds each page's chunks by the order of the imports here
 * (web/server-plugin.ts): this module imports nothing else dynamically.
 */
export const SERVER_PAGES: readonly ServerPage[] = [
  { path: paths.home, load: () => import('../features/home/home-route') },
  { path: paths.foods, load: () => import('../features/foods/all-foods-route') },
  { path: paths.food.pattern, load: () => import('../features/foods/food-detail-route') },
];
