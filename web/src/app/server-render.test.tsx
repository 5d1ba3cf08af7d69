import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isValidElement } from 'react';
import { createStaticHandler } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { PageReads } from '@domain/pages';
import { AGGREGATE_RATING_MIN_COUNT } from '@domain/reviews';
import type { CategoryCount, Food } from '@domain/types';
import { makeFood } from '../testing/fixtures';
import { paths } from '../lib/paths';
import { pageContext } from '../lib/page-context';
import { clip, DESCRIPTION_MAX } from '../lib/page-head';
import { pageTitlesOf } from '../lib/page-titles';
import { SITE_DESCRIPTION, siteDescription } from './head-tags';
import { SERVER_PAGES } from './page-routes';
import { ROUTER_STATE_ELEMENT_ID } from '../lib/page-context';
import { routes } from './router';
import {
  appModuleFiles,
  buildOrigin,
  catalogChunks,
  catalogFilesOf,
  serverPageIndex,
  LANG_SHELL_PAGES,
  modulePreloads,
  pageModuleFiles,
  PRIVATE_PATH_PREFIXES,
  privatePathPrefixesIn,
  robotsTxt,
  serverPageId,
  serverTemplate,
  SHELL_PAGES,
  shellTemplate,
  templateFiller,
  templateIn,
} from './server-pages';
import { serverPagePaths } from './page-routes';
import { renderApp, renderShell } from './server-render';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const ORIGIN = 'https://food.example';
const firebase = JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8')) as {
  hosting: { rewrites: { source: string; destination?: string; function?: { functionId: string } }[] };
};

/** What Hosting answers a URL with (firebase.json rewrites, first match; no static index.html any more). */
function servedBy(url: string): string | undefined {
  const glob = (source: string) => new RegExp(`^${source.replace(/\*\*/g, '.*').replace(/(?<!\.)\*/g, '[^/]*')}$`);
  const rule = firebase.hosting.rewrites.find((candidate) => glob(candidate.source).test(url));
  return rule?.function ? `function ${rule.function.functionId}` : rule?.destination?.slice(1);
}

const dish = makeFood({ _id: 'f1', foodName: 'Kacchi Biryani', foodImage: '/images/foods/kacchi-800.webp', price: 12.5, quantity: 3 });

interface Answers {
  topFoods?: Food[];
  foods?: Food[];
  categories?: CategoryCount[];
  /** The dishes by id; any other id is no dish. */
  food?: Record<string, Food>;
}

/** The reads a page's loader makes, answered from `answers` (those named in `fail` fail), and what was asked. */
function reads(answers: Answers, { fail = [] as (keyof PageReads)[] } = {}) {
  const asked: unknown[] = [];
  const answer = async <T,>(read: keyof PageReads, args: unknown[], value: T): Promise<T> => {
    asked.push([read, ...args]);
    if (fail.includes(read)) throw new Error('Firestore did not answer.');
    return value;
  };
  const api: PageReads = {
    topFoods: () => answer('topFoods', [], answers.topFoods ?? []),
    categories: () => answer('categories', [], answers.categories ?? []),
    foods: (query) => answer('foods', [query], { foods: answers.foods ?? [], nextCursor: null }),
    food: (id) => answer('food', [id], answers.food?.[id] ?? null),
  };
  return { asked, api };
}

/** The loader data a rendered page carries for the browser's router. */
function loaderData(state: string): Record<string, unknown> {
  const element = doc(state).getElementById(ROUTER_STATE_ELEMENT_ID);
  return (JSON.parse(element?.textContent ?? '{}') as { loaderData: Record<string, unknown> }).loaderData;
}

const doc = (html: string) => new DOMParser().parseFromString(html, 'text/html');

/** The JSON-LD objects and the meta tags of rendered <head> elements. */
function head(tags: string) {
  const parsed = doc(`<html><head>${tags}</head></html>`);
  const meta = (key: string) =>
    parsed.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content') ?? undefined;
  const jsonLd = [...parsed.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>);
  const alternates = Object.fromEntries([...parsed.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]));
  return { meta, jsonLd, alternates, title: parsed.title, canonical: parsed.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? undefined };
}

describe('renderApp: a page rendered with its data', () => {
  it('a dish: its name, price, stock, photo in the markup; title, description, canonical, Open Graph, Twitter and one Product', async () => {
    const { api, asked } = reads({ food: { f1: dish } });
    const page = await renderApp('/food/f1', api, ORIGIN);
    expect(page.status).toBe(200);
    expect(asked).toEqual([['food', 'f1']]);
    const body = doc(page.markup);
    expect(body.querySelector('h1')?.textContent).toBe('Kacchi Biryani');
    expect(body.body.textContent).toContain('$12.50');
    expect(body.body.textContent).toContain('3 items available');
    expect(body.querySelector('img[alt="Kacchi Biryani"]')?.getAttribute('src')).toBe('/images/foods/kacchi-800.webp');

    const { meta, jsonLd, title, canonical } = head(page.head);
    expect(title).toBe('Kacchi Biryani | Food Store');
    expect(meta('description')).toBe(dish.description);
    expect(canonical).toBe('https://food.example/food/f1');
    expect(meta('og:type')).toBe('product');
    expect(meta('og:title')).toBe('Kacchi Biryani | Food Store');
    expect(meta('og:description')).toBe(dish.description);
    expect(meta('og:image')).toBe('https://food.example/images/foods/kacchi-800.webp');
    expect(meta('og:url')).toBe('https://food.example/food/f1');
    expect(meta('og:site_name')).toBe('Food Store');
    expect(meta('twitter:card')).toBe('summary_large_image');
    expect(meta('robots')).toBeUndefined();
    expect(jsonLd).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: 'Kacchi Biryani',
        image: ['https://food.example/images/foods/kacchi-800.webp'],
        description: dish.description,
        url: 'https://food.example/food/f1',
        category: dish.category,
        offers: { '@type': 'Offer', url: 'https://food.example/food/f1', price: 12.5, priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
      },
    ]);
    // What its loader read, for the browser's router to start with.
    expect(loaderData(page.state)).toEqual({ [serverPageId(2)]: { food: dish } });
  });

  it('renders the same page for the same data, whenever it runs (one ETag for the CDN to revalidate)', async () => {
    const first = await renderApp('/food/f1', reads({ food: { f1: dish } }).api, ORIGIN);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await renderApp('/food/f1', reads({ food: { f1: dish } }).api, ORIGIN)).toEqual(first);
  });

  it("a dish of a kitchen not taking orders is OutOfStock, whatever its stock (issue 33 item 12)", async () => {
    const paused = { ...dish, quantity: 12, kitchenOpen: false };
    expect(head((await renderApp('/food/f1', reads({ food: { f1: paused } }).api, ORIGIN)).head).jsonLd[0]?.offers).toMatchObject({
      availability: 'https://schema.org/OutOfStock',
    });
    expect(head((await renderApp('/food/f1', reads({ food: { f1: { ...paused, kitchenOpen: true } } }).api, ORIGIN)).head).jsonLd[0]?.offers).toMatchObject({
      availability: 'https://schema.org/InStock',
    });
  });

  it('a sold-out dish with reviews: OutOfStock and its aggregate rating; an external photo stays as it is', async () => {
    const rated = { ...dish, quantity: 0, foodImage: 'https://cdn.example/p.jpg', rating: { average: 4.25, count: 8 } };
    const { jsonLd, meta } = head((await renderApp('/food/f1', reads({ food: { f1: rated } }).api, ORIGIN)).head);
    expect(jsonLd[0]?.offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
    expect(jsonLd[0]?.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.25, reviewCount: 8, bestRating: 5, worstRating: 1 });
    expect(meta('og:image')).toBe('https://cdn.example/p.jpg');
    // From AGGREGATE_RATING_MIN_COUNT reviews only: one or two reviews (a seller's own, say) are shown, not claimed.
    for (const rating of [{ average: 0, count: 0 }, { average: 5, count: 1 }, { average: 4.5, count: AGGREGATE_RATING_MIN_COUNT - 1 }]) {
      expect(head((await renderApp('/food/f1', reads({ food: { f1: { ...dish, rating } } }).api, ORIGIN)).head).jsonLd[0], String(rating.count)).not.toHaveProperty('aggregateRating');
    }
    const enough = { ...dish, rating: { average: 4.67, count: AGGREGATE_RATING_MIN_COUNT } };
    expect(head((await renderApp('/food/f1', reads({ food: { f1: enough } }).api, ORIGIN)).head).jsonLd[0]?.aggregateRating).toMatchObject({ ratingValue: 4.67, reviewCount: 3 });
  });

  it('an uploaded photo is shared as its 1200 × 630 JPEG, with its type and size; a seed image without them', async () => {
    const uploaded = { ...dish, foodImage: '/photos/AbCdEfGhIjKlMnOpQrSt/400-800-1200/800.webp' };
    const { meta, jsonLd } = head((await renderApp('/food/f1', reads({ food: { f1: uploaded } }).api, ORIGIN)).head);
    expect(meta('og:image')).toBe('https://food.example/photos/AbCdEfGhIjKlMnOpQrSt/400-800-1200/share.jpg');
    expect([meta('og:image:type'), meta('og:image:width'), meta('og:image:height')]).toEqual(['image/jpeg', '1200', '630']);
    // Search engines keep the photo itself.
    expect(jsonLd[0]?.image).toEqual(['https://food.example/photos/AbCdEfGhIjKlMnOpQrSt/400-800-1200/800.webp']);
    const seed = head((await renderApp('/food/f1', reads({ food: { f1: dish } }).api, ORIGIN)).head);
    expect([seed.meta('og:image:type'), seed.meta('og:image:width')]).toEqual([undefined, undefined]);
  });

  it('keeps the text of the head safe: markup in a dish never becomes elements, a long description is cut', async () => {
    const tricky = { ...dish, foodName: 'Pitha </script><script>alert(1)</script>', description: `"Sweet" <b>rice</b> & ${'jaggery '.repeat(40)}` };
    const page = await renderApp('/food/f1', reads({ food: { f1: tricky } }).api, ORIGIN);
    const parsed = doc(`<html><head>${page.head}</head><body>${page.state}</body></html>`);
    expect(parsed.querySelectorAll('script:not([type])')).toHaveLength(0);
    const { meta, jsonLd } = head(page.head);
    expect(meta('description')?.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(meta('description')).toMatch(/^"Sweet" <b>rice<\/b> & jaggery .*…$/);
    expect(jsonLd[0]?.name).toBe(tricky.foodName);
    expect(loaderData(page.state)).toEqual({ [serverPageId(2)]: { food: tricky } });
  });

  it('an unknown dish: 404, the app not-found view, noindex and no canonical', async () => {
    const page = await renderApp('/food/nope', reads({}).api, ORIGIN);
    expect(page.status).toBe(404);
    expect(doc(page.markup).body.textContent).toContain('Food item not found.');
    const { meta, canonical } = head(page.head);
    expect(meta('robots')).toBe('noindex');
    expect(canonical).toBeUndefined();
  });

  it('home and All Foods: their data, title, description and Open Graph; the list as its URL asks', async () => {
    const { api, asked } = reads({ topFoods: [dish], foods: [dish], categories: [{ category: 'Rice', count: 1 }] });
    const home = await renderApp('/', api, ORIGIN);
    expect(doc(home.markup).body.textContent).toContain('Kacchi Biryani');
    expect(head(home.head)).toMatchObject({ title: 'Food Store | Home', canonical: 'https://food.example/' });
    expect(head(home.head).meta('og:image')).toBe('https://food.example/images/hero/hero-1280.webp');
    expect(head(home.head).meta('og:image:alt')).toBe('A spread of Bangladeshi dishes: kacchi biryani, shorshe ilish, beef kala bhuna, fuchka and roshogolla');
    expect(head(home.head).meta('description')).toContain('Best sellers: Kacchi Biryani.');

    const foods = await renderApp('/foods?sort=price_asc&q=%20Biryani&category=Rice&utm=x', api, ORIGIN);
    expect(foods.status).toBe(200);
    expect(doc(foods.markup).querySelector('article h3')?.textContent).toBe('Kacchi Biryani');
    expect(asked).toContainEqual(['foods', { search: 'Biryani', category: 'rice', sort: 'price_asc' }]);
    const { title, canonical, meta } = head(foods.head);
    expect(title).toBe('Food Store | All Foods');
    expect(canonical).toBe('https://food.example/foods?q=+Biryani&category=Rice&sort=price_asc');
    expect(meta('og:image')).toBe('https://food.example/images/foods/kacchi-800.webp');
    expect(meta('og:type')).toBe('website');
  });

  it('a read that fails is left to the browser: 503, the page without that data, nothing of it in the state', async () => {
    const page = await renderApp('/foods', reads({ categories: [] }, { fail: ['foods'] }).api, ORIGIN);
    expect(page.status).toBe(503);
    expect(doc(page.markup).querySelector('[role="status"]')?.textContent).toBe('Loading foods...');
    expect(loaderData(page.state)).toEqual({ [serverPageId(1)]: { filters: { search: '', category: '', sort: 'newest' }, categories: [] } });
  });
});

describe('pages in Bangla, under /bn (docs/ARCHITECTURE.md §5i)', () => {
  const bnDish = makeFood({ ...dish, price: 12.5, quantity: 3 });

  it('a Bangla dish page: lang bn, Bangla title and texts, its canonical under /bn, hreflang en/bn/x-default, og:locale bn_BD', async () => {
    const { api, asked } = reads({ food: { f1: bnDish } });
    const page = await renderApp('/bn/food/f1', api, ORIGIN);
    expect(page.status).toBe(200);
    expect(page.lang).toBe('bn');
    expect(asked).toEqual([['food', 'f1']]);
    expect(doc(page.markup).querySelector('h1')?.textContent).toBe('Kacchi Biryani');
    // The layout of the Bangla root (app/ texts in Bangla).
    expect(doc(page.markup).querySelector('a[href="#main"]')?.textContent).toBe('মূল অংশে যান');
    const { meta, title, canonical, alternates } = head(page.head);
    expect(title).toBe('Kacchi Biryani | Food Store');
    expect(canonical).toBe('https://food.example/bn/food/f1');
    expect(meta('og:url')).toBe('https://food.example/bn/food/f1');
    expect(alternates).toEqual({ en: 'https://food.example/food/f1', bn: 'https://food.example/bn/food/f1', 'x-default': 'https://food.example/food/f1' });
    expect(meta('og:locale')).toBe('bn_BD');
    expect(meta('og:locale:alternate')).toBe('en_US');
    expect(head(page.head).jsonLd[0]).toMatchObject({ '@type': 'Product', url: 'https://food.example/bn/food/f1', offers: { url: 'https://food.example/bn/food/f1' } });
    // The same modules as the English page: its preloads are keyed by the English route id.
    expect(page.pageId).toBe(serverPageId(2, 'bn'));
    expect(loaderData(page.state)).toEqual({ [serverPageId(2, 'bn')]: { food: bnDish } });
  });

  it('head texts come from the catalogs: the English ones exactly the spec’s, the Bangla ones in Bangla', () => {
    expect(siteDescription('en')).toBe(SITE_DESCRIPTION);
    const en = pageTitlesOf('en');
    expect([en.home, en.foods, en.food('Fuchka'), en.foodPending, en.error]).toEqual([
      'Food Store | Home',
      'Food Store | All Foods',
      'Fuchka | Food Store',
      'Food Store | Food Details',
      'Food Store | Error',
    ]);
    const bn = pageTitlesOf('bn');
    expect([bn.home, bn.foods, bn.food('Fuchka'), bn.foodPending, bn.error]).toEqual([
      'Food Store | হোম',
      'Food Store | সব খাবার',
      'Fuchka | Food Store',
      'Food Store | খাবারের বিবরণ',
      'Food Store | ত্রুটি',
    ]);
    // No English left but the store's name.
    expect(siteDescription('bn').replaceAll('Food Store', '')).not.toMatch(/[A-Za-z]/);
  });

  it('the English page names the Bangla one as its alternate, og:locale en_US', async () => {
    const page = await renderApp('/food/f1', reads({ food: { f1: dish } }).api, ORIGIN);
    expect(page.lang).toBe('en');
    const { meta, alternates } = head(page.head);
    expect(alternates).toEqual({ en: 'https://food.example/food/f1', bn: 'https://food.example/bn/food/f1', 'x-default': 'https://food.example/food/f1' });
    expect(meta('og:locale')).toBe('en_US');
    expect(meta('og:locale:alternate')).toBe('bn_BD');
  });

  it('/bn and /bn/ are the Bangla home page, /bn/foods?q=… Bangla All Foods: Bangla titles and descriptions', async () => {
    const { api } = reads({ topFoods: [dish], foods: [dish], categories: [{ category: 'Rice', count: 1 }] });
    for (const url of ['/bn', '/bn/']) {
      const home = await renderApp(url, api, ORIGIN);
      expect(home.status, url).toBe(200);
      expect(doc(home.markup).body.textContent, url).toContain('Kacchi Biryani');
      const { title, canonical, alternates, meta } = head(home.head);
      expect(title, url).toBe('Food Store | হোম');
      expect(canonical, url).toBe('https://food.example/bn/');
      expect(alternates, url).toEqual({ en: 'https://food.example/', bn: 'https://food.example/bn/', 'x-default': 'https://food.example/' });
      expect(meta('description'), url).toContain('সবচেয়ে বেশি বিক্রি: Kacchi Biryani');
      expect(meta('og:title'), url).toBe('Food Store | হোম');
      expect(meta('og:image:alt'), url).toBe('বাংলাদেশি খাবারের আয়োজন: কাচ্চি বিরিয়ানি, সর্ষে ইলিশ, গরুর কালা ভুনা, ফুচকা আর রসগোল্লা');
    }
    const foods = await renderApp('/bn/foods?q=Biryani&sort=price_asc', api, ORIGIN);
    expect(foods.status).toBe(200);
    const { title, canonical, alternates, meta } = head(foods.head);
    expect(title).toBe('Food Store | সব খাবার');
    expect(meta('description')).toMatch(/^Food Store-এর সব খাবার দেখুন/);
    expect(canonical).toBe('https://food.example/bn/foods?q=Biryani&sort=price_asc');
    expect(alternates.en).toBe('https://food.example/foods?q=Biryani&sort=price_asc');
  });

  it('an unknown dish under /bn: 404, noindex, no canonical nor alternates', async () => {
    const page = await renderApp('/bn/food/nope', reads({}).api, ORIGIN);
    expect(page.status).toBe(404);
    expect(page.lang).toBe('bn');
    const { meta, canonical, alternates, title } = head(page.head);
    expect(meta('robots')).toBe('noindex');
    expect(canonical).toBeUndefined();
    expect(alternates).toEqual({});
    expect(title).toBe('Food Store | খাবারের বিবরণ');
  });

  it('the Bangla shells: <html lang="bn">, the Bangla description, the layout in Bangla', async () => {
    expect(LANG_SHELL_PAGES).toEqual([
      { file: 'app.html', noindex: false, lang: 'en' },
      { file: 'private.html', noindex: true, lang: 'en' },
      { file: 'bn/app.html', noindex: false, lang: 'bn' },
      { file: 'bn/private.html', noindex: true, lang: 'bn' },
    ]);
    const shell = await renderShell({ noindex: true, lang: 'bn' });
    expect(head(shell.head).meta('description')).toMatch(/^Food Store: ঢাকার রান্নাঘর/);
    expect(head(shell.head).meta('robots')).toBe('noindex');
    expect(doc(shell.markup).querySelector('a[href="#main"]')?.textContent).toBe('মূল অংশে যান');
    expect(templateIn('<!doctype html>\n<html lang="en">\n<head>', 'bn')).toBe('<!doctype html>\n<html lang="bn">\n<head>');
    expect(() => templateIn('<html>', 'bn')).toThrow(/no <html lang="en">/);
  });

  it('Hosting: the Bangla server pages from the function, the Bangla signed-in pages from bn/private.html, the rest from bn/app.html', () => {
    expect(serverPagePaths()).toEqual(['/', '/foods', '/food/:id', '/bn', '/bn/', '/bn/foods', '/bn/food/:id']);
    for (const url of ['/bn', '/bn/', '/bn/foods', '/bn/food/abc123']) expect(servedBy(url), url).toBe('function api');
    const inPrefix = (prefix: string) => (prefix.endsWith('/') ? `${prefix}x` : prefix.endsWith('-') ? `${prefix}orders` : prefix);
    for (const url of privatePathPrefixesIn('bn').map(inPrefix)) expect(servedBy(url), url).toBe('bn/private.html');
    for (const url of ['/bn/login', '/bn/gallery', '/bn/aboutus', '/bn/no/such/page', '/bn/food/a/b']) expect(servedBy(url), url).toBe('bn/app.html');
    for (const url of ['/bnx', '/bn-foods']) expect(servedBy(url), url).toBe('app.html');
  });
});

describe('the static shells', () => {
  it('the layout around an empty main; the signed-in pages’ shell holds a page skeleton and says noindex', async () => {
    const shell = await renderShell({ noindex: false });
    const parsed = doc(shell.markup);
    expect(parsed.querySelector('header nav[aria-label="Main"]')).not.toBeNull();
    expect(parsed.querySelector('main')?.textContent).toBe('');
    expect(parsed.querySelector('footer')).not.toBeNull();
    expect(head(shell.head).meta('robots')).toBeUndefined();
    const signedIn = await renderShell({ noindex: true });
    expect(head(signedIn.head).meta('robots')).toBe('noindex');
    // The signed-in pages paint their shape at once: a page skeleton in main.
    const signedInMain = doc(signedIn.markup).querySelector('main');
    expect(signedInMain?.querySelector('[role="status"]')?.textContent).toBe('Loading page...');
    expect(signedInMain?.querySelector('[data-testid="page-skeleton"]')).not.toBeNull();
    expect(SHELL_PAGES).toEqual([
      { file: 'app.html', noindex: false },
      { file: 'private.html', noindex: true },
    ]);
  });
});

describe('what Hosting serves (firebase.json rewrites)', () => {
  it('the server pages from the function; every signed-in page from the noindex shell; the rest from the shell', () => {
    for (const url of ['/', '/foods', '/food/abc123', '/sitemap.xml', '/sitemap-1.xml', '/api/foods']) expect(servedBy(url), url).toBe('function api');
    for (const url of ['/my-foods', '/my-orders', '/my-sales', '/orders/o1', '/add-food', '/foodPurchase/f1', '/update-food/f1', '/update-Food/f1']) {
      expect(servedBy(url), url).toBe('private.html');
    }
    for (const url of ['/gallery', '/login', '/food/a/b', '/foods/x', '/sitemap-1.xml/x', '/no/such/page']) expect(servedBy(url), url).toBe('app.html');
  });

  it('serves the signed-in pages the noindex shell: the pages robots.txt disallows', () => {
    const privateSources = firebase.hosting.rewrites.filter((rule) => rule.destination === '/private.html').map((rule) => rule.source);
    // A prefix in robots.txt, a glob in firebase.json: /my- is /my-*, /orders/ is /orders/**, /add-food is itself.
    const asGlob = (prefix: string) => (prefix.endsWith('/') ? `${prefix}**` : prefix.endsWith('-') ? `${prefix}*` : prefix);
    expect(privateSources).toEqual(PRIVATE_PATH_PREFIXES.map(asGlob));
  });

  it('robots.txt allows the public pages, disallows the private ones and the API, and names the sitemap', () => {
    expect(robotsTxt('https://food.example').split('\n')).toEqual([
      'User-agent: *',
      'Allow: /',
      'Disallow: /my-',
      'Disallow: /orders/',
      'Disallow: /add-food',
      'Disallow: /cart',
      'Disallow: /foodPurchase/',
      'Disallow: /update-food/',
      'Disallow: /update-Food/',
      'Disallow: /bn/my-',
      'Disallow: /bn/orders/',
      'Disallow: /bn/add-food',
      'Disallow: /bn/cart',
      'Disallow: /bn/foodPurchase/',
      'Disallow: /bn/update-food/',
      'Disallow: /bn/update-Food/',
      'Disallow: /api/',
      '',
      'Sitemap: https://food.example/sitemap.xml',
      '',
    ]);
    expect(buildOrigin({ PUBLIC_ORIGIN: 'https://food.example/', VITE_FIREBASE_PROJECT_ID: 'p' })).toBe('https://food.example');
    expect(buildOrigin({ VITE_FIREBASE_PROJECT_ID: 'food-store-prod' })).toBe('https://food-store-prod.web.app');
    expect(buildOrigin({ VITE_FIREBASE_PROJECT_ID: 'your-project' })).toBeUndefined();
  });

  it('makes each server page of the one list a route with its module’s component, loader and head', async () => {
    expect(SERVER_PAGES.map((page) => page.path)).toEqual([paths.home, paths.foods, paths.food.pattern]);
    const handler = createStaticHandler(routes);
    for (const [index, page] of SERVER_PAGES.entries()) {
      const context = await handler.query(new Request(new URL(page.path.replace(':id', 'x'), ORIGIN)), { requestContext: pageContext(reads({}).api) });
      if (context instanceof Response) throw new Error(`${page.path} answered ${context.status}`);
      const route = context.matches.at(-1)?.route;
      const module = await page.load();
      expect(route?.id, page.path).toBe(serverPageId(index));
      const element = route?.element;
      expect([isValidElement(element) && element.type, route?.loader, route?.handle], page.path).toEqual([module.default, module.loader, module.handle]);
    }
  });
});

describe('the page template', () => {
  const built = (extra = '') =>
    `<head><!--app-head--><link rel="stylesheet" crossorigin href="/assets/index-abc.css">${extra}</head><body><div id="root"><!--app-html--></div><!--app-state--></body>`;

  it('links the stylesheet in the pages, inlines it in the shells, and takes the head, the markup and the state', () => {
    // The pages: the stylesheet first in <head>, the app's modules after the page's own resources (low priority).
    const module = '<script type="module" crossorigin src="/assets/index.js"></script><link rel="modulepreload" crossorigin href="/assets/runtime.js">';
    expect(serverTemplate(built(module))).toBe(
      '<head><link rel="stylesheet" crossorigin href="/assets/index-abc.css">\n    <!--app-head--><script type="module" fetchpriority="low" crossorigin src="/assets/index.js"></script><link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/runtime.js"></head><body><div id="root"><!--app-html--></div><!--app-state--></body>',
    );
    const shell = shellTemplate(built(), (href) => (href === '/assets/index-abc.css' ? 'a{color:red}</style>' : ''));
    expect(shell).toBe('<head><!--app-head--><style>a{color:red}<\\/style></style></head><body><div id="root"><!--app-html--></div><!--app-state--></body>');
    expect(templateFiller(shell)({ head: '<title>$&</title>', markup: '<main>$1</main>', state: '<script type="application/json">{}</script>' })).toBe(
      '<head><title>$&</title><style>a{color:red}<\\/style></style></head><body><div id="root"><main>$1</main></div><script type="application/json">{}</script></body>',
    );
    expect(() => serverTemplate('<head></head><div id="root"></div>')).toThrow(/no <!--app-head-->/);
    expect(() => serverTemplate(built().replace(/<link[^>]+>/, ''))).toThrow(/no stylesheet/);
  });

  it("lists the modules a page starts with: the entry's dynamic imports, the page's module, all they import, once", () => {
    const manifest = {
      'index.html': { file: 'assets/index.js', imports: ['_runtime.js'], dynamicImports: ['react-dom/client.js', 'src/app/boot.tsx'] },
      '_runtime.js': { file: 'assets/runtime.js' },
      'react-dom/client.js': { file: 'assets/client.js', imports: ['_react-dom.js', '_runtime.js'] },
      '_react-dom.js': { file: 'assets/react-dom.js' },
      'src/app/boot.tsx': { file: 'assets/boot.js', imports: ['_react-dom.js', '_router.js'], dynamicImports: ['src/features/home/home-page.tsx'] },
      '_router.js': { file: 'assets/router.js' },
      'src/features/home/home-page.tsx': { file: 'assets/home-page.js' },
    };
    const files = appModuleFiles(manifest, 'src/features/home/home-page.tsx');
    expect(files).toEqual(['/assets/client.js', '/assets/react-dom.js', '/assets/boot.js', '/assets/router.js', '/assets/home-page.js']);
    // A page preloads its own files only: main.tsx fetches what every page starts with.
    expect(pageModuleFiles(manifest, 'src/features/home/home-page.tsx')).toEqual(['/assets/home-page.js']);
    expect(() => appModuleFiles(manifest, 'src/features/nope.tsx')).toThrow(/no src\/features\/nope.tsx/);
    expect(() => appModuleFiles({})).toThrow(/no index.html/);
    expect(modulePreloads(['/assets/a.js'])).toBe('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/a.js" />');
  });

  it('finds the catalog chunks a page in either language preloads', () => {
    const manifest = {
      'src/i18n/catalogs/bn/start.json': { file: 'assets/start-b.js' },
      'src/i18n/catalogs/bn/errors.json': { file: 'assets/errors-b.js' },
      'src/i18n/catalogs/bn/start-errors.json': { file: 'assets/start-errors-b.js' },
      'src/i18n/catalogs/bn/foods.json': { file: 'assets/foods-b.js' },
      'src/i18n/catalogs/en/start.json': { file: 'assets/start-e.js' },
      'src/i18n/catalogs/en/foods.json': { file: 'assets/foods-e.js' },
      'src/app/boot.tsx': { file: 'assets/boot.js' },
    };
    const chunks = catalogChunks(manifest);
    expect(chunks).toEqual({ 'bn/start': '/assets/start-b.js', 'bn/errors': '/assets/errors-b.js', 'bn/start-errors': '/assets/start-errors-b.js', 'bn/foods': '/assets/foods-b.js', 'en/start': '/assets/start-e.js', 'en/foods': '/assets/foods-e.js' });
    expect(catalogFilesOf(chunks, 'bn', ['start', 'start-errors', 'errors', 'foods'])).toEqual(['/assets/start-b.js', '/assets/start-errors-b.js', '/assets/errors-b.js', '/assets/foods-b.js']);
    // English MSG is a module of its own, not a catalog.
    expect(catalogFilesOf(chunks, 'en', ['start', 'start-errors', 'foods', 'errors'])).toEqual(['/assets/start-e.js', '/assets/foods-e.js']);
    expect([serverPageIndex(serverPageId(2, 'bn')), serverPageIndex(serverPageId(1)), serverPageIndex('0-3')]).toEqual([2, 1, -1]);
  });

  it('cuts a description at a word, with an ellipsis, only when it is too long', () => {
    expect(clip('  Short   text  ')).toBe('Short text');
    const long = clip(`${'word '.repeat(60)}end`);
    expect(long.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(long).toMatch(/word…$/);
  });
});
