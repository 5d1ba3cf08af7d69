import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { BROWSER_STORAGE_KEYS } from '../web/src/testing/storage-keys.js';
import { ApiClient, orderableNow, type FoodBody } from './support/api.js';
import { DEMO } from './support/env.js';
import { describe, expect, test } from './support/fixtures.js';
import { appStarted, signIn } from './support/ui.js';

// Issue 31: every route rendered in Bangla (docs/ARCHITECTURE.md §5i) shows no English outside what users wrote
// (dish names, descriptions, people's names, addresses, reviews: all read back from the API here), and its English twin
// keeps the spec's texts.

const PUBLIC_PAGES = ['/aboutus', '/terms', '/privacy', '/cookies', '/jobs', '/press', '/faq', '/contract', '/gallery', '/cart', '/no-such-page'];

/** Latin words that are no English left behind: the store's name, brands, units and the like. */
const ALLOWED = new Set(['Food', 'Store', 'Google', 'Facebook', 'Instagram', 'YouTube', 'Twitter', 'X', 'LinkedIn', 'AM', 'PM', 'BDT', 'USD', 'CSV', 'PNG', 'JPEG', 'WebP', 'JPG', 'URL', 'https', 'http', 'www', 'com', 'OK', 'bKash', 'Nagad', 'Gmail', 'Alt', 'T', 'KB', 'PDF',
  // Names of the technologies the privacy and cookie pages name, as they are written in any language.
  'Firebase', 'Authentication', 'Auth', 'IndexedDB', 'HttpOnly', 'Secure', 'HTTPS', 'API', 'session', 'theme',
  // The keys the cookie policy lists, named as the browser's storage holds them.
  ...BROWSER_STORAGE_KEYS.map((key) => key.replace(/[.:'’-]+$/, ''))]);

/** The testimonials' clients, named as they are (web/src/features/home/testimonials.ts). */
const CLIENT_NAMES = [...readFileSync('web/src/features/home/testimonials.ts', 'utf8').matchAll(/name: '([^']+)'/g)].flatMap((match) => match[1]?.split(' ') ?? []);

interface Targets {
  ownFood: string;
  otherFood: string;
  order: string;
  /** Every string the API gave back for these pages: what users wrote, shown as written. */
  userWords: Set<string>;
}

function stringsOf(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') for (const word of value.match(/[A-Za-z][A-Za-z'’.-]*/g) ?? []) into.add(word.replace(/[.'’-]+$/, ''));
  else if (Array.isArray(value)) for (const item of value) stringsOf(item, into);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) stringsOf(item, into);
}

async function targets(): Promise<Targets> {
  const anonymous = ApiClient.anonymous();
  const foods = (await anonymous.get<FoodBody[]>('/foods?limit=100')).body;
  const rahim = await ApiClient.signIn(DEMO.rahim.email);
  const orders = await rahim.orders(DEMO.rahim.email);
  const own = foods.find((food) => food.buyer.uid === DEMO.rahim.uid);
  const other = foods.find((food) => food.buyer.uid !== DEMO.rahim.uid && orderableNow(food));
  if (!own || !other || !orders[0]) throw new Error('the seed has no dish of Chef Rahim, of another cook, or no order of his');
  const userWords = new Set<string>();
  const reads = await Promise.all([
    anonymous.get('/top-foods'),
    anonymous.get('/categories'),
    anonymous.get(`/food/${other._id}/reviews?limit=50`),
    anonymous.get(`/kitchens/${other.buyer.uid}`),
    rahim.get(`/orders/${orders[0]._id}`),
    rahim.get('/sales'),
    rahim.get('/kitchen'),
    rahim.get(`/foods/${encodeURIComponent(DEMO.rahim.email)}`),
    rahim.get('/sales/stats'),
  ]);
  stringsOf([foods, orders, ...reads.map((read) => read.body)], userWords);
  for (const person of Object.values(DEMO)) stringsOf([person.name, person.email], userWords);
  stringsOf(CLIENT_NAMES, userWords);
  return { ownFood: own._id, otherFood: other._id, order: orders[0]._id, userWords };
}

/** The Latin words a page shows or says (text, and the labels, alt texts, titles and placeholders a screen reader meets). */
async function latinWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, noscript, [hidden], [aria-hidden="true"]')) continue;
      // The language switch names the other language in that language, as it should.
      if (parent.closest('[hreflang="en"], [lang="en"]')) continue;
      texts.push(node.textContent ?? '');
    }
    for (const element of document.querySelectorAll('[aria-label], [alt], [title], [placeholder]')) {
      if (element.closest('[hreflang="en"], [lang="en"], [aria-hidden="true"]')) continue;
      for (const name of ['aria-label', 'alt', 'title', 'placeholder']) texts.push(element.getAttribute(name) ?? '');
    }
    const meta = document.querySelector('meta[name="description"]')?.getAttribute('content');
    if (meta) texts.push(meta);
    // E-mail and web addresses are written as they are in any language.
    const bare = (text: string) => text.replace(/\S+@\S+|(?:https?:\/\/|www\.)\S+|\b[\w-]+\.(?:com|org|bd|app)\b\S*/g, ' ');
    return texts.flatMap((text) => bare(text).match(/[A-Za-z][A-Za-z'’.-]*/g) ?? []).map((word) => word.replace(/[.'’-]+$/, ''));
  });
}

async function englishLeft(page: Page, path: string, userWords: Set<string>): Promise<string[]> {
  await page.goto(path);
  await appStarted(page);
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, { timeout: 10_000 }).catch(() => undefined);
  expect(await page.evaluate(() => document.documentElement.lang), `${path}: <html lang>`).toBe('bn');
  // What the visitor searched for is shown as typed.
  const searched = new Set<string>();
  stringsOf(new URL(path, 'http://x').searchParams.get('q') ?? '', searched);
  const left = (await latinWords(page)).filter((word) => !ALLOWED.has(word) && !userWords.has(word) && !searched.has(word));
  return [...new Set(left)].map((word) => `${path}: ${word}`);
}

describe('the store in Bangla: no English left', () => {
  test('every page signed out', { timeout: 300_000 }, async ({ journey }) => {
    const t = await targets();
    const page = await journey.newPage({ viewport: { width: 1280, height: 800 } });
    const found: string[] = [];
    for (const path of ['/', '/foods', '/foods?q=biryani', `/food/${t.otherFood}`, '/login', '/register', '/forgot-password', ...PUBLIC_PAGES]) {
      found.push(...(await englishLeft(page, `/bn${path === '/' ? '/' : path}`, t.userWords)));
    }
    expect(found, found.join('\n')).toEqual([]);
  });

  test('every page signed in', { timeout: 300_000 }, async ({ journey }) => {
    const t = await targets();
    const page = await journey.newPage({ viewport: { width: 1280, height: 800 } });
    await signIn(page, DEMO.rahim.email);
    const found: string[] = [];
    const paths = ['/', `/foodPurchase/${t.otherFood}`, '/my-orders', `/orders/${t.order}`, '/my-sales', '/my-foods', '/add-food', `/update-food/${t.ownFood}`];
    for (const path of paths) found.push(...(await englishLeft(page, `/bn${path}`, t.userWords)));
    expect(found, found.join('\n')).toEqual([]);
  });
});
