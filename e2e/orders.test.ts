import type { Page } from 'playwright-core';
import { MSG } from '../functions/src/domain/messages.js';
import { ApiClient, sampleFood, type OrderStatus } from './support/api.js';
import { createAccount } from './support/auth-emulator.js';
import { uniqueTag } from './support/env.js';
import { describe, expect, test } from './support/fixtures.js';
import { brokenImages, eventually, expectToast, focused, gone, orderSum, pathOf, screen, SCREENSHOTS_JOURNEY_TIMEOUT_MS, seenOnce, signIn, visible, waitForPath } from './support/ui.js';

// The order page refetches every 15 s while the order is open; allow two rounds and the network.
const POLL_WAIT_MS = 40_000;
const DELIVERY = { phone: '01712345678', address: 'House 7, Road 3, Dhanmondi', area: 'Dhanmondi' };

function mainNav(page: Page) {
  return page.getByRole('navigation', { name: 'Main' });
}

/** The card (an <article>) whose heading is the food's name. */
function orderCard(page: Page, foodName: string) {
  return page.locator('article').filter({ has: page.getByRole('heading', { name: foodName, exact: true }) });
}

/** The status the page's first badge shows (`data-status`), e.g. the order page's header. */
function statusOf(scope: Page | ReturnType<typeof orderCard>) {
  return scope.locator('[data-status]').first().getAttribute('data-status');
}

async function seller(label: string) {
  const account = await createAccount(`Kitchen ${label}`, `seller-${label.toLowerCase()}`);
  return { account, api: await ApiClient.signIn(account.email) };
}

async function buyer(label: string) {
  const account = await createAccount(`Diner ${label}`, `buyer-${label.toLowerCase()}`);
  return { account, api: await ApiClient.signIn(account.email) };
}

describe('orders a kitchen can fulfil', () => {
  test('a buyer orders for delivery; the seller sees it with the badge and accepts; the buyer sees it accepted unasked', async ({ journey }) => {
    const kitchen = await seller('accept');
    const diner = await buyer('accept');
    const name = `Beef Bhuna E2E${uniqueTag()}`;
    const foodId = await kitchen.api.addFood(sampleFood(name, { quantity: 10, price: 7.5 }));

    const buyerPage = await journey.newPage();
    await signIn(buyerPage, diner.account.email);
    await buyerPage.goto(`/foodPurchase/${foodId}`);
    await visible(buyerPage.getByRole('heading', { name: 'Confirm Your Order' }));
    expect(await buyerPage.getByRole('radio', { name: 'Delivery', exact: true }).isChecked()).toBe(true);
    await visible(buyerPage.getByText('Cash on delivery.', { exact: true }));

    await buyerPage.getByLabel('Quantity', { exact: true }).fill('2');
    const phone = buyerPage.getByLabel('Phone', { exact: true });
    await phone.fill('12345');
    await phone.blur();
    await seenOnce(buyerPage, MSG.phoneInvalid);
    await phone.fill(DELIVERY.phone);
    await buyerPage.getByLabel('Area in Dhaka', { exact: true }).fill(DELIVERY.area);
    await buyerPage.getByLabel('Delivery Address', { exact: true }).fill(DELIVERY.address);
    await buyerPage.getByLabel('Note (optional)', { exact: true }).fill('Ring the bell twice.');
    await gone(buyerPage.getByText(MSG.phoneInvalid, { exact: true }));
    // 2 × $7.50, delivered free (the kitchen set no delivery areas).
    await eventually(() => orderSum(buyerPage, 'Total').textContent()).toBe('$15.00');
    expect(await orderSum(buyerPage, 'Delivery fee').textContent()).toBe('Free');
    await buyerPage.getByRole('button', { name: 'Confirm Purchase', exact: true }).click();

    await expectToast(buyerPage, 'Food purchased successfully!', 'success');
    await waitForPath(buyerPage, /^\/orders\/[^/]+$/);
    const orderId = pathOf(buyerPage).split('/').pop() ?? '';
    await visible(buyerPage.getByRole('heading', { level: 1, name, exact: true }));
    await eventually(() => statusOf(buyerPage)).toBe('placed');
    await visible(buyerPage.getByRole('button', { name: 'Cancel Order', exact: true }));
    await visible(buyerPage.getByRole('link', { name: '+880 1712-345678', exact: true }));

    const sellerPage = await journey.newPage();
    await signIn(sellerPage, kitchen.account.email);
    const badged = mainNav(sellerPage).getByRole('link', { name: 'My Sales, 1 new order', exact: true });
    await visible(badged);
    await badged.click();
    await waitForPath(sellerPage, '/my-sales');
    await visible(sellerPage.getByRole('heading', { name: 'Orders for Your Dishes' }));
    const card = orderCard(sellerPage, name);
    await visible(card);
    await visible(card.getByText(diner.account.name, { exact: true }));
    expect(await card.getByRole('link', { name: '+880 1712-345678', exact: true }).getAttribute('href')).toBe('tel:+8801712345678');
    await visible(card.getByText(DELIVERY.area, { exact: true }));
    await visible(card.getByText('Ring the bell twice.', { exact: true }));
    await card.getByRole('button', { name: /^Accept/ }).focus();
    await sellerPage.keyboard.press('Enter');
    await expectToast(sellerPage, `Order for "${name}" accepted.`, 'success');
    await eventually(() => statusOf(card)).toBe('accepted');
    // The pressed button is gone: keyboard focus is on the order's next move, not lost on the page.
    await eventually(() => focused(card.getByRole('button', { name: /^Mark out for delivery/ }))).toBe(true);
    await visible(mainNav(sellerPage).getByRole('link', { name: 'My Sales', exact: true }));

    // The buyer's page was left alone: it learns of the move by itself.
    await eventually(() => statusOf(buyerPage), POLL_WAIT_MS).toBe('accepted');
    await gone(buyerPage.getByRole('button', { name: 'Cancel Order', exact: true }));
    const order = await diner.api.order(orderId);
    expect(order).toMatchObject({
      status: 'accepted',
      fulfilment: 'delivery',
      quantity: 2,
      total: 15,
      delivery: { phone: '+8801712345678', address: DELIVERY.address, area: DELIVERY.area },
      note: 'Ring the bell twice.',
      payment: 'cash_on_delivery',
    });
    expect(order.history.map((entry) => [entry.status, entry.by])).toEqual([
      ['placed', 'buyer'],
      ['accepted', 'seller'],
    ]);
  });

  test('a pickup order goes from placed to collected on the order page', async ({ journey }) => {
    const kitchen = await seller('pickup');
    const diner = await buyer('pickup');
    const name = `Chicken Roll E2E${uniqueTag()}`;
    const foodId = await kitchen.api.addFood(sampleFood(name, { quantity: 5, price: 3 }));

    const buyerPage = await journey.newPage();
    await signIn(buyerPage, diner.account.email);
    await buyerPage.goto(`/foodPurchase/${foodId}`);
    await buyerPage.getByRole('radio', { name: 'Pickup from the kitchen', exact: true }).check();
    await gone(buyerPage.getByLabel('Phone', { exact: true }));
    await visible(buyerPage.getByText('Cash on pickup.', { exact: true }));
    await buyerPage.getByLabel('Note (optional)', { exact: true }).fill('No onions, please.');
    await buyerPage.getByRole('button', { name: 'Confirm Purchase', exact: true }).click();
    await expectToast(buyerPage, 'Food purchased successfully!', 'success');
    await waitForPath(buyerPage, /^\/orders\/[^/]+$/);
    const orderId = pathOf(buyerPage).split('/').pop() ?? '';

    const sellerPage = await journey.newPage();
    await signIn(sellerPage, kitchen.account.email);
    await sellerPage.goto(`/orders/${orderId}`);
    await visible(sellerPage.getByRole('heading', { level: 1, name, exact: true }));
    await visible(sellerPage.getByText(diner.account.email, { exact: true }));
    await visible(sellerPage.getByText('Pickup from the kitchen', { exact: true }));
    const steps: [button: RegExp, toast: string, status: OrderStatus][] = [
      [/^Accept/, `Order for "${name}" accepted.`, 'accepted'],
      [/^Mark ready for pickup/, `Order for "${name}" is ready for pickup.`, 'ready'],
      [/^Mark collected/, `Order for "${name}" collected.`, 'completed'],
    ];
    for (const [button, message, status] of steps) {
      await sellerPage.getByRole('button', { name: button }).click();
      await expectToast(sellerPage, message, 'success');
      await eventually(() => statusOf(sellerPage)).toBe(status);
    }
    expect(await sellerPage.getByRole('button', { name: /^(Accept|Decline|Mark)/ }).count()).toBe(0);

    await buyerPage.goto('/my-orders');
    const card = orderCard(buyerPage, name);
    await visible(card);
    await eventually(() => statusOf(card)).toBe('completed');
    await visible(card.getByText('Collected', { exact: false }));
    expect(await card.getByRole('button', { name: /^Cancel Order/ }).count()).toBe(0);
    const order = await diner.api.order(orderId);
    expect(order.history.map((entry) => entry.status)).toEqual(['placed', 'accepted', 'ready', 'completed']);
    expect(order).toMatchObject({ fulfilment: 'pickup', delivery: null, note: 'No onions, please.' });
  });

  test('a declined order returns its stock on the food page and stays declined for the buyer', async ({ journey }) => {
    const kitchen = await seller('decline');
    const diner = await buyer('decline');
    const name = `Shorshe Ilish E2E${uniqueTag()}`;
    const foodId = await kitchen.api.addFood(sampleFood(name, { quantity: 10, price: 11 }));
    const orderId = await diner.api.purchase(foodId, 3, { fulfilment: 'delivery', delivery: DELIVERY });
    expect(await diner.api.food(foodId)).toMatchObject({ quantity: 7, purchaseCount: 3 });

    const sellerPage = await journey.newPage();
    await signIn(sellerPage, kitchen.account.email);
    await sellerPage.goto('/my-sales?status=placed');
    expect(await sellerPage.getByRole('navigation', { name: 'Filter by status' }).getByRole('link', { name: /^New/ }).getAttribute('aria-current')).toBe('page');
    const card = orderCard(sellerPage, name);
    await visible(card);
    await card.getByRole('button', { name: /^Decline/ }).click();
    const dialog = sellerPage.getByRole('dialog', { name: 'Decline this order?' });
    await visible(dialog);
    await dialog.getByRole('button', { name: 'Decline', exact: true }).click();
    await expectToast(sellerPage, `Order for "${name}" declined. Its stock is back on sale.`, 'success');
    // It has left the list of new orders.
    await visible(sellerPage.getByRole('heading', { name: 'No new orders' }));
    expect((await kitchen.api.order(orderId)).status).toBe('declined');

    const buyerPage = await journey.newPage();
    await signIn(buyerPage, diner.account.email);
    await buyerPage.goto(`/food/${foodId}`);
    await visible(buyerPage.getByText('10 items available', { exact: true }));
    expect(await diner.api.food(foodId)).toMatchObject({ quantity: 10, purchaseCount: 0 });
    await buyerPage.goto('/my-orders');
    const mine = orderCard(buyerPage, name);
    await visible(mine);
    await eventually(() => statusOf(mine)).toBe('declined');
    expect(await mine.getByRole('button', { name: /^Cancel Order/ }).count()).toBe(0);
  });

  test('a cancel refused because the kitchen accepted meanwhile restores the card and says why', async ({ journey }) => {
    const kitchen = await seller('race');
    const diner = await buyer('race');
    const name = `Dal Puri E2E${uniqueTag()}`;
    const foodId = await kitchen.api.addFood(sampleFood(name, { quantity: 6 }));
    const orderId = await diner.api.purchase(foodId, 1);

    const page = await journey.newPage();
    await signIn(page, diner.account.email);
    await page.goto('/my-orders');
    const card = orderCard(page, name);
    await visible(card);
    await kitchen.api.move(orderId, 'accepted');
    journey.allowErrors(/status of 409 \(Conflict\).*\/api\/purchase-food\//);

    await card.getByRole('button', { name: /^Cancel Order/ }).click();
    await page.getByRole('dialog', { name: 'Confirm Cancellation' }).getByRole('button', { name: 'Yes, Cancel', exact: true }).click();
    await expectToast(page, MSG.cancelTooLate, 'error');
    await visible(card);
    await eventually(() => statusOf(card)).toBe('accepted');
    expect(await card.getByRole('button', { name: /^Cancel Order/ }).count()).toBe(0);
    expect(await diner.api.food(foodId)).toMatchObject({ quantity: 5 });
  });

  // Eight sign-ins and twenty full-page screenshots.
  test('screenshots of the purchase form, the order page and My Sales (desktop and phone, light and dark)', { timeout: SCREENSHOTS_JOURNEY_TIMEOUT_MS }, async ({ journey }) => {
    const kitchen = await seller('screens');
    const diners = await Promise.all(['Nusrat', 'Arif', 'Mitu', 'Rafi'].map((label) => buyer(label)));
    const biryaniName = `Kacchi Biryani E2E${uniqueTag()}`;
    const biryani = await kitchen.api.addFood(sampleFood(biryaniName, { quantity: 40, price: 12.5 }));
    const doi = await kitchen.api.addFood(sampleFood(`Mishti Doi E2E${uniqueTag()}`, { quantity: 40, price: 2.75, foodImage: '/images/foods/mishti-doi-800.webp' }));
    const [a, b, c, d] = diners;
    if (!a || !b || !c || !d) throw new Error('four diners');
    const placed = await a.api.purchase(biryani, 2, { fulfilment: 'delivery', delivery: DELIVERY, note: 'Please call when you reach the gate; the bell is broken.' });
    const accepted = await b.api.purchase(doi, 6, { fulfilment: 'pickup', note: 'For a birthday, pack them nicely.' });
    const ready = await c.api.purchase(biryani, 1, { fulfilment: 'delivery', delivery: { phone: '01912345678', address: 'Flat 4B, House 21, Road 11', area: 'Banani' } });
    const declined = await d.api.purchase(doi, 3, { fulfilment: 'pickup' });
    await kitchen.api.move(accepted, 'accepted');
    await kitchen.api.move(ready, 'accepted');
    await kitchen.api.move(ready, 'ready');
    await kitchen.api.move(declined, 'declined');

    const viewports = [
      ['desktop', { width: 1280, height: 800 }],
      ['phone', { width: 390, height: 844 }],
    ] as const;
    for (const theme of ['light', 'dark'] as const) {
      for (const [size, viewport] of viewports) {
        const open = async (email: string) => {
          const page = await journey.newPage({ viewport, isMobile: size === 'phone', hasTouch: size === 'phone' });
          if (theme === 'dark') await page.context().addInitScript(() => localStorage.setItem('theme', 'dark'));
          await signIn(page, email);
          return page;
        };
        const sellerPage = await open(kitchen.account.email);
        await sellerPage.goto('/my-sales');
        await visible(orderCard(sellerPage, biryaniName));
        await screen(sellerPage, `my-sales-${size}-${theme}`);
        expect(await brokenImages(sellerPage)).toEqual([]);
        await sellerPage.goto(`/orders/${placed}`);
        await visible(sellerPage.getByRole('button', { name: /^Accept/ }));
        await screen(sellerPage, `order-seller-${size}-${theme}`);

        const buyerPage = await open(c.account.email);
        await buyerPage.goto(`/orders/${ready}`);
        await eventually(() => statusOf(buyerPage)).toBe('ready');
        await screen(buyerPage, `order-buyer-${size}-${theme}`);
        await buyerPage.goto(`/foodPurchase/${biryani}`);
        await visible(buyerPage.getByRole('heading', { name: 'Confirm Your Order' }));
        await buyerPage.getByLabel('Phone', { exact: true }).fill('0171');
        await buyerPage.getByLabel('Area in Dhaka', { exact: true }).fill('Gulshan');
        await buyerPage.getByLabel('Delivery Address', { exact: true }).focus();
        await buyerPage.getByLabel('Note (optional)', { exact: true }).focus();
        await seenOnce(buyerPage, MSG.addressRequired);
        await seenOnce(buyerPage, MSG.phoneInvalid);
        await screen(buyerPage, `purchase-errors-${size}-${theme}`);
        await buyerPage.getByRole('radio', { name: 'Pickup from the kitchen', exact: true }).check();
        await screen(buyerPage, `purchase-pickup-${size}-${theme}`);
        await Promise.all([buyerPage.context().close(), sellerPage.context().close()]);
      }
    }
  });
});
