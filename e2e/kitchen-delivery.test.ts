import type { Page } from 'playwright-core';
import { MSG } from '../functions/src/domain/messages.js';
import type { Kitchen } from '../functions/src/domain/types.js';
import { seriousA11yViolations } from './support/a11y.js';
import { ApiClient, sampleFood } from './support/api.js';
import { createAccount } from './support/auth-emulator.js';
import { uniqueTag } from './support/env.js';
import { describe, expect, test } from './support/fixtures.js';
import { appStarted, eventually, expectToast, orderSum, screen, signIn, visible, waitForPath } from './support/ui.js';

// docs/ARCHITECTURE.md §5h and §5j in the browser: a cook sets where the kitchen delivers, each area's fee and the
// minimum order on My Sales; a buyer's cart charges that area's fee and holds a delivery below the minimum.

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } as const;

async function account(role: string, label: string) {
  const created = await createAccount(`${role} ${label}`, `${role.toLowerCase()}-${label.toLowerCase()}`);
  return { account: created, api: await ApiClient.signIn(created.email) };
}

/** My Sales with the "Delivery areas and fees" fold opened. */
async function openDeliveryFold(page: Page): Promise<void> {
  await page.goto('/my-sales');
  await appStarted(page);
  await page.getByText('Delivery areas and fees', { exact: true }).click();
  await visible(page.getByRole('button', { name: 'Save delivery', exact: true }));
}

/** Adds a row with "Add an area" and fills it: row `n` (1-based). */
async function addArea(page: Page, n: number, area: string, fee: string): Promise<void> {
  await page.getByRole('button', { name: 'Add an area', exact: true }).click();
  await page.getByLabel(`Area ${n}`, { exact: true }).fill(area);
  await page.getByLabel(`Fee for area ${n} ($)`, { exact: true }).fill(fee);
}

const kitchenOf = async (api: ApiClient) => (await api.call<Kitchen>('GET', '/kitchen')).body;

describe('delivery areas, fees and the minimum order', () => {
  test('a cook sets two areas and a minimum on My Sales; a buyer at /cart pays that area’s fee and waits below the minimum', { timeout: 180_000 }, async ({ journey }) => {
    const tag = uniqueTag();
    const cook = await account('Kitchen', 'areas');
    const diner = await account('Diner', 'areas');
    const name = `Morog Polao E2E${tag}`;
    const foodId = await cook.api.addFood(sampleFood(name, { price: 150, quantity: 10 }));

    const cookPage = await journey.newPage();
    await signIn(cookPage, cook.account.email);
    await openDeliveryFold(cookPage);
    await visible(cookPage.getByText('No areas listed: you deliver to every area, for free.', { exact: true }));

    // A fee over the limit is refused in the form: nothing is saved.
    await addArea(cookPage, 1, 'Gulshan', '1001');
    await cookPage.getByRole('button', { name: 'Save delivery', exact: true }).click();
    await visible(cookPage.getByText(MSG.deliveryFeeInvalid, { exact: true }));
    await eventually(() => cookPage.evaluate(() => document.activeElement?.getAttribute('aria-invalid'))).toBe('true');
    expect(await kitchenOf(cook.api)).toMatchObject({ deliveryAreas: [], minimumOrder: 0 });

    await cookPage.getByLabel('Fee for area 1 ($)', { exact: true }).fill('60');
    await addArea(cookPage, 2, 'Dhanmondi', '40');
    await cookPage.getByLabel('Minimum order for delivery ($)', { exact: true }).fill('300');
    const list = cookPage.getByRole('list', { name: 'Your delivery areas' });
    expect(await list.getByRole('listitem').count()).toBe(2);
    await visible(cookPage.getByRole('button', { name: 'Remove Dhanmondi', exact: true }));
    expect(await seriousA11yViolations(cookPage)).toEqual([]);
    await cookPage.getByRole('button', { name: 'Save delivery', exact: true }).click();
    await expectToast(cookPage, 'Delivery areas and fees saved.', 'success');
    await visible(cookPage.getByText('Delivers to 2 areas; minimum order $300.00', { exact: true }));
    expect(await kitchenOf(cook.api)).toMatchObject({
      deliveryAreas: [
        { area: 'Gulshan', fee: 60 },
        { area: 'Dhanmondi', fee: 40 },
      ],
      minimumOrder: 300,
    });
    await screen(cookPage, 'kitchen-delivery-my-sales');

    // The buyer, in their own browser: one portion is below the minimum, so a delivery waits.
    const page = await journey.newPage();
    await signIn(page, diner.account.email);
    await page.goto(`/food/${foodId}`);
    await appStarted(page);
    await page.getByRole('button', { name: `Add to cart: ${name}` }).click();
    await expectToast(page, new RegExp(`^${name} is in your cart`), 'success');
    await page.getByRole('link', { name: 'Cart, 1 item' }).click();
    await waitForPath(page, '/cart');
    await visible(page.getByText(/Minimum order for delivery: \$300\.00/));
    await page.getByLabel('Phone', { exact: true }).fill('01712345678');
    await page.getByLabel('Area in Dhaka').fill('dhanmondi');
    await page.getByLabel('Delivery Address').fill('House 12, Road 5, Dhanmondi');
    await eventually(() => orderSum(page, 'Delivery fee').textContent()).toBe('$40.00');
    expect(await orderSum(page, 'Subtotal').textContent()).toBe('$150.00');
    expect(await orderSum(page, 'Total').textContent()).toBe('$190.00');
    await visible(page.getByText('Add a little more: the kitchen delivers orders of at least $300.00, or choose pickup.', { exact: true }));
    const place = page.getByRole('button', { name: 'Place order' });
    expect(await place.isDisabled()).toBe(true);

    // A second portion reaches the minimum; the other area costs its own fee.
    await page.getByRole('button', { name: `One more ${name}` }).click();
    await eventually(() => orderSum(page, 'Subtotal').textContent()).toBe('$300.00');
    await eventually(() => place.isDisabled()).toBe(false);
    expect(await orderSum(page, 'Total').textContent()).toBe('$340.00');
    await page.getByLabel('Area in Dhaka').fill('Gulshan');
    await eventually(() => orderSum(page, 'Delivery fee').textContent()).toBe('$60.00');
    expect(await orderSum(page, 'Total').textContent()).toBe('$360.00');
    await screen(page, 'kitchen-delivery-cart');
  });

  test('on a phone: the editor fits the screen with 44-pixel buttons, and the pickup Save stays put as a field loses focus', async ({ journey }) => {
    const cook = await account('Kitchen', 'areasphone');
    const page = await journey.newPage(PHONE);
    await signIn(page, cook.account.email);
    await openDeliveryFold(page);
    await addArea(page, 1, 'Mirpur', '30');
    await addArea(page, 2, 'Uttara', '80');
    await page.getByRole('button', { name: 'Remove Mirpur', exact: true }).tap();
    await eventually(() => page.getByLabel('Area 1', { exact: true }).inputValue()).toBe('Uttara');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    for (const button of [
      page.getByRole('button', { name: 'Remove Uttara', exact: true }),
      page.getByRole('button', { name: 'Add an area', exact: true }),
      page.getByRole('button', { name: 'Save delivery', exact: true }),
    ]) {
      const box = await button.boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
      expect(box?.width ?? 0).toBeGreaterThanOrEqual(44);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE.viewport.width);
    }
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screen(page, 'kitchen-delivery-phone');
    await page.getByRole('button', { name: 'Save delivery', exact: true }).tap();
    await expectToast(page, 'Delivery areas and fees saved.', 'success');
    expect(await kitchenOf(cook.api)).toMatchObject({ deliveryAreas: [{ area: 'Uttara', fee: 80 }], minimumOrder: 0 });

    // The pickup details: a wrong phone, then the finger goes to Save. Nothing appears above it as the field blurs.
    await page.getByText('Pickup address and phone', { exact: true }).tap();
    const phone = page.getByLabel('Kitchen phone', { exact: true });
    await phone.fill('12345');
    const save = page.getByRole('button', { name: 'Save', exact: true });
    const before = await save.boundingBox();
    await phone.blur();
    await page.waitForTimeout(300);
    expect((await save.boundingBox())?.y).toBe(before?.y);
    await save.tap();
    await visible(page.getByText(MSG.phoneInvalid, { exact: true }));
    expect((await kitchenOf(cook.api)).phone).toBeUndefined();
  });
});
