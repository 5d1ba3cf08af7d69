import type { Page } from 'playwright-core';
import { ApiClient, type FoodBody } from './support/api.js';
import { describe, expect, test } from './support/fixtures.js';
import { appStarted, eventually, expectToast, gone, seenOnce, toast, visible, waitForPath } from './support/ui.js';
import { seedTopSeller } from './support/seed.js';

async function mainText(page: Page): Promise<string> {
  return page.locator('main').innerText();
}

/** The disclosure buttons of an accordion on the page. */
function disclosures(page: Page) {
  return page.locator('main button[aria-expanded]');
}

describe('public pages', () => {
  test('home: hero, the top selling dishes led by the seed top seller, testimonials', async ({ journey }) => {
    const page = await journey.newPage();
    await page.goto('/');
    await visible(page.getByRole('heading', { name: 'Taste the Tradition, Feel the Innovation.' }));
    expect(await page.getByRole('link', { name: 'Explore All Foods' }).first().getAttribute('href')).toBe('/foods');

    const top = page.getByRole('region', { name: 'Our Top Selling Dishes' });
    await visible(top.getByRole('heading', { name: 'Our Top Selling Dishes' }));
    await eventually(() => top.getByRole('article').count()).toBe(8);
    const topSeller = seedTopSeller();
    expect(await top.getByRole('article').first().getByRole('heading').innerText()).toBe(topSeller.foodName);
    expect(await top.getByRole('article').first().innerText()).toContain('$');
    await visible(page.getByRole('heading', { name: 'What Our Clients Say' }));

    await top.getByRole('article').first().getByRole('link', { name: /Details/ }).click();
    await waitForPath(page, /^\/food\/[^/]+$/);
    await visible(page.getByRole('heading', { name: topSeller.foodName, exact: true, level: 1 }));
  });

  test('All Foods pages beyond the first page without repeating a dish', async ({ journey }) => {
    const page = await journey.newPage();
    const all = await ApiClient.anonymous().get<FoodBody[]>('/foods?limit=100');
    expect(all.status).toBe(200);
    expect(all.body.length, 'the seed fills more than one page').toBeGreaterThan(24);

    await page.goto('/foods');
    const names = page.locator('main article h3');
    await eventually(() => names.count()).toBe(24);
    await appStarted(page);
    const loadMore = page.getByRole('button', { name: 'Load More', exact: true });
    while (await loadMore.isVisible()) {
      const before = await names.count();
      await loadMore.click();
      await eventually(() => names.count()).toBeGreaterThan(before);
    }
    const shown = await names.allInnerTexts();
    expect(new Set(shown).size, 'no dish repeated across pages').toBe(shown.length);
    expect(shown.length).toBeGreaterThanOrEqual(all.body.length);
  });

  test('gallery: 6 images, Load More shows 12, the lightbox opens with thumbnails and closes', async ({ journey }) => {
    const page = await journey.newPage();
    await page.goto('/gallery');
    await visible(page.getByRole('heading', { name: 'Our Food Gallery' }));
    await visible(page.getByText('A Feast for Your Eyes', { exact: true }));

    const tiles = page.getByRole('region', { name: 'Gallery images' }).getByRole('figure');
    await eventually(() => tiles.count()).toBe(6);
    const loadMore = page.getByRole('button', { name: 'Load More', exact: true });
    await loadMore.click();
    await eventually(() => tiles.count()).toBe(12);
    await gone(loadMore);

    const sources = await tiles.locator('img').evaluateAll((images) => images.map((image) => (image as HTMLImageElement).currentSrc || (image as HTMLImageElement).src));
    expect(new Set(sources).size).toBe(12);
    for (const source of sources) {
      expect(new URL(source).host).toBe('localhost:5000');
      const response = await page.context().request.get(source);
      expect(response.status(), source).toBe(200);
      expect(response.headers()['content-type'], source).toMatch(/^image\//);
    }

    const lightbox = page.getByRole('dialog', { name: 'Food gallery viewer' });
    await tiles.first().hover();
    await page.getByRole('button', { name: /^View image 1\b/ }).click();
    await visible(lightbox);
    const thumbnails = lightbox.getByRole('navigation', { name: 'Thumbnails' });
    await visible(thumbnails);
    expect(await thumbnails.locator('button').count()).toBeGreaterThanOrEqual(2);
    await page.keyboard.press('Escape');
    await gone(lightbox);

    await tiles.nth(1).hover();
    await page.getByRole('button', { name: /^View image 2\b/ }).click();
    await visible(lightbox);
    await lightbox.getByRole('button', { name: 'Close', exact: true }).click();
    await gone(lightbox);
  });

  test('static pages render their key text', async ({ journey }) => {
    const page = await journey.newPage();
    const pages: { path: string; heading: string; texts: string[] }[] = [
      { path: '/aboutus', heading: 'Cooking for Dhaka since 2023', texts: ['2023', '9:00 AM', '10:00 PM'] },
      { path: '/terms', heading: 'Terms of Service', texts: ['BDT', 'June 21, 2025'] },
      { path: '/privacy', heading: 'Privacy Policy', texts: ['June 21, 2025'] },
      { path: '/cookies', heading: 'Cookie Policy', texts: ['__session', 'theme'] },
    ];
    for (const { path, heading, texts } of pages) {
      await page.goto(path);
      await visible(page.getByRole('heading', { name: heading, level: 1 }));
      const text = await mainText(page);
      for (const expected of texts) expect(text, `${path} mentions ${expected}`).toContain(expected);
      expect(await page.title(), `${path} has its own title`).toMatch(/^Food Store \| .+/);
    }

    await page.goto('/faq');
    await visible(page.getByRole('heading', { name: 'Frequently Asked Questions', level: 1 }));
    await eventually(() => disclosures(page).count()).toBe(5);
    await disclosures(page).nth(0).click();
    expect(await disclosures(page).nth(0).getAttribute('aria-expanded')).toBe('true');
    await disclosures(page).nth(1).click();
    expect(await disclosures(page).nth(1).getAttribute('aria-expanded')).toBe('true');
    expect(await disclosures(page).nth(0).getAttribute('aria-expanded')).toBe('false');

    await page.goto('/press');
    await visible(page.getByRole('heading', { name: 'Overview' }));
    await visible(page.getByRole('heading', { name: 'Media contact' }));
    const downloads = page.locator('main a[download]');
    await eventually(() => downloads.count()).toBe(3);
    for (const href of await downloads.evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href))) {
      expect(new URL(href).host).toBe('localhost:5000');
      expect((await page.context().request.get(href)).status(), href).toBe(200);
    }
  });

  test('jobs: 4 openings, case-insensitive filter, one expanded at a time, Apply Now', async ({ journey }) => {
    const page = await journey.newPage();
    await page.goto('/jobs');
    await visible(page.getByText('4 openings', { exact: true }));
    await eventually(() => disclosures(page).count()).toBe(4);

    const search = page.getByLabel('Search jobs', { exact: true });
    await search.fill('IFTAR');
    await visible(page.getByText('1 opening', { exact: true }));
    await eventually(() => disclosures(page).count()).toBe(1);
    await visible(page.getByRole('button', { name: /^Catering Coordinator\b/ }));
    await search.fill('food store KITCHEN');
    await eventually(() => disclosures(page).count()).toBe(1);
    await search.fill('');
    await visible(page.getByText('4 openings', { exact: true }));

    const chef = page.getByRole('button', { name: /^Head Chef\b/ });
    const rider = page.getByRole('button', { name: /^Delivery Rider\b/ });
    await chef.click();
    expect(await chef.getAttribute('aria-expanded')).toBe('true');
    await rider.click();
    expect(await rider.getAttribute('aria-expanded')).toBe('true');
    expect(await chef.getAttribute('aria-expanded')).toBe('false');
    await page.getByRole('button', { name: 'Apply Now', exact: true }).click();
    await expectToast(page, 'Redirecting to apply for Delivery Rider...');
  });

  test('contact: on-blur validation, then "Message sent successfully!" and a reset form', async ({ journey }) => {
    const page = await journey.newPage();
    await page.goto('/contract');
    await visible(page.getByRole('heading', { name: 'Get In Touch', level: 1 }));
    const name = page.getByLabel('Name', { exact: true });
    const email = page.getByLabel('Email', { exact: true });
    const message = page.getByLabel('Message', { exact: true });

    await name.focus();
    await name.blur();
    await seenOnce(page, 'Name is required.');
    await email.fill('not-an-email');
    await email.blur();
    await seenOnce(page, 'Invalid email address.');
    await message.fill('Too short');
    await message.blur();
    await seenOnce(page, 'Message must be at least 10 characters long.');

    await name.fill('Mira Message');
    await email.fill('mira@example.com');
    await message.fill('Do you cater iftar gatherings for sixty people?');
    await message.blur();
    await gone(page.getByText('Message must be at least 10 characters long.', { exact: true }));
    await page.getByRole('button', { name: 'Send Message', exact: true }).click();
    await visible(page.getByRole('button', { name: /Sending/ }));
    await expectToast(page, 'Message sent successfully!', 'success');
    await eventually(() => name.inputValue()).toBe('');
    expect(await message.inputValue()).toBe('');
  });

  test('a submit click right after correcting a field is not lost', async ({ journey }) => {
    const page = await journey.newPage();
    await page.goto('/contract');
    const message = page.getByLabel('Message', { exact: true });
    await page.getByLabel('Name', { exact: true }).fill('Quick Clicker');
    await page.getByLabel('Email', { exact: true }).fill('quick@example.com');
    await message.fill('Too short');
    await message.blur();
    await seenOnce(page, 'Message must be at least 10 characters long.');

    // A person fixes the message and clicks Send at once: the blur that click causes must not swallow it.
    await message.fill('Long enough to be sent this time.');
    await page.getByRole('button', { name: 'Send Message', exact: true }).click();
    const sent = await toast(page, 'Message sent successfully!', 'success')
      .first()
      .waitFor({ timeout: 6_000 })
      .then(
        () => true,
        () => false,
      );
    expect(sent, 'the click on Send Message was lost (the error line vanished on blur and the button moved before mouseup)').toBe(true);
  });

  test('the 404 page', async ({ journey }) => {
    const page = await journey.newPage();
    await page.goto('/no-such-page');
    await visible(page.getByRole('heading', { name: 'Oops!' }));
    await visible(page.getByText('404', { exact: true }));
    await visible(page.getByText('The Page Your Are Enter Is Not Found...!', { exact: true }));
    await eventually(() => page.title()).toBe('Food | Error');
    await page.getByRole('link', { name: 'Go Home', exact: true }).click();
    await waitForPath(page, '/');
    await visible(page.getByRole('heading', { name: 'Taste the Tradition, Feel the Innovation.' }));
  });
});

describe('layout', () => {
  test('the dark theme survives a reload', async ({ journey }) => {
    const page = await journey.newPage();
    await page.goto('/');
    const isDark = (tab: Page = page) => tab.evaluate(() => document.documentElement.classList.contains('dark'));
    const stored = () => page.evaluate(() => localStorage.getItem('theme'));
    expect(await isDark()).toBe(false);

    // The theme is the app's to switch (a tap before it runs does nothing).
    await appStarted(page);
    await page.getByRole('button', { name: 'Dark mode', exact: true }).click();
    await eventually(isDark).toBe(true);
    expect(await stored()).toBe('dark');
    await page.reload();
    await visible(page.getByRole('heading', { name: 'Taste the Tradition, Feel the Innovation.' }));
    expect(await isDark()).toBe(true);
    expect(await stored()).toBe('dark');
    // The prerendered button says nothing of the theme until the app has booted and read it.
    await eventually(() => page.getByRole('button', { name: 'Dark mode', exact: true }).getAttribute('aria-pressed')).toBe('true');

    // With the app's JavaScript blocked, only index.html's inline script can apply the theme: no light flash first.
    // In a second tab of the same browser (the same stored theme), so the first tab's own late chunks (the head writer,
    // the toasts) are not blocked under it.
    journey.allowErrors(/ERR_FAILED.*\/assets\/.*\.js/);
    const blocked = await page.context().newPage();
    await blocked.route('**/assets/*.js', (route) => route.abort('failed'));
    await blocked.goto('/');
    expect(await isDark(blocked)).toBe(true);
    await blocked.close();
    await page.reload();

    await appStarted(page);
    await page.getByRole('button', { name: 'Dark mode', exact: true }).click();
    await eventually(isDark).toBe(false);
    await page.reload();
    await visible(page.getByRole('heading', { name: 'Taste the Tradition, Feel the Innovation.' }));
    expect(await isDark()).toBe(false);
    expect(await stored()).toBe('light');
  });

  test('the mobile menu at 390×844 opens, navigates and closes', async ({ journey }) => {
    const page = await journey.newPage({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    await page.goto('/');
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);

    const open = page.getByRole('button', { name: 'Open menu', exact: true });
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await open.click();
    await visible(menu);
    for (const link of ['Home', 'All Foods', 'Gallery', 'About Us', 'Login']) {
      await visible(menu.getByRole('link', { name: link, exact: true }));
    }
    const box = await menu.boundingBox();
    expect(box?.width ?? 0).toBeLessThanOrEqual(320);
    await page.keyboard.press('Escape');
    await gone(menu);

    await open.click();
    await menu.getByRole('link', { name: 'Gallery', exact: true }).click();
    await waitForPath(page, '/gallery');
    await gone(menu);
    await visible(page.getByRole('heading', { name: 'Our Food Gallery' }));
  });
});
