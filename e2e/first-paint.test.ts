import { ApiClient, type FoodBody } from './support/api.js';
import { describe, expect, test } from './support/fixtures.js';
import { DEMO } from './support/env.js';
import { accountButton, eventually, gone, signIn, visible } from './support/ui.js';

// Hosting serves prerendered HTML (web/src/app/prerender.tsx) and index.html's inline script starts a data page's
// first API call: what a phone paints before the app's JavaScript has arrived. These journeys block that JavaScript.
describe('first paint without the app', () => {
  test('/, /foods and /food/:id paint their layout, hero and first photo with the app blocked', async ({ journey }) => {
    const page = await journey.newPage({ viewport: { width: 390, height: 844 } });
    journey.allowErrors(/ERR_FAILED.*\/assets\/.*\.js/);
    await page.route('**/assets/*.js', (route) => route.abort('failed'));

    await page.goto('/');
    await visible(page.getByRole('heading', { name: 'Taste the Tradition, Feel the Innovation.' }));
    // A phone's header: the menu button (the Main links are behind it at this width).
    expect(await page.getByRole('button', { name: 'Open menu', exact: true }).count()).toBe(1);
    expect(await page.locator('img[srcset*="/images/hero/hero-640.webp"]').count()).toBe(1);

    const [first] = (await ApiClient.anonymous().get<FoodBody[]>('/foods?search=&limit=24')).body;
    if (!first) throw new Error('the seeded store lists no food');
    await page.goto('/foods');
    await visible(page.getByRole('heading', { name: 'Explore Our Culinary World' }));
    const earlyCardPhoto = page.locator('[data-early-photo] img');
    await visible(earlyCardPhoto);
    expect(await earlyCardPhoto.getAttribute('src')).toBe(first.foodImage);
    expect(await earlyCardPhoto.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0)).toBe(true);

    await page.goto(`/food/${first._id}`);
    await visible(page.getByRole('link', { name: 'Back to All Foods' }));
    const earlyPhoto = page.locator('[data-early-photo] img');
    await visible(earlyPhoto);
    expect(await earlyPhoto.getAttribute('alt')).toBe(first.foodName);
  });

  test('the app takes over the prerendered page and uses the early API answer', async ({ journey }) => {
    const page = await journey.newPage({ viewport: { width: 390, height: 844 } });
    const foodRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/foods') foodRequests.push(request.url());
    });
    await page.goto('/foods');
    await visible(page.locator('main article h3').first());
    await gone(page.locator('[data-early-photo]'));
    expect(foodRequests).toHaveLength(1);
  });

  test('a tap on the prerendered menu button before the app boots opens the menu once it has', async ({ journey }) => {
    const page = await journey.newPage({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await held;
      await route.continue();
    });
    // Module scripts hold back DOMContentLoaded: wait for the prerendered page itself, not the load events.
    await page.goto('/', { waitUntil: 'commit' });
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await page.getByRole('button', { name: 'Open menu', exact: true }).tap();
    expect(await menu.count()).toBe(0);

    release();
    await visible(menu);
    await visible(menu.getByRole('link', { name: 'Gallery', exact: true }));
  });

  test('the app hydrates /, /foods and /food/:id: the prerendered elements stay, nothing mismatches (visitor, dark, signed in)', async ({ journey }) => {
    const [first] = (await ApiClient.anonymous().get<FoodBody[]>('/foods?search=&limit=24')).body;
    if (!first) throw new Error('the seeded store lists no food');
    const page = await journey.newPage({ viewport: { width: 390, height: 844 } });
    // The <main> the browser parsed, before the app could have touched it (it boots after the first paint).
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { prerenderedMain: unknown }).prerenderedMain = document.querySelector('main');
      });
    });
    const hydrationErrors = () => page.evaluate(() => (window as unknown as { __hydrationErrors?: string[] }).__hydrationErrors);
    const expectHydrated = async (url: string) => {
      await page.goto(url);
      // The app has booted over the page (a mismatch it then recovers from is also a console error: the journey fails).
      await eventually(hydrationErrors).toBeDefined();
      // The footer clock shows the time from the first render after hydration on.
      await eventually(() => page.getByRole('timer').textContent()).toMatch(/\d:\d\d:\d\d [AP]M/);
      expect(await hydrationErrors(), url).toEqual([]);
      expect(await page.evaluate(() => document.querySelector('main') === (window as unknown as { prerenderedMain: unknown }).prerenderedMain), url).toBe(true);
    };
    const pages = ['/', '/foods', `/food/${first._id}`];

    for (const url of pages) await expectHydrated(url);
    await visible(page.getByRole('heading', { name: first.foodName }));

    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    for (const url of pages) await expectHydrated(url);
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);

    await signIn(page, DEMO.nadia.email);
    for (const url of pages) {
      await expectHydrated(url);
      await visible(accountButton(page, DEMO.nadia.name));
    }

    // All Foods with a query was rendered without one: the app renders that page afresh.
    await page.goto('/foods?sort=price_asc');
    await visible(page.locator('main article h3').first());
    expect(await hydrationErrors()).toBeUndefined();
  });

  test('the app boots even when the early API call never answers (it waits for the photo at most 3 s)', async ({ journey }) => {
    const page = await journey.newPage({ viewport: { width: 390, height: 844 } });
    journey.allowErrors(/api\/foods/);
    // A call that hangs: no answer, no photo.
    await page.route('**/api/foods?*', () => new Promise<void>(() => undefined));
    await page.goto('/foods', { waitUntil: 'commit' });
    await eventually(() => page.evaluate(() => Array.isArray((window as unknown as { __hydrationErrors?: unknown }).__hydrationErrors)), 10_000).toBe(true);
    await page.getByRole('button', { name: 'Open menu', exact: true }).click();
    await visible(page.getByRole('dialog', { name: 'Menu' }));
  });
});
