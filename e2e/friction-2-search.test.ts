import type { Page } from 'playwright-core';
import { SCREENS_DIR } from './support/env.js';
import { describe, expect, test } from './support/fixtures.js';
import { seededFoods } from './support/seed.js';
import { appStarted, eventually, screen } from './support/ui.js';

// Issue 33 item 9: search forgives the usual spellings of a dish name (docs/ARCHITECTURE.md §5b).

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } as const;

function shownNames(page: Page): Promise<string[]> {
  return page.locator('main article h3').allInnerTexts();
}

/** The seeded dishes among those shown: other journeys share the store and add dishes with these names in theirs. */
async function shownSeeded(page: Page, seeded: readonly string[]): Promise<string[]> {
  return (await shownNames(page)).filter((name) => seeded.includes(name));
}

function searchBox(page: Page) {
  return page.getByRole('searchbox', { name: 'Search foods by name' });
}

describe('search forgives spellings', () => {
  test('typing "fuska" on All Foods shows Fuchka; "kachchi" Kacchi Biryani; "biriyani" every biryani', async ({ journey }) => {
    const seeded = seededFoods().map((food) => food.foodName);
    expect(seeded, 'the seed has Fuchka and Kacchi Biryani').toEqual(expect.arrayContaining(['Fuchka', 'Kacchi Biryani']));
    const biryanis = seeded.filter((name) => /biryani/i.test(name)).sort();
    expect(biryanis.length).toBeGreaterThan(0);

    const page = await journey.newPage(PHONE);
    await page.goto('/foods');
    await appStarted(page);

    await searchBox(page).fill('fuska');
    await eventually(() => new URL(page.url()).search).toBe('?q=fuska');
    await eventually(() => shownSeeded(page, seeded)).toEqual(['Fuchka']);
    await screen(page, 'friction-2-search-fuska-phone');

    await searchBox(page).fill('kachchi');
    await eventually(() => shownSeeded(page, seeded)).toEqual(['Kacchi Biryani']);

    await searchBox(page).fill('biriyani');
    await eventually(async () => (await shownSeeded(page, seeded)).sort()).toEqual(biryanis);

    // A link with a variant arrives server-rendered with its results.
    const desktop = await journey.newPage();
    await desktop.goto('/foods?q=phuchka');
    await eventually(() => shownSeeded(desktop, seeded)).toEqual(['Fuchka']);
    await appStarted(desktop);
    await desktop.screenshot({ path: `${SCREENS_DIR}/friction-2-search-phuchka-desktop.png` });
  });
});
