import { ApiClient, type FoodBody } from './support/api.js';
import { bn, BANGLA_DIGITS } from './support/catalog.js';
import { DEMO, PASSWORD } from './support/env.js';
import { describe, expect, test } from './support/fixtures.js';
import { appStarted, eventually, pathOf, visible } from './support/ui.js';

// Issue 31 (docs/ARCHITECTURE.md §5i): a shopper uses the store in Bangla.

async function someDish(): Promise<FoodBody> {
  const foods = (await ApiClient.anonymous().get<FoodBody[]>('/foods?limit=100')).body;
  const dish = foods.find((food) => food.buyer.uid !== DEMO.tanvir.uid && food.quantity > 3);
  if (!dish) throw new Error('the seed has no dish in stock');
  return dish;
}

describe('the store in Bangla', () => {
  test('a visitor switches to Bangla on a dish page and lands on the same dish in Bangla, and back', async ({ journey }) => {
    const dish = await someDish();
    const page = await journey.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`/food/${dish._id}`);
    await appStarted(page);
    await page.getByRole('banner').getByRole('link', { name: 'বাংলা' }).click();
    await eventually(() => pathOf(page)).toBe(`/bn/food/${dish._id}`);
    await appStarted(page);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('bn');
    await visible(page.getByRole('heading', { name: dish.foodName }));
    await visible(page.getByRole('link', { name: bn('foods.detail.purchaseNow') }));
    // The price in Bangla digits.
    expect(await page.locator('main').innerText()).toMatch(BANGLA_DIGITS);
    // The choice is remembered, and the way back is there.
    expect(await page.evaluate(() => localStorage.getItem('foodStore.lang'))).toBe('bn');
    await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
    await eventually(() => pathOf(page)).toBe(`/food/${dish._id}`);
  });

  test('searches, filters and sorts in Bangla, the query kept when switching language', async ({ journey }) => {
    const dish = await someDish();
    const page = await journey.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto('/bn/foods');
    await appStarted(page);
    const word = dish.foodName.split(' ')[0] ?? dish.foodName;
    await page.getByRole('searchbox', { name: bn('foods.list.searchLabel') }).fill(word);
    await page.getByRole('button', { name: bn('foods.list.searchButton') }).click();
    await eventually(() => new URL(page.url()).searchParams.get('q')).toBe(word);
    await page.getByLabel(bn('foods.sort.label')).selectOption('price_asc');
    await eventually(() => new URL(page.url()).searchParams.get('sort')).toBe('price_asc');
    expect(pathOf(page)).toBe('/bn/foods');
    await visible(page.getByRole('heading', { name: dish.foodName }).first());
    await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
    await eventually(() => `${pathOf(page)}${new URL(page.url()).search}`).toBe(`/foods?q=${encodeURIComponent(word)}&sort=price_asc`);
  });

  test('signs in in Bangla and comes back to the page in Bangla', async ({ journey }) => {
    const page = await journey.newPage({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    await page.goto('/bn/my-orders');
    await eventually(() => pathOf(page)).toBe('/bn/login');
    await page.getByLabel(bn('account.field.email'), { exact: true }).fill(DEMO.tanvir.email);
    await page.getByLabel(bn('account.field.password'), { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: bn('account.login.submit'), exact: true }).click();
    await visible(page.getByText(bn('loginSuccess')));
    await eventually(() => pathOf(page)).toBe('/bn/my-orders');
  });
});
