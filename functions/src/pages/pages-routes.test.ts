import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getConfig, readPublicOrigin } from '../config.js';
import { DEFAULT_FOOD_SORT } from '../domain/foods.js';
import type { PageRenderer, PageRequest } from '../domain/pages.js';
import { englishPagePath, PAGE_PATHS } from '../test/page-paths.js';
import { PRIVATE_NO_STORE, PUBLIC_PAGE, PUBLIC_SITEMAP } from '../http/cache-control.js';
import { call, createUser, foodInput, readsOf, resetStore, signIn, startApi, testDb, type ApiServer } from '../test/api.js';
import { captureLogs } from '../test/logs.js';
import { send } from '../test/fuzz.js';
import { pageReads } from './pages-routes.js';
import { createFoodsRepo } from '../foods/foods-repo.js';

// The web build's renderer is tested in web/ and, served by this function, in e2e/seo.test.ts. Here a renderer
// that reads what the real one reads for each page and shows what the function gave it.
interface Shown {
  url: string;
  origin: string;
  /** What each of the page's reads answered (null: no such dish). */
  answers: unknown[];
}

const decoded = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

let mode: 'render' | 'unavailable' | 'throw' | 'throw-url' = 'render';
const renderer: PageRenderer = {
  pagePaths: PAGE_PATHS,
  async renderPage(request: PageRequest) {
    if (mode === 'throw') throw new Error('the renderer broke');
    // As an error of a component or a read may well say what it was rendering: the URL, and the search it holds.
    if (mode === 'throw-url') {
      const search = new URL(request.url, request.origin).searchParams.get('search');
      throw new Error(`the renderer broke on ${request.url} searching for "${search}"`);
    }
    const pathname = englishPagePath(new URL(request.url, request.origin).pathname);
    const { reads } = request;
    const answers = await Promise.all<unknown>(
      pathname === '/'
        ? [reads.topFoods()]
        : pathname === '/foods'
          ? [reads.foods({ search: '', category: '', sort: DEFAULT_FOOD_SORT }), reads.categories()]
          : [reads.food(decoded(pathname.slice(6)))],
    );
    const status = mode === 'unavailable' ? 503 : answers.includes(null) ? 404 : 200;
    return { status, html: `<!doctype html><pre>${JSON.stringify({ url: request.url, origin: request.origin, answers } satisfies Shown)}</pre>` };
  },
};
const shown = (html: string) => JSON.parse(/<pre>(.*)<\/pre>/s.exec(html)?.[1] ?? 'null') as Shown;

let api: ApiServer;
let configured: ApiServer;
let cookie: string;

async function addFood(name: string): Promise<string> {
  const response = await call<{ _id: string }>(api, '/api/add-food', { method: 'POST', body: foodInput({ foodName: name }), cookie });
  expect(response.status).toBe(201);
  return response.body._id;
}

beforeAll(async () => {
  api = await startApi({ loadPageRenderer: async () => renderer });
  configured = await startApi({ loadPageRenderer: async () => renderer, config: { ...getConfig(), publicOrigin: 'https://food.example' } });
  cookie = await signIn(api, await createUser('seller'));
});

beforeEach(async () => {
  mode = 'render';
  await resetStore();
});

afterAll(async () => {
  await Promise.all([api.close(), configured.close()]);
});

describe('GET /food/:id, /, /foods (server-rendered pages)', () => {
  it('renders a dish with what GET /api/food/:id answers, reading no more, publicly cacheable and without cookies', async () => {
    const id = await addFood('Kacchi Biryani');
    const [page, viaApi] = await Promise.all([call<string>(api, `/food/${id}`), call(api, `/api/food/${id}`)]);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('cache-control')).toBe(PUBLIC_PAGE);
    expect(page.headers.get('set-cookie')).toBeNull();
    expect(shown(page.body)).toEqual({ url: `/food/${id}`, origin: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/), answers: [viaApi.body] });
    expect(readsOf(page)).toBe(readsOf(viaApi));
  });

  it('is the same page for a signed-in user: nothing of theirs, no cookie set', async () => {
    const id = await addFood('Fuchka');
    const visitor = await call<string>(api, `/food/${id}`);
    const signedIn = await call<string>(api, `/food/${id}`, { cookie });
    expect(signedIn.body).toBe(visitor.body);
    expect(signedIn.headers.get('set-cookie')).toBeNull();
    expect(signedIn.headers.get('cache-control')).toBe(PUBLIC_PAGE);
  });

  it('answers an unknown or malformed dish id with 404, cacheable like the page', async () => {
    for (const path of ['/food/nope', '/food/%E0%A4%A', '/food/a.b']) {
      const response = await call<string>(api, path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('cache-control'), path).toBe(PUBLIC_PAGE);
      expect(shown(response.body).answers, path).toEqual([null]);
    }
  });

  it('renders / and /foods with their data and keeps the query string for the renderer', async () => {
    await addFood('Beef Tehari');
    const home = await call<string>(api, '/');
    expect(home.status).toBe(200);
    expect(shown(home.body).answers[0]).toMatchObject([{ foodName: 'Beef Tehari' }]);
    const foods = await call<string>(api, '/foods?q=tehari&sort=price_asc');
    expect(foods.status).toBe(200);
    expect(shown(foods.body).url).toBe('/foods?q=tehari&sort=price_asc');
    expect(shown(foods.body).answers).toMatchObject([{ foods: [{ foodName: 'Beef Tehari' }], nextCursor: null }, [{ category: 'Rice', count: 1 }]]);
    expect(foods.headers.get('cache-control')).toBe(PUBLIC_PAGE);
  });

  it('renders the Bangla pages under /bn like their English ones: same reads, status and Cache-Control, the URL for the renderer', async () => {
    const id = await addFood('Kacchi Biryani');
    for (const [bangla, english] of [['/bn', '/'], ['/bn/', '/'], ['/bn/foods?q=kacchi', '/foods?q=kacchi'], [`/bn/food/${id}`, `/food/${id}`], ['/bn/food/nope', '/food/nope']] as const) {
      const [page, twin] = await Promise.all([call<string>(api, bangla), call<string>(api, english)]);
      expect([page.status, page.headers.get('cache-control'), page.headers.get('content-type')], bangla).toEqual([
        twin.status,
        twin.headers.get('cache-control'),
        twin.headers.get('content-type'),
      ]);
      expect(page.headers.get('cache-control'), bangla).toBe(PUBLIC_PAGE);
      expect(page.headers.get('set-cookie'), bangla).toBeNull();
      expect(shown(page.body).url, bangla).toBe(bangla);
      expect(shown(page.body).answers, bangla).toEqual(shown(twin.body).answers);
      expect(readsOf(page), bangla).toBe(readsOf(twin));
    }
    expect((await call<string>(api, `/bn/food/${id}`)).status).toBe(200);
    expect((await call<string>(api, '/bn/food/nope')).status).toBe(404);
    // Not a page of the function: the shells' (Hosting serves them).
    for (const path of ['/bnx', '/bn/login', '/bn/food/a/b']) expect((await call<string>(api, path)).status, path).toBe(404);
  });

  it('a failed Bangla render answers in Bangla, uncached', async () => {
    mode = 'throw';
    const failed = await call<string>(api, '/bn/foods');
    expect(failed.status).toBe(500);
    expect(failed.headers.get('cache-control')).toBe(PRIVATE_NO_STORE);
    expect(failed.body).toContain('<html lang="bn">');
    expect(failed.body).toContain('একটু পরে আবার চেষ্টা করুন');
  });

  it('never caches a page whose data could not all be read, nor a failed render', async () => {
    mode = 'unavailable';
    const partial = await call<string>(api, '/');
    expect(partial.status).toBe(503);
    expect(partial.headers.get('cache-control')).toBe(PRIVATE_NO_STORE);
    expect(partial.headers.get('retry-after')).toBe('5');
    mode = 'throw';
    const failed = await call<string>(api, '/foods');
    expect(failed.status).toBe(500);
    expect(failed.headers.get('content-type')).toMatch(/^text\/html/);
    expect(failed.headers.get('cache-control')).toBe(PRIVATE_NO_STORE);
    expect(failed.body).toContain('could not show this page');
  });

  it("logs a failed render in the request's one line, its search text masked like every API error", async () => {
    const logs = captureLogs();
    try {
      mode = 'throw-url';
      const search = 'Ayesha Siddika House 12 Road 5 Dhanmondi 01712345678';
      const failed = await call<string>(api, `/foods?search=${encodeURIComponent(search)}&sort=newest`);
      expect(failed.status).toBe(500);
      const [line, ...more] = await logs.requestLines('GET', '/foods');
      expect(more).toEqual([]);
      expect(line).toMatchObject({ severity: 'ERROR', httpRequest: { status: 500 } });
      expect(String(line?.stack_trace)).toMatch(/^Error: the renderer broke on \/foods\?\[query\] searching for "\[query\]"/);
      // Nothing else was logged for it (no line outside the scrubber), and no line holds the search.
      expect(logs.entries.filter((entry) => !entry.httpRequest)).toEqual([]);
      for (const text of ['Ayesha', 'House 12', 'Road 5', 'Dhanmondi', '1712345678', 'Ayesha%20Siddika']) {
        expect(logs.lines().join('\n')).not.toContain(text);
      }
    } finally {
      logs.restore();
    }
  });
});

describe('paths that only look like a dish page', () => {
  it('answers 404, not a 500 page, for a dot segment as the id', async () => {
    // Found by the API fuzz (api-fuzz.test.ts): the renderer resolved `/food/.` to `/food/`, which is no page.
    for (const path of ['/food/.', '/food/..', '/food/%2e', '/food/%2E%2e']) {
      const response = await send(api, { route: path, method: 'GET', path, headers: { accept: 'text/html' } });
      expect(response.status, path).toBe(404);
    }
  });
});

describe('a dish link with a trailing slash', () => {
  it('moves permanently to the dish page, in its language and with its query string; a dot segment stays 404', async () => {
    const id = await addFood('Trailing Slash Biryani');
    const cases: [string, string][] = [
      [`/food/${id}/`, `/food/${id}`],
      [`/bn/food/${id}//`, `/bn/food/${id}`],
      [`/food/${id}/?ref=chat&x=%2F`, `/food/${id}?ref=chat&x=%2F`],
      ['/food/no-such-dish/', '/food/no-such-dish'],
    ];
    for (const [path, location] of cases) {
      const response = await fetch(`${api.url}${path}`, { redirect: 'manual', headers: { accept: 'text/html' } });
      expect(response.status, path).toBe(301);
      expect(response.headers.get('location'), path).toBe(location);
      expect(response.headers.get('cache-control'), path).toBe(PUBLIC_PAGE);
    }
    for (const path of ['/food/./', '/food/../', '/food/%2e%2e/']) {
      const response = await send(api, { route: path, method: 'GET', path, headers: { accept: 'text/html' } });
      expect(response.status, path).toBe(404);
    }
  });
});

describe('the paths the function renders', () => {
  it("are the renderer's pagePaths (the web app's SERVER_PAGES): a page added there is served, trailing slash and all; no other path is", async () => {
    const rendered: string[] = [];
    const withSellers: PageRenderer = {
      pagePaths: [...PAGE_PATHS, '/sellers/:id'],
      async renderPage(request) {
        rendered.push(request.url);
        return { status: 200, html: '<!doctype html><title>A seller</title>' };
      },
    };
    const sellers = await startApi({ loadPageRenderer: async () => withSellers });
    try {
      const page = await fetch(`${sellers.url}/sellers/u-42?tab=dishes`, { headers: { accept: 'text/html' } });
      expect([page.status, page.headers.get('cache-control'), await page.text()]).toEqual([200, PUBLIC_PAGE, '<!doctype html><title>A seller</title>']);
      const slash = await fetch(`${sellers.url}/sellers/u-42/`, { redirect: 'manual', headers: { accept: 'text/html' } });
      expect([slash.status, slash.headers.get('location')]).toEqual([301, '/sellers/u-42']);
      for (const path of ['/sellers', '/sellers/u-42/reviews', '/aboutus']) {
        const other = await fetch(`${sellers.url}${path}`, { redirect: 'manual', headers: { accept: 'text/html' } });
        expect(other.status, path).toBe(404);
        expect(other.headers.get('content-type'), path).toMatch(/^application\/json/);
      }
      expect(rendered).toEqual(['/sellers/u-42?tab=dishes']);
    } finally {
      await sellers.close();
    }
    // Not a page of the app's renderer: the API's 404.
    expect((await fetch(`${api.url}/sellers/u-42`, { headers: { accept: 'text/html' } })).status).toBe(404);
  });

  it('leaves the photos to their own route, and what takes no HTML to the 404, without loading the renderer', async () => {
    let loads = 0;
    const counting = await startApi({
      loadPageRenderer: async () => {
        loads += 1;
        return renderer;
      },
    });
    try {
      expect((await fetch(`${counting.url}/photos/no-such-photo/800.webp`)).status).toBe(404);
      // Nor for what takes no HTML (an icon a browser asks the function for).
      expect((await fetch(`${counting.url}/favicon.ico`, { headers: { accept: 'image/avif,image/webp' } })).status).toBe(404);
      expect(loads).toBe(0);
      expect((await fetch(`${counting.url}/foods`, { headers: { accept: 'text/html' } })).status).toBe(200);
      expect(loads).toBe(1);
    } finally {
      await counting.close();
    }
  });
});

describe('the public origin of absolute URLs', () => {
  it('is PUBLIC_ORIGIN when set, else the host Hosting forwards: https, but http for localhost', async () => {
    expect(shown((await call<string>(configured, '/', { headers: { 'x-forwarded-host': 'evil.example' } })).body).origin).toBe('https://food.example');
    const forwarded = async (headers: Record<string, string>) => shown((await call<string>(api, '/', { headers })).body).origin;
    expect(await forwarded({ 'x-forwarded-host': 'food-store.web.app' })).toBe('https://food-store.web.app');
    expect(await forwarded({ 'x-fh-requested-host': 'shop.example', 'x-forwarded-host': 'food-store.web.app' })).toBe('https://shop.example');
    expect(await forwarded({ 'x-forwarded-host': 'localhost:5000' })).toBe('http://localhost:5000');
    expect(await forwarded({ 'x-forwarded-host': 'bad host/<x>' })).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('is 400 JSON, not a 500 page, when no header names a usable host', async () => {
    const forwarded = async (headers: Record<string, string>) => shown((await call<string>(api, '/', { headers })).body).origin;
    // Found by the API fuzz (api-fuzz.test.ts): `Host: [::1` made every page and the sitemap answer 500.
    // A port past 65535 made the page's absolute URLs throw in the renderer.
    expect(await forwarded({ 'x-forwarded-host': 'localhost:99999' })).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    for (const [path, host] of [['/', '[::1'], ['/foods', '[::1'], ['/sitemap.xml', '[::1'], ['/', 'localhost:99999'], ['/sitemap.xml', 'localhost:65536']] as const) {
      const response = await send(api, { route: path, method: 'GET', path, headers: { host, accept: 'text/html' } });
      expect(response.status, `${path} ${host}`).toBe(400);
      expect(response.contentType).toMatch(/^application\/json/);
      expect(JSON.parse(response.text)).toEqual({ message: 'The request names no host.', code: 'noHost' });
    }
  });

  it('PUBLIC_ORIGIN must be an origin', () => {
    expect(readPublicOrigin({})).toBeUndefined();
    expect(readPublicOrigin({ PUBLIC_ORIGIN: 'https://food.example/' })).toBe('https://food.example');
    expect(readPublicOrigin({ PUBLIC_ORIGIN: 'http://localhost:5000' })).toBe('http://localhost:5000');
    for (const bad of ['food.example', 'ftp://food.example', 'https://food.example/shop', 'https://food.example?x=1']) {
      expect(() => readPublicOrigin({ PUBLIC_ORIGIN: bad }), bad).toThrow(/PUBLIC_ORIGIN/);
    }
  });
});

describe('the page loaders’ reads (the repos, as the API answers them)', () => {
  it('answer what the public API calls answer, a missing dish as null', async () => {
    for (let i = 0; i < 3; i += 1) await addFood(`Pitha ${i}`);
    const reads = pageReads(createFoodsRepo(testDb()));
    const page = await reads.foods({ search: 'pitha', category: '', sort: 'price_asc' });
    const viaApi = await call(api, '/api/foods?search=pitha&sort=price_asc');
    expect(page).toEqual({ foods: viaApi.body, nextCursor: null });
    expect(await reads.categories()).toEqual([{ category: 'Rice', count: 3 }]);
    expect(await reads.topFoods()).toEqual((await call(api, '/api/top-foods')).body);
    const id = (page.foods[0] as { _id: string })._id;
    expect(await reads.food(id)).toEqual((await call(api, `/api/food/${id}`)).body);
    for (const missing of ['nope', '%E0%A4%A', 'a.b']) expect(await reads.food(missing), missing).toBeNull();
  });
});

describe('GET /sitemap.xml', () => {
  /** Every URL listed, with its lastmod. */
  const allUrlsOf = (xml: string) =>
    new Map([...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?(?:<xhtml:link [^>]*\/>)*<\/url>/g)].map((match) => [match[1] ?? '', match[2]]));
  /** The English pages listed (each also listed in Bangla: its own test). */
  const urlsOf = (xml: string) => new Map([...allUrlsOf(xml)].filter(([url]) => !new URL(url).pathname.startsWith('/bn/')));
  const createdAt = async (id: string) => (await call<{ createdAt: string }>(api, `/api/food/${id}`)).body.createdAt;

  it('lists /, /foods and every food page with when it was added or last edited, in 2 reads, whatever the query string', async () => {
    const [first, second] = [await addFood('Shorshe Ilish'), await addFood('Roshogolla')];
    const ids = [first, second];
    const edited = await call<{ _id: string }>(api, `/api/update-food/${ids[0]}`, { method: 'PUT', body: { ...foodInput({ foodName: 'Ilish Bhapa' }), baseQuantity: 10 }, cookie });
    expect(edited.status).toBe(200);
    const response = await call<string>(configured, '/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(response.headers.get('cache-control')).toBe(PUBLIC_SITEMAP);
    expect(readsOf(response)).toBe(2);
    expect(response.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9"/);
    const urls = urlsOf(response.body);
    const editedAt = urls.get(`https://food.example/food/${ids[0]}`) ?? '';
    expect(editedAt > (await createdAt(first))).toBe(true);
    expect([...urls]).toEqual([
      ['https://food.example/', editedAt],
      ['https://food.example/foods', editedAt],
      [`https://food.example/food/${ids[0]}`, editedAt],
      [`https://food.example/food/${second}`, await createdAt(second)],
    ]);
    for (const query of ['?1', '?x=1', '?search=a&limit=100000&cursor=zz']) {
      const again = await call<string>(configured, `/sitemap.xml${query}`);
      expect([again.status, again.body, readsOf(again)], query).toEqual([200, response.body, 2]);
    }

    expect((await call(api, `/api/food/${ids[1]}`, { method: 'DELETE', cookie })).status).toBe(200);
    const after = urlsOf((await call<string>(configured, '/sitemap.xml')).body);
    expect([...after.keys()]).toEqual(['https://food.example/', 'https://food.example/foods', `https://food.example/food/${ids[0]}`]);
    expect((after.get('https://food.example/') ?? '') > editedAt).toBe(true);
  });

  it('lists every page in English and in Bangla, each naming both and x-default (English) as alternates', async () => {
    const id = await addFood('Shorshe Ilish');
    const response = await call<string>(configured, '/sitemap.xml');
    expect(response.status).toBe(200);
    expect(readsOf(response)).toBe(2);
    expect(response.body).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const all = allUrlsOf(response.body);
    const o = 'https://food.example';
    expect([...all.keys()]).toEqual([`${o}/`, `${o}/bn/`, `${o}/foods`, `${o}/bn/foods`, `${o}/food/${id}`, `${o}/bn/food/${id}`]);
    expect(all.get(`${o}/bn/food/${id}`)).toBe(all.get(`${o}/food/${id}`));
    const entry = /<url><loc>https:\/\/food\.example\/bn\/food\/[^<]+<\/loc>.*?<\/url>/.exec(response.body)?.[0] ?? '';
    const alternates = [...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((match) => [match[1], match[2]]);
    expect(alternates).toEqual([
      ['en', `${o}/food/${id}`],
      ['bn', `${o}/bn/food/${id}`],
      ['x-default', `${o}/food/${id}`],
    ]);
  });

  it('is an empty list of / and /foods without foods', async () => {
    const response = await call<string>(configured, '/sitemap.xml');
    expect(response.status).toBe(200);
    expect([...urlsOf(response.body).keys()]).toEqual(['https://food.example/', 'https://food.example/foods']);
    expect(readsOf(response)).toBe(1);
  });

  it('splits a larger catalogue into files of one shard each: every food listed once, reads independent of the catalogue', async () => {
    const sharded = await startApi({ loadPageRenderer: async () => renderer, config: { ...getConfig(), publicOrigin: 'https://food.example' }, sitemapShardSize: 100 });
    try {
      const add = async (i: number) => {
        const response = await call<{ _id: string }>(sharded, '/api/add-food', { method: 'POST', body: foodInput({ foodName: `Dish ${i}` }), cookie });
        expect(response.status).toBe(201);
        return response.body._id;
      };
      const ids: string[] = [];
      // Ten adds at once each time: every one lands in the sitemap (one transaction each with the shard index).
      for (let i = 0; i < 250; i += 10) ids.push(...(await Promise.all(Array.from({ length: 10 }, (_, j) => add(i + j)))));

      const index = await call<string>(sharded, '/sitemap.xml?page=2');
      expect(index.status).toBe(200);
      expect(readsOf(index)).toBe(1);
      expect(index.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
      const files = [...index.body.matchAll(/<sitemap><loc>([^<]+)<\/loc><lastmod>[^<]+<\/lastmod><\/sitemap>/g)].map((match) => match[1]);
      expect(files).toEqual(['https://food.example/sitemap-0.xml', 'https://food.example/sitemap-1.xml', 'https://food.example/sitemap-2.xml']);

      const listed = async () => {
        const urls: string[] = [];
        for (const file of files) {
          for (const query of ['', '?x=1']) {
            const response = await call<string>(sharded, new URL(file ?? '').pathname + query);
            expect(response.status).toBe(200);
            expect(response.headers.get('cache-control')).toBe(PUBLIC_SITEMAP);
            expect(readsOf(response)).toBeLessThanOrEqual(2);
            if (!query) urls.push(...urlsOf(response.body).keys());
          }
        }
        return urls;
      };
      const pages = ['https://food.example/', 'https://food.example/foods'];
      expect((await listed()).sort()).toEqual([...pages, ...ids.map((id) => `https://food.example/food/${id}`)].sort());

      expect((await call(sharded, `/api/food/${ids[120]}`, { method: 'DELETE', cookie })).status).toBe(200);
      expect((await listed()).sort()).toEqual([...pages, ...ids.filter((_, i) => i !== 120).map((id) => `https://food.example/food/${id}`)].sort());
      for (const missing of ['/sitemap-3.xml', '/sitemap-01.xml', '/sitemap--1.xml']) expect((await call(sharded, missing)).status, missing).toBe(404);
    } finally {
      await sharded.close();
    }
  }, 120_000);
});
