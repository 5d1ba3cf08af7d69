import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { phoneJpeg, SECRET_MARKERS } from '../functions/src/test/images.js';
import { createAccount } from './support/auth-emulator.js';
import { uniqueTag } from './support/env.js';
import { afterAll, beforeAll } from 'vitest';
import { describe, expect, test } from './support/fixtures.js';
import { eventually, expectToast, screen, signIn, visible, waitForPath } from './support/ui.js';

const PHOTO_URL = /^\/photos\/[A-Za-z0-9]{20}\/400-800-1200\/800\.webp$/;

let folder: string;
let photoPath: string;
let notAPhotoPath: string;

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'food-store-photos-'));
  // What a phone saves: stored landscape with an EXIF Orientation, the camera, a GPS position, XMP, ICC, a comment.
  photoPath = path.join(folder, 'IMG_2041.jpg');
  writeFileSync(photoPath, await phoneJpeg({ width: 2400, height: 1800, orientation: 6 }));
  notAPhotoPath = path.join(folder, 'recipe.jpg');
  writeFileSync(notAPhotoPath, 'Two cups of rice, one hilsa, mustard paste.\n');
});

afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** The <img> of the card or page whose heading is `name`, and the variant the browser actually loaded. */
async function shownPhoto(page: Page, scope: string, name: string) {
  const image = page.locator(scope).filter({ has: page.getByRole('heading', { name, exact: true }) }).locator('img').first();
  // The list may render its cards again meanwhile (its first page, then the search): ask the current <img> each time.
  await eventually(async () => {
    await image.scrollIntoViewIfNeeded({ timeout: 2_000 }).catch(() => undefined);
    return image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0, undefined, { timeout: 2_000 }).catch(() => false);
  }).toBe(true);
  return {
    src: await image.getAttribute('src'),
    srcset: await image.getAttribute('srcset'),
    current: new URL(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname,
  };
}

describe('photos from a phone', () => {
  test('a cook adds a dish with a photo from disk; it shows in its variants without its EXIF', async ({ journey }) => {
    const cook = await createAccount('Rupa Home Cook', 'rupa');
    const page = await journey.newPage();
    await signIn(page, cook.email);
    await page.goto('/add-food');
    await visible(page.getByRole('heading', { name: 'Share Your Culinary Creation' }));

    // A text file renamed .jpg is refused before anything is sent.
    await page.getByLabel('Upload a photo', { exact: true }).setInputFiles(notAPhotoPath);
    await visible(page.getByRole('alert').filter({ hasText: 'This file is not a photo we can use. Choose a JPEG, PNG or WebP image.' }));
    await screen(page, 'photos-add-food-wrong-type');

    await page.getByLabel('Upload a photo', { exact: true }).setInputFiles(photoPath);
    const imageField = page.getByLabel('Food Image (URL)', { exact: true });
    await eventually(() => imageField.inputValue()).toMatch(PHOTO_URL);
    const url = await imageField.inputValue();
    await visible(page.getByText('Replace photo', { exact: true }));
    expect(await page.getByRole('alert').count()).toBe(0);

    const name = `Shorshe Ilish E2E${uniqueTag()}`;
    await page.getByLabel('Food Name', { exact: true }).fill(name);
    await page.getByLabel('Category', { exact: true }).fill('Seafood');
    await page.getByLabel('Food Origin', { exact: true }).fill('Bangladesh');
    await page.getByLabel('Quantity', { exact: true }).fill('6');
    await page.getByLabel('Price ($)', { exact: true }).fill('14.00');
    await page.getByLabel('Description', { exact: true }).fill('Hilsa steamed in mustard paste, as my grandmother made it.');
    await screen(page, 'photos-add-food-light');
    await page.getByRole('button', { name: 'Add Food', exact: true }).click();
    await expectToast(page, 'Food Added Successfully!', 'success');
    await waitForPath(page, '/my-foods');

    // The card in All Foods uses the photo's variants, as the seed images do.
    await page.goto(`/foods?q=${encodeURIComponent(name)}`);
    const card = await shownPhoto(page, 'main article', name);
    expect(card.src).toBe(url);
    expect(card.srcset?.split(', ').map((entry) => entry.split(' ')[1])).toEqual(['400w', '800w', '1200w']);
    expect(card.current).toMatch(/^\/photos\/[A-Za-z0-9]{20}\/400-800-1200\/(400|800|1200)\.webp$/);

    // So does the dish page.
    await page.getByRole('link', { name: `Purchase ${name}`, exact: true }).click();
    await waitForPath(page, /^\/food\//);
    const dish = await shownPhoto(page, 'main', name);
    expect(dish.src).toBe(url);
    await screen(page, 'photos-dish-page');

    // Every served variant: WebP from the app's origin, cached for a year, upright, with no EXIF, GPS, XMP or ICC.
    for (const entry of dish.srcset?.split(', ') ?? []) {
      const variant = entry.split(' ')[0] ?? '';
      const response = await page.request.get(variant);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('image/webp');
      expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      const bytes = await response.body();
      const metadata = await sharp(bytes).metadata();
      expect(metadata.format).toBe('webp');
      expect(metadata.height).toBeGreaterThan(metadata.width ?? Infinity);
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.icc).toBeUndefined();
      for (const marker of SECRET_MARKERS) expect(bytes.includes(Buffer.from(marker))).toBe(false);
    }
    expect((await page.request.get('/photos/AAAAAAAAAAAAAAAAAAAA/400-800-1200/800.webp')).status()).toBe(404);
  });

  test('the upload field in dark mode and on a phone', async ({ journey }) => {
    const cook = await createAccount('Mita Phone Cook', 'mita');
    const phone = await journey.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
    await phone.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await signIn(phone, cook.email);
    await phone.goto('/add-food');
    await visible(phone.getByText('No photo yet', { exact: true }));
    await screen(phone, 'photos-add-food-phone-dark-empty');
    await phone.getByLabel('Upload a photo', { exact: true }).setInputFiles(photoPath);
    await eventually(() => phone.getByLabel('Food Image (URL)', { exact: true }).inputValue()).toMatch(PHOTO_URL);
    await screen(phone, 'photos-add-food-phone-dark');
  });
});
