import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOOD_SORTS, type FoodSort } from '../domain/foods.js';
import { MSG } from '../domain/messages.js';
import { averageRating } from '../domain/reviews.js';
import type { Food } from '../domain/types.js';
import { encodeCursor } from '../db/cursor.js';
import { call, createUser, foodInput, readsOf, resetStore, startApi, testDb, type ApiResponse, type ApiServer } from '../test/api.js';
import { ratingFields } from './food-rating.js';
import { createFoodsRepo } from './foods-repo.js';
import { FOODS } from './food-doc.js';
import { SEARCH_READS_MAX } from './foods-search.js';

// A few hundred foods: generated names plus some that test spaces, case and trigram false positives, in categories
// spelled in different cases, with prices and sales that tie often.
const SPECIAL = [
  'Chicken Tikka Masala',
  'BUTTER CHICKEN',
  'Chickpea Salad',
  'Crispy  Fried   Chicken',
  'Zxq Abcab Stew',
  'Abc Bca Cab Curry',
  'Cab Abc Bca Bowl',
  'Abcabca Pie',
  'Bcab Abc Roll',
  'Abcabcx Cabca Roll',
];
const DISHES = ['Biryani', 'Tehari', 'Kebab', 'Pulao', 'Korma', 'Naan', 'Dal', 'Halwa', 'Lassi', 'Pitha'];
const STYLES = ['Dhaka', 'Royal', 'Spicy', 'Smoky', 'Home', 'Street', 'Village', 'Garden', 'Sunday', 'Chef'];
const CATEGORIES = ['Rice', 'RICE', 'Curry', 'Street Food', 'Dessert', 'rice'];
// Every one holds each 5-gram of "curry spicy" but not the text: a search for it reads past the cap.
const DECOYS = 130;
const RARE_MATCH = 'Curry Spicy Rice';

interface Listed {
  id: string;
  name: string;
  categoryKey: string;
  price: number;
  purchaseCount: number;
  createdAt: number;
  /** The mean the API shows. */
  ratingAverage: number;
  /** What sort=rating orders by. */
  ratingScore: number;
  ratingCount: number;
}

let api: ApiServer;
let stored: Listed[] = [];

const normalize = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

beforeAll(async () => {
  api = await startApi();
  await resetStore();
  const owner = await createUser('lister');
  const names: string[] = [];
  for (const style of STYLES) for (const dish of DISHES) for (const n of [1, 2, 3]) names.push(`${style} ${dish} ${n}`);
  for (const [i, special] of SPECIAL.entries()) names.splice(i * 31 + 7, 0, special);
  for (let i = 0; i < DECOYS; i += 1) names.splice((i * 7) % names.length, 0, `Curry Hurry Spicy ${i}`);
  names.splice(200, 0, RARE_MATCH);

  const start = Date.parse('2024-01-01T00:00:00Z');
  let at = start;
  const repo = createFoodsRepo(testDb(), { now: () => new Date(at) });
  for (let i = 0; i < names.length; i += 25) {
    const created = await Promise.all(
      names.slice(i, i + 25).map(async (foodName, j) => {
        const index = i + j;
        // Every tenth food shares its creation time with the one before: ties fall back to the id.
        at = start + (index - (index % 10 === 1 ? 1 : 0)) * 1000;
        const createdAt = at;
        const food = foodInput({ foodName, category: CATEGORIES[index % CATEGORIES.length], price: (index % 7) + 0.25 });
        const purchaseCount = (index * 7) % 5;
        const id = await repo.create(owner, food, { purchaseCount });
        return { id, name: foodName, categoryKey: normalize(food.category), price: food.price, purchaseCount, createdAt, ratingAverage: 0, ratingScore: 0, ratingCount: 0 };
      }),
    );
    stored.push(...created);
  }
  // Ratings as the reviews transaction stores them, with many ties of average and of count; a quarter unreviewed.
  const batch = testDb().batch();
  for (const [index, food] of stored.entries()) {
    const count = index % 4;
    const rating = ratingFields(count === 0 ? 0 : count + ((index * 7) % (4 * count + 1)), count);
    batch.update(testDb().collection(FOODS).doc(food.id), { ...rating });
    Object.assign(food, { ratingAverage: averageRating(rating.ratingSum, count), ratingScore: rating.ratingScore, ratingCount: rating.ratingCount });
  }
  await batch.commit();
});

afterAll(async () => {
  stored = [];
  await api.close();
});

const newestFirst = (a: Listed, b: Listed) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
const ORDER: Record<FoodSort, (a: Listed, b: Listed) => number> = {
  newest: newestFirst,
  price_asc: (a, b) => a.price - b.price || newestFirst(a, b),
  price_desc: (a, b) => b.price - a.price || newestFirst(a, b),
  popular: (a, b) => b.purchaseCount - a.purchaseCount || newestFirst(a, b),
  rating: (a, b) => b.ratingScore - a.ratingScore || b.ratingCount - a.ratingCount || newestFirst(a, b),
};

/** The ids the API must list, in order. */
function expected({ search = '', category = '', sort = 'newest' }: { search?: string; category?: string; sort?: FoodSort }): string[] {
  return stored
    .filter((food) => normalize(food.name).includes(normalize(search)) && (!category || food.categoryKey === normalize(category)))
    .sort(ORDER[sort])
    .map((food) => food.id);
}

function list(params: Record<string, string | number | undefined>): Promise<ApiResponse<Food[]>> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) query.set(key, String(value));
  return call<Food[]>(api, `/api/foods?${query}`);
}

interface Walk {
  ids: string[];
  pages: number;
  /** Reads of each page. */
  reads: number[];
}

/**
 * Follows X-Next-Cursor to the end, checking each page's size and read budget: limit + 1 without a search; with one
 * at most 100, and k + 25 unless the search's grams are common in foods that do not match (`decoys`).
 */
async function walk(
  params: { search?: string; category?: string; sort?: FoodSort; limit: number },
  decoys = false,
): Promise<Walk> {
  const result: Walk = { ids: [], pages: 0, reads: [] };
  let cursor: string | null = null;
  do {
    const response: ApiResponse<Food[]> = await list({ ...params, cursor: cursor ?? undefined });
    expect(response.status).toBe(200);
    const { body } = response;
    const reads = readsOf(response);
    cursor = response.headers.get('x-next-cursor');
    expect(body.length).toBeLessThanOrEqual(params.limit);
    if (params.search) {
      expect(reads).toBeLessThanOrEqual(SEARCH_READS_MAX);
      if (!decoys) expect(reads).toBeLessThanOrEqual(body.length + 25);
      // A request that stopped at the cap says where to go on.
      if (reads === SEARCH_READS_MAX) expect(cursor).toBeTruthy();
    } else {
      expect(reads).toBeLessThanOrEqual(params.limit + 1);
      if (cursor) expect(body).toHaveLength(params.limit);
    }
    result.ids.push(...body.map((food) => food._id));
    result.reads.push(reads);
    result.pages += 1;
  } while (cursor);
  return result;
}

describe('GET /api/foods without a search', () => {
  it('lists newest first, 24 by default, reading limit + 1 documents', async () => {
    expect(stored.length).toBeGreaterThan(400);
    const response = await list({});
    expect(response.status).toBe(200);
    expect(response.body.map((food) => food._id)).toEqual(expected({}).slice(0, 24));
    expect(response.headers.get('x-next-cursor')).toBeTruthy();
    expect(readsOf(response)).toBe(25);
    expect(response.body[0]).toMatchObject({ purchaseCount: expect.any(Number), foodCategory: response.body[0]?.category });
    for (const hidden of ['grams', 'categoryKey', 'tokens', 'ownerUid', 'ratingSum', 'ratingCount', 'ratingScore', 'ratingAverage', 'sitemapShard', 'reviewsEnd']) {
      expect(response.body[0]).not.toHaveProperty(hidden);
    }
    const newest = stored.find((food) => food.id === response.body[0]?._id);
    expect(response.body[0]?.rating).toEqual({ average: newest?.ratingAverage, count: newest?.ratingCount });
  });

  it('pages every sort of every food and of one category without repeats or gaps', async () => {
    for (const sort of FOOD_SORTS) {
      for (const category of ['', 'rice', 'Street Food']) {
        const { ids, pages } = await walk({ category, sort, limit: 60 });
        const want = expected({ category, sort });
        expect(ids, `${sort} ${category}`).toEqual(want);
        expect(pages, `${sort} ${category}`).toBe(Math.floor(want.length / 60) + 1);
      }
    }
  });

  it('breaks ties newest first', async () => {
    const response = await list({ sort: 'price_desc', limit: 100 });
    const prices = response.body.map((food) => food.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    const topPrice = response.body.filter((food) => food.price === prices[0]).map((food) => Date.parse(food.createdAt));
    expect(topPrice.length).toBeGreaterThan(10);
    expect(topPrice).toEqual([...topPrice].sort((a, b) => b - a));
  });

  it('sorts by rating: the Bayesian score, then number of reviews, then newest; unreviewed foods last', async () => {
    const { ids } = await walk({ sort: 'rating', limit: 100 });
    const ratings = ids.map((id) => stored.find((food) => food.id === id));
    const scores = ratings.map((food) => food?.ratingScore ?? -1);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const unreviewed = ratings.filter((food) => food?.ratingCount === 0);
    expect(unreviewed.length).toBeGreaterThan(50);
    expect(ratings.slice(-unreviewed.length)).toEqual(unreviewed);
    expect((await list({ sort: 'rating', limit: 1 })).body[0]?.rating).toEqual({ average: 5, count: 3 });
    // A mean of 5 from a single review ranks below every food with 3 reviews of 4.67 or more on average.
    const lone = ratings.flatMap((food, i) => (food?.ratingCount === 1 && food.ratingAverage === 5 ? [i] : []));
    const strong = ratings.flatMap((food, i) => (food?.ratingCount === 3 && food.ratingAverage >= 4.67 ? [i] : []));
    expect(lone.length * strong.length).toBeGreaterThan(0);
    expect(Math.min(...lone)).toBeGreaterThan(Math.max(...strong));
  });

  it('matches the category case-insensitively, spaces collapsed', async () => {
    const rice = expected({ category: 'rice' });
    expect(rice.length).toBe(stored.filter((food) => food.categoryKey === 'rice').length);
    for (const category of ['RICE', ' Rice ', 'rIcE']) {
      const response = await list({ category, limit: 100 });
      expect(response.body.map((food) => food._id), category).toEqual(rice.slice(0, 100));
    }
    expect((await list({ category: 'street   food', limit: 100 })).body.map((food) => food._id)).toEqual(
      expected({ category: 'Street Food' }).slice(0, 100),
    );
    const none = await list({ category: 'Pizza' });
    expect(none.body).toEqual([]);
    expect(none.headers.get('x-next-cursor')).toBeNull();
  });
});

describe('GET /api/foods with a search', () => {
  it('matches a case-insensitive substring, spaces included', async () => {
    for (const search of ['CHICK', 'n t', 'butter chicken', 'fried chicken', 'd ch', 'a', 'ch', ' dal 2 ']) {
      const want = expected({ search });
      expect(want.length, search).toBeGreaterThan(0);
      const response = await list({ search, limit: 30 });
      expect(response.status).toBe(200);
      expect(response.body.map((food) => food._id), search).toEqual(want.slice(0, 30));
      expect(readsOf(response), search).toBeLessThanOrEqual(Math.min(response.body.length + 25, SEARCH_READS_MAX));
      expect(Boolean(response.headers.get('x-next-cursor')), search).toBe(want.length > 30);
    }
  });

  it('filters out candidates that hold the grams but not the text', async () => {
    const response = await list({ search: 'abcabca', limit: 100 });
    expect(response.body.map((food) => food.foodName)).toEqual(['Abcabca Pie']);
    // The decoy was read as a candidate (one count per 5-gram, then both candidates).
    expect(readsOf(response)).toBe(3 + 2);
  });

  it('pages every sort, with and without a category, without repeats or gaps', async () => {
    for (const sort of FOOD_SORTS) {
      for (const category of ['', 'rice']) {
        for (const [search, limit] of [
          ['abc', 2],
          ['chicken', 3],
          ['royal', 7],
          ['i', 45],
          ['spicy 1', 9],
          ['spicy biryani', 4],
        ] as const) {
          const want = expected({ search, category, sort });
          const { ids } = await walk({ search, category, sort, limit });
          expect(ids, `${search} ${category} ${sort}`).toEqual(want);
        }
      }
    }
  });

  it('reads little when nothing matches', async () => {
    for (const search of ['pizza', 'zz', 'j']) {
      const response = await list({ search });
      expect(response.body).toEqual([]);
      expect(response.headers.get('x-next-cursor')).toBeNull();
      expect(readsOf(response)).toBeLessThanOrEqual(25);
    }
  });

  it('stops at 100 reads when common grams hide a rare match, and the cursor goes on without gaps', async () => {
    for (const sort of FOOD_SORTS) {
      const want = expected({ search: 'curry spicy', sort });
      expect(want).toHaveLength(1);
      const { ids, pages, reads } = await walk({ search: 'curry spicy', sort, limit: 24 }, true);
      expect(ids, sort).toEqual(want);
      expect(pages, sort).toBeGreaterThan(1);
      expect(reads[0], sort).toBe(SEARCH_READS_MAX);
    }
  });
});

describe('GET /api/foods answers 400', () => {
  async function errors(path: string): Promise<Record<string, string>> {
    const response = await call<{ errors: Record<string, string> }>(api, path);
    expect(response.status, path).toBe(400);
    return response.body.errors;
  }

  it('for an unknown sort', async () => {
    for (const sort of ['oldest', 'PRICE_ASC', 'price', 'purchaseCount']) {
      expect(await errors(`/api/foods?sort=${sort}`)).toEqual({ sort: MSG.sortInvalid });
    }
    expect(MSG.sortInvalid).toBe('Sort must be one of newest, price_asc, price_desc, popular, rating.');
  });

  it('for a bad limit, search or category', async () => {
    for (const limit of ['0', '101', 'abc', '2.5', '-1']) expect(await errors(`/api/foods?limit=${limit}`)).toEqual({ limit: MSG.invalidLimit(100) });
    expect(await errors(`/api/foods?search=${'a'.repeat(81)}`)).toEqual({ search: MSG.tooLong(80) });
    expect(await errors(`/api/foods?category=${'a'.repeat(41)}`)).toEqual({ category: MSG.tooLong(40) });
    await errors('/api/foods?search=a&search=b');
    await errors('/api/foods?sort=newest&sort=popular');
  });

  it('for a broken cursor, or one of another search, category or sort', async () => {
    const cursorOf = async (params: Record<string, string>) => {
      const response = await list({ ...params, limit: 2 });
      const cursor = response.headers.get('x-next-cursor');
      expect(cursor, JSON.stringify(params)).toBeTruthy();
      return cursor ?? '';
    };
    const foreign: Array<[Record<string, string>, Record<string, string>]> = [
      [{ sort: 'price_asc' }, { sort: 'price_desc' }],
      [{}, { sort: 'popular' }],
      [{ category: 'rice' }, { category: 'curry' }],
      [{ category: 'rice' }, {}],
      [{ search: 'chick' }, { search: 'chicken' }],
      [{ search: 'chick' }, {}],
      [{}, { search: 'chick' }],
      [{ search: 'chick', sort: 'popular' }, { search: 'chick', sort: 'newest' }],
      [{ sort: 'rating' }, { sort: 'popular' }],
      [{ sort: 'rating', category: 'rice' }, { sort: 'rating', category: 'curry' }],
    ];
    for (const [from, to] of foreign) {
      const cursor = await cursorOf(from);
      const response = await list({ ...to, cursor });
      expect(response.status, `${JSON.stringify(from)} -> ${JSON.stringify(to)}`).toBe(400);
      expect(response.body).toEqual({ message: MSG.invalidCursor, code: 'invalidCursor', errors: { cursor: MSG.invalidCursor }, fieldCodes: { cursor: { code: 'invalidCursor' } } });
    }
    // The same list accepts it, however the search and category are spelled.
    const same = await list({ search: ' DHAKA ', category: 'RICE', cursor: await cursorOf({ search: 'dhaka', category: 'rice' }) });
    expect(same.status).toBe(200);

    const newest = 'foods|search=|category=|sort=newest';
    const broken: Array<[string, Record<string, string>]> = [
      ['%%%', {}],
      ['not base64!', {}],
      [encodeCursor(newest, ['x', 'y']), {}],
      [encodeCursor(newest, [Date.now(), 'bad/id']), {}],
      [encodeCursor(newest, [1.5, 'abc']), {}],
      [encodeCursor('foods|search=|category=|sort=price_asc', ['1', Date.now(), 'abc']), { sort: 'price_asc' }],
      [encodeCursor('foods|search=|category=|sort=rating', [4.5, '3', Date.now(), 'abc']), { sort: 'rating' }],
      [encodeCursor('foods|search=|category=|sort=rating', [4.5, Date.now(), 'abc']), { sort: 'rating' }],
      // A gram the search does not hold would skip matches.
      [encodeCursor('foods|search=chick|category=|sort=newest', ['zzz', Date.now(), 'abc']), { search: 'chick' }],
      [encodeCursor('foods|search=chick|category=|sort=newest', ['zzz', '', Date.now(), 'abc']), { search: 'chick' }],
      [encodeCursor('foods|search=chick|category=|sort=newest', ['chick', '≈zzz', Date.now(), 'abc']), { search: 'chick' }],
      [encodeCursor('foods|search=chick|category=|sort=newest', ['', '', Date.now(), 'abc']), { search: 'chick' }],
    ];
    for (const [cursor, params] of broken) {
      const response = await list({ ...params, cursor });
      expect(response.status, cursor).toBe(400);
      expect(response.body).toMatchObject({ errors: { cursor: MSG.invalidCursor } });
    }
  });
});
