import { photoShareUrl } from '../functions/src/domain/photos.js';
import { showsAggregateRating } from '../functions/src/domain/reviews.js';
import { ApiClient, sampleFood, type FoodBody } from './support/api.js';
import { APP_URL, DEMO, uniqueTag } from './support/env.js';
import { describe, expect, test } from './support/fixtures.js';
import { eventually, visible, waitForPath } from './support/ui.js';

// What a crawler (a share preview, a search engine) gets from the local stack over HTTP: docs/ARCHITECTURE.md §5e.

const CRAWLER = 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)';
const PAGE_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';

interface Fetched {
  status: number;
  headers: Headers;
  html: string;
}

async function fetchPage(path: string, headers: Record<string, string> = {}): Promise<Fetched> {
  const response = await fetch(`${APP_URL}${path}`, { headers: { 'user-agent': CRAWLER, ...headers } });
  return { status: response.status, headers: response.headers, html: await response.text() };
}

const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39);/g, (_, entity: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[entity] ?? '');

/** The tags of a page's <head> a crawler reads. */
function headOf(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const metas = [...head.matchAll(/<meta (name|property)="([^"]+)" content="([^"]*)"/g)];
  const meta = (key: string) => metas.filter((match) => match[2] === key).map((match) => decode(match[3] ?? ''));
  return {
    titles: [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((match) => decode(match[1] ?? '')),
    meta: (key: string) => meta(key)[0],
    count: (key: string) => meta(key).length,
    canonical: [...head.matchAll(/<link rel="canonical" href="([^"]+)"/g)].map((match) => decode(match[1] ?? '')),
    jsonLd: [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1] ?? '') as Record<string, unknown>),
  };
}

async function firstFood(): Promise<FoodBody & { rating?: { average: number; count: number } }> {
  const [food] = (await ApiClient.anonymous().get<FoodBody[]>('/foods?search=&limit=1')).body;
  if (!food) throw new Error('the seeded store lists no food');
  return food;
}

describe('a dish page for crawlers', () => {
  test('curl -A facebookexternalhit shows the dish: every tag and the Product', async () => {
    const food = await firstFood();
    const page = await fetchPage(`/food/${food._id}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const url = `${APP_URL}/food/${food._id}`;
    const image = new URL(food.foodImage, APP_URL).href;
    const { titles, meta, count, canonical, jsonLd } = headOf(page.html);
    expect(titles).toEqual([`${food.foodName} | Food Store`]);
    expect(count('description')).toBe(1);
    const description = meta('description') ?? '';
    expect(description.length).toBeLessThanOrEqual(160);
    if (food.description.length <= 160) expect(description).toBe(food.description);
    else expect(food.description.startsWith(description.slice(0, -1).trimEnd())).toBe(true);
    expect(canonical).toEqual([url]);
    expect(meta('og:type')).toBe('product');
    expect(meta('og:title')).toBe(`${food.foodName} | Food Store`);
    expect(meta('og:description')).toBe(meta('description'));
    // The newest dish may be another journey's, with an uploaded photo: that shares its 1200 × 630 JPEG.
    expect(meta('og:image')).toBe(new URL(photoShareUrl(food.foodImage) ?? food.foodImage, APP_URL).href);
    expect(meta('og:url')).toBe(url);
    expect(meta('og:site_name')).toBe('Food Store');
    expect(meta('twitter:card')).toBe('summary_large_image');
    expect(meta('robots')).toBeUndefined();
    expect(jsonLd).toHaveLength(1);
    const [product] = jsonLd;
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: food.foodName,
      image: [image],
      description: food.description,
      offers: {
        '@type': 'Offer',
        price: food.price,
        priceCurrency: 'USD',
        availability: food.quantity > 0 && food.kitchenOpen ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      },
    });
    // Only from AGGREGATE_RATING_MIN_COUNT reviews (§5e).
    if (food.rating && showsAggregateRating(food.rating)) {
      expect(product?.aggregateRating).toMatchObject({ '@type': 'AggregateRating', ratingValue: food.rating.average, reviewCount: food.rating.count });
    } else {
      expect(product).not.toHaveProperty('aggregateRating');
    }
    // The dish itself, in the markup: its name, price, stock and photo.
    const body = page.html.slice(page.html.indexOf('<body'));
    expect(body).toMatch(new RegExp(`<h1[^>]*>${food.foodName}</h1>`));
    expect(body).toContain(`$${food.price.toFixed(2)}`);
    expect(body).toContain(food.quantity > 0 ? `${food.quantity} items available` : 'Not available');
    expect(body).toMatch(new RegExp(`<img[^>]+src="${food.foodImage}"[^>]+alt="${food.foodName}"`));
  });

  test('a sold-out dish is OutOfStock; every page change shows on the next render', async () => {
    const rahim = await ApiClient.signIn(DEMO.rahim.email);
    const name = `Sold-out Pitha ${uniqueTag()}`;
    const id = await rahim.addFood(sampleFood(name, { quantity: 0, price: 3.25 }));
    const { jsonLd, titles } = headOf((await fetchPage(`/food/${id}`)).html);
    expect(titles).toEqual([`${name} | Food Store`]);
    expect(jsonLd[0]?.offers).toMatchObject({ price: 3.25, priceCurrency: 'USD', availability: 'https://schema.org/OutOfStock' });
  });

  test('an unknown dish: 404, the app’s not-found page, noindex', async () => {
    // (A malformed %-escape is answered 400 before the app runs: headers.test.ts.)
    for (const path of ['/food/no-such-dish', '/food/no.such.dish']) {
      const page = await fetchPage(path);
      expect(page.status, path).toBe(404);
      expect(page.headers.get('content-type'), path).toMatch(/^text\/html/);
      const { meta, canonical } = headOf(page.html);
      expect(meta('robots'), path).toBe('noindex');
      expect(canonical, path).toEqual([]);
      expect(page.html, path).toContain('Food item not found.');
      expect(page.html, path).toContain('Explore All Foods');
    }
  });

  test('publicly cacheable, never with a cookie, and the same for a signed-in user: nothing of theirs in it', async () => {
    const nadia = await ApiClient.signIn(DEMO.nadia.email);
    const [own] = await nadia.myFoods(DEMO.nadia.email);
    if (!own) throw new Error('Nadia sells no dish in the seed');
    const session = nadia.sessionCookie ?? '';
    for (const path of ['/', '/foods', `/food/${own._id}`]) {
      const visitor = await fetchPage(path);
      const signedIn = await fetchPage(path, { cookie: session });
      expect(visitor.headers.get('cache-control'), path).toBe(PAGE_CACHE);
      expect(signedIn.headers.get('cache-control'), path).toBe(PAGE_CACHE);
      expect(visitor.headers.get('set-cookie'), path).toBeNull();
      expect(signedIn.headers.get('set-cookie'), path).toBeNull();
      expect(signedIn.html, path).toBe(visitor.html);
      expect(signedIn.html, path).not.toContain(DEMO.nadia.email);
      expect(signedIn.html, path).not.toContain('This is your dish');
    }
  });
});

describe('home and All Foods for crawlers', () => {
  test('/ and /foods arrive with their data, title, description, canonical and Open Graph', async () => {
    const top = (await ApiClient.anonymous().get<FoodBody[]>('/top-foods')).body;
    const home = await fetchPage('/');
    expect(home.status).toBe(200);
    expect(home.headers.get('cache-control')).toBe(PAGE_CACHE);
    const homeHead = headOf(home.html);
    expect(homeHead.titles).toEqual(['Food Store | Home']);
    expect(homeHead.canonical).toEqual([`${APP_URL}/`]);
    expect(homeHead.meta('og:url')).toBe(`${APP_URL}/`);
    expect(homeHead.meta('og:image')).toMatch(new RegExp(`^${APP_URL}/images/`));
    expect(homeHead.meta('description')?.length).toBeLessThanOrEqual(160);
    for (const food of top) expect(home.html).toContain(`>${food.foodName}</h3>`);

    const rice = (await ApiClient.anonymous().get<FoodBody[]>('/foods?search=&category=rice&sort=price_asc&limit=24')).body;
    expect(rice.length).toBeGreaterThan(1);
    const foods = await fetchPage('/foods?sort=price_asc&category=Rice');
    expect(foods.status).toBe(200);
    const foodsHead = headOf(foods.html);
    expect(foodsHead.titles).toEqual(['Food Store | All Foods']);
    expect(foodsHead.canonical).toEqual([`${APP_URL}/foods?category=Rice&sort=price_asc`]);
    expect(foodsHead.meta('og:type')).toBe('website');
    const cards = [...foods.html.matchAll(/<article[\s\S]*?<h3[^>]*>([^<]+)<\/h3>/g)].map((match) => decode(match[1] ?? ''));
    expect(cards).toEqual(rice.map((food) => food.foodName));
  });

  test('sitemap.xml lists /, /foods and every food page with lastmod; robots.txt (a file of the build) names it', async () => {
    const all = (await ApiClient.anonymous().get<FoodBody[]>('/foods?search=&limit=100')).body;
    const sitemap = await fetch(`${APP_URL}/sitemap.xml`);
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await sitemap.text();
    const entries = new Map([...xml.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod>(?:<xhtml:link [^>]*\/>)*<\/url>/g)].map((match) => [match[1], match[2]]));
    for (const path of ['/', '/foods', ...all.map((food) => `/food/${food._id}`)]) {
      expect(entries.get(`${APP_URL}${path}`), path).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    }

    const robots = await fetch(`${APP_URL}/robots.txt`);
    expect(robots.status).toBe(200);
    const lines = (await robots.text()).split('\n');
    expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Allow: /', 'Disallow: /my-', 'Disallow: /orders/', 'Disallow: /add-food']));
    expect(lines).toEqual(expect.arrayContaining(['Disallow: /foodPurchase/', 'Disallow: /update-food/', `Sitemap: ${APP_URL}/sitemap.xml`]));
  });

  test('the signed-in pages carry noindex; the other pages of the app do not', async () => {
    for (const path of ['/my-foods', '/my-orders', '/my-sales', '/orders/x', '/add-food', '/foodPurchase/x', '/update-food/x', '/update-Food/x']) {
      const page = await fetchPage(path);
      expect(page.status, path).toBe(200);
      expect(headOf(page.html).meta('robots'), path).toBe('noindex');
    }
    for (const path of ['/gallery', '/aboutus', '/login']) expect(headOf((await fetchPage(path)).html).meta('robots'), path).toBeUndefined();
  });
});

describe('the pages in Bangla for crawlers (docs/ARCHITECTURE.md §5i)', () => {
  const langOf = (html: string) => /<html lang="([^"]+)"/.exec(html)?.[1];
  const alternatesOf = (html: string) =>
    Object.fromEntries([...html.slice(0, html.indexOf('</head>')).matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((match) => [match[1], decode(match[2] ?? '')]));

  test('/bn/, /bn/foods and /bn/food/:id arrive rendered in Bangla, cached like their English pages, each language naming the other', async () => {
    const food = await firstFood();
    for (const [bangla, english] of [['/bn/', '/'], ['/bn', '/'], ['/bn/foods?sort=price_asc', '/foods?sort=price_asc'], [`/bn/food/${food._id}`, `/food/${food._id}`]] as const) {
      const [page, twin] = [await fetchPage(bangla), await fetchPage(english)];
      expect([page.status, page.headers.get('cache-control')], bangla).toEqual([200, PAGE_CACHE]);
      expect(twin.headers.get('cache-control'), english).toBe(PAGE_CACHE);
      expect([langOf(page.html), langOf(twin.html)], bangla).toEqual(['bn', 'en']);
      const expected = { en: `${APP_URL}${english}`, bn: `${APP_URL}${bangla === '/bn' ? '/bn/' : bangla}`, 'x-default': `${APP_URL}${english}` };
      expect(alternatesOf(page.html), bangla).toEqual(expected);
      expect(alternatesOf(twin.html), english).toEqual(expected);
      expect(headOf(page.html).canonical, bangla).toEqual([expected.bn]);
      expect(headOf(page.html).meta('og:locale'), bangla).toBe('bn_BD');
    }
    expect(headOf((await fetchPage('/bn/')).html).titles).toEqual(['Food Store | হোম']);
    expect(headOf((await fetchPage(`/bn/food/${food._id}`)).html).titles).toEqual([`${food.foodName} | Food Store`]);
    const missing = await fetchPage('/bn/food/no-such-dish');
    expect([missing.status, langOf(missing.html), headOf(missing.html).meta('robots')]).toEqual([404, 'bn', 'noindex']);
  });

  test('the other /bn pages get the Bangla shells: lang bn, the signed-in ones noindex; the sitemap lists both languages', async () => {
    for (const path of ['/bn/login', '/bn/gallery', '/bn/no/such/page']) {
      const page = await fetchPage(path);
      expect([page.status, langOf(page.html), headOf(page.html).meta('robots')], path).toEqual([200, 'bn', undefined]);
    }
    for (const path of ['/bn/my-orders', '/bn/orders/x', '/bn/add-food', '/bn/cart']) {
      const page = await fetchPage(path);
      expect([page.status, langOf(page.html), headOf(page.html).meta('robots')], path).toEqual([200, 'bn', 'noindex']);
    }
    const xml = await (await fetch(`${APP_URL}/sitemap.xml`)).text();
    expect(xml).toContain(`<loc>${APP_URL}/bn/</loc>`);
    expect(xml).toContain(`<loc>${APP_URL}/bn/foods</loc>`);
    const robots = (await (await fetch(`${APP_URL}/robots.txt`)).text()).split('\n');
    expect(robots).toEqual(expect.arrayContaining(['Disallow: /bn/my-', 'Disallow: /bn/orders/']));
  });
});

describe('a path no page has', () => {
  test("shows the app's not-found view, which tells a crawler that renders it not to index it, in either language", async ({ journey }) => {
    const page = await journey.newPage();
    for (const [path, heading] of [
      ['/no-such-page', 'Oops!'],
      ['/bn/no-such-page', 'দুঃখিত!'],
    ] as const) {
      await page.goto(path);
      await visible(page.getByRole('heading', { level: 1, name: heading }));
      await eventually(() => page.locator('meta[name="robots"]').evaluateAll((metas) => metas.map((meta) => meta.getAttribute('content')))).toEqual(['noindex']);
    }
    // Leaving it for a page of the store, the document no longer says so.
    await page.getByRole('link', { name: 'হোমে ফিরে যান' }).click();
    await waitForPath(page, '/bn/');
    await eventually(() => page.locator('meta[name="robots"]').count()).toBe(0);
  });
});

describe('without JavaScript', () => {
  test('a shared dish link opens with the dish, and its links lead on', async ({ journey }) => {
    const food = await firstFood();
    const page = await journey.newPage({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    await page.goto(`/food/${food._id}`);
    await visible(page.getByRole('heading', { level: 1, name: food.foodName }));
    await visible(page.getByText(food.description));
    const photo = page.getByRole('img', { name: food.foodName, exact: true });
    await eventually(() => photo.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0)).toBe(true);
    expect(await page.title()).toBe(`${food.foodName} | Food Store`);

    await page.getByRole('link', { name: 'Back to All Foods' }).click();
    await waitForPath(page, '/foods');
    await visible(page.getByRole('heading', { name: 'Explore Our Culinary World' }));
    await visible(page.locator('main article').first());
  });
});
