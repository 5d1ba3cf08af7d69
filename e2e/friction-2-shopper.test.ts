import type { Locator, Page } from 'playwright-core';
import { MSG } from '../functions/src/domain/messages.js';
import { FOODS_PAGE_DEFAULT } from '../functions/src/domain/limits.js';
import { seriousA11yViolations } from './support/a11y.js';
import { ApiClient, sampleFood } from './support/api.js';
import { createAccount } from './support/auth-emulator.js';
import { AUTH_EMULATOR_URL, PASSWORD, SCREENS_DIR, uniqueTag } from './support/env.js';
import { describe, expect, test } from './support/fixtures.js';
import { accountButton, appStarted, eventually, expectToast, orderSum, signIn, toast, visible, waitForPath } from './support/ui.js';

// Everyday friction of a new shopper (issue 33, items 1, 5, 6, 7, 8 and the shopper's small ones of 12): each journey
// fails on the code before its fix.

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } as const;
const HEADER_HEIGHT = 64;
const DELIVERY = { phone: '01712345678', address: 'House 7, Road 3, Dhanmondi', area: 'Dhanmondi' };

async function sellerWithDish(label: string, food: Parameters<typeof sampleFood>[1] = {}) {
  const account = await createAccount(`Kitchen ${label}`, `kitchen-${label.toLowerCase()}`);
  const api = await ApiClient.signIn(account.email);
  const name = `Bhuna Khichuri E2E${uniqueTag()}`;
  const foodId = await api.addFood(sampleFood(name, { quantity: 10, price: 6, ...food }));
  return { account, api, name, foodId };
}

async function buyer(label: string) {
  const account = await createAccount(`Diner ${label}`, `diner-${label.toLowerCase()}`);
  return { account, api: await ApiClient.signIn(account.email) };
}

/** An account without a profile photo, so the avatar shows initials (createAccount always sets one). */
async function accountWithoutPhoto(name: string): Promise<{ email: string; name: string }> {
  const email = `e2e-initials-${uniqueTag()}@example.com`;
  const response = await fetch(`${AUTH_EMULATOR_URL}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, displayName: name, returnSecureToken: true }),
  });
  expect(response.status).toBe(200);
  return { email, name };
}

/** Where an element is on screen: its top and bottom in viewport pixels. */
function box(locator: Locator): Promise<{ top: number; bottom: number }> {
  return locator.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    return { top: Math.round(rect.top), bottom: Math.round(rect.bottom) };
  });
}

/** Whether the element is wholly on screen below the fixed header. */
async function inView(page: Page, locator: Locator): Promise<boolean> {
  const { top, bottom } = await box(locator);
  const height = page.viewportSize()?.height ?? 0;
  return top >= HEADER_HEIGHT && bottom <= height;
}

const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

/** axe-core's serious or critical findings of one rule on the page as it is now (support/a11y.ts). */
async function axe(page: Page, rule: string): Promise<string[]> {
  return (await seriousA11yViolations(page)).filter((line) => line.startsWith(`${rule} `));
}

describe('friction round 2: a new shopper', () => {
  test('item 1: a buyer who signs up from Purchase Now comes back to the purchase form', async ({ journey }) => {
    const kitchen = await sellerWithDish('Signup');
    const page = await journey.newPage();
    await page.goto(`/food/${kitchen.foodId}`);
    await appStarted(page);
    await page.getByRole('link', { name: 'Purchase Now', exact: true }).click();
    await waitForPath(page, '/login');
    await page.getByRole('link', { name: 'Sign up', exact: true }).click();
    await waitForPath(page, '/register');

    const person = { name: `Sadia Signup ${uniqueTag()}`, email: `e2e-signup-${uniqueTag()}@example.com` };
    await page.getByLabel('Full Name', { exact: true }).fill(person.name);
    await page.getByLabel('Photo URL', { exact: true }).fill('/images/avatars/rahim.webp');
    await page.getByLabel('Email Address', { exact: true }).fill(person.email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expectToast(page, 'Registration successful! Welcome!', 'success');
    await waitForPath(page, `/foodPurchase/${kitchen.foodId}`);
    await visible(page.getByRole('heading', { name: 'Confirm Your Order', exact: true }));
    expect(await page.getByLabel('Buyer Email', { exact: true }).inputValue()).toBe(person.email);
  });

  test('item 5: a quantity over the stock takes focus in view; a purchase refused meanwhile brings quantity, total and stock up to date', async ({ journey }) => {
    const one = await sellerWithDish('OneLeft', { quantity: 1, price: 6.5 });
    const diner = await buyer('Stock');
    const page = await journey.newPage(PHONE);
    await signIn(page, diner.account.email);
    await page.goto(`/foodPurchase/${one.foodId}`);
    await appStarted(page);
    await page.getByRole('radio', { name: 'Pickup from the kitchen', exact: true }).check();
    await page.getByLabel('Quantity', { exact: true }).fill('5');
    const confirm = page.getByRole('button', { name: 'Confirm Purchase', exact: true });
    await confirm.scrollIntoViewIfNeeded();
    await confirm.click();
    const error = page.getByText(MSG.purchaseQuantityStockLeft(1), { exact: true });
    await visible(error);
    await eventually(() => focusedId(page)).toBe('purchase-quantity');
    await eventually(() => inView(page, error)).toBe(true);
    expect(await inView(page, page.getByLabel('Quantity', { exact: true }))).toBe(true);

    // Someone else buys 4 of 5 while this buyer asks for 3.
    const five = await sellerWithDish('Meanwhile', { quantity: 5, price: 6.5 });
    await page.goto(`/foodPurchase/${five.foodId}`);
    await appStarted(page);
    await page.getByRole('radio', { name: 'Pickup from the kitchen', exact: true }).check();
    await page.getByLabel('Quantity', { exact: true }).fill('3');
    await eventually(() => orderSum(page, 'Total').textContent()).toBe('$19.50');
    await (await buyer('Quicker')).api.purchase(five.foodId, 4);
    journey.allowErrors(/status of 409 \(Conflict\).*\/api\/add-purchase-food/);
    await page.getByRole('button', { name: 'Confirm Purchase', exact: true }).click();
    await expectToast(page, MSG.purchaseQuantityStockLeft(1), 'error');
    await eventually(() => page.getByLabel('Quantity', { exact: true }).inputValue()).toBe('1');
    await eventually(() => orderSum(page, 'Total').textContent()).toBe('$6.50');
    await visible(page.getByText('1 items available', { exact: true }));
    await eventually(() => focusedId(page)).toBe('purchase-quantity');
    await page.screenshot({ path: `${SCREENS_DIR}/friction2-stock-phone.png` });
  });

  test('item 6: a delivery buyer sees the kitchen phone once the order is accepted', async ({ journey }) => {
    const kitchen = await sellerWithDish('Phone');
    await kitchen.api.setKitchen({ phone: '01812345678' });
    const diner = await buyer('Phone');
    const orderId = await diner.api.purchase(kitchen.foodId, 1, { fulfilment: 'delivery', delivery: DELIVERY });
    expect((await diner.api.order(orderId)).kitchen).toBeUndefined();
    await kitchen.api.move(orderId, 'accepted');
    expect((await diner.api.order(orderId)).kitchen).toEqual({ phone: '+8801812345678' });

    const page = await journey.newPage(PHONE);
    await signIn(page, diner.account.email);
    await page.goto(`/orders/${orderId}`);
    const card = page.getByRole('article', { name: 'Delivery' });
    await visible(card);
    const kitchenPhone = card.locator('dt', { hasText: 'Kitchen phone' }).locator('xpath=following-sibling::dd[1]').getByRole('link');
    await visible(kitchenPhone);
    expect(await kitchenPhone.getAttribute('href')).toBe('tel:+8801812345678');
    const ownPhone = card.locator('dt', { hasText: 'Your phone' }).locator('xpath=following-sibling::dd[1]').getByRole('link');
    expect(await ownPhone.getAttribute('href')).toBe('tel:+8801712345678');
  });

  test('item 7: on a phone, a search, a chip and a sort bring the results into view', async ({ journey }) => {
    const page = await journey.newPage(PHONE);
    await page.goto('/foods');
    await appStarted(page);
    const results = page.getByRole('region', { name: /^(All dishes|Results for)/ });
    const firstCard = page.locator('main article').first();
    await visible(firstCard);
    // The first screen shows the search, sort and chips, and where the results begin.
    expect((await box(page.getByRole('heading', { level: 2, name: 'All dishes', exact: true }))).top).toBeLessThan(844);

    const search = page.getByRole('searchbox', { name: 'Search foods by name' });
    await search.fill('biryani');
    await search.press('Enter');
    await visible(page.getByRole('heading', { name: 'Results for “biryani”', exact: true }));
    await eventually(() => box(results).then((rect) => rect.top)).toBeLessThanOrEqual(HEADER_HEIGHT + 1);
    await eventually(() => inView(page, page.locator('main article h3').first())).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).not.toBe('search');
    await page.screenshot({ path: `${SCREENS_DIR}/friction2-search-phone.png` });

    await search.fill('');
    await search.press('Enter');
    await page.evaluate(() => window.scrollTo(0, 0));
    await eventually(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.getByRole('group', { name: 'Filter by category' }).getByRole('button', { name: /^Chicken/ }).tap();
    await visible(page.getByRole('heading', { name: 'All dishes in Chicken', exact: true }));
    await eventually(() => box(results).then((rect) => rect.top)).toBeLessThanOrEqual(HEADER_HEIGHT + 1);

    await page.evaluate(() => window.scrollTo(0, 0));
    await eventually(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: low to high' });
    await waitForPath(page, '/foods');
    await eventually(() => box(results).then((rect) => rect.top)).toBeLessThanOrEqual(HEADER_HEIGHT + 1);
  });

  test('item 8: category chips show no counts while a search is active; their names contain what they show', async ({ journey }) => {
    const page = await journey.newPage(PHONE);
    const chips = page.getByRole('group', { name: 'Filter by category' }).getByRole('button');
    await page.goto('/foods');
    await appStarted(page);
    const chicken = page.getByRole('group', { name: 'Filter by category' }).getByRole('button', { name: /^Chicken/ });
    await visible(chicken);
    // Seen: "Chicken 4"; said: "Chicken 4 dishes" (the word is for screen readers only).
    expect((await chicken.innerText()).replace(/\s+/g, ' ').trim()).toMatch(/^Chicken \d+ dish(es)?$/);
    expect(await chicken.locator('.sr-only').innerText()).toMatch(/^dish(es)?$/);
    expect(await axe(page, 'label-content-name-mismatch')).toEqual([]);

    await page.goto('/foods?q=biryani');
    await appStarted(page);
    await visible(page.getByRole('heading', { name: 'Results for “biryani”', exact: true }));
    await eventually(async () => (await chips.allInnerTexts()).filter((text) => /\d/.test(text))).toEqual([]);
    await visible(page.getByRole('group', { name: 'Filter by category' }).getByRole('button', { name: 'Chicken', exact: true }));
    // Clearing the search brings the counts back.
    const search = page.getByRole('searchbox', { name: 'Search foods by name' });
    await search.fill('');
    await search.press('Enter');
    await eventually(() => chicken.innerText()).toMatch(/^Chicken\s+\d+\s+dish(es)?$/);
  });

  test('item 12: My Added Foods links each dish to its page', async ({ journey }) => {
    const kitchen = await sellerWithDish('MyFoods');
    const page = await journey.newPage();
    await signIn(page, kitchen.account.email);
    await page.goto('/my-foods');
    await page.getByRole('link', { name: kitchen.name, exact: true }).click();
    await waitForPath(page, `/food/${kitchen.foodId}`);
    await visible(page.getByRole('heading', { level: 1, name: kitchen.name, exact: true }));
  });

  test('item 12: on a phone and on a desktop a success toast leaves the header and its buttons free', async ({ journey }) => {
    const diner = await buyer('Toast');
    const page = await journey.newPage(PHONE);
    await signIn(page, diner.account.email);
    const shown = toast(page, 'Login successful! Welcome back.', 'success');
    await visible(shown);
    // Once it has slid in: on screen, below the header (at the bottom).
    await eventually(() => shown.evaluate((element) => Math.round(element.getBoundingClientRect().left))).toBeGreaterThanOrEqual(0);
    expect(await inView(page, shown)).toBe(true);
    expect((await box(shown)).bottom).toBeGreaterThan(844 / 2);
    await page.screenshot({ path: `${SCREENS_DIR}/friction2-toast-phone.png` });
    // The menu opens while the toast is still up.
    await page.getByRole('button', { name: /^Open menu/ }).tap();
    await visible(page.getByRole('dialog', { name: 'Menu' }));
    expect(await shown.isVisible()).toBe(true);

    // On a desktop it stays at the top right, below the header: the cart and the account menu stay free.
    const desktop = await journey.newPage({ viewport: { width: 1280, height: 900 } });
    await signIn(desktop, diner.account.email);
    const there = toast(desktop, 'Login successful! Welcome back.', 'success');
    await visible(there);
    await eventually(() => there.evaluate((element) => Math.round(element.getBoundingClientRect().right))).toBeLessThanOrEqual(1280);
    const header = await box(desktop.locator('header').first());
    expect((await box(there)).top).toBeGreaterThanOrEqual(header.bottom);
    expect((await box(there)).top).toBeLessThan(900 / 2);
  });

  test('item 12: after Load More focus goes to the first new dish', async ({ journey }) => {
    // The seed's dishes and this one are more than a page.
    await sellerWithDish('LoadMore');
    const page = await journey.newPage();
    await page.goto('/foods');
    await appStarted(page);
    const cards = page.locator('main ul > li');
    await eventually(() => cards.count()).toBe(FOODS_PAGE_DEFAULT);
    await page.getByRole('button', { name: 'Load More', exact: true }).focus();
    await page.keyboard.press('Enter');
    await eventually(() => cards.count()).toBeGreaterThan(FOODS_PAGE_DEFAULT);
    await eventually(() =>
      page.evaluate(() => {
        const item = document.activeElement?.closest('main ul > li');
        return item ? Array.from(item.parentElement?.children ?? []).indexOf(item) : -1;
      }),
    ).toBe(FOODS_PAGE_DEFAULT);
  });

  test('item 12: the purchase form keeps a typed address through a kitchen pause; Tab skips the read-only buyer fields', async ({ journey }) => {
    const kitchen = await sellerWithDish('Pause');
    const diner = await buyer('Pause');
    const page = await journey.newPage(PHONE);
    await signIn(page, diner.account.email);
    await page.goto(`/foodPurchase/${kitchen.foodId}`);
    await appStarted(page);

    const quantity = page.getByLabel('Quantity', { exact: true });
    await quantity.focus();
    await page.keyboard.press('Tab');
    expect(await focusedId(page)).not.toMatch(/^purchase-buyer-/);
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type)).toBe('radio');
    expect(await page.getByLabel('Buyer Name', { exact: true }).inputValue()).toBe(diner.account.name);

    await page.getByLabel('Phone', { exact: true }).fill(DELIVERY.phone);
    await page.getByLabel('Area in Dhaka', { exact: true }).fill(DELIVERY.area);
    const address = 'Flat 3B, House 14, Road 27, Dhanmondi (blue gate)';
    await page.getByLabel('Delivery Address', { exact: true }).fill(address);
    await kitchen.api.setKitchen({ open: false });
    journey.allowErrors(/status of 409 \(Conflict\).*\/api\/add-purchase-food/);
    await page.getByRole('button', { name: 'Confirm Purchase', exact: true }).click();
    await expectToast(page, MSG.kitchenClosed, 'error');
    const notice = page.getByRole('heading', { level: 2, name: 'Not taking orders right now', exact: true });
    await visible(notice);
    expect(await page.getByLabel('Delivery Address', { exact: true }).inputValue()).toBe(address);
    expect(await page.getByRole('button', { name: 'Confirm Purchase', exact: true }).isDisabled()).toBe(true);
    await page.screenshot({ path: `${SCREENS_DIR}/friction2-paused-phone.png`, fullPage: true });
  });

  test('item 12: home and About claim no invented dish and cook counts', async ({ journey }) => {
    const page = await journey.newPage();
    await page.goto('/');
    await visible(page.getByRole('heading', { level: 1, name: /Taste the Tradition/ }));
    expect(await page.locator('main').innerText()).not.toMatch(/120\+/);
    expect(await page.getByText('Home cooks', { exact: true }).count()).toBe(0);
    await page.goto('/aboutus');
    await visible(page.getByRole('heading', { name: 'Cooking for Dhaka since 2023' }));
    const about = await page.locator('main').innerText();
    expect(about).not.toMatch(/120\+/);
    expect(about).not.toMatch(/Partner home cooks/);
  });

  test('item 12: the avatar is named by the initials it shows; "No photo yet" has 4.5:1 contrast in both themes', async ({ journey }) => {
    const person = await accountWithoutPhoto(`Farzana Haque ${uniqueTag()}`);
    const page = await journey.newPage();
    await signIn(page, person.email);
    const avatar = accountButton(page, person.name);
    await visible(avatar);
    expect((await avatar.innerText()).trim()).toBe('FH');
    await visible(page.getByRole('button', { name: `FH, account menu for ${person.name}`, exact: true }));
    expect(await axe(page, 'label-content-name-mismatch')).toEqual([]);

    await page.goto('/add-food');
    await visible(page.getByText('No photo yet', { exact: true }));
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate((dark) => document.documentElement.classList.toggle('dark', dark), theme === 'dark');
      const contrast = (await axe(page, 'color-contrast')).filter((line) => line.includes('No photo yet'));
      expect(contrast, theme).toEqual([]);
    }
  });
});
