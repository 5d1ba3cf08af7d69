import type { Page } from 'playwright-core';
import { MSG } from '../functions/src/domain/messages.js';
import type { OrderDetail } from '../functions/src/domain/types.js';
import { seriousA11yViolations } from './support/a11y.js';
import { ApiClient, sampleFood } from './support/api.js';
import { createAccount } from './support/auth-emulator.js';
import { uniqueTag } from './support/env.js';
import { describe, expect, test } from './support/fixtures.js';
import { appStarted, eventually, expectToast, orderSum, pathOf, screen, signIn, visible, waitForPath } from './support/ui.js';

// Issue 30 (docs/ARCHITECTURE.md §5h): a meal of several dishes from one kitchen as one order, with the delivery fee
// of the buyer's area.

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } as const;

/** The figure beside `label` in the cart's order total. */
/** A kitchen in Dhaka with three dishes, delivery areas with fees and a minimum order. */
async function kitchenWithMeal(tag: string) {
  const account = await createAccount(`Kitchen Meal${tag}`, 'seller-meal');
  const kitchen = await ApiClient.signIn(account.email);
  const set = await kitchen.call('PUT', '/kitchen', {
    deliveryAreas: [
      { area: 'Gulshan', fee: 60 },
      { area: 'Dhanmondi', fee: 40 },
    ],
    minimumOrder: 300,
  });
  expect(set.status).toBe(200);
  const dishes = {
    kacchi: { name: `Kacchi Biryani${tag}`, id: await kitchen.addFood(sampleFood(`Kacchi Biryani${tag}`, { price: 450, quantity: 12 })) },
    borhani: { name: `Borhani${tag}`, id: await kitchen.addFood(sampleFood(`Borhani${tag}`, { price: 80, quantity: 10 })) },
    firni: { name: `Firni${tag}`, id: await kitchen.addFood(sampleFood(`Firni${tag}`, { price: 60, quantity: 10 })) },
  };
  return { account, kitchen, dishes };
}

/** Presses the dish page's Add to cart and waits for the toast. */
async function addFromDishPage(page: Page, id: string, name: string): Promise<void> {
  await page.goto(`/food/${id}`);
  await appStarted(page);
  await visible(page.getByRole('heading', { level: 1, name, exact: true }));
  await page.getByRole('button', { name: `Add to cart: ${name}` }).click();
  await expectToast(page, new RegExp(`^${name} is in your cart`), 'success');
}

describe('a meal in one order', () => {
  test('a family orders three dishes for delivery to Gulshan, the kitchen delivers, the family rates two dishes', { timeout: 300_000 }, async ({ journey }) => {
    const tag = uniqueTag();
    const { account: cook, kitchen, dishes } = await kitchenWithMeal(tag);
    const familyAccount = await createAccount(`Family Meal${tag}`, 'buyer-meal');
    const family = await ApiClient.signIn(familyAccount.email);

    // Signed out, the family fills the cart from the dish pages; the header counts the portions.
    const page = await journey.newPage();
    await addFromDishPage(page, dishes.kacchi.id, dishes.kacchi.name);
    await addFromDishPage(page, dishes.borhani.id, dishes.borhani.name);
    await addFromDishPage(page, dishes.firni.id, dishes.firni.name);
    await page.getByRole('link', { name: 'Cart, 3 items' }).click();
    await waitForPath(page, '/cart');
    await page.getByRole('button', { name: `One more ${dishes.kacchi.name}` }).click();
    await page.getByRole('button', { name: `One more ${dishes.kacchi.name}` }).click();
    await page.getByRole('button', { name: `One more ${dishes.kacchi.name}` }).click();
    await page.getByRole('button', { name: `One more ${dishes.firni.name}` }).click();
    await visible(page.getByRole('link', { name: 'Cart, 7 items' }));
    await eventually(() => orderSum(page, 'Subtotal').textContent()).toBe('$2,000.00');

    // Checkout asks them to sign in, and brings them back to the cart, which is as they left it.
    await page.getByRole('link', { name: 'Sign in to check out' }).click();
    await waitForPath(page, '/login');
    await signIn(page, familyAccount.email);
    await waitForPath(page, '/cart');
    await visible(page.getByRole('link', { name: 'Cart, 7 items' }));

    await page.getByLabel('Phone', { exact: true }).fill('01712345678');
    // Typed as people type it: the kitchen's "Gulshan" matches whatever the case.
    await page.getByLabel('Area in Dhaka').fill('gulshan');
    await page.getByLabel('Delivery Address').fill('House 7, Road 90, Gulshan 2');
    await page.getByLabel('Note (optional)').fill('Ring twice, please.');
    await eventually(() => orderSum(page, 'Delivery fee').textContent()).toBe('$60.00');
    expect(await orderSum(page, 'Total').textContent()).toBe('$2,060.00');
    await visible(page.getByText(/Minimum order for delivery: \$300\.00/));
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screen(page, 'cart-desktop');

    await page.getByRole('button', { name: 'Place order' }).click();
    await eventually(() => pathOf(page)).toMatch(/^\/orders\/[^/]+$/);
    const orderId = pathOf(page).split('/').pop() ?? '';
    await visible(page.getByRole('heading', { level: 1, name: `${dishes.kacchi.name} and 2 more` }));
    const summary = page.getByRole('article', { name: 'Order summary' });
    await visible(summary.getByText('$2,060.00', { exact: true }));
    await visible(page.getByRole('link', { name: 'Cart, empty' }));

    const stored = (await family.call<OrderDetail>('GET', `/orders/${orderId}`)).body;
    expect(stored.lines.map((line) => [line.foodName, line.quantity, line.total])).toEqual([
      [dishes.kacchi.name, 4, 1800],
      [dishes.borhani.name, 1, 80],
      [dishes.firni.name, 2, 120],
    ]);
    expect([stored.subtotal, stored.deliveryFee, stored.total]).toEqual([2000, 60, 2060]);
    expect((await kitchen.food(dishes.kacchi.id)).quantity).toBe(8);

    // The kitchen sees every dish on My Sales, accepts, sends it out and marks it delivered on the order page.
    const cookPage = await journey.newPage();
    await signIn(cookPage, cook.email);
    await cookPage.goto('/my-sales');
    const sale = cookPage.locator('article').filter({ has: cookPage.getByRole('heading', { name: `${dishes.kacchi.name} and 2 more` }) });
    await visible(sale.getByText(`2 × ${dishes.firni.name}`));
    await visible(sale.getByText('$2,060.00', { exact: true }));
    await cookPage.goto(`/orders/${orderId}`);
    for (const [button, status] of [
      [/^Accept/, 'accepted'],
      [/^Mark out for delivery/, 'ready'],
      [/^Mark delivered/, 'completed'],
    ] as const) {
      await cookPage.getByRole('button', { name: button }).click();
      await eventually(() => cookPage.locator('[data-status]').first().getAttribute('data-status')).toBe(status);
    }

    // The family rates the kacchi and the firni, each on its own.
    await page.reload();
    await appStarted(page);
    await visible(page.getByRole('heading', { name: 'Rate the dishes' }));
    for (const [dish, stars] of [
      [dishes.kacchi.name, '5 of 5 stars'],
      [dishes.firni.name, '4 of 5 stars'],
    ] as const) {
      const form = page.getByRole('form', { name: `Rate ${dish}` });
      await form.getByRole('radio', { name: stars }).focus();
      await page.keyboard.press('Space');
      await form.getByRole('button', { name: 'Submit rating' }).click();
      await expectToast(page, MSG.reviewSuccess, 'success');
      await eventually(() => form.count()).toBe(0);
    }
    await visible(page.getByRole('form', { name: `Rate ${dishes.borhani.name}` }));
    await screen(page, 'cart-order-rated-desktop');
    const rated = (await family.call<OrderDetail>('GET', `/orders/${orderId}`)).body;
    expect(rated.lines.map((line) => line.review?.rating ?? null)).toEqual([5, null, 4]);
    expect((await kitchen.get<{ rating: unknown }>(`/food/${dishes.firni.id}`)).body.rating).toEqual({ average: 4, count: 1 });
  });

  test('/cart on a phone: every line, steppers and the checkout fit the screen; a dish of another kitchen asks first', async ({ journey }) => {
    const tag = uniqueTag();
    const { dishes } = await kitchenWithMeal(tag);
    const other = await ApiClient.signIn((await createAccount(`Other Kitchen${tag}`, 'seller-other')).email);
    const pizzaName = `Pizza${tag}`;
    const pizza = await other.addFood(sampleFood(pizzaName, { price: 900, quantity: 3 }));

    const page = await journey.newPage(PHONE);
    await addFromDishPage(page, dishes.kacchi.id, dishes.kacchi.name);
    await addFromDishPage(page, dishes.borhani.id, dishes.borhani.name);

    await page.goto(`/food/${pizza}`);
    await appStarted(page);
    await page.getByRole('button', { name: `Add to cart: ${pizzaName}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Start a new cart?' });
    await visible(dialog);
    await dialog.getByRole('button', { name: 'Keep my cart' }).click();

    await page.getByRole('link', { name: 'Cart, 2 items' }).click();
    await waitForPath(page, '/cart');
    await visible(page.getByRole('heading', { name: dishes.borhani.name }));
    await eventually(() => orderSum(page, 'Subtotal').textContent()).toBe('$530.00');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // The badge joined the phone's header: its last button still fits the screen.
    const menu = await page.getByRole('button', { name: /^Open menu/ }).boundingBox();
    expect((menu?.x ?? 0) + (menu?.width ?? 0)).toBeLessThanOrEqual(PHONE.viewport.width);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screen(page, 'cart-phone');
  });
});
