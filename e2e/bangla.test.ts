import { ApiClient, orderableNow, sampleFood, type FoodBody } from './support/api.js';
import { createAccount } from './support/auth-emulator.js';
import { bn, BANGLA_DIGITS } from './support/catalog.js';
import { DEMO, PASSWORD, uniqueTag } from './support/env.js';
import { describe, expect, test } from './support/fixtures.js';
import { appStarted, eventually, pathOf, signIn, visible, waitForPath } from './support/ui.js';

// Issue 31 (docs/ARCHITECTURE.md §5i): a shopper uses the store in Bangla.

/** A dish of another cook that a shopper can order now, with stock to spare. */
async function someDish(): Promise<FoodBody> {
  const foods = (await ApiClient.anonymous().get<FoodBody[]>('/foods?limit=100')).body;
  const dish = foods.find((food) => food.buyer.uid !== DEMO.tanvir.uid && food.quantity > 3 && orderableNow(food));
  if (!dish) throw new Error('the seed has no dish a shopper can order now');
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

  test('the language link keeps the hash of a server-rendered page; a seller\'s desktop links keep to one line at 1,024 px', async ({ journey }) => {
    const dish = await someDish();
    const page = await journey.newPage({ viewport: { width: 1024, height: 768 } });
    await page.goto(`/bn/food/${dish._id}#reviews`);
    await appStarted(page);
    await eventually(() => page.getByRole('banner').getByRole('link', { name: 'English' }).getAttribute('href')).toBe(`/food/${dish._id}#reviews`);
    await signIn(page, DEMO.rahim.email);
    for (const path of ['/', '/bn/']) {
      await page.goto(path);
      await appStarted(page);
      const nav = page.getByRole('navigation').first();
      await visible(nav.getByRole('link').nth(3));
      // Each link is one line of text: no taller than the shortest of them.
      const heights = await nav.getByRole('link').evaluateAll((links) => links.map((link) => link.getBoundingClientRect().height));
      expect(heights.length, path).toBeGreaterThanOrEqual(5);
      expect(Math.max(...heights), path).toBe(Math.min(...heights));
    }
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

  test('orders in Bangla: Bangla digits typed, a refused purchase in Bangla, the order’s time and total in Bangla digits', { timeout: 120_000 }, async ({ journey }) => {
    const tag = uniqueTag();
    const cook = await createAccount(`Kitchen bn ${tag}`, `seller-bn-${tag}`);
    const name = `Shorshe Ilish ${tag}`;
    const foodId = await (await ApiClient.signIn(cook.email)).addFood(sampleFood(name, { quantity: 3, price: 7.5 }));
    const shopper = await createAccount(`Diner bn ${tag}`, `buyer-bn-${tag}`);
    const other = await createAccount(`Other bn ${tag}`, `other-bn-${tag}`);

    const page = await journey.newPage({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    await signIn(page, shopper.email);
    await page.goto(`/bn/foodPurchase/${foodId}`);
    await appStarted(page);
    await visible(page.getByRole('heading', { name: bn('orders.purchase.title') }));

    // Someone else buys two meanwhile: one is left, and the shopper asks for two, typed in Bangla digits. The API
    // refuses it (409), which the browser logs.
    journey.allowErrors(/status of 409/);
    await (await ApiClient.signIn(other.email)).purchase(foodId, 2);
    // A number field takes Bangla digits as typed on a Bangla keyboard (the app turns them into 0–9 as they come).
    const quantity = page.getByLabel(bn('orders.purchase.quantity'), { exact: true });
    await quantity.fill('');
    await quantity.pressSequentially('২');
    expect(await quantity.inputValue()).toBe('2');
    // Delivery: the phone typed in Bangla digits, the area and the address.
    await page.getByLabel(bn('orders.form.phone'), { exact: true }).fill('০১৭১২৩৪৫৬৭৮');
    await page.getByLabel(bn('orders.form.area'), { exact: true }).fill('Dhanmondi');
    await page.getByLabel(bn('orders.form.address'), { exact: true }).fill('House 7, Road 3, Dhanmondi');
    await page.getByRole('button', { name: bn('orders.purchase.confirm'), exact: true }).click();
    await visible(page.getByText(bn('purchaseQuantityStock'), { exact: false }).first());
    expect(pathOf(page)).toBe(`/bn/foodPurchase/${foodId}`);
    // The form brings the quantity down to the one left once the dish is read again; typing before that would add to
    // the 1 it writes.
    await eventually(() => quantity.inputValue()).toBe('1');

    await quantity.fill('');
    await quantity.pressSequentially('১');
    await page.getByRole('button', { name: bn('orders.purchase.confirm'), exact: true }).click();
    await waitForPath(page, /^\/bn\/orders\/[^/]+$/);
    // The purchase page stays on screen until the order page's chunk has loaded, with the dish's name as its heading
    // too: the order's progress shows only on the order page, once the order is read.
    await visible(page.getByRole('heading', { level: 2, name: bn('orders.page.progress') }));
    await visible(page.getByRole('heading', { level: 1, name }));
    const text = await page.locator('main').innerText();
    // The total, $7.50 in Bangla digits, and the order's date in Bangla (Dhaka time).
    expect(text).toContain('৭.৫০');
    expect(text).toMatch(/[০-৯]{1,2} (জানু|ফেব|মার্চ|এপ্রি|মে|জুন|জুলাই|আগ|সেপ|অক্টো|নভে|ডিসে)/);
    // The phone typed in Bangla digits was stored as the number.
    const [order] = await (await ApiClient.signIn(shopper.email)).orders(shopper.email);
    expect(order?.quantity).toBe(1);
  });
});

