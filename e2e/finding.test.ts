import type { Page } from 'playwright-core';
import { ApiClient, sampleFood, type FoodBody } from './support/api.js';
import { createAccount } from './support/auth-emulator.js';
import { uniqueTag } from './support/env.js';
import { describe, expect, test } from './support/fixtures.js';
import { appStarted, eventually, expectToast, screen, signIn, visible, waitForPath } from './support/ui.js';

/** The names All Foods shows, in order. */
function shownNames(page: Page): Promise<string[]> {
  return page.locator('main article h3').allInnerTexts();
}

/** The names the API lists for this query string (one page of up to 100), in order. */
async function apiNames(query: string): Promise<string[]> {
  const result = await ApiClient.anonymous().get<FoodBody[]>(`/foods?${query}&limit=100`);
  expect(result.status, `GET /api/foods?${query}`).toBe(200);
  return result.body.map((food) => food.foodName);
}

function chip(page: Page, category: string) {
  return page.getByRole('group', { name: 'Filter by category' }).getByRole('button', { name: new RegExp(`^${category}( \\d+ dish(es)?)?$`) });
}

function search(page: Page) {
  return page.getByRole('searchbox', { name: 'Search foods by name' });
}

function sort(page: Page) {
  return page.getByRole('combobox', { name: 'Sort by' });
}

function pathAndQuery(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

/** What the page shows: the URL, the search text, the chosen chip, the sort and the cards. */
async function expectShown(page: Page, view: { url: string; text: string; category: string; sortLabel: string; names: string[] }) {
  await eventually(() => pathAndQuery(page)).toBe(view.url);
  await eventually(() => shownNames(page)).toEqual(view.names);
  expect(await search(page).inputValue()).toBe(view.text);
  await eventually(() => chip(page, view.category).getAttribute('aria-pressed')).toBe('true');
  expect(await sort(page).evaluate((select) => (select as HTMLSelectElement).selectedOptions[0]?.text)).toBe(view.sortLabel);
}

describe('finding food', () => {
  test('filter by a category chip, sort, search; reload, back, forward and a shared link show the same', async ({ journey }) => {
    const page = await journey.newPage();
    await page.goto('/foods');
    const all = await apiNames('search=');
    await eventually(() => shownNames(page)).toEqual(all.slice(0, 24));
    expect(await chip(page, 'All').getAttribute('aria-pressed')).toBe('true');
    // The page arrives rendered; the chips, the sort and the history entries are the app's once it has started.
    await appStarted(page);

    const categories = (await ApiClient.anonymous().get<{ category: string; count: number }[]>('/categories')).body;
    const rice = categories.find((item) => item.category === 'Rice');
    expect(rice, 'the seed has Rice dishes').toBeDefined();
    // Named by what it shows, then what the number counts (axe label-content-name-mismatch).
    await visible(page.getByRole('group', { name: 'Filter by category' }).getByRole('button', { name: `Rice ${rice?.count} dishes`, exact: true }));

    await chip(page, 'Rice').click();
    const riceNewest = await apiNames('search=&category=Rice');
    expect(riceNewest.length).toBe(rice?.count);
    await expectShown(page, { url: '/foods?category=Rice', text: '', category: 'Rice', sortLabel: 'Newest', names: riceNewest });
    await visible(page.getByRole('heading', { name: 'All dishes in Rice', exact: true }));

    await sort(page).selectOption({ label: 'Price: low to high' });
    const riceCheapest = await apiNames('search=&category=Rice&sort=price_asc');
    await expectShown(page, { url: '/foods?category=Rice&sort=price_asc', text: '', category: 'Rice', sortLabel: 'Price: low to high', names: riceCheapest });
    const prices = await page.locator('main article').evaluateAll((cards) =>
      cards.map((card) => Number(/\$([\d.,]+)/.exec(card.textContent ?? '')?.[1]?.replace(',', ''))),
    );
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    await search(page).fill('biryani');
    const biryanis = await apiNames('search=biryani&category=Rice&sort=price_asc');
    expect(biryanis.length).toBeGreaterThan(0);
    const searched = { url: '/foods?q=biryani&category=Rice&sort=price_asc', text: 'biryani', category: 'Rice', sortLabel: 'Price: low to high', names: biryanis };
    await expectShown(page, searched);
    await visible(page.getByRole('heading', { name: 'Results for “biryani” in Rice', exact: true }));

    await page.reload();
    await expectShown(page, searched);
    await appStarted(page);

    // Typing replaced the sorted entry; back goes to the chip's entry, then to the unfiltered page.
    await page.goBack();
    await expectShown(page, { url: '/foods?category=Rice', text: '', category: 'Rice', sortLabel: 'Newest', names: riceNewest });
    await page.goBack();
    await expectShown(page, { url: '/foods', text: '', category: 'All', sortLabel: 'Newest', names: all.slice(0, 24) });
    await page.goForward();
    await page.goForward();
    await expectShown(page, searched);

    const shared = await journey.newPage();
    await shared.goto('/foods?q=biryani&category=rice&sort=price_desc');
    await expectShown(shared, {
      url: '/foods?q=biryani&category=rice&sort=price_desc',
      text: 'biryani',
      category: 'Rice',
      sortLabel: 'Price: high to low',
      names: await apiNames('search=biryani&category=Rice&sort=price_desc'),
    });
  });

  test('a home page category badge opens All Foods filtered by it', async ({ journey }) => {
    const page = await journey.newPage();
    await page.goto('/');
    const badge = page.getByRole('link', { name: /^All .+ dishes$/ }).first();
    await visible(badge);
    await appStarted(page);
    const category = (await badge.innerText()).trim();
    await badge.click();
    await waitForPath(page, '/foods');
    await eventually(() => new URL(page.url()).searchParams.get('category')).toBe(category);
    await eventually(() => chip(page, category).getAttribute('aria-pressed')).toBe('true');
    await eventually(() => shownNames(page)).toEqual(await apiNames(`search=&category=${encodeURIComponent(category)}`));
  });

  test('a stale edit is refused with the current stock, and the form reloads it', async ({ journey }) => {
    const owner = await createAccount('Sami Stale', 'stale');
    const buyer = await createAccount('Bashir Buyer', 'stalebuyer');
    const ownerApi = await ApiClient.signIn(owner.email);
    const name = `Shorshe Ilish E2E${uniqueTag()}`;
    const id = await ownerApi.addFood(sampleFood(name, { quantity: 10, price: 11 }));

    // The browser logs the refused save; it is the point of this journey.
    journey.allowErrors(/status of 409 \(Conflict\).*\/api\/update-food\//);
    const page = await journey.newPage();
    await signIn(page, owner.email);
    await page.goto(`/update-food/${id}`);
    const quantity = page.getByLabel('Quantity', { exact: true });
    await eventually(() => quantity.inputValue()).toBe('10');

    // Another user buys while the owner edits the price.
    await (await ApiClient.signIn(buyer.email)).purchase(id, 3);
    await page.getByLabel('Price ($)', { exact: true }).fill('12.75');
    await page.getByRole('button', { name: 'Save Changes', exact: true }).click();

    await visible(page.getByRole('alert').filter({ hasText: 'The stock changed while you were editing (now 7 left). The form now shows the current values.' }));
    await eventually(() => quantity.inputValue()).toBe('7');
    expect(await page.getByLabel('Price ($)', { exact: true }).inputValue()).toBe('11.00');
    expect(await ownerApi.food(id)).toMatchObject({ quantity: 7, price: 11, purchaseCount: 3 });

    await page.getByLabel('Price ($)', { exact: true }).fill('12.75');
    await page.getByRole('button', { name: 'Save Changes', exact: true }).click();
    await expectToast(page, 'Food Updated Successfully!', 'success');
    await waitForPath(page, '/my-foods');
    expect(await ownerApi.food(id)).toMatchObject({ quantity: 7, price: 12.75, purchaseCount: 3 });
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`All Foods with chips and sort, desktop and phone, ${theme}`, async ({ journey }) => {
      for (const [size, viewport] of [
        ['desktop', { width: 1280, height: 800 }],
        ['phone', { width: 390, height: 844 }],
      ] as const) {
        const page = await journey.newPage({ viewport, deviceScaleFactor: size === 'phone' ? 2 : 1 });
        if (theme === 'dark') await page.context().addInitScript(() => localStorage.setItem('theme', 'dark'));
        await page.goto('/foods?category=Rice&sort=price_asc');
        await eventually(() => shownNames(page)).toEqual(await apiNames('search=&category=Rice&sort=price_asc'));
        await screen(page, `foods-filtered-${size}-${theme}`);
      }
    });
  }
});
