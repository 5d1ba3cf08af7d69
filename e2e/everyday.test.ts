import type { Page, Route } from 'playwright-core';
import { DHAKA_TIME_ZONE } from '../functions/src/domain/limits.js';
import { ApiClient, sampleFood } from './support/api.js';
import { createAccount } from './support/auth-emulator.js';
import { SCREENS_DIR, uniqueTag } from './support/env.js';
import { describe, expect, test } from './support/fixtures.js';
import { appStarted, eventually, expectToast, gone, pathOf, signIn, visible, waitForPath } from './support/ui.js';

// Everyday friction a new user hit (issue 21): each journey fails on the code before its fix.

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } as const;
const PURCHASE_PATH = /\/api\/add-purchase-food$/;
const FOODS_LIST = /\/api\/foods\?/;

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** Resolves after two frames: a scroll the app makes on its first render has happened by then. */
const twoFrames = (page: Page) =>
  page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

/** An order moment as the store's clock in Dhaka reads it, e.g. 'Nov 24, 2026, 10:33 AM' (plain spaces). */
function dhakaTime(iso: string): string {
  const date = new Date(iso);
  const day = new Intl.DateTimeFormat('en-US', { timeZone: DHAKA_TIME_ZONE, month: 'short', day: 'numeric', year: 'numeric' }).format(date);
  const time = new Intl.DateTimeFormat('en-US', { timeZone: DHAKA_TIME_ZONE, hour: 'numeric', minute: '2-digit', hour12: true }).format(date);
  return `${day}, ${time}`.replace(/[\u202f\u00a0]/g, ' ');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Page text with every kind of space as a plain one. */
async function textOf(locator: ReturnType<Page['locator']>): Promise<string> {
  return (await locator.innerText()).replace(/[\u202f\u00a0]/g, ' ');
}

async function sellerWithDish(label: string, quantity = 10) {
  const account = await createAccount(`Kitchen ${label}`, `kitchen-${label.toLowerCase()}`);
  const api = await ApiClient.signIn(account.email);
  const name = `Shorshe Ilish E2E${uniqueTag()}`;
  const foodId = await api.addFood(sampleFood(name, { quantity, price: 6 }));
  return { account, api, name, foodId };
}

async function buyer(label: string) {
  const account = await createAccount(`Diner ${label}`, `diner-${label.toLowerCase()}`);
  return { account, api: await ApiClient.signIn(account.email) };
}

/** Fills the purchase form for a pickup of `quantity` and confirms it. */
async function confirmPickup(page: Page, quantity: string): Promise<void> {
  await visible(page.getByRole('heading', { name: 'Confirm Your Order' }));
  await page.getByRole('radio', { name: 'Pickup from the kitchen', exact: true }).check();
  await page.getByLabel('Quantity', { exact: true }).fill(quantity);
  await page.getByRole('button', { name: 'Confirm Purchase', exact: true }).click();
}

describe('everyday friction', () => {
  test('a page opened afresh starts at the top; back still returns to where the last one was', async ({ journey }) => {
    const { foodId } = await sellerWithDish('Scroll');
    const page = await journey.newPage(PHONE);
    await page.goto('/foods');
    await visible(page.getByRole('link', { name: /Purchase/ }));
    // The app keeps each page's scroll position: it must be running on the page that is left.
    await appStarted(page);
    await page.evaluate(() => window.scrollTo(0, 4000));
    await eventually(() => scrollY(page)).toBe(4000);

    // Typed or pasted into the same tab: a new page, not a return to the last one.
    await page.goto('/aboutus');
    await visible(page.getByRole('heading', { name: 'Cooking for Dhaka since 2023' }));
    await twoFrames(page);
    expect(await scrollY(page)).toBe(0);

    await page.evaluate(() => window.scrollTo(0, 600));
    await page.goto(`/food/${foodId}`);
    await visible(page.getByRole('link', { name: 'Purchase Now', exact: true }));
    await twoFrames(page);
    expect(await scrollY(page)).toBe(0);

    // Back and forward still restore each page's own position.
    await page.goBack();
    await waitForPath(page, '/aboutus');
    await eventually(() => scrollY(page)).toBe(600);
    await page.goBack();
    await waitForPath(page, '/foods');
    await eventually(() => scrollY(page)).toBeGreaterThan(3000);
  });

  test('order times read as Dhaka time on a device set to UTC, with the time in My Orders', async ({ journey }) => {
    const kitchen = await sellerWithDish('Clock');
    const diner = await buyer('Clock');
    const orderId = await diner.api.purchase(kitchen.foodId, 1);
    await kitchen.api.move(orderId, 'accepted');
    const order = await diner.api.order(orderId);
    const placedAt = dhakaTime(order.buyingDate);
    const acceptedAt = dhakaTime(order.history[1]?.at ?? '');
    // The device's reading of the same moment: what the pages showed before.
    const utc = new Date(order.buyingDate).toLocaleTimeString('en-US', { timeZone: 'UTC', hour: 'numeric', minute: '2-digit' });

    const page = await journey.newPage({ timezoneId: 'UTC' });
    await signIn(page, diner.account.email);
    await page.goto('/my-orders');
    const card = page.locator('article').filter({ has: page.getByRole('heading', { name: kitchen.name, exact: true }) });
    await visible(card);
    expect(await textOf(card)).toMatch(new RegExp(`Ordered on:\\s*${escapeRegExp(placedAt)} Dhaka time`));
    expect(await textOf(card)).not.toContain(utc.replace(/[\u202f\u00a0]/g, ' '));

    await page.goto(`/orders/${orderId}`);
    await visible(page.getByRole('heading', { level: 1, name: kitchen.name, exact: true }));
    expect(await textOf(page.locator('main header'))).toContain(`Ordered ${placedAt} Dhaka time`);
    const timeline = await textOf(page.getByRole('list', { name: 'Order timeline' }));
    expect(timeline).toContain(`${placedAt} Dhaka time`);
    expect(timeline).toContain(`${acceptedAt} Dhaka time · by the kitchen`);
  });

  test('on a phone the menu button carries the new-order count; its menu has Add a Food Item and Logout', async ({ journey }) => {
    const kitchen = await sellerWithDish('Badge');
    const diner = await buyer('Badge');
    await diner.api.purchase(kitchen.foodId, 1);
    await diner.api.purchase(kitchen.foodId, 2);

    const page = await journey.newPage(PHONE);
    await signIn(page, kitchen.account.email);
    const menuButton = page.getByRole('button', { name: 'Open menu, 2 new orders', exact: true });
    await visible(menuButton);
    expect((await menuButton.innerText()).trim()).toBe('2');
    // The sign-in toast closes by itself after 5 s. Close it sooner while it is still in; on a loaded machine it may
    // already be leaving, and a leaving toast's button moves and goes. Either way it must be gone before the screenshot.
    await page.locator('.Toastify__toast[data-in="true"] .Toastify__close-button').click({ timeout: 2_000 }).catch(() => undefined);
    await gone(page.locator('.Toastify__toast'));
    await page.screenshot({ path: `${SCREENS_DIR}/everyday-phone-header.png`, clip: { x: 0, y: 0, width: 390, height: 64 } });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.screenshot({ path: `${SCREENS_DIR}/everyday-phone-header-dark.png`, clip: { x: 0, y: 0, width: 390, height: 64 }, animations: 'disabled' });
    await page.emulateMedia({ colorScheme: 'light' });

    await menuButton.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await visible(menu.getByRole('link', { name: 'My Sales, 2 new orders', exact: true }));
    await visible(menu.getByRole('link', { name: 'Add a Food Item', exact: true }));
    await page.screenshot({ path: `${SCREENS_DIR}/everyday-phone-menu.png` });
    await menu.getByRole('link', { name: 'Add a Food Item', exact: true }).click();
    await waitForPath(page, '/add-food');
    await gone(menu);

    await page.getByRole('button', { name: 'Open menu, 2 new orders', exact: true }).click();
    await menu.getByRole('button', { name: 'Logout', exact: true }).click();
    await gone(menu);
    await visible(page.getByRole('link', { name: 'Login', exact: true }));
    await visible(page.getByRole('button', { name: 'Open menu', exact: true }));
  });

  test('All Foods that fails to load says so once and offers Try again', async ({ journey }) => {
    journey.allowErrors(/Failed to fetch foods/, /status of 500/);
    const page = await journey.newPage(PHONE);
    const failing = (route: Route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Something went wrong. Please try again."}' });
    // The server's /foods arrives with its dishes: the browser loads them itself when the app navigates there.
    await page.goto('/');
    await eventually(() => page.evaluate(() => Boolean(document.querySelector('time[role="timer"]')?.textContent))).toBe(true);
    await page.route(FOODS_LIST, failing);
    await page.getByRole('link', { name: /See All Foods/ }).click();
    await visible(page.getByRole('heading', { name: 'No Foods Found: the dishes could not be loaded', exact: true }));
    expect(await page.getByRole('heading', { name: 'No Foods Found', exact: true }).count()).toBe(0);
    await page.screenshot({ path: `${SCREENS_DIR}/everyday-foods-failed.png`, fullPage: true });
    // No theme chosen: the page follows the device into dark mode as it changes.
    await page.emulateMedia({ colorScheme: 'dark' });
    await eventually(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await page.screenshot({ path: `${SCREENS_DIR}/everyday-foods-failed-dark.png`, fullPage: true, animations: 'disabled' });

    await page.unroute(FOODS_LIST, failing);
    await page.getByRole('button', { name: 'Try again', exact: true }).click();
    await visible(page.getByRole('link', { name: /Purchase/ }));
    await gone(page.getByRole('heading', { name: 'No Foods Found: the dishes could not be loaded', exact: true }));
  });

  for (const [lost, fail] of [
    ['a 500', (route: Route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Something went wrong. Please try again."}' })],
    ['a network error', (route: Route) => route.abort('connectionreset')],
  ] as const) {
    test(`a purchase placed but answered with ${lost} is found and shown, placed once`, async ({ journey }) => {
      journey.allowErrors(/status of 500/, /add-purchase-food.*ERR_CONNECTION_RESET|ERR_CONNECTION_RESET/);
      const kitchen = await sellerWithDish(`Lost${lost.length}`);
      const diner = await buyer(`Lost${lost.length}`);
      const page = await journey.newPage();
      await signIn(page, diner.account.email);

      // The first attempt reaches the store (the order is placed) but its answer never reaches the browser.
      const replayed: string[] = [];
      page.on('response', (response) => {
        if (response.url().endsWith('/api/add-purchase-food')) replayed.push(response.headers()['idempotent-replayed'] ?? '');
      });
      let attempts = 0;
      await page.route(PURCHASE_PATH, async (route) => {
        attempts += 1;
        if (attempts > 1) return route.continue();
        await route.fetch();
        return fail(route);
      });

      await page.goto(`/foodPurchase/${kitchen.foodId}`);
      await confirmPickup(page, '3');
      await expectToast(page, 'Food purchased successfully!', 'success');
      await waitForPath(page, /^\/orders\/[^/]+$/);
      const orders = await diner.api.orders(diner.account.email);
      expect(orders).toHaveLength(1);
      expect(pathOf(page)).toBe(`/orders/${orders[0]?._id}`);
      expect(await kitchen.api.food(kitchen.foodId)).toMatchObject({ quantity: 7, purchaseCount: 3 });
      // The check was the same attempt again: the store answered with the order it had placed.
      expect(attempts).toBe(2);
      expect(replayed).toContain('true');
    });
  }

  test('a purchase whose answer is lost twice says it cannot tell, and Try again places it once', async ({ journey }) => {
    journey.allowErrors(/ERR_INTERNET_DISCONNECTED/);
    const kitchen = await sellerWithDish('Unsure');
    const diner = await buyer('Unsure');
    const page = await journey.newPage(PHONE);
    await signIn(page, diner.account.email);
    const offline = (route: Route) => route.abort('internetdisconnected');
    await page.route(PURCHASE_PATH, offline);

    await page.goto(`/foodPurchase/${kitchen.foodId}`);
    await confirmPickup(page, '2');
    const panel = page.getByRole('alert').filter({ hasText: 'we cannot tell yet whether your order was placed' });
    await visible(panel);
    expect(await panel.innerText()).toContain('Failed to complete purchase');
    expect(await page.getByRole('button', { name: 'Confirm Purchase', exact: true }).isDisabled()).toBe(true);
    await panel.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENS_DIR}/everyday-purchase-unsure.png` });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.screenshot({ path: `${SCREENS_DIR}/everyday-purchase-unsure-dark.png`, animations: 'disabled' });
    expect(await diner.api.orders(diner.account.email)).toEqual([]);

    await page.unroute(PURCHASE_PATH, offline);
    await panel.getByRole('button', { name: 'Try again', exact: true }).click();
    await expectToast(page, 'Food purchased successfully!', 'success');
    await waitForPath(page, /^\/orders\/[^/]+$/);
    const orders = await diner.api.orders(diner.account.email);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ quantity: 2 });
  });

  test('a purchase placed but never answered is still the same attempt after a reload: Try again finds it, never a second order', async ({ journey }) => {
    journey.allowErrors(/ERR_CONNECTION_RESET/);
    const kitchen = await sellerWithDish('Reload');
    const diner = await buyer('Reload');
    const page = await journey.newPage(PHONE);
    await signIn(page, diner.account.email);
    // Every attempt reaches the store, but no answer reaches the browser.
    const lost = async (route: Route) => {
      await route.fetch();
      await route.abort('connectionreset');
    };
    await page.route(PURCHASE_PATH, lost);

    await page.goto(`/foodPurchase/${kitchen.foodId}`);
    await confirmPickup(page, '2');
    const panel = page.getByRole('alert').filter({ hasText: 'we cannot tell yet whether your order was placed' });
    await visible(panel);
    expect(await diner.api.orders(diner.account.email)).toHaveLength(1);

    // The buyer reloads to see whether it went through: the page still cannot tell, and only the same order may go.
    await page.unroute(PURCHASE_PATH, lost);
    await page.reload();
    await visible(panel);
    expect(await page.getByRole('button', { name: 'Confirm Purchase', exact: true }).isDisabled()).toBe(true);
    await panel.getByRole('button', { name: 'Try again', exact: true }).click();
    await expectToast(page, 'Food purchased successfully!', 'success');
    await waitForPath(page, /^\/orders\/[^/]+$/);
    const orders = await diner.api.orders(diner.account.email);
    expect(orders).toHaveLength(1);
    expect(pathOf(page)).toBe(`/orders/${orders[0]?._id}`);
    expect(await kitchen.api.food(kitchen.foodId)).toMatchObject({ quantity: 8, purchaseCount: 2 });
  });

  test('numbers typed in Bangla digits are taken: the quantity, and the phone stored as +880', async ({ journey }) => {
    const kitchen = await sellerWithDish('Bangla');
    const diner = await buyer('Bangla');
    const page = await journey.newPage();
    await signIn(page, diner.account.email);
    await page.goto(`/foodPurchase/${kitchen.foodId}`);
    await visible(page.getByRole('heading', { name: 'Confirm Your Order' }));

    const quantity = page.getByLabel('Quantity', { exact: true });
    await quantity.fill('');
    // As a Bangla keyboard types it (Playwright's fill() refuses non-numbers in a number input).
    await quantity.pressSequentially('২');
    expect(await quantity.inputValue()).toBe('2');
    await page.getByLabel('Phone', { exact: true }).fill('০১৭১২৩৪৫৬৭৮');
    await page.getByLabel('Area in Dhaka', { exact: true }).fill('Mirpur');
    await page.getByLabel('Delivery Address', { exact: true }).fill('House 4, Road 2, Mirpur 10');
    await page.getByRole('button', { name: 'Confirm Purchase', exact: true }).click();
    await expectToast(page, 'Food purchased successfully!', 'success');
    await waitForPath(page, /^\/orders\/[^/]+$/);

    const [order] = await diner.api.orders(diner.account.email);
    const detail = await diner.api.order(order?._id ?? '');
    expect(detail).toMatchObject({ quantity: 2, delivery: { phone: '+8801712345678' } });
  });

  test("a phone in dark mode gets the dark theme until the user picks one; Register says the password rule up front", async ({ journey }) => {
    const page = await journey.newPage({ ...PHONE, colorScheme: 'dark' });
    const isDark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
    const toggle = page.getByRole('button', { name: 'Dark mode', exact: true });

    // With the app's JavaScript blocked, index.html's inline script alone applies it: no light flash first.
    journey.allowErrors(/ERR_FAILED.*\/assets\/.*\.js/);
    await page.route('**/assets/*.js', (route) => route.abort('failed'));
    await page.goto('/');
    expect(await isDark()).toBe(true);
    await page.unroute('**/assets/*.js');

    await page.goto('/register');
    await visible(page.getByRole('heading', { name: 'Create your account' }));
    expect(await isDark()).toBe(true);
    await eventually(() => toggle.getAttribute('aria-pressed')).toBe('true');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
    await visible(page.getByText('At least 6 characters, with both upper and lower case letters.', { exact: true }));
    await page.screenshot({ path: `${SCREENS_DIR}/everyday-register-dark.png` });

    await toggle.click();
    await eventually(isDark).toBe(false);
    await page.reload();
    await visible(page.getByRole('heading', { name: 'Create your account' }));
    expect(await isDark()).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  });
});
