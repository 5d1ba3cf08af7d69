import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import type { Page } from 'playwright-core';
import { orderLines } from '../functions/src/domain/sales.js';
import type { SeedFood, SeedOrder } from '../scripts/seed.js';
import { addDays, dhakaDay } from '../functions/src/sales/sales-time.js';
import { seriousA11yViolations } from './support/a11y.js';
import { ApiClient, type OrderDetailBody } from './support/api.js';
import { DEMO, SCREENS_DIR } from './support/env.js';
import { describe, expect, test } from './support/fixtures.js';
import { eventually, screen, signIn, visible } from './support/ui.js';

// docs/ARCHITECTURE.md §5j in the browser: a cook's week on My Sales (the dashboard over the seeded orders), the
// accountant's file, and the kitchen ticket's print preview.

const money = (value: number) => `$${value.toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;

/** Loads My Sales with the kitchen and the numbers answering late, and checks the first order card never moved. */
async function cardsStayPut(page: Page, run: string) {
  await signIn(page, DEMO.rahim.email);
  // The kitchen and the numbers answer after the orders, as on a slow network.
  await page.route(/\/api\/(kitchen|sales\/stats)(\?|$)/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue().catch(() => undefined);
  });
  // Every frame from the first order card's appearance: where its top is.
  await page.addInitScript(() => {
    const tops: number[] = [];
    (window as unknown as { __cardTops: number[] }).__cardTops = tops;
    const frame = () => {
      const card = document.querySelector('main section[aria-label="All orders"] article');
      if (card) tops.push(Math.round(card.getBoundingClientRect().top + window.scrollY));
      if (performance.now() < 15_000) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  await page.goto('/my-sales');
  await visible(page.getByRole('region', { name: 'All orders' }).locator('article').first());
  await visible(page.getByText('Taking orders', { exact: true }));
  await visible(tile(page, 'Average order'));
  const tops = await page.evaluate(() => (window as unknown as { __cardTops: number[] }).__cardTops);
  expect(tops.length).toBeGreaterThan(0);
  expect({ run, tops: [...new Set(tops)] }).toEqual({ run, tops: [tops[0]] });
  await page.close();
}

/** The value of a dashboard tile, by its label. */
function tile(page: Page, label: string) {
  return page.locator('dl dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
}

/** Chef Rahim's orders as the store holds them (every one, newest first): what the dashboard must add up. */
async function rahimsOrders(api: ApiClient): Promise<OrderDetailBody[]> {
  const response = await api.call<OrderDetailBody[]>('GET', '/sales?limit=100');
  expect(response.status).toBe(200);
  return response.body;
}

describe("a seller's day", () => {
  test("the cook's dashboard shows this week's numbers of the seeded orders; the export downloads and parses; the ticket prints", async ({ journey }) => {
    const api = await ApiClient.signIn(DEMO.rahim.email);
    const page = await journey.newPage();
    await signIn(page, DEMO.rahim.email);
    await page.goto('/my-sales');
    await visible(page.getByRole('heading', { name: 'How your kitchen is doing' }));
    await visible(tile(page, 'Average order'));
    expect(await page.getByRole('button', { name: '7 days' }).getAttribute('aria-pressed')).toBe('true');

    // Every seeded order of Rahim's dishes is in his sales (the list expires due ones, as the dashboard does).
    const seedFile = (name: string) => JSON.parse(readFileSync(new URL(`../emulator-data/${name}`, import.meta.url), 'utf8')) as unknown;
    const rahimsDishes = new Set((seedFile('foods.json') as SeedFood[]).filter((food) => food.owner === 'rahim').map((food) => food.key));
    const seeded = (seedFile('orders.json') as SeedOrder[]).filter((order) => rahimsDishes.has(order.food ?? order.lines?.[0]?.food ?? ''));
    const orders = await rahimsOrders(api);
    expect(seeded.length).toBeGreaterThan(0);
    expect(orders.length).toBe(seeded.length);

    // The week the page shows (its first and last Dhaka day), so a run across Dhaka's midnight compares like with like.
    const period = page.locator('p', { hasText: '(Dhaka time). Takings count completed orders.' }).locator('time');
    const weekStart = (await period.first().getAttribute('datetime')) ?? '';
    const today = (await period.last().getAttribute('datetime')) ?? '';
    expect(weekStart).toBe(addDays(today, -6));
    expect([dhakaDay(new Date()), addDays(dhakaDay(new Date()), -1)]).toContain(today);
    const week = orders.filter((order) => dhakaDay(new Date(order.buyingDate)) >= weekStart);
    const completed = week.filter((order) => order.status === 'completed');
    const takings = completed.reduce((sum, order) => sum + Math.round(order.total * 100), 0) / 100;
    expect(week.length).toBeGreaterThan(0);
    await eventually(() => tile(page, 'Orders').textContent()).toBe(String(week.length));
    expect(await tile(page, 'Takings').textContent()).toBe(money(takings));
    expect(await tile(page, 'Average order').textContent()).toBe(money(completed.length ? Math.round((takings * 100) / completed.length) / 100 : 0));

    // The chart's numbers, as the table beside it gives them.
    const statusFigure = page.getByRole('figure', { name: 'Orders by status' });
    await statusFigure.getByText('Show the numbers').click();
    const statusRows = await statusFigure.getByRole('row').allTextContents();
    const names: Record<string, string> = { placed: 'New', accepted: 'Accepted', ready: 'Ready', completed: 'Completed', cancelled: 'Cancelled', declined: 'Declined', expired: 'Expired' };
    for (const [status, name] of Object.entries(names)) {
      expect(statusRows).toContain(`${name}${week.filter((order) => order.status === status).length}`);
    }
    // Chart.js drew each chart on its canvas.
    expect(await page.locator('figure canvas').count()).toBe(4);
    expect(await page.locator('figure canvas').first().evaluate((canvas: HTMLCanvasElement) => canvas.width > 0 && canvas.height > 0)).toBe(true);

    // Top dishes: units of the week's kept orders, best first.
    const units = new Map<string, number>();
    for (const order of week.filter((order) => ['placed', 'accepted', 'ready', 'completed'].includes(order.status))) {
      for (const line of orderLines(order)) units.set(line.foodName, (units.get(line.foodName) ?? 0) + line.quantity);
    }
    const best = [...units.values()].sort((a, b) => b - a)[0];
    if (best !== undefined) {
      const firstRow = page.getByRole('table', { name: 'Top dishes: units sold and takings' }).getByRole('row').nth(1);
      expect(await firstRow.getByRole('cell').first().textContent()).toBe(String(best));
    }
    await screen(page, 'sellers-desk-dashboard-desktop');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The accountant's file: this month so far, as the form offers it.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download CSV' }).click()]);
    const from = `${today.slice(0, 8)}01`;
    expect(download.suggestedFilename()).toBe(`sales-${from}-to-${today}.csv`);
    const file = readFileSync(await download.path());
    expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parse(file, { bom: true }) as string[][];
    expect(rows[0]).toEqual(['Date (Dhaka)', 'Time (Dhaka)', 'Order', 'Dishes', 'Subtotal', 'Delivery fee', 'Total', 'Status', 'Fulfilment', 'Area', 'Note']);
    const month = orders.filter((order) => dhakaDay(new Date(order.buyingDate)) >= from);
    expect(rows.slice(1).map((row) => row[2]).sort()).toEqual(month.map((order) => order._id).sort());
    // A seeded order placed a while ago may expire while the test runs (§5f): the file holds its status at the export,
    // which is the one read before it or the one read after it.
    const after = new Map((await rahimsOrders(api)).map((order) => [order._id, order.status]));
    for (const row of rows.slice(1)) {
      const order = month.find((candidate) => candidate._id === row[2]);
      expect(row[6]).toBe(order?.total.toFixed(2));
      expect([order?.status, after.get(row[2] ?? '')]).toContain(row[7]);
    }

    // The kitchen ticket: a preview, then the page as the printer gets it.
    const firstCard = page.locator('article').filter({ has: page.getByRole('button', { name: 'Print ticket' }) }).first();
    const dishName = (await firstCard.getByRole('heading').first().textContent()) ?? '';
    await firstCard.getByRole('button', { name: 'Print ticket' }).click();
    const dialog = page.getByRole('dialog');
    await visible(dialog);
    await visible(dialog.getByText(new RegExp(`\\d+ × ${dishName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)));
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.emulateMedia({ media: 'print' });
    await visible(page.locator('.kitchen-ticket .ticket-dish').first());
    expect(await page.getByRole('heading', { name: 'Orders for Your Dishes' }).isVisible()).toBe(false);
    expect(await dialog.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    expect(await page.locator('.kitchen-ticket').textContent()).toContain(dishName);
    mkdirSync(SCREENS_DIR, { recursive: true });
    await page.screenshot({ path: path.join(SCREENS_DIR, 'sellers-desk-ticket-print.png') });
    // One page on an 80 mm roll and on A4.
    for (const size of [{ width: '80mm' }, { format: 'A4' as const }]) {
      const pdf = (await page.pdf({ ...size, printBackground: true })).toString('latin1');
      expect(pdf.match(/\/Type\s*\/Page(?!s)/g)?.length, JSON.stringify(size)).toBe(1);
    }
    await page.emulateMedia({ media: 'screen' });
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
  });

  test('the orders a seller taps stay where they are while the kitchen panel and the dashboard arrive (desktop and phone, kitchen open and closed)', async ({ journey }) => {
    const api = await ApiClient.signIn(DEMO.rahim.email);
    const runs = [true, false].flatMap((open) => [{ width: 1280, height: 900 }, { width: 390, height: 844 }].map((viewport) => ({ open, viewport })));
    try {
      for (const { open, viewport } of runs) {
        // A closed kitchen's state takes two lines on a phone, an open one's one.
        await api.setKitchen({ open });
        await cardsStayPut(await journey.newPage({ viewport }), `${viewport.width} px, ${open ? 'open' : 'closed'}`);
      }
    } finally {
      await api.setKitchen({ open: true });
    }
  });

  test('on a phone the dashboard stacks and its numbers stay readable', async ({ journey }) => {
    const page = await journey.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
    await signIn(page, DEMO.rahim.email);
    await page.goto('/my-sales');
    await visible(tile(page, 'Average order'));
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: '30 days' }).click();
    await expect.poll(() => page.getByRole('button', { name: '30 days' }).getAttribute('aria-pressed')).toBe('true');
    await screen(page, 'sellers-desk-dashboard-phone');
    // The theme follows the device until toggled (§5g): the charts redraw in the dark theme's colours.
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await screen(page, 'sellers-desk-dashboard-phone-dark');
    await page.emulateMedia({ colorScheme: 'light' });
    const firstCard = page.locator('article').filter({ has: page.getByRole('button', { name: 'Print ticket' }) }).first();
    await firstCard.getByRole('button', { name: 'Print ticket' }).click();
    await visible(page.getByRole('dialog'));
    await page.screenshot({ path: path.join(SCREENS_DIR, 'sellers-desk-ticket-phone.png') });
  });

  test("a month's takings of eight digits fit their tile on a 360-pixel phone, whole (never cut off)", async ({ journey }) => {
    const page = await journey.newPage({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });
    // The seed's sums are small: the numbers of a busy kitchen, from the store's own answer.
    await page.route(/\/api\/sales\/stats\?/, async (route) => {
      const response = await route.fetch();
      const stats = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: { ...stats, takings: 63_568_929.11, averageOrder: 12_345.67 } });
    });
    await signIn(page, DEMO.rahim.email);
    await page.goto('/my-sales');
    await visible(tile(page, 'Average order'));
    for (const [label, text] of [['Takings', '$63,568,929.11'], ['Average order', '$12,345.67']] as const) {
      const value = tile(page, label);
      expect(await value.textContent()).toBe(text);
      const fit = await value.evaluate((dd) => {
        const card = dd.parentElement?.getBoundingClientRect();
        const box = dd.getBoundingClientRect();
        return { inside: !!card && box.right <= card.right + 0.5 && box.left >= card.left - 0.5, overflow: dd.scrollWidth - dd.clientWidth };
      });
      expect({ label, ...fit }).toEqual({ label, inside: true, overflow: 0 });
    }
    await screen(page, 'sellers-desk-dashboard-large-sums-phone');
  });
});
