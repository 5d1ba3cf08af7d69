import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getConfig, readPublicOrigin } from '../config.js';
import type { PageApiResponse, PageRenderer, PageRequest } from '../domain/pages.js';
import { NEXT_CURSOR_HEADER } from '../domain/paging.js';
import { FOODS } from '../foods/foods-repo.js';
import { PRIVATE_NO_STORE, PUBLIC_PAGE, PUBLIC_SITEMAP } from '../http/cache-control.js';
import { call, createUser, foodInput, readsOf, resetStore, signIn, startApi, testDb, type ApiServer } from '../test/api.js';
import { send } from '../test/fuzz.js';
import { pageApi } from './page-api.js';
import { createFoodsRepo } from '../foods/foods-repo.js';

// The web build's renderer is tested in web/ and, served by this function, in e2e/seo.test.ts. Here a renderer
// that reads what the real one reads for each page and shows what the function gave it.
interface Shown {
  url: string;
  origin: string;
  answers: PageApiResponse[];
}

let mode: 'render' | 'unavailable' | 'throw' = 'render';
const renderer: PageRenderer = {
  async renderPage(request: PageRequest) {
    if (mode === 'throw') throw new Error('the renderer broke');
    const { pathname } = new URL(request.url, request.origin);
    const reads = pathname === '/' ? ['/top-foods'] : pathname === '/foods' ? ['/foods?search=&limit=24', '/categories'] : [`/food/${pathname.slice(6)}`];
    const answers = await Promise.all(reads.map((path) => request.get(path)));
    const status = mode === 'unavailable' ? 503 : answers.some((answer) => answer.status === 404) ? 404 : 200;
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
    expect(shown(page.body)).toEqual({ url: `/food/${id}`, origin: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/), answers: [{ status: 200, body: viaApi.body, headers: {} }] });
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
      expect(shown(response.body).answers[0]?.status, path).toBe(404);
    }
  });

  it('renders / and /foods with their data and keeps the query string for the renderer', async () => {
    await addFood('Beef Tehari');
    const home = await call<string>(api, '/');
    expect(home.status).toBe(200);
    expect(shown(home.body).answers[0]?.body).toMatchObject([{ foodName: 'Beef Tehari' }]);
    const foods = await call<string>(api, '/foods?q=tehari&sort=price_asc');
    expect(foods.status).toBe(200);
    expect(shown(foods.body).url).toBe('/foods?q=tehari&sort=price_asc');
    expect(shown(foods.body).answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(foods.headers.get('cache-control')).toBe(PUBLIC_PAGE);
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
      expect(JSON.parse(response.text)).toEqual({ message: 'The request names no host.' });
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

describe('the page renderer’s reads (in-process, as the API answers them)', () => {
  it('answers the public reads with their bodies and cursor, 4xx as answers, and refuses anything else', async () => {
    for (let i = 0; i < 3; i += 1) await addFood(`Pitha ${i}`);
    const get = pageApi(createFoodsRepo(testDb()));
    const page = await get('/foods?search=&limit=2');
    expect(page.status).toBe(200);
    expect((page.body as unknown[]).length).toBe(2);
    const viaApi = await call(api, '/api/foods?search=&limit=2');
    expect(page.headers[NEXT_CURSOR_HEADER.toLowerCase()]).toBe(viaApi.headers.get(NEXT_CURSOR_HEADER));
    expect(await get('/foods?search=a&search=b')).toMatchObject({ status: 400 });
    expect(await get('/foods?sort=cheapest')).toMatchObject({ status: 400 });
    expect(await get('/food/%E0%A4%A')).toMatchObject({ status: 404 });
    expect(await get('/categories')).toMatchObject({ status: 200, body: [{ category: 'Rice', count: 3 }] });
    await expect(get('/foods/someone@example.com')).rejects.toThrow(/no public read/);
    await expect(get('/sales')).rejects.toThrow(/no public read/);
  });
});

describe('GET /sitemap.xml', () => {
  it('lists /, /foods and every food page with the time it last changed', async () => {
    const ids = [await addFood('Shorshe Ilish'), await addFood('Roshogolla')];
    const changed = await Promise.all(ids.map(async (id) => (await testDb().collection(FOODS).doc(id).get()).updateTime?.toDate().toISOString()));
    const response = await call<string>(configured, '/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(response.headers.get('cache-control')).toBe(PUBLIC_SITEMAP);
    expect(readsOf(response)).toBe(2);
    const entries = [...response.body.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)].map((match) => [match[1], match[2]]);
    const newest = [...changed].sort().at(-1);
    expect(entries).toEqual(
      expect.arrayContaining([
        ['https://food.example/', newest],
        ['https://food.example/foods', newest],
        [`https://food.example/food/${ids[0]}`, changed[0]],
        [`https://food.example/food/${ids[1]}`, changed[1]],
      ]),
    );
    expect(entries).toHaveLength(4);
    expect(response.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
  });
});
