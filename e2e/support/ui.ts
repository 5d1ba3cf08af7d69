import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { PASSWORD, SCREENS_DIR } from './env.js';

const WAIT_MS = 15_000;

/** Polls until the assertion holds (the app is asynchronous; a single read would be flaky). */
export function eventually<T>(read: () => T | Promise<T>, timeout = WAIT_MS) {
  return expect.poll(read, { timeout, interval: 100 });
}

export async function visible(locator: Locator, timeout = WAIT_MS): Promise<Locator> {
  await locator.first().waitFor({ state: 'visible', timeout });
  return locator;
}

/**
 * Waits until the app has taken `page` over. A server-rendered page is on screen, with its links and forms working,
 * before the app runs; what only the app does (a select's filter, Load More, the scroll position it keeps) needs it.
 * The sign: the footer clock shows the time (in either language's digits), which it does from the app's first render after hydration on
 * (web/src/features/layout/footer-clock.tsx).
 */
export async function appStarted(page: Page, timeout = WAIT_MS): Promise<void> {
  await page.getByRole('timer').filter({ hasText: /[\d০-৯]:[\d০-৯]{2}:[\d০-৯]{2}/ }).waitFor({ state: 'attached', timeout });
}

/** Whether the element has the page's focus (read with eventually(): focus may follow a refetch). */
export function focused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement);
}

/** No element matches any more (removed from the page or hidden). */
export async function gone(locator: Locator, timeout = WAIT_MS): Promise<void> {
  await eventually(async () => {
    const states = await Promise.all((await locator.all()).map((item) => item.isVisible()));
    return states.filter(Boolean).length;
  }, timeout).toBe(0);
}

/** Text that must be on the page exactly once (e.g. a validation message). */
export async function seenOnce(page: Page, text: string): Promise<void> {
  const locator = page.getByText(text, { exact: true });
  await visible(locator);
  expect(await locator.count(), `"${text}" shown ${await locator.count()} times`).toBe(1);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A react-toastify toast with exactly this text (and of this kind, when given). */
export function toast(page: Page, text: string | RegExp, kind?: 'success' | 'error' | 'info'): Locator {
  const pattern = typeof text === 'string' ? new RegExp(`^\\s*${escapeRegExp(text)}\\s*$`) : text;
  return page.locator(kind ? `.Toastify__toast--${kind}` : '.Toastify__toast').filter({ hasText: pattern });
}

export async function expectToast(page: Page, text: string | RegExp, kind?: 'success' | 'error' | 'info', timeout = WAIT_MS): Promise<void> {
  await visible(toast(page, text, kind), timeout);
}

export async function waitForPath(page: Page, pathname: string | RegExp, timeout = WAIT_MS): Promise<void> {
  await page.waitForURL((url) => (typeof pathname === 'string' ? url.pathname === pathname : pathname.test(url.pathname)), {
    timeout,
    waitUntil: 'commit',
  });
}

export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

/** Signs in through the login form, as a person would. */
export async function signIn(page: Page, email: string, password = PASSWORD, from = '/login'): Promise<void> {
  if (pathOf(page) !== '/login') await page.goto(from);
  await waitForPath(page, '/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expectToast(page, 'Login successful! Welcome back.', 'success');
  await eventually(() => pathOf(page)).not.toBe('/login');
}

/**
 * The avatar button of the signed-in user; its accessible name carries the display name: `Account menu for …` (the
 * photo's alt), or the initials it shows first, `FH, account menu for …`.
 */
export function accountButton(page: Page, name: string): Locator {
  return page.getByRole('button', { name: new RegExp(`^(?:\\S{1,2}\\s*,\\s*a|A)ccount menu for ${escapeRegExp(name)}$`) });
}

/** Opens the avatar dropdown and checks it shows the user's name and e-mail. */
export async function openAccountMenu(page: Page, name: string, email?: string): Promise<void> {
  await accountButton(page, name).click();
  await visible(page.getByText(name, { exact: true }));
  if (email) await visible(page.getByText(email, { exact: true }));
}

/** Scrolls through the page so lazy images load, then waits for the network and the images to settle. */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const step = Math.max(200, Math.floor(window.innerHeight * 0.8));
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  await page
    .waitForFunction(() => Array.from(document.images).every((image) => image.complete), undefined, { timeout: 10_000 })
    .catch(() => undefined);
}

/** Images that finished loading without a picture (missing files, or HTML served in their place). */
export function brokenImages(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.images)
      .filter((image) => image.complete && image.naturalWidth === 0 && !/\.svg$/.test(image.currentSrc || image.src))
      .map((image) => image.currentSrc || image.src),
  );
}

/** Longest a full-page screenshot may take: on a loaded machine one can run past the pages' 15 s action timeout. */
const SCREENSHOT_TIMEOUT_MS = 60_000;

/** The limit of a journey that takes a series of full-page screenshots: well past the default 90 s on a loaded machine. */
export const SCREENSHOTS_JOURNEY_TIMEOUT_MS = 300_000;

/** A full-page screenshot into test-results/screens/ for people to review. */
export async function screen(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENS_DIR, { recursive: true });
  await settle(page);
  await page.screenshot({ path: path.join(SCREENS_DIR, `${name}.png`), fullPage: true, animations: 'disabled', timeout: SCREENSHOT_TIMEOUT_MS });
}

/** The amount of a row of an order's total (the cart's checkout, a dish's purchase form): 'Subtotal', 'Delivery fee', 'Total'. */
export function orderSum(page: Page, label: string): Locator {
  return page.getByRole('group', { name: 'Order total' }).locator('div', { has: page.getByText(label, { exact: true }) }).locator('dd');
}
