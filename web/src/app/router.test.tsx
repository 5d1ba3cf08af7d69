import { matchRoutes, type RouteObject } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Area } from '../i18n';
import * as catalogs from '../i18n/catalogs';
import { serverPageId } from './server-pages';
import { createRouter, hydratingRoutes, patchAllRoutes, routes, startingRoutes, whenRouterReady } from './router';

// What the routes ask the catalogs for (they are all loaded already, by the tests' setup).
const loadAreas = vi.spyOn(catalogs, 'loadAreas');

const [english, bangla] = routes;
const lazyOf = (route: RouteObject) => route.lazy as () => Promise<unknown>;

/** The areas each page loads (COMMON i18n mapping), by its English path. */
const AREAS: Record<string, Area[]> = {
  '/': ['start'],
  '/foods': ['start', 'foods', 'errors'],
  '/food/:id': ['start', 'foods', 'errors'],
  '/login': ['start', 'account', 'errors'],
  '/register': ['start', 'account', 'errors'],
  '/forgot-password': ['start', 'account', 'errors'],
  '/foodPurchase/:id': ['start', 'orders', 'errors'],
  '/add-food': ['start', 'seller', 'errors'],
  '/my-foods': ['start', 'seller', 'errors'],
  '/my-orders': ['start', 'orders', 'errors'],
  '/orders/:id': ['start', 'orders', 'errors'],
  '/my-sales': ['start', 'orders', 'sales', 'errors'],
  // The cart page adds a dish sent by Add to cart's link with the button's words (the `cart` catalog).
  '/cart': ['start', 'orders', 'cart', 'errors'],
  '/update-Food/:id': ['start', 'seller', 'errors'],
  '/update-food/:id': ['start', 'seller', 'errors'],
  '/gallery': ['start', 'pages', 'errors'],
  '/aboutus': ['start', 'pages', 'errors'],
  '/contract': ['start', 'pages', 'errors'],
  '/jobs': ['start', 'pages', 'errors'],
  '/press': ['start', 'pages', 'errors'],
  '/faq': ['start', 'pages', 'errors'],
  '/terms': ['start', 'pages', 'errors'],
  '/privacy': ['start', 'pages', 'errors'],
  '/cookies': ['start', 'pages', 'errors'],
  '*': ['start', 'pages', 'errors'],
};

beforeEach(() => {
  loadAreas.mockClear();
});

describe('routes in each language (docs/ARCHITECTURE.md §5i)', () => {
  it('has one root per language: English at the spec’s paths, Bangla at the same paths under /bn', () => {
    expect(routes).toHaveLength(2);
    expect([english?.path, bangla?.path]).toEqual(['/', '/bn']);
    const englishPaths = english?.children?.map((route) => (route.index ? '/' : route.path));
    const banglaPaths = bangla?.children?.map((route) => (route.index ? '/bn' : route.path));
    expect(englishPaths).toEqual(Object.keys(AREAS));
    expect(banglaPaths).toEqual(Object.keys(AREAS).map((path) => (path === '/' ? '/bn' : path === '*' ? '/bn/*' : `/bn${path}`)));
  });

  it('matches /bn/… to the Bangla routes, with their own ids, and anything else to the English ones', () => {
    const last = (path: string) => matchRoutes(routes, path)?.at(-1);
    expect(last('/bn')?.route.id).toBe(serverPageId(0, 'bn'));
    expect(last('/bn/')?.route.id).toBe(serverPageId(0, 'bn'));
    expect(last('/bn/foods')?.route.id).toBe(serverPageId(1, 'bn'));
    expect(last('/bn/food/f1')?.route.id).toBe(serverPageId(2, 'bn'));
    expect(last('/food/f1')?.route.id).toBe(serverPageId(2));
    expect(last('/bn/my-orders')?.route.path).toBe('/bn/my-orders');
    expect(last('/bn/no/such/page')?.route.path).toBe('/bn/*');
    expect(last('/bnx')?.route.path).toBe('*');
    const ids = matchRoutes(routes, '/bn/food/f1')?.map((match) => match.route.id) ?? [];
    expect(new Set(ids).size).toBe(ids.length);
  });

  for (const [lang, root] of [['en', english], ['bn', bangla]] as const) {
    it(`${lang}: every route loads its catalog areas in ${lang} with its module, before it renders`, async () => {
      const children = root?.children ?? [];
      for (const [index, route] of children.entries()) {
        loadAreas.mockClear();
        const path = Object.keys(AREAS)[index] ?? '';
        await lazyOf(route)();
        expect(loadAreas.mock.calls, path).toEqual([[lang, AREAS[path]]]);
      }
    });
  }

  it('over a server-rendered Bangla page, the matched page is in place with its areas loaded before the router starts', async () => {
    const resolved = await hydratingRoutes('/bn/food/f1');
    expect(loadAreas.mock.calls).toEqual([['bn', ['start', 'foods', 'errors']]]);
    // The Bangla root with its server-rendered pages only: the router starts with those (startingRoutes).
    expect(resolved.map((route) => route.id)).toEqual(['root-bn']);
    expect(resolved[0]?.children?.map((route) => route.id)).toEqual([0, 1, 2].map((index) => serverPageId(index, 'bn')));
    const page = resolved[0]?.children?.find((route) => route.id === serverPageId(2, 'bn'));
    expect(page?.lazy).toBeUndefined();
    expect(page?.loader).toBeTypeOf('function');
  });
});

describe('the routes the browser starts with', () => {
  beforeEach(() => {
    // ScrollRestoration and the auth's logout call are not part of these tests.
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => {
    window.history.replaceState(null, '', '/');
  });

  it('are the page language’s root with its server-rendered pages; the rest come with the first navigation that needs them', async () => {
    expect(startingRoutes('en').map((route) => [route.id, route.path])).toEqual([['root-en', '/']]);
    expect(startingRoutes('bn')[0]?.children?.map((route) => route.id)).toEqual([0, 1, 2].map((index) => serverPageId(index, 'bn')));

    window.history.replaceState(null, '', '/aboutus');
    const router = createRouter();
    await whenRouterReady(router);
    // A page the starting routes do not hold, opened afresh: its route is found before the router is ready.
    expect(router.state.matches.at(-1)?.route.path).toBe('/aboutus');
    expect(router.state.errors).toBeNull();
    // Every route of both languages is there now, once each.
    const held = (roots: readonly RouteObject[]) => roots.map((root) => [root.path, root.children?.map((route) => (route.index ? '/' : route.path))]);
    expect(held(router.routes)).toEqual(held(routes));

    await router.navigate('/bn/faq');
    expect(router.state.matches.map((match) => match.route.id).slice(0, 1)).toEqual(['root-bn']);
    expect(router.state.matches.at(-1)?.route.path).toBe('/bn/faq');
    await router.navigate('/no/such/page');
    expect(router.state.matches.at(-1)?.route.path).toBe('*');
    expect(held(router.routes)).toEqual(held(routes));
    router.dispose();
  });

  it('are patched once, by the first navigation that is still going on', () => {
    const patchRoutes = patchAllRoutes('bn');
    if (!patchRoutes) throw new Error('no patchRoutesOnNavigation');
    const patch = vi.fn<(routeId: string | null, children: RouteObject[]) => void>();
    const ask = (signal: AbortSignal) => patchRoutes({ patch, signal, path: '/login', matches: [], fetcherKey: undefined });
    const given = new AbortController();
    given.abort();
    void ask(given.signal);
    expect(patch).not.toHaveBeenCalled();
    void ask(new AbortController().signal);
    // Two patches (the router flattens its routes again after each): the English root whole, the Bangla root's pages.
    expect(patch.mock.calls.map(([id, children]) => [id, children.map((route) => route.id ?? route.path)])).toEqual([
      [null, ['root-en']],
      ['root-bn', routes[1]?.children?.slice(3).map((route) => route.id ?? route.path)],
    ]);
    void ask(new AbortController().signal);
    expect(patch).toHaveBeenCalledTimes(2);
  });

  it('over a server-rendered page, a link to another kind of page finds its route', async () => {
    window.history.replaceState(null, '', '/bn');
    const router = createRouter(undefined, { data: { loaderData: { [serverPageId(0, 'bn')]: { foods: [] } } }, routes: await hydratingRoutes('/bn') });
    await whenRouterReady(router);
    expect(router.routes.map((route) => route.id)).toEqual(['root-bn']);
    await router.navigate('/bn/login');
    expect(router.state.matches.at(-1)?.route.path).toBe('/bn/login');
    expect(router.state.errors).toBeNull();
    router.dispose();
  });
});
