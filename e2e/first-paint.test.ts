import { readFileSync } from 'node:fs';
import type { Page, Route } from 'playwright-core';
import { entryKey, staticClosure, type Manifest } from '../bench/first-load.js';
import { ApiClient, sampleFood, type FoodBody } from './support/api.js';
import { describe, expect, test } from './support/fixtures.js';
import { createAccount } from './support/auth-emulator.js';
import { DEMO, uniqueTag } from './support/env.js';
import { accountButton, appStarted, eventually, signIn, visible } from './support/ui.js';

// The `api` function renders /, /foods and /food/:id with their data (web/src/app/server-render.tsx), and the app
// hydrates that markup with the query cache that came with it (web/src/app/boot.tsx).

async function firstFoods(): Promise<FoodBody[]> {
  const foods = (await ApiClient.anonymous().get<FoodBody[]>('/foods?search=&limit=24')).body;
  if (!foods[0]) throw new Error('the seeded store lists no food');
  return foods;
}

/** The page's own data calls (the session's and a signed-in user's own calls are not the page's data). */
function watchDataCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    // A dish's reviews are not part of its page's HTML: the browser loads them below the fold.
    if (/^\/api\/(food|foods|top-foods|categories)(\/|$)/.test(pathname) && !/^\/api\/food\/[^/]+\/reviews$/.test(pathname)) calls.push(pathname);
  });
  return calls;
}

/** Holds the app's scripts back until the returned function is called: the page as it is before the app runs. */
async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Blocks the app's scripts: the page as a browser without JavaScript gets it. */
async function withoutScripts(page: Page, journey: { allowErrors(pattern: RegExp): void }): Promise<void> {
  journey.allowErrors(/ERR_FAILED.*\/assets\/.*\.js/);
  await page.route('**/assets/*.js', (route) => route.abort('failed'));
}

describe('pages that arrive with their content', () => {
  test('/, /foods and /food/:id paint their data and photos with the app blocked', async ({ journey }) => {
    const [first] = await firstFoods();
    const [top] = (await ApiClient.anonymous().get<FoodBody[]>('/top-foods')).body;
    const page = await journey.newPage({ viewport: { width: 390, height: 844 } });
    await withoutScripts(page, journey);

    await page.goto('/');
    await visible(page.getByRole('heading', { name: 'Taste the Tradition, Feel the Innovation.' }));
    expect(await page.getByRole('link', { name: 'Open menu', exact: true }).count()).toBe(1);
    expect(await page.locator('img[srcset*="/images/hero/hero-640.webp"]').count()).toBe(1);
    await visible(page.getByRole('heading', { name: top?.foodName }));

    await page.goto('/foods');
    await visible(page.getByRole('heading', { name: 'Explore Our Culinary World' }));
    const firstCard = page.locator('main article').first();
    await visible(firstCard.getByRole('heading', { name: first?.foodName }));
    expect(await page.locator('main article').count()).toBe(24);

    await page.goto(`/food/${first?._id}`);
    await visible(page.getByRole('heading', { level: 1, name: first?.foodName }));
    const photo = page.getByRole('img', { name: first?.foodName, exact: true });
    await eventually(() => photo.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0)).toBe(true);
    await visible(page.getByText(`$${first?.price.toFixed(2)}`).first());
  });

  test('the app hydrates /, /foods and /food/:id: the server’s elements stay, nothing mismatches, nothing is fetched again (visitor, dark, signed in)', async ({ journey }) => {
    const [first] = await firstFoods();
    const page = await journey.newPage({ viewport: { width: 390, height: 844 } });
    const dataCalls = watchDataCalls(page);
    // The <main> the browser parsed, before the app could have touched it.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { servedMain: unknown }).servedMain = document.querySelector('main');
      });
    });
    const expectHydrated = async (url: string) => {
      await page.goto(url);
      // The app has taken the page over: the footer clock shows the time from the first render after hydration on. A
      // mismatch React recovers from is a console error (boot.tsx), and a console error fails the journey.
      await appStarted(page);
      await eventually(() => page.getByRole('timer').textContent()).toMatch(/\d:\d\d:\d\d [AP]M/);
      expect(await page.evaluate(() => document.querySelector('main') === (window as unknown as { servedMain: unknown }).servedMain), url).toBe(true);
    };
    const pages = ['/', '/foods', '/foods?sort=price_asc&category=Rice', `/food/${first?._id}`];

    for (const url of pages) await expectHydrated(url);
    await visible(page.getByRole('heading', { name: first?.foodName }));

    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    for (const url of pages) await expectHydrated(url);
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    expect(await page.getByRole('button', { name: 'Dark mode', exact: true }).getAttribute('aria-pressed')).toBe('true');

    await signIn(page, DEMO.nadia.email);
    // Signing in lands on / afresh (a client-side navigation, which fetches); count from a page without data on.
    await page.goto('/gallery');
    await visible(accountButton(page, DEMO.nadia.name));
    dataCalls.length = 0;
    for (const url of pages) {
      await expectHydrated(url);
      await visible(accountButton(page, DEMO.nadia.name));
    }
    expect(dataCalls).toEqual([]);
  });

  test('the app starts through the browser’s module loader: no preload link is added for its files, and each script is fetched once', async ({ journey }) => {
    // The app's start, by the build's manifest: main.tsx's dynamic import and every chunk it imports statically, less
    // the entry's own (index.html preloads those).
    const manifest = JSON.parse(readFileSync('web/dist/.vite/manifest.json', 'utf8')) as Manifest;
    const entry = entryKey(manifest);
    const own = new Set(staticClosure(manifest, entry));
    const startKeys = (manifest[entry]?.dynamicImports ?? []).flatMap((key) => staticClosure(manifest, key)).filter((key) => !own.has(key));
    const start = new Set(startKeys.map((key) => `/${manifest[key]?.file}`));
    expect(start.size).toBeGreaterThan(5);

    const [first] = await firstFoods();
    const page = await journey.newPage({ viewport: { width: 390, height: 844 } });
    for (const url of ['/', '/foods', `/food/${first?._id}`, '/bn/foods']) {
      const scripts: string[] = [];
      const onRequest = (request: { url(): string }) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) scripts.push(pathname);
      };
      page.on('request', onRequest);
      await page.goto(url);
      await appStarted(page);
      await page.waitForLoadState('networkidle');
      page.off('request', onRequest);
      const preloaded = await page.evaluate(() => [...document.querySelectorAll('link[rel="modulepreload"]')].map((link) => new URL((link as HTMLLinkElement).href).pathname));
      expect(preloaded.filter((file) => start.has(file)), url).toEqual([]);
      expect([...start].filter((file) => !scripts.includes(file)), `${url}: the start's files are all loaded`).toEqual([]);
      expect(scripts.filter((file, index) => scripts.indexOf(file) !== index), `${url}: fetched twice`).toEqual([]);
    }
  });

  test('a dish photo that failed before the app started gives way to the placeholder art once it has, on a page opened directly', async ({ journey }) => {
    // A dead link a seller typed: this machine reaches nothing outside, so it fails at once, before the app runs.
    journey.allowErrors(/example\.invalid|ERR_NAME_NOT_RESOLVED|Failed to load resource/);
    const seller = await ApiClient.signIn(DEMO.tanvir.email);
    const id = await seller.addFood(sampleFood(`Dead Link Pitha ${Date.now()}`, { foodImage: 'https://dead-photo.example.invalid/pitha.jpg' }));
    const page = await journey.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`/food/${id}`);
    await appStarted(page);
    await visible(page.locator('main svg[data-placeholder="food"]').first());
    expect(await page.locator('main img[src^="https://dead-photo"]').count()).toBe(0);
    await seller.call('DELETE', `/food/${id}`);
  });

  test('on a 320-pixel phone the header fits: the menu button and Login are on screen, nothing scrolls sideways', async ({ journey }) => {
    const page = await journey.newPage({ viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true });
    for (const url of ['/', '/bn/']) {
      await page.goto(url);
      await appStarted(page);
      for (const control of [page.getByRole('button', { name: /^(Open menu|মেনু খুলুন)/ }), page.getByRole('banner').getByRole('link', { name: /^(Login|লগইন)$/ })]) {
        const box = await control.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= 320, url).toBe(true);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth), url).toBeLessThanOrEqual(320);
    }
  });

  test('the app hydrates the Bangla pages /bn/, /bn/foods and /bn/food/:id the same way, and renders /bn/login over the Bangla shell', async ({ journey }) => {
    const [first] = await firstFoods();
    const page = await journey.newPage({ viewport: { width: 390, height: 844 } });
    const dataCalls = watchDataCalls(page);
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { servedMain: unknown }).servedMain = document.querySelector('main');
      });
    });
    for (const url of ['/bn/', '/bn/foods', `/bn/food/${first?._id}`]) {
      await page.goto(url);
      await appStarted(page);
      // The clock in either language's digits (the footer's texts are converted apart).
      await eventually(() => page.getByRole('timer').textContent()).toMatch(/[\d০-৯]:[\d০-৯]{2}:[\d০-৯]{2}/);
      expect(await page.evaluate(() => document.querySelector('main') === (window as unknown as { servedMain: unknown }).servedMain), url).toBe(true);
      expect(await page.evaluate(() => document.documentElement.lang), url).toBe('bn');
    }
    expect(dataCalls).toEqual([]);
    await page.goto('/bn/login');
    await visible(page.locator('form input[type="password"]'));
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('bn');
  });

  test('a signed-in user never sees the visitor’s Login button on a server-rendered page', async ({ journey }) => {
    const page = await journey.newPage();
    await signIn(page, DEMO.tanvir.email);
    // Every state the header shows from the first paint on, until the account appears.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { headerStates: string[] }).headerStates = seen;
      const record = () => {
        const header = document.querySelector('header');
        if (!header) return;
        const login = [...header.querySelectorAll('a')].some((link) => link.textContent?.trim() === 'Login');
        const state = login ? 'login' : header.querySelector('[data-testid="nav-auth-placeholder"]') ? 'placeholder' : 'account';
        if (seen.at(-1) !== state) seen.push(state);
      };
      new MutationObserver(record).observe(document, { childList: true, subtree: true, attributes: true });
      document.addEventListener('DOMContentLoaded', record);
    });
    await page.goto('/');
    await visible(accountButton(page, DEMO.tanvir.name));
    expect(await page.evaluate(() => (window as unknown as { headerStates: string[] }).headerStates)).toEqual(['placeholder', 'account']);
  });

  test('before the app runs, the phone menu is a link to the site’s links in the footer, and they work', async ({ journey }) => {
    const page = await journey.newPage({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    await withoutScripts(page, journey);
    const [first] = await firstFoods();
    await page.goto(`/food/${first?._id}`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('link', { name: 'Open menu', exact: true }).tap();
    await eventually(() => new URL(page.url()).hash).toBe('#site-links');
    const links = page.getByRole('navigation', { name: 'Browse' });
    await expect.poll(() => links.getByRole('link', { name: 'All Foods' }).isVisible()).toBe(true);
    await links.getByRole('link', { name: 'All Foods' }).tap();
    await visible(page.getByRole('heading', { name: 'Explore Our Culinary World' }));
    expect(new URL(page.url()).pathname).toBe('/foods');
  });

  test('a sort chosen on All Foods before the app runs is sent by the search button, and the server shows it', async ({ journey }) => {
    const page = await journey.newPage({ viewport: { width: 390, height: 844 } });
    await withoutScripts(page, journey);
    await page.goto('/foods', { waitUntil: 'domcontentloaded' });
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Top rated' });
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await eventually(() => new URL(page.url()).search).toBe('?q=&sort=rating');
    expect(await page.getByRole('combobox', { name: 'Sort by' }).inputValue()).toBe('rating');
  });

  test('a search typed on All Foods while the app is still loading is what Enter searches once it has started', async ({ journey }) => {
    const page = await journey.newPage({ viewport: { width: 390, height: 844 } });
    const release = await holdScripts(page);
    // Module scripts hold DOMContentLoaded back: the page is on screen, parsed, long before.
    await page.goto('/foods', { waitUntil: 'commit' });
    const search = page.getByRole('searchbox', { name: 'Search foods by name' });
    await visible(search);
    await search.pressSequentially('biryani');
    release();
    await appStarted(page);
    // The app's submit reads what the form holds (the text typed before it ran), as the browser would send it.
    await search.press('Enter');
    await eventually(() => new URL(page.url()).search).toBe('?q=biryani');
    await visible(page.getByRole('heading', { name: 'Results for “biryani”', exact: true }));
    expect(await search.inputValue()).toBe('biryani');
  });

  test('a search sent from All Foods before the app has started loads its results from the server', async ({ journey }) => {
    const page = await journey.newPage({ viewport: { width: 390, height: 844 } });
    await withoutScripts(page, journey);
    await page.goto('/foods?category=Rice&sort=price_asc', { waitUntil: 'domcontentloaded' });
    await page.getByRole('searchbox', { name: 'Search foods by name' }).fill('biryani');
    await page.getByRole('searchbox', { name: 'Search foods by name' }).press('Enter');
    await visible(page.getByRole('heading', { name: 'Results for “biryani” in Rice', exact: true }));
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ q: 'biryani', category: 'Rice', sort: 'price_asc' });
    expect(await page.getByRole('combobox', { name: 'Sort by' }).inputValue()).toBe('price_asc');
  });

  test('a page whose toasts or head writer cannot load stays on screen, and the app goes on (a dropped connection, a newer deploy)', async ({ journey }) => {
    const [first] = await firstFoods();
    const page = await journey.newPage();
    journey.allowErrors(/ERR_FAILED/, /dynamically imported module/);
    await page.route(/\/assets\/(toasts|route-head)-[^/]*\.js$/, (route) => route.abort('failed'));
    const failed: string[] = [];
    page.on('requestfailed', (request) => failed.push(new URL(request.url()).pathname));

    await page.goto('/foods');
    await appStarted(page);
    await eventually(() => failed.filter((path) => /\/(toasts|route-head)-/.test(path)).length).toBe(2);
    await visible(page.getByRole('heading', { name: 'Explore Our Culinary World' }));
    expect(await page.locator('main article').count()).toBe(24);
    expect(await page.getByRole('heading', { name: 'A new version is available' }).count()).toBe(0);

    // The app still navigates: the dish page is rendered in place, its heading and photo there.
    await page.locator('main article').first().getByRole('link', { name: first?.foodName }).first().click();
    await visible(page.getByRole('heading', { level: 1, name: first?.foodName }));
    expect(new URL(page.url()).pathname).toBe(`/food/${first?._id}`);
    await appStarted(page);
  });

  test('Add to cart pressed before the app runs opens the cart with the dish in it, once (a slow phone network)', async ({ journey }) => {
    // A dish of this test's own kitchen: other journeys close theirs, and a closed kitchen's dish is not added.
    const cook = await createAccount('Cook Early', 'cook-early');
    const name = `Early Tap Pulao ${uniqueTag()}`;
    await (await ApiClient.signIn(cook.email)).addFood(sampleFood(name, { quantity: 5 }));
    const page = await journey.newPage({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const release = await holdScripts(page);
    await page.goto(`/foods?q=${encodeURIComponent(name)}`, { waitUntil: 'commit' });
    await page.getByRole('button', { name: `Add to cart: ${name}` }).tap();
    await eventually(() => new URL(page.url()).pathname).toBe('/cart');
    release();
    await visible(page.getByText(`${name} is in your cart (1).`));
    await eventually(() => new URL(page.url()).search).toBe('');
    await visible(page.getByRole('heading', { name: 'Your cart' }));
    await visible(page.getByRole('link', { name, exact: true }));
    await page.screenshot({ path: 'test-results/add-to-cart-before-app-phone.png' });
    // A reload adds nothing more.
    await page.reload();
    await visible(page.getByRole('link', { name, exact: true }));
    const cart = JSON.parse((await page.evaluate(() => localStorage.getItem('food-store.cart'))) ?? 'null') as { lines: { quantity: number }[] } | null;
    expect(cart?.lines.map((line) => line.quantity)).toEqual([1]);
  });

  test('Add to cart whose code cannot load says so beside the button; once it loads again, the press adds the dish', async ({ journey }) => {
    const page = await journey.newPage({ viewport: { width: 390, height: 844 } });
    journey.allowErrors(/ERR_FAILED/, /dynamically imported module/);
    const block = (route: Route) => route.abort('failed');
    // Adding's code and its texts (the `cart` catalog's chunk, `cart-<hash>.js`): a failed load of either is tried again.
    const chunks = /\/assets\/cart-(?:add-)?[\w-]{8}\.js$/;
    const failed: string[] = [];
    page.on('requestfailed', (request) => failed.push(new URL(request.url()).pathname));
    await page.route(chunks, block);
    await page.goto('/foods');
    await appStarted(page);
    // The first dish that can be added now: other journeys running beside this one add dishes of kitchens that are
    // closed (by their switch or their hours), whose cards have no Add to cart.
    const card = page.locator('main article').filter({ has: page.getByRole('button', { name: /^Add to cart/ }) }).first();
    const name = (await card.getByRole('heading', { level: 3 }).textContent()) ?? '';
    await card.getByRole('button', { name: /^Add to cart/ }).click();
    await visible(card.getByRole('alert'));
    expect(await card.getByRole('alert').textContent()).toBe(`${name} could not be added. Check your connection and try again.`);
    expect(await page.evaluate(() => localStorage.getItem('food-store.cart'))).toBeNull();
    await eventually(() => failed.filter((path) => chunks.test(path)).length).toBe(2);
    await page.screenshot({ path: 'test-results/add-to-cart-failed-phone.png' });

    await page.unroute(chunks, block);
    await card.getByRole('button', { name: /^Add to cart/ }).click();
    await visible(page.getByText(`${name} is in your cart (1).`));
    expect(await card.getByRole('alert').count()).toBe(0);
  });

  test('the menu button works as soon as the app has started, right after the first paint', async ({ journey }) => {
    const page = await journey.newPage({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    journey.allowErrors(/404 \(Not Found\).*\/food\/nope/);
    await page.goto('/food/nope', { waitUntil: 'commit' });
    await appStarted(page);
    await page.getByRole('button', { name: 'Open menu', exact: true }).tap();
    await visible(page.getByRole('dialog', { name: 'Menu' }));
  });
});
