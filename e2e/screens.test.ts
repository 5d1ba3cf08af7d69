import type { Page } from 'playwright-core';
import { ApiClient, type FoodBody } from './support/api.js';
import { DEMO } from './support/env.js';
import { describe, expect, test } from './support/fixtures.js';
import { brokenImages, screen, SCREENSHOTS_JOURNEY_TIMEOUT_MS, signIn, visible } from './support/ui.js';

const PUBLIC_PAGES: [name: string, path: string][] = [
  ['home', '/'],
  ['foods', '/foods'],
  ['gallery', '/gallery'],
  ['login', '/login'],
  ['register', '/register'],
  ['about', '/aboutus'],
  ['contact', '/contract'],
  ['jobs', '/jobs'],
  ['press', '/press'],
  ['faq', '/faq'],
  ['terms', '/terms'],
  ['privacy', '/privacy'],
  ['cookies', '/cookies'],
  ['not-found', '/no-such-page'],
];

async function seededFoods(): Promise<FoodBody[]> {
  const result = await ApiClient.anonymous().get<FoodBody[]>('/foods?limit=100');
  expect(result.status).toBe(200);
  return result.body;
}

async function capture(page: Page, name: string, path: string): Promise<void> {
  await page.goto(path);
  await visible(page.locator('main h1'));
  await screen(page, name);
  expect(await brokenImages(page), `broken images on ${path}`).toEqual([]);
}

async function captureAll(page: Page, theme: 'light' | 'dark', ownFood: FoodBody, otherFood: FoodBody): Promise<void> {
  if (theme === 'dark') await page.context().addInitScript(() => localStorage.setItem('theme', 'dark'));
  for (const [name, path] of PUBLIC_PAGES) await capture(page, `${name}-${theme}`, path);
  await capture(page, `food-detail-${theme}`, `/food/${otherFood._id}`);
  expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(theme === 'dark');

  await signIn(page, DEMO.rahim.email);
  await capture(page, `my-foods-${theme}`, '/my-foods');
  expect(await page.getByRole('button', { name: /^Delete / }).count()).toBeGreaterThan(0);
  await capture(page, `my-orders-${theme}`, '/my-orders');
  await capture(page, `my-sales-${theme}`, '/my-sales');
  await capture(page, `add-food-${theme}`, '/add-food');
  await capture(page, `purchase-${theme}`, `/foodPurchase/${otherFood._id}`);
  await capture(page, `update-food-${theme}`, `/update-food/${ownFood._id}`);
}

describe('screenshots', () => {
  // The two themes side by side, each in its own browser context: 42 full-page screenshots.
  test('every key page in the light and the dark theme', { timeout: SCREENSHOTS_JOURNEY_TIMEOUT_MS }, async ({ journey }) => {
    const foods = await seededFoods();
    const ownFood = foods.find((food) => food.buyer.uid === DEMO.rahim.uid);
    const otherFood = foods.find((food) => food.buyer.uid === DEMO.nadia.uid || food.buyer.uid === DEMO.tanvir.uid);
    if (!ownFood) throw new Error('the seed gives Chef Rahim no food');
    if (!otherFood) throw new Error('the seed gives Nadia and Tanvir no food');
    await Promise.all((['light', 'dark'] as const).map(async (theme) => captureAll(await journey.newPage(), theme, ownFood, otherFood)));
  });
});
