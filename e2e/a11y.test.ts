import type { BrowserContextOptions, Page } from 'playwright-core';
import { seriousA11yViolations } from './support/a11y.js';
import { ApiClient, orderableNow, sampleFood, type FoodBody } from './support/api.js';
import { createAccount } from './support/auth-emulator.js';
import { DEMO } from './support/env.js';
import { describe, expect, test } from './support/fixtures.js';
import { appStarted, signIn } from './support/ui.js';

// Issue 33: axe-core on every page of the app, signed out and signed in, on a phone and a desktop; any serious or
// critical violation fails, named by rule, target and summary. The sizes (and the dark theme) of one test are audited
// side by side, each in its own browser context, so the run waits on several pages at once.

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
  const other = foods.find((food) => food.buyer.uid !== DEMO.rahim.uid && orderableNow(food));
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
async function audit(page: Page, paths: readonly string[], menu: RegExp | null, home = '/'): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    await open(page, path);
    for (const line of await seriousA11yViolations(page)) found.push(`${path}: ${line}`);
  }
  if (menu) {
    await open(page, home);
    const opener = page.getByRole('button', { name: menu });
    await opener.click();
    await page.waitForFunction(() => document.querySelector('[aria-expanded="true"]') !== null);
    for (const line of await seriousA11yViolations(page)) found.push(`${home} with the menu open: ${line}`);
  }
  return found;
}

/**
 * The lines found in each variant (a phone, a desktop, a phone in dark mode…), audited side by side, each in its own
 * browser context; each line starts with its variant's name.
 */
async function sideBySide(variants: Record<string, BrowserContextOptions>, check: (name: string, options: BrowserContextOptions) => Promise<string[]>): Promise<string[]> {
  const found = await Promise.all(Object.entries(variants).map(async ([name, options]) => (await check(name, options)).map((line) => `${name} ${line}`)));
  return found.flat();
}

const DARK_PHONE = { ...VIEWPORTS.phone, colorScheme: 'dark' } as const;

/** Each test's limit, with room for a loaded machine: the signed-in one audits 21 pages in each of three contexts. */
const AUDIT_TIMEOUT_MS = 360_000;

describe('accessibility (axe-core)', () => {
  test('every page signed out, on a phone and on a desktop: no serious or critical violation', { timeout: AUDIT_TIMEOUT_MS }, async ({ journey }) => {
    const pages = signedOutPages(await targets());
    const found = await sideBySide(VIEWPORTS, async (size, options) => audit(await journey.newPage(options), pages, size === 'phone' ? /^Open menu/ : null));
    expect(found, found.join('\n')).toEqual([]);
  });

  test('every page signed in, on a phone, on a desktop and on a phone in dark mode: no serious or critical violation', { timeout: AUDIT_TIMEOUT_MS }, async ({ journey }) => {
    const pages = signedInPages(await targets());
    const found = await sideBySide({ ...VIEWPORTS, 'dark phone': DARK_PHONE }, async (name, options) => {
      const page = await journey.newPage(options);
      await signIn(page, DEMO.rahim.email);
      if (name === 'dark phone') await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
      return audit(page, pages, name === 'desktop' ? /^Account menu for / : /^Open menu/);
    });
    expect(found, found.join('\n')).toEqual([]);
  });

  // The My Sales link with its count of new orders is named by the words it shows, in Bangla too (it once read
  // 'আমার বিক্রি, ১টি নতুন অর্ডার' while showing 'আমার বিক্রি ১': label-content-name-mismatch).
  test('Bangla pages of a cook with a new order, phone and desktop, menus open: no serious or critical violation', { timeout: AUDIT_TIMEOUT_MS }, async ({ journey }) => {
    const cook = await createAccount('Rina Akter', 'a11y-bn-cook');
    const foodId = await (await ApiClient.signIn(cook.email)).addFood(sampleFood(`Shorshe Ilish ${Date.now()}`, { quantity: 5 }));
    const buyer = await createAccount('Rafi Hasan', 'a11y-bn-buyer');
    await (await ApiClient.signIn(buyer.email)).purchase(foodId, 1);
    const found = await sideBySide(VIEWPORTS, async (size, options) => {
      const page = await journey.newPage(options);
      await signIn(page, cook.email);
      await open(page, '/bn/');
      // The badge is there (on a phone, on the menu button), named with the count.
      const badged = size === 'phone' ? page.getByRole('button', { name: 'মেনু খুলুন, ১ নতুন অর্ডার' }) : page.getByRole('link', { name: 'আমার বিক্রি, ১ নতুন অর্ডার' });
      await badged.first().waitFor({ timeout: 30_000 });
      const menu = size === 'phone' ? /^মেনু খুলুন/ : /অ্যাকাউন্ট মেনু$/;
      return audit(page, ['/bn/', '/bn/foods', '/bn/my-sales'], menu, '/bn/');
    });
    expect(found, found.join('\n')).toEqual([]);
  });
});
