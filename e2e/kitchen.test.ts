import type { Page } from 'playwright-core';
import { KITCHEN_SWITCH_SECONDS } from '../functions/src/domain/limits.js';
import { MSG } from '../functions/src/domain/messages.js';
import { ApiClient, sampleFood } from './support/api.js';
import { createAccount } from './support/auth-emulator.js';
import { DEMO, uniqueTag } from './support/env.js';
import { alerts, countAlerts } from './support/alerts.js';
import { describe, expect, test } from './support/fixtures.js';
import { eventually, expectToast, screen, signIn, visible } from './support/ui.js';

// docs/ARCHITECTURE.md §5f in the browser: a kitchen that closes, the new-order bell, sold-out dishes, where to pick
// up, and why an order was declined.

// My Sales checks every 15 s; allow a check, its lists and the network.
const BELL_WAIT_MS = 35_000;

async function account(role: string, label: string) {
  const created = await createAccount(`${role} ${label}`, `${role.toLowerCase()}-${label.toLowerCase()}`);
  return { account: created, api: await ApiClient.signIn(created.email) };
}

/** The card (an <article>) whose heading is the food's name. */
function cardOf(page: Page, foodName: string) {
  return page.locator('article').filter({ has: page.getByRole('heading', { name: foodName, exact: true }) });
}

async function searchAllFoods(page: Page, text: string): Promise<void> {
  await page.goto(`/foods?q=${encodeURIComponent(text)}`);
  await visible(cardOf(page, text));
}

describe('kitchen operations', () => {
  test('the switch closes the kitchen: a buyer in another browser sees it and cannot buy; reopening lets them', async ({ journey }) => {
    const kitchen = await account('Kitchen', 'switch');
    const diner = await account('Diner', 'switch');
    const name = `Beef Kala Bhuna E2E${uniqueTag()}`;
    const foodId = await kitchen.api.addFood(sampleFood(name, { quantity: 8 }));

    const sellerPage = await journey.newPage();
    await signIn(sellerPage, kitchen.account.email);
    await sellerPage.goto('/my-sales');
    const toggle = sellerPage.getByRole('switch', { name: 'Taking orders' });
    await visible(toggle);
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    await toggle.click();
    await expectToast(sellerPage, 'Your kitchen is closed to new orders.', 'success');
    const closedAt = Date.now();
    await eventually(() => toggle.getAttribute('aria-checked')).toBe('false');
    await screen(sellerPage, 'kitchen-my-sales-closed');

    const buyerPage = await journey.newPage();
    await signIn(buyerPage, diner.account.email);
    await searchAllFoods(buyerPage, name);
    const card = cardOf(buyerPage, name);
    await visible(card.getByText(MSG.notTakingOrders, { exact: true }));
    expect(await card.getByRole('link', { name: /^Purchase/ }).count()).toBe(0);
    await screen(buyerPage, 'kitchen-closed-card');

    await buyerPage.goto(`/food/${foodId}`);
    const purchase = buyerPage.getByRole('button', { name: 'Purchase Now', exact: true });
    await visible(purchase);
    expect(await purchase.isDisabled()).toBe(true);
    await visible(buyerPage.getByText(MSG.notTakingOrders, { exact: true }));
    await screen(buyerPage, 'kitchen-closed-dish');

    await buyerPage.goto(`/foodPurchase/${foodId}`);
    await visible(buyerPage.getByRole('heading', { name: MSG.notTakingOrders, exact: true }));
    expect(await buyerPage.getByRole('button', { name: 'Confirm Purchase', exact: true }).count()).toBe(0);
    const refused = await diner.api.call<{ message: string }>('POST', '/add-purchase-food', { foodId, quantity: 1 });
    expect(refused).toEqual({ status: 409, body: { message: MSG.kitchenClosed, code: 'kitchenClosed' } });
    expect(await diner.api.food(foodId)).toMatchObject({ quantity: 8, purchaseCount: 0 });

    // A kitchen switches at most once in KITCHEN_SWITCH_SECONDS (§5f): the seller reopens no sooner.
    await sellerPage.waitForTimeout(Math.max(0, closedAt + KITCHEN_SWITCH_SECONDS * 1000 - Date.now()));
    await toggle.click();
    await expectToast(sellerPage, 'Your kitchen is taking orders again.', 'success');
    await buyerPage.goto(`/foodPurchase/${foodId}`);
    await visible(buyerPage.getByRole('heading', { name: 'Confirm Your Order' }));
  });

  test('a new order rings the bell once: the title shows (1), one chime and one notification naming it', async ({ journey }) => {
    const kitchen = await account('Kitchen', 'bell');
    const diner = await account('Diner', 'bell');
    const name = `Kacchi Biryani E2E${uniqueTag()}`;
    const foodId = await kitchen.api.addFood(sampleFood(name, { quantity: 10 }));

    const sellerPage = await journey.newPage();
    await countAlerts(sellerPage);
    await signIn(sellerPage, kitchen.account.email);
    await sellerPage.goto('/my-sales');
    await eventually(() => sellerPage.title()).toBe('My Sales | Food Store');
    await sellerPage.getByRole('button', { name: 'Turn on sound', exact: true }).click();
    await visible(sellerPage.getByRole('button', { name: 'Sound on', exact: true }));
    // Turning sound on plays a sample, within the click.
    expect(await alerts(sellerPage)).toEqual({ chimes: 1, notifications: [] });
    await visible(sellerPage.getByText('Notifications on', { exact: true }));

    // The buyer orders in their own browser, for pickup, leaving a phone for the kitchen.
    const buyerPage = await journey.newPage();
    await signIn(buyerPage, diner.account.email);
    await buyerPage.goto(`/foodPurchase/${foodId}`);
    await buyerPage.getByRole('radio', { name: 'Pickup from the kitchen' }).check();
    await buyerPage.getByLabel('Quantity', { exact: true }).fill('2');
    await buyerPage.getByLabel('Phone (optional)', { exact: true }).fill('01812345678');
    await buyerPage.getByRole('button', { name: 'Confirm Purchase', exact: true }).click();
    await expectToast(buyerPage, MSG.purchaseSuccess, 'success');

    await eventually(() => sellerPage.title(), BELL_WAIT_MS).toBe('(1) My Sales | Food Store');
    await eventually(() => alerts(sellerPage)).toEqual({ chimes: 2, notifications: [`New order: 2 × ${name}`] });
    await visible(cardOf(sellerPage, name).getByRole('link', { name: '+880 1812-345678' }));
    await screen(sellerPage, 'kitchen-bell');

    // The next checks find nothing new: no repeat.
    await sellerPage.waitForResponse((response) => response.url().includes('/api/sales/summary'), { timeout: BELL_WAIT_MS });
    await sellerPage.waitForTimeout(1000);
    expect(await alerts(sellerPage)).toEqual({ chimes: 2, notifications: [`New order: 2 × ${name}`] });
  });

  test('a sold-out dish says so on its card and at the top of its purchase page, without the form', async ({ journey }) => {
    const kitchen = await account('Kitchen', 'soldout');
    const name = `Roshogolla E2E${uniqueTag()}`;
    const foodId = await kitchen.api.addFood(sampleFood(name, { quantity: 0 }));

    const page = await journey.newPage();
    await searchAllFoods(page, name);
    const card = cardOf(page, name);
    await visible(card.getByText(MSG.soldOut, { exact: true }));
    expect(await card.getByRole('link', { name: /^Purchase/ }).count()).toBe(0);

    await signIn(page, (await account('Diner', 'soldout')).account.email);
    await page.goto(`/foodPurchase/${foodId}`);
    await visible(page.getByRole('heading', { name: MSG.soldOut, exact: true }));
    await visible(page.getByText(new RegExp(MSG.outOfStock.replace('.', '\\.'))));
    expect(await page.getByRole('button', { name: 'Confirm Purchase', exact: true }).count()).toBe(0);
    await screen(page, 'kitchen-sold-out-purchase');
    // The dish page keeps the spec's disabled 'Out of Stock'.
    await page.goto(`/food/${foodId}`);
    expect(await page.getByRole('button', { name: 'Out of Stock', exact: true }).isDisabled()).toBe(true);
  });

  test("a pickup buyer sees the kitchen's address and phone; a declined buyer sees why", async ({ journey }) => {
    const kitchen = await account('Kitchen', 'pickup');
    const diner = await account('Diner', 'pickup');
    const name = `Shorshe Ilish E2E${uniqueTag()}`;
    const foodId = await kitchen.api.addFood(sampleFood(name, { quantity: 10 }));

    const sellerPage = await journey.newPage();
    await signIn(sellerPage, kitchen.account.email);
    await sellerPage.goto('/my-sales');
    await sellerPage.getByText('Pickup address and phone', { exact: true }).click();
    await sellerPage.getByLabel('Pickup address', { exact: true }).fill('House 7, Road 3, Dhanmondi (green gate)');
    await sellerPage.getByLabel('Kitchen phone', { exact: true }).fill('01911223344');
    await sellerPage.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(sellerPage, 'Pickup details saved.', 'success');

    const collected = await diner.api.purchase(foodId, 1, { fulfilment: 'pickup' });
    const declined = await diner.api.purchase(foodId, 2, { fulfilment: 'pickup' });

    const buyerPage = await journey.newPage();
    await signIn(buyerPage, diner.account.email);
    await buyerPage.goto(`/orders/${collected}`);
    const pickup = buyerPage.getByRole('article', { name: 'Pickup' });
    await visible(pickup.getByText('House 7, Road 3, Dhanmondi (green gate)', { exact: true }));
    expect(await pickup.getByRole('link', { name: '+880 1911-223344' }).getAttribute('href')).toBe('tel:+8801911223344');
    await screen(buyerPage, 'kitchen-pickup-order');

    await sellerPage.goto('/my-sales?status=placed');
    const card = cardOf(sellerPage, name).filter({ hasText: '2 ×' });
    await card.getByRole('button', { name: /^Decline/ }).click();
    const dialog = sellerPage.getByRole('dialog', { name: 'Decline this order?' });
    await dialog.getByRole('radio', { name: 'Sold out' }).check();
    await screen(sellerPage, 'kitchen-decline-dialog');
    await dialog.getByRole('button', { name: 'Decline', exact: true }).click();
    await expectToast(sellerPage, `Order for "${name}" declined. Its stock is back on sale.`, 'success');

    await buyerPage.goto(`/orders/${declined}`);
    await visible(buyerPage.getByText('The kitchen declined this order.', { exact: true }));
    await visible(buyerPage.getByText('Reason: Sold out', { exact: true }));
    expect((await diner.api.order(declined)).decline).toEqual({ reason: 'sold_out', note: '' });
  });

  test('on a phone, a note without spaces (a pasted map link) wraps: My Sales and the order page stay the width of the screen', async ({ journey }) => {
    const kitchen = await account('Kitchen', 'wrap');
    const diner = await account('Diner', 'wrap');
    const name = `Chicken Roast E2E${uniqueTag()}`;
    const foodId = await kitchen.api.addFood(sampleFood(name, { quantity: 10 }));
    const note = `https://maps.example.com/place/${'Dhanmondi27RoadGreenGate'.repeat(11)}`;
    const order = await diner.api.purchase(foodId, 1, { fulfilment: 'pickup', note });
    const fits = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

    const sellerPage = await journey.newPage(phone);
    await signIn(sellerPage, kitchen.account.email);
    await sellerPage.goto('/my-sales');
    await visible(cardOf(sellerPage, name).getByText(note, { exact: true }));
    expect(await fits(sellerPage), '/my-sales').toBe(true);
    await sellerPage.goto(`/orders/${order}`);
    await visible(sellerPage.getByText(note, { exact: true }));
    expect(await fits(sellerPage), '/orders/:id (seller)').toBe(true);

    const buyerPage = await journey.newPage(phone);
    await signIn(buyerPage, diner.account.email);
    await buyerPage.goto(`/orders/${order}`);
    await visible(buyerPage.getByText(note, { exact: true }));
    expect(await fits(buyerPage), '/orders/:id (buyer)').toBe(true);
  });

  test('on a phone, in the dark theme: My Sales with its kitchen panel, and a closed kitchen\'s purchase page', async ({ journey }) => {
    const page = await journey.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await page.context().addInitScript(() => localStorage.setItem('theme', 'dark'));
    await signIn(page, DEMO.rahim.email);
    await page.goto('/my-sales');
    await visible(page.getByRole('switch', { name: 'Taking orders' }));
    await page.getByText('Pickup address and phone', { exact: true }).click();
    await visible(page.getByLabel('Pickup address', { exact: true }));
    await screen(page, 'kitchen-my-sales-phone-dark');
    const masalaDosa = (await ApiClient.anonymous().get<{ _id: string; foodName: string }[]>('/foods?search=masala%20dosa')).body[0];
    await page.goto(`/foodPurchase/${masalaDosa?._id}`);
    await visible(page.getByRole('heading', { name: MSG.notTakingOrders, exact: true }));
    await screen(page, 'kitchen-closed-purchase-phone-dark');
    await page.goto('/my-sales?status=placed');
    await page.getByRole('button', { name: /^Decline/ }).first().click();
    await page.getByRole('radio', { name: 'Other' }).check();
    await visible(page.getByLabel('A short note for the buyer', { exact: true }));
    await screen(page, 'kitchen-decline-phone-dark');
  });

  test("the seed: Tanvir's kitchen is closed and Nadia's expired order says why", async ({ journey }) => {
    const page = await journey.newPage();
    await searchAllFoods(page, 'Masala Dosa');
    await visible(cardOf(page, 'Masala Dosa').getByText(MSG.notTakingOrders, { exact: true }));

    await signIn(page, DEMO.nadia.email);
    await page.goto('/my-orders');
    const expired = cardOf(page, 'Beef Kala Bhuna');
    await visible(expired.locator('[data-status="expired"]'));
    await expired.getByRole('link', { name: /^View order/ }).click();
    await visible(page.getByText(MSG.orderExpiredForBuyer, { exact: true }));
    await screen(page, 'kitchen-expired-order');
  });
});
