import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../domain/messages.js';
import type { Food } from '../domain/types.js';
import { call, createUser, foodInput, readsOf, resetStore, startApi, testDb, type ApiResponse, type ApiServer } from '../test/api.js';
import { createFoodsRepo } from './foods-repo.js';
import { encodeCursor } from './foods-routes.js';

// A few hundred foods: generated names plus some that test spaces, case and trigram false positives.
const SPECIAL = [
  'Chicken Tikka Masala',
  'BUTTER CHICKEN',
  'Chickpea Salad',
  'Crispy  Fried   Chicken',
  'Zxq Abcab Stew',
  'Abc Bca Cab Curry',
  'Cab Abc Bca Bowl',
  'Abcabc Pie',
  'Bcab Abc Roll',
];
const DISHES = ['Biryani', 'Tehari', 'Kebab', 'Pulao', 'Korma', 'Naan', 'Dal', 'Halwa', 'Lassi', 'Pitha'];
const STYLES = ['Dhaka', 'Royal', 'Spicy', 'Smoky', 'Home', 'Street', 'Village', 'Garden', 'Sunday', 'Chef'];

const names: string[] = [];
for (const style of STYLES) for (const dish of DISHES) for (const n of [1, 2, 3]) names.push(`${style} ${dish} ${n}`);
for (const [i, special] of SPECIAL.entries()) names.splice(i * 31 + 7, 0, special);

let api: ApiServer;
/** Names in API order (newest first). */
let newestFirst: string[];

beforeAll(async () => {
  api = await startApi();
  await resetStore();
  const owner = await createUser('lister');
  const start = Date.parse('2024-01-01T00:00:00Z');
  let at = start;
  const repo = createFoodsRepo(testDb(), { now: () => new Date(at) });
  for (let i = 0; i < names.length; i += 25) {
    await Promise.all(
      names.slice(i, i + 25).map((foodName, j) => {
        at = start + (i + j) * 1000;
        return repo.create(owner, foodInput({ foodName }));
      }),
    );
  }
  newestFirst = [...names].reverse();
});

afterAll(async () => {
  await api.close();
});

function matching(query: string): string[] {
  const q = query.toLowerCase().replace(/\s+/g, ' ').trim();
  return newestFirst.filter((name) => name.toLowerCase().replace(/\s+/g, ' ').includes(q));
}

function list(params: Record<string, string | number>): Promise<ApiResponse<Food[]>> {
  const query = new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]));
  return call<Food[]>(api, `/api/foods?${query}`);
}

/** Follows X-Next-Cursor to the end; checks each page's read budget. */
async function allPages(search: string, limit: number): Promise<{ names: string[]; pages: number }> {
  const seen: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const response: ApiResponse<Food[]> = await list({ search, limit, ...(cursor ? { cursor } : {}) });
    expect(response.status).toBe(200);
    expect(response.body.length).toBeLessThanOrEqual(limit);
    expect(readsOf(response)).toBeLessThanOrEqual(response.body.length + 25);
    seen.push(...response.body.map((food) => food.foodName));
    cursor = response.headers.get('x-next-cursor');
    if (cursor) expect(response.body).toHaveLength(limit);
    pages += 1;
  } while (cursor);
  return { names: seen, pages };
}

describe('GET /api/foods', () => {
  it('lists all foods newest first, 24 by default, with a cursor', async () => {
    expect(names.length).toBeGreaterThan(300);
    const response = await list({});
    expect(response.status).toBe(200);
    expect(response.body.map((food) => food.foodName)).toEqual(newestFirst.slice(0, 24));
    expect(response.headers.get('x-next-cursor')).toBeTruthy();
    expect(readsOf(response)).toBe(25);
    expect(response.body[0]).toMatchObject({ category: 'Rice', foodCategory: 'Rice', purchaseCount: 0 });
    expect(response.body[0]).not.toHaveProperty('tokens');
  });

  it('pages through every food without repeats or gaps', async () => {
    const { names: seen, pages } = await allPages('', 100);
    expect(seen).toEqual(newestFirst);
    expect(pages).toBe(Math.ceil(names.length / 100));
  });

  it('matches a case-insensitive substring, spaces included', async () => {
    for (const query of ['CHICK', 'n t', 'butter chicken', 'fried chicken', 'd ch', 'a', 'ch', ' dal 2 ']) {
      const expected = matching(query);
      expect(expected.length, query).toBeGreaterThan(0);
      const response = await list({ search: query, limit: 100 });
      expect(response.status).toBe(200);
      const firstPage = expected.slice(0, 100);
      expect(response.body.map((food) => food.foodName), query).toEqual(firstPage);
      expect(readsOf(response), query).toBeLessThanOrEqual(firstPage.length + 25);
      expect(Boolean(response.headers.get('x-next-cursor')), query).toBe(expected.length > 100);
    }
  });

  it('filters out trigram candidates that do not contain the query', async () => {
    const response = await list({ search: 'abcab', limit: 100 });
    expect(response.body.map((food) => food.foodName)).toEqual(matching('abcab'));
    expect(response.body.map((food) => food.foodName).sort()).toEqual(['Abcabc Pie', 'Zxq Abcab Stew']);
  });

  it('pages a search without repeats or gaps, across false positives', async () => {
    for (const [query, limit] of [
      ['abc', 2],
      ['abcab', 1],
      ['chicken', 2],
      ['royal', 7],
      ['i', 13],
    ] as const) {
      const { names: seen } = await allPages(query, limit);
      expect(seen, query).toEqual(matching(query));
    }
  });

  it('reads little when nothing matches', async () => {
    const response = await list({ search: 'pizza' });
    expect(response.body).toEqual([]);
    expect(response.headers.get('x-next-cursor')).toBeNull();
    expect(readsOf(response)).toBeLessThanOrEqual(25);
  });

  it('answers 400 for a bad limit, cursor or search', async () => {
    for (const limit of ['0', '101', 'abc', '2.5', '-1']) {
      const response = await call<{ errors: Record<string, string> }>(api, `/api/foods?limit=${limit}`);
      expect(response.status, limit).toBe(400);
      expect(response.body.errors).toEqual({ limit: MSG.invalidLimit(100) });
    }
    for (const cursor of ['%%%', encodeCursor('a/b'), 'not base64!']) {
      const response = await call<{ errors: Record<string, string> }>(api, `/api/foods?cursor=${encodeURIComponent(cursor)}`);
      expect(response.status, cursor).toBe(400);
      expect(response.body.errors).toEqual({ cursor: MSG.invalidCursor });
    }
    const long = await call(api, `/api/foods?search=${'a'.repeat(81)}`);
    expect(long.status).toBe(400);
    const repeated = await call(api, '/api/foods?search=a&search=b');
    expect(repeated.status).toBe(400);
  });
});
