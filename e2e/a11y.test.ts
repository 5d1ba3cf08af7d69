import type { Page } from 'playwright-core';
import { seriousA11yViolations } from './support/a11y.js';
import { ApiClient, type FoodBody } from './support/api.js';
import { DEMO } from './support/env.js';
import { describe, expect, test } from './support/fixtures.js';
import { appStarted, signIn } from './support/ui.js';

// Issue 33: axe-core on every page of the app, signed out and signed in, on a phone and a desktop; any serious or
// critical violation fails, named by rule, target and summary.

const VIEWPORTS = {
  phone: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
  desktop: { viewport: { width: 1280, height: 800 } },
} as const;

const PUBLIC_PAGES = ['/aboutus', '/terms', '/privacy', '/cookies', '/jobs', '/press', '/faq', '/contract', '/gallery', '/cart', '/no-such-page'];

interface Targets {
  /** A dish of the signed-in cook (edit page), and one of another cook (dish page, purchase form). */
  ownFood: string;
  otherFood: string;
  /** One of the signed-in user's orders. */
  order: string;
}

async function targets(): Promise<Targets> {
  const foods = (await ApiClient.anonymous().get<FoodBody[]>('/foods?limit=100')).body;
  const own = foods.find((food) => food.buyer.uid === DEMO.rahim.uid);
  const other = foods.find((food) => food.buyer.uid !== DEMO.rahim.uid && food.quantity > 0);
  const orders = await (await ApiClient.signIn(DEMO.rahim.email)).orders(DEMO.rahim.email);
  if (!own || !other || !orders[0]) throw new Error('the seed has no dish of Chef Rahim, of another cook, or no order of his');
  return { ownFood: own._id, otherFood: other._id, order: orders[0]._id };
}

function signedOutPages(t: Targets): string[] {
  return ['/', '/foods', '/foods?q=biryani', `/food/${t.otherFood}`, '/login', '/register', '/forgot-password', ...PUBLIC_PAGES];
}

function signedInPages(t: Targets): string[] {
  return [
    '/',
    '/foods',
    `/food/${t.otherFood}`,
    `/foodPurchase/${t.otherFood}`,
    '/my-orders',
    `/orders/${t.order}`,
    '/my-sales',
    '/my-foods',
    '/add-food',
    `/update-food/${t.ownFood}`,
    ...PUBLIC_PAGES,
  ];
}

/** Opens `path` and waits until its content (and the data it loads) is on screen. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await appStarted(page);
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, { timeout: 10_000 }).catch(() => undefined);
}

/**
 * Every page in turn in one context, then Home with its menu open (the phone's menu dialog, or the account menu on a
 * desktop when signed in); the violations of all of them, by page.
 */
async function audit(page: Page, paths: readonly string[], menu: RegExp | null): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    await open(page, path);
    for (const line of await seriousA11yViolations(page)) found.push(`${path}: ${line}`);
  }
  if (menu) {
    await open(page, '/');
    const opener = page.getByRole('button', { name: menu });
    await opener.click();
    await page.waitForFunction(() => document.querySelector('[aria-expanded="true"]') !== null);
    for (const line of await seriousA11yViolations(page)) found.push(`/ with the menu open: ${line}`);
  }
  return found;
}

describe('accessibility (axe-core)', () => {
  for (const [size, options] of Object.entries(VIEWPORTS)) {
    test(`every page signed out on a ${size}: no serious or critical violation`, { timeout: 240_000 }, async ({ journey }) => {
      const page = await journey.newPage(options);
      const found = await audit(page, signedOutPages(await targets()), size === 'phone' ? /^Open menu/ : null);
      expect(found, found.join('\n')).toEqual([]);
    });

    test(`every page signed in on a ${size}: no serious or critical violation`, { timeout: 240_000 }, async ({ journey }) => {
      const page = await journey.newPage(options);
      await signIn(page, DEMO.rahim.email);
      const found = await audit(page, signedInPages(await targets()), size === 'phone' ? /^Open menu/ : /^Account menu for /);
      expect(found, found.join('\n')).toEqual([]);
    });
  }

  test('every page signed in on a phone in dark mode: no serious or critical violation', { timeout: 240_000 }, async ({ journey }) => {
    const page = await journey.newPage({ ...VIEWPORTS.phone, colorScheme: 'dark' });
    await signIn(page, DEMO.rahim.email);
    await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
    const found = await audit(page, signedInPages(await targets()), /^Open menu/);
    expect(found, found.join('\n')).toEqual([]);
  });
});
