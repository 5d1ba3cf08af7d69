import type { Page } from 'playwright-core';
import { dhakaDate, hoursState, opensText, WEEKDAY_NAMES, WEEKDAYS, type Weekday } from '../functions/src/domain/hours.js';
import { MSG } from '../functions/src/domain/messages.js';
import { seriousA11yViolations } from './support/a11y.js';
import { ApiClient, sampleFood } from './support/api.js';
import { createAccount } from './support/auth-emulator.js';
import { uniqueTag } from './support/env.js';
import { describe, expect, test } from './support/fixtures.js';
import { eventually, expectToast, focused, screen, signIn, visible } from './support/ui.js';

// docs/ARCHITECTURE.md §5j in the browser: the cook sets today's hours to end in the past; a shopper in another browser
// sees "Opens tomorrow at ..." on the card and the dish page and cannot order.

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } as const;
const MINUTE_MS = 60_000;
const DHAKA_OFFSET_MS = 6 * 60 * MINUTE_MS;

/** The Dhaka weekday `days` from now. */
const weekdayIn = (days: number): Weekday => WEEKDAYS[(new Date(Date.now() + DHAKA_OFFSET_MS + days * 24 * 60 * MINUTE_MS).getUTCDay() + 6) % 7] ?? 'mon';
/** The Dhaka wall clock now, `HH:MM`. */
const dhakaClock = () => new Date(Date.now() + DHAKA_OFFSET_MS).toISOString().slice(11, 16);

function cardOf(page: Page, foodName: string) {
  return page.locator('article').filter({ has: page.getByRole('heading', { name: foodName, exact: true }) });
}

describe('opening hours', () => {
  test("today's hours over: the shopper sees when the kitchen opens and cannot order", async ({ journey }) => {
    const cook = await createAccount('Kitchen hours', 'kitchen-hours');
    const shopper = await createAccount('Diner hours', 'diner-hours');
    const cookApi = await ApiClient.signIn(cook.email);
    const shopperApi = await ApiClient.signIn(shopper.email);
    const name = `Morog Polao E2E${uniqueTag()}`;
    const foodId = await cookApi.addFood(sampleFood(name, { quantity: 6 }));

    // A range must end after it starts: in Dhaka's first minute of a day, wait for the second.
    while (dhakaClock() < '00:01') await new Promise((resolve) => setTimeout(resolve, 5_000));
    const today = weekdayIn(0);
    const tomorrow = weekdayIn(1);
    const endedAt = dhakaClock();

    const cookPage = await journey.newPage(PHONE);
    await signIn(cookPage, cook.email);
    await cookPage.goto('/my-sales');
    await cookPage.getByText('Opening hours', { exact: true }).click();
    const save = cookPage.getByRole('button', { name: 'Save hours' });
    await visible(save);
    await cookPage.getByLabel(`${WEEKDAY_NAMES[today]} opens`, { exact: true }).fill('00:00');
    await cookPage.getByLabel(`${WEEKDAY_NAMES[today]} closes`, { exact: true }).fill(endedAt);
    await cookPage.getByLabel(`${WEEKDAY_NAMES[tomorrow]} opens`, { exact: true }).fill('11:00');
    await cookPage.getByLabel(`${WEEKDAY_NAMES[tomorrow]} closes`, { exact: true }).fill('22:00');
    await screen(cookPage, 'opening-hours-editor-phone');
    expect(await seriousA11yViolations(cookPage)).toEqual([]);
    await save.click();
    await expectToast(cookPage, 'Opening hours saved.', 'success');
    // Disabled while it saved, then drawn anew with the saved hours, Save has the focus again.
    await eventually(() => focused(save)).toBe(true);

    const saved = await cookApi.kitchen();
    expect(saved.hours[today]).toEqual([{ from: '00:00', to: endedAt }]);
    expect(saved.hours[tomorrow]).toEqual([{ from: '11:00', to: '22:00' }]);
    expect(saved.open).toBe(true);
    await visible(cookPage.getByRole('switch', { name: 'Taking orders' }));
    await visible(cookPage.getByText('Closed now by your hours. Opens tomorrow at 11:00 AM.'));

    // What the shopper should read, from the same function and the clock (past Dhaka midnight it is "Opens at").
    const expected = () => {
      const state = hoursState({ hours: saved.hours, closedDates: saved.closedDates }, Date.now());
      return state.open ? 'open' : opensText(state.opens);
    };
    const dayOfCheck = dhakaDate(Date.now());
    expect(expected()).toBe('Opens tomorrow at 11:00 AM');

    const shopperPage = await journey.newPage();
    await signIn(shopperPage, shopper.email);
    await shopperPage.goto(`/foods?q=${encodeURIComponent(name)}`);
    const card = cardOf(shopperPage, name);
    await visible(card.getByText(expected() ?? '', { exact: true }));
    expect(await card.getByRole('link', { name: /^Purchase/ }).count()).toBe(0);
    await screen(shopperPage, 'opening-hours-card');

    await shopperPage.goto(`/food/${foodId}`);
    const purchase = shopperPage.getByRole('button', { name: 'Purchase Now', exact: true });
    await visible(purchase);
    expect(await purchase.isDisabled()).toBe(true);
    await visible(shopperPage.getByText(expected() ?? '', { exact: true }));
    await screen(shopperPage, 'opening-hours-dish');

    await shopperPage.goto(`/foodPurchase/${foodId}`);
    await visible(shopperPage.getByRole('heading', { name: expected() ?? '', exact: true }));
    expect(await shopperPage.getByRole('button', { name: 'Confirm Purchase', exact: true }).count()).toBe(0);
    await screen(shopperPage, 'opening-hours-purchase');

    const refused = await shopperApi.call<{ message: string }>('POST', '/add-purchase-food', { foodId, quantity: 1 });
    expect(refused).toMatchObject({ status: 409, body: { message: MSG.kitchenClosedUntil(expected() ?? ''), code: 'kitchenClosedUntil' } });
    if (dhakaDate(Date.now()) === dayOfCheck) expect(refused.body.message).toBe('This kitchen is closed now. Opens tomorrow at 11:00 AM.');
    expect(await shopperApi.food(foodId)).toMatchObject({ quantity: 6, purchaseCount: 0 });

    // The editor on a desktop, for the record.
    const desk = await journey.newPage();
    await signIn(desk, cook.email);
    await desk.goto('/my-sales');
    await desk.getByText('Opening hours', { exact: true }).click();
    await visible(desk.getByRole('button', { name: 'Save hours' }));
    await screen(desk, 'opening-hours-editor-desktop');
  });
});
