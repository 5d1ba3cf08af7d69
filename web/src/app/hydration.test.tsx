import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageReads } from '@domain/pages';
import { alice } from '../testing/auth';
import { json, stubApi } from '../testing/api';
import { makeFood } from '../testing/fixtures';
import { SESSION_HINT_KEY } from '../config/ui';
import { boot } from './boot';
import { SITE_DESCRIPTION } from './head-tags';
import { ROUTER_STATE_ELEMENT_ID } from '../lib/page-context';
import { renderApp, renderShell } from './server-render';

// What the `api` function serves for /, /foods and /food/:id (server-render.tsx), and the app booting over it in the
// browser: the same markup, the router starting with the loader data it came with, the client's own first render of the URL.
const fb = vi.hoisted(() => ({ user: null as unknown }));
vi.mock('../lib/firebase', () => ({
  onAuthChange: (listener: (user: unknown) => void) => {
    listener(fb.user);
    return () => undefined;
  },
  installEmulatorHooks: () => () => undefined,
}));

/** How many times a card's rating (a part of every card, re-rendered with it) rendered. */
const ratings = vi.hoisted(() => ({ renders: 0 }));
vi.mock('../components/star-rating', async (importOriginal) => {
  const original = await importOriginal<typeof import('../components/star-rating')>();
  return {
    ...original,
    RatingSummary: (props: Parameters<typeof original.RatingSummary>[0]) => {
      ratings.renders += 1;
      return original.RatingSummary(props);
    },
  };
});

const biryani = makeFood({ _id: 'f1', foodName: 'Kacchi Biryani', buyer: { uid: alice.uid, userName: 'Alice Cook', photo: '' } });
const ORIGIN = 'http://localhost:5000';

/** The function's public reads (its repos), as the page loaders see them on the server (a test may change them). */
const defaultReads: PageReads = {
  topFoods: async () => [biryani],
  categories: async () => [{ category: 'Rice', count: 1 }],
  foods: async () => ({ foods: [biryani], nextCursor: null }),
  food: async (id) => (id === 'f1' ? biryani : null),
};
const serverReads: PageReads = { ...defaultReads };

let root: Root | undefined;
let container: HTMLElement;
let consoleErrors: unknown[][];
let api: ReturnType<typeof stubApi>;

// The page was rendered a while ago (a CDN copy): the time and the year on it are the server's, not the visit's.
const RENDERED_AT = new Date('2025-12-31T17:59:58Z');
const VISITED_AT = new Date('2026-01-01T08:30:00Z');

/** The page the function serves for `url`, then the app booting over it (at `url` with `hash`, which no server sees). */
async function visit(url: string, hash = '') {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(RENDERED_AT);
  const page = await renderApp(url, serverReads, ORIGIN);
  vi.setSystemTime(VISITED_AT);
  container.innerHTML = page.markup;
  document.body.insertAdjacentHTML('beforeend', page.state);
  window.history.replaceState(null, '', url + hash);
  root = await boot(container);
  return page;
}

/** The footer's clock shows the time from the first render after hydration on. */
async function hydrated() {
  await waitFor(() => expect(screen.getByRole('timer')).toHaveTextContent(/\d:\d\d:\d\d [AP]M/), { timeout: 5_000 });
}

/** Calls the app made for the page's data (not the session's, nor a signed-in user's own). */
// A dish's reviews are not part of its page's HTML (features/foods/reviews-api.ts): the browser loads them below the fold.
const dataCalls = () =>
  api.calls.map((call) => call.path).filter((path) => /^\/(food|foods|top-foods|categories)(\/|$)/.test(path) && !/^\/food\/[^/]+\/reviews/.test(path));

beforeEach(() => {
  Object.assign(serverReads, defaultReads);
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  consoleErrors = [];
  // React reports a mismatch it recovered from, and in development every differing attribute, on console.error.
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void consoleErrors.push(args));
  api = stubApi([
    ['GET', /^\/logout$/, () => json({ success: true })],
    ['POST', /^\/jwt$/, () => json({ ok: true })],
  ]);
  fb.user = null;
  container = document.createElement('div');
  document.body.appendChild(container);
});

afterEach(() => {
  root?.unmount();
  root = undefined;
  container.remove();
  // What a page's head writer left (document.title reads the first <title>): each test starts with an empty head.
  for (const element of document.head.querySelectorAll('title, meta, link[rel="canonical"], link[rel="alternate"], script[type="application/ld+json"]')) element.remove();
  document.getElementById(ROUTER_STATE_ELEMENT_ID)?.remove();
  localStorage.clear();
  vi.useRealTimers();
  document.documentElement.classList.remove('dark');
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('booting over a server-rendered page', () => {
  // The first Intl number or date format a page makes costs a phone a long task (the engine's locale data): the English
  // pages format with plain arithmetic (i18n/format.ts), and their plurals pick a form without formatting a number.
  // First in the file: a format made by an earlier test would be reused without a call to count.
  it('renders and hydrates the English pages without making an Intl number or date format', async () => {
    const rated = { ...biryani, rating: { average: 4.5, count: 12 } };
    serverReads.topFoods = async () => [rated];
    serverReads.foods = async () => ({ foods: [rated], nextCursor: null });
    serverReads.food = async (id) => (id === 'f1' ? rated : null);
    // Each format made, with where it was made (a plain spy cannot be called with `new` here).
    const made: string[] = [];
    const { NumberFormat, DateTimeFormat } = Intl;
    vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (...args: ConstructorParameters<typeof NumberFormat>) {
      made.push(`NumberFormat ${new Error().stack}`);
      return new NumberFormat(...args);
    } as never);
    vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (...args: ConstructorParameters<typeof DateTimeFormat>) {
      made.push(`DateTimeFormat ${new Error().stack}`);
      return new DateTimeFormat(...args);
    } as never);
    for (const url of ['/', '/foods', '/food/f1']) {
      await visit(url);
      await hydrated();
      expect(screen.getAllByText('12 reviews').length, url).toBeGreaterThan(0);
      root?.unmount();
      root = undefined;
      document.getElementById(ROUTER_STATE_ELEMENT_ID)?.remove();
    }
    expect(made).toEqual([]);
  }, 20_000);

  it.each([
    ['/', 'Our Top Selling Dishes'],
    ['/foods', 'All dishes'],
    ['/foods?q=biryani&sort=price_asc', 'Results for “biryani”'],
    ['/food/f1', 'Kacchi Biryani'],
  ])('hydrates %s with the data it came with: no mismatch, nothing fetched again', async (url, heading) => {
    const page = await visit(url);
    expect(page.status).toBe(200);
    await hydrated();
    expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    expect(screen.getAllByText('Kacchi Biryani').length).toBeGreaterThan(0);
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2026 Food Store.');
    expect(consoleErrors).toEqual([]);
    expect(dataCalls()).toEqual([]);
  });

  // §5i: the language link keeps the query, the hash and the scroll position. The server wrote it without the hash.
  it('points the language links at the hash too, once the page is hydrated, with no mismatch', async () => {
    const page = await visit('/food/f1', '#reviews');
    expect(page.markup).toContain('href="/bn/food/f1"');
    await hydrated();
    const links = Array.from(container.querySelectorAll('a[hreflang="bn"]'));
    expect(links.length).toBeGreaterThan(0);
    await waitFor(() => expect(links.map((link) => link.getAttribute('href'))).toEqual(links.map(() => '/bn/food/f1#reviews')));
    expect(consoleErrors).toEqual([]);
  });

  // After hydration nothing that the visit does not change renders again (docs/ARCHITECTURE.md §6): not the app for the
  // end of hydration, not every card for the minute or for the start-up session answer of a signed-out visitor. Each
  // such render of a whole page or grid would be one long task on a phone.
  it.each([
    ['/', 'card of the top sellers'],
    ['/foods', 'card of All Foods'],
  ])('after hydrating %s, each %s has rendered once', async (url) => {
    const stock = makeFood({ _id: 'f2', foodName: 'Beef Tehari', quantity: 0 });
    serverReads.topFoods = async () => [biryani, stock];
    serverReads.foods = async () => ({ foods: [biryani, stock], nextCursor: null });
    await visit(url);
    ratings.renders = 0;
    await hydrated();
    // The start-up session answer of a signed-out visitor has come (the header shows Login): it changes no card.
    await waitFor(() => expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument());
    expect(screen.getAllByText('Sold out')).toHaveLength(1);
    // The hydrating render of the two cards (StrictMode renders each twice in development), nothing after it.
    expect(ratings.renders).toBe(2 * 2);
  });

  it('a dish whose kitchen is closed at the visit shows when it opens once hydrated (the server page cannot know the time)', async () => {
    // 14:30 in Dhaka at VISITED_AT: a dinner kitchen is closed.
    const dinner = makeFood({ _id: 'f3', foodName: 'Chicken Roast', kitchenHours: Array(7).fill('18:00-22:00').join('|') });
    serverReads.topFoods = async () => [biryani, dinner];
    const page = await visit('/');
    expect(page.markup).not.toContain('data-unavailable');
    await hydrated();
    expect(await screen.findByText('Opens at 6:00 PM')).toHaveAttribute('data-unavailable', 'hours');
    expect(container.querySelectorAll('[data-unavailable]')).toHaveLength(1);
    expect(consoleErrors).toEqual([]);
  });

  it('keeps the server-rendered elements: React adopts the DOM instead of building it again', async () => {
    let heading: Element | null = null;
    const observer = new MutationObserver(() => (heading ??= container.querySelector('h1')));
    observer.observe(container, { childList: true });
    await visit('/food/f1');
    observer.disconnect();
    await hydrated();
    expect(heading).not.toBeNull();
    expect(container.querySelector('h1')).toBe(heading);
  });

  it('hydrates a dark-theme page without a mismatch', async () => {
    localStorage.setItem('theme', 'dark');
    document.documentElement.classList.add('dark');
    await visit('/');
    await hydrated();
    expect(screen.getByRole('button', { name: 'Dark mode' })).toHaveAttribute('aria-pressed', 'true');
    expect(consoleErrors).toEqual([]);
  });

  it('hydrates for a signed-in user: the page holds the account place, then shows the account (their own dish)', async () => {
    localStorage.setItem(SESSION_HINT_KEY, '1');
    fb.user = { uid: alice.uid, email: alice.email, displayName: alice.displayName, photoURL: '', getIdToken: () => Promise.resolve('t') };
    const page = await visit('/food/f1');
    expect(page.markup).not.toContain('alice@example.com');
    expect(page.markup).not.toContain('This is your dish');
    await hydrated();
    expect(await screen.findByText('This is your dish')).toBeInTheDocument();
    expect(consoleErrors).toEqual([]);
    expect(dataCalls()).toEqual([]);
  });

  it('hydrates a missing dish as the not-found page (404) and does not ask for it again', async () => {
    const page = await visit('/food/nope');
    expect(page.status).toBe(404);
    await hydrated();
    expect(screen.getByText('Food item not found.')).toBeInTheDocument();
    expect(consoleErrors).toEqual([]);
    expect(dataCalls()).toEqual([]);
  });

  it('on a navigation, runs the next page’s loader through the API and writes its head from its route', async () => {
    api = stubApi([
      ['GET', /^\/logout$/, () => json({ success: true })],
      ['GET', /^\/foods$/, () => json([biryani])],
      ['GET', /^\/categories$/, () => json([{ category: 'Rice', count: 1 }])],
    ]);
    document.head.insertAdjacentHTML('beforeend', (await renderApp('/food/f1', serverReads, ORIGIN)).head);
    await visit('/food/f1');
    await hydrated();
    expect(document.title).toBe('Kacchi Biryani | Food Store');
    fireEvent.click(screen.getByRole('link', { name: 'Back to All Foods' }));
    expect(await screen.findByRole('heading', { name: 'All dishes' }, { timeout: 5_000 })).toBeInTheDocument();
    // Once each, by the loader: the page shows what it read.
    expect(dataCalls()).toEqual(['/foods', '/categories']);
    await waitFor(() => expect(document.title).toBe('Food Store | All Foods'));
    // At the public origin the server wrote the first page's URLs with, not this window's.
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${ORIGIN}/foods`);
    expect(document.head.querySelector('meta[property="og:type"]')?.getAttribute('content')).toBe('website');
    // The dish's own elements are gone: one description, no Product.
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelector('script[type="application/ld+json"]')).toBeNull();
    // Then a route without a head of its own: the site's, nothing of the last page's left.
    fireEvent.click(screen.getAllByRole('link', { name: 'Gallery' })[0] as HTMLElement);
    expect(await screen.findByRole('heading', { level: 1, name: /gallery/i }, { timeout: 5_000 })).toBeInTheDocument();
    await waitFor(() => expect(document.head.querySelector('link[rel="canonical"]')).toBeNull());
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(SITE_DESCRIPTION);
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
    for (const element of document.head.querySelectorAll('meta, link[rel="canonical"], title')) element.remove();
  });

  // The head writer (route-head.tsx) loads once the app has hydrated. Over the page the app started on, it finds the
  // head the server wrote: removing and adding the same elements again (the JSON-LD parsed again) is work for nothing.
  it('leaves the head the server wrote as it is: no element replaced, the title not written again', async () => {
    document.head.insertAdjacentHTML('beforeend', (await renderApp('/food/f1', serverReads, ORIGIN)).head);
    const written = [...document.head.children];
    const changes: string[] = [];
    const observer = new MutationObserver((records) =>
      changes.push(...records.map((record) => `${record.type} ${(record.target as Element).tagName ?? record.target.nodeName}`)),
    );
    observer.observe(document.head, { childList: true, subtree: true, characterData: true, attributes: true });
    await visit('/food/f1');
    await hydrated();
    await import('./route-head');
    // Time for the lazy writer to mount and run its effects (before the fix, every element was replaced by now).
    await new Promise((resolve) => setTimeout(resolve, 500));
    observer.disconnect();
    expect(changes).toEqual([]);
    expect([...document.head.children]).toEqual(written);
    expect(document.title).toBe('Kacchi Biryani | Food Store');
  });

  it("while the next page's data is on its way, a bar under the header says the page is loading, and the page is busy", async () => {
    let release: () => void = () => undefined;
    const slow = new Promise<void>((resolve) => (release = resolve));
    api = stubApi([
      ['GET', /^\/logout$/, () => json({ success: true })],
      ['GET', /^\/foods$/, async () => (await slow, json([biryani]))],
      ['GET', /^\/categories$/, () => json([{ category: 'Rice', count: 1 }])],
    ]);
    await visit('/food/f1');
    await hydrated();
    expect(screen.queryByRole('progressbar', { name: 'Loading page...' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Back to All Foods' }));
    expect(await screen.findByRole('progressbar', { name: 'Loading page...' })).toBeInTheDocument();
    expect(screen.getByRole('main', { hidden: true })).toHaveAttribute('aria-busy', 'true');
    release();
    expect(await screen.findByRole('heading', { name: 'All dishes' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Loading page...' })).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('aria-busy', 'false');
  });

  it('renders afresh over the static shell, fetching the page data itself', async () => {
    stubApi([
      ['GET', /^\/logout$/, () => json({ success: true })],
      ['GET', /^\/food\/f1$/, () => json(biryani)],
    ]);
    container.innerHTML = (await renderShell({ noindex: false })).markup;
    window.history.replaceState(null, '', '/food/f1');
    root = await boot(container);
    expect(await screen.findByRole('heading', { name: 'Kacchi Biryani' })).toBeInTheDocument();
  });
});

describe('booting over a server-rendered Bangla page (docs/ARCHITECTURE.md §5i)', () => {
  /** The footer's clock ticking, in either language's digits. */
  const ticking = () => waitFor(() => expect(screen.getByRole('timer').textContent).toMatch(/[\d০-৯]:[\d০-৯]{2}:[\d০-৯]{2}/), { timeout: 5_000 });

  afterEach(() => {
    // What the app wrote into the document: the next test starts from a bare <head> and the English document.
    for (const element of document.head.querySelectorAll('meta, link[rel="canonical"], link[rel="alternate"], title, script[type="application/ld+json"]')) element.remove();
    document.documentElement.lang = 'en';
  });

  it.each(['/bn', '/bn/', '/bn/foods?q=biryani', '/bn/food/f1'])('hydrates %s in Bangla with the data it came with: no mismatch, nothing fetched again', async (url) => {
    const page = await visit(url);
    expect(page.status).toBe(200);
    expect(page.lang).toBe('bn');
    await ticking();
    expect(document.documentElement.lang).toBe('bn');
    expect(screen.getAllByText('Kacchi Biryani').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'মূল অংশে যান' })).toBeInTheDocument();
    expect(consoleErrors).toEqual([]);
    expect(dataCalls()).toEqual([]);
  });

  // Setting <html lang>, even to the value it has, makes the browser restyle every element of the page.
  it('leaves <html lang> alone when the page came with it', async () => {
    document.documentElement.lang = 'bn';
    const writes: string[] = [];
    const observer = new MutationObserver((records) => writes.push(...records.map((record) => record.attributeName ?? '')));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
    await visit('/bn/food/f1');
    await ticking();
    observer.disconnect();
    expect(writes).toEqual([]);
    expect(document.documentElement.lang).toBe('bn');
  });

  it('keeps the Bangla head once the app writes heads: its title, canonical under /bn, the alternates, og:locale bn_BD', async () => {
    document.head.insertAdjacentHTML('beforeend', (await renderApp('/bn/food/f1', serverReads, ORIGIN)).head);
    await visit('/bn/food/f1');
    await ticking();
    await waitFor(() => expect(document.head.querySelectorAll('link[rel="alternate"][hreflang]')).toHaveLength(3));
    expect(document.title).toBe('Kacchi Biryani | Food Store');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${ORIGIN}/bn/food/f1`);
    expect(document.head.querySelector('link[hreflang="en"]')?.getAttribute('href')).toBe(`${ORIGIN}/food/f1`);
    expect(document.head.querySelector('link[hreflang="x-default"]')?.getAttribute('href')).toBe(`${ORIGIN}/food/f1`);
    expect(document.head.querySelector('meta[property="og:locale"]')?.getAttribute('content')).toBe('bn_BD');
  });

  it('renders a /bn page afresh over the Bangla shell, its areas loaded first', async () => {
    stubApi([
      ['GET', /^\/logout$/, () => json({ success: true })],
      ['GET', /^\/food\/f1$/, () => json(biryani)],
    ]);
    container.innerHTML = (await renderShell({ noindex: false, lang: 'bn' })).markup;
    window.history.replaceState(null, '', '/bn/food/f1');
    root = await boot(container);
    expect(await screen.findByRole('heading', { name: 'Kacchi Biryani' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('bn');
  });
});
