import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CategoryCount, FoodInput } from '../domain/types.js';
import { call, createUser, foodInput, readsOf, resetStore, signIn, startApi, testDb, type ApiServer, type TestUser } from '../test/api.js';
import { CATEGORIES_DOC, META, type CategorySummaryDoc } from './foods-categories.js';
import { FOODS, type FoodDoc } from './food-doc.js';

let api: ApiServer;
let owner: TestUser;
let ownerCookie: string;
let otherCookie: string;

beforeAll(async () => {
  api = await startApi();
  owner = await createUser('cook');
  ownerCookie = await signIn(api, owner);
  otherCookie = await signIn(api, await createUser('other-cook'));
});

beforeEach(async () => {
  await resetStore();
});

afterAll(async () => {
  await api.close();
});

async function addFood(overrides: Partial<FoodInput>, cookie = ownerCookie): Promise<string> {
  const response = await call<{ _id: string }>(api, '/api/add-food', { method: 'POST', body: foodInput(overrides), cookie });
  expect(response.status).toBe(201);
  return response.body._id;
}

async function editFood(id: string, overrides: Partial<FoodInput>): Promise<number> {
  const stored = (await testDb().collection(FOODS).doc(id).get()).data() as FoodDoc;
  const body = { ...foodInput({ foodName: stored.foodName, category: stored.category, quantity: stored.quantity }), ...overrides, baseQuantity: stored.quantity };
  return (await call(api, `/api/update-food/${id}`, { method: 'PUT', body, cookie: ownerCookie })).status;
}

async function categories(): Promise<CategoryCount[]> {
  const response = await call<CategoryCount[]>(api, '/api/categories');
  expect(response.status).toBe(200);
  expect(readsOf(response)).toBe(1);
  return response.body;
}

/** What the summary must say: counted from the stored foods themselves. */
async function countedFromFoods(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const doc of (await testDb().collection(FOODS).get()).docs) {
    const key = (doc.data() as FoodDoc).categoryKey;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

function byKey(list: CategoryCount[]): Record<string, number> {
  return Object.fromEntries(list.map(({ category, count }) => [category.toLowerCase(), count]));
}

describe('GET /api/categories', () => {
  it('is an empty list, read from one document, for an empty store', async () => {
    expect(await categories()).toEqual([]);
  });

  it('counts foods per category case-insensitively, under the spelling of the first food, most foods first', async () => {
    await addFood({ category: 'Rice' });
    await addFood({ category: 'rice' });
    await addFood({ category: 'Dessert' });
    await addFood({ category: ' RICE ' });
    await addFood({ category: 'Street   Food' });
    await addFood({ category: 'street food' }, otherCookie);
    await addFood({ category: 'Curry' });
    const response = await call<CategoryCount[]>(api, '/api/categories');
    expect(response.body).toEqual([
      { category: 'Rice', count: 3 },
      { category: 'Street   Food', count: 2 },
      { category: 'Curry', count: 1 },
      { category: 'Dessert', count: 1 },
    ]);
    expect(response.headers.get('cache-control')).toBe('public, no-cache');
  });

  it('follows edits that change the category, and not those that only change its case', async () => {
    const first = await addFood({ category: 'Rice' });
    const second = await addFood({ category: 'Rice' });
    await addFood({ category: 'Soup' });
    expect(await editFood(second, { category: 'soup' })).toBe(200);
    expect(await categories()).toEqual([
      { category: 'Soup', count: 2 },
      { category: 'Rice', count: 1 },
    ]);
    expect(await editFood(first, { category: 'RICE', foodName: 'Renamed' })).toBe(200);
    expect(await categories()).toEqual([
      { category: 'Soup', count: 2 },
      { category: 'Rice', count: 1 },
    ]);
    expect(await editFood(first, { category: 'Noodles' })).toBe(200);
    expect(await categories()).toEqual([
      { category: 'Soup', count: 2 },
      { category: 'Noodles', count: 1 },
    ]);
  });

  it('drops a category when its last food is deleted, and a new first food spells it anew', async () => {
    const id = await addFood({ category: 'RICE' });
    await addFood({ category: 'Curry' });
    expect((await call(api, `/api/food/${id}`, { method: 'DELETE', cookie: ownerCookie })).status).toBe(200);
    expect(await categories()).toEqual([{ category: 'Curry', count: 1 }]);
    await addFood({ category: 'Rice' });
    expect(await categories()).toEqual([
      { category: 'Curry', count: 1 },
      { category: 'Rice', count: 1 },
    ]);
  });

  it('does not change when an add, edit or delete is refused', async () => {
    const id = await addFood({ category: 'Rice' });
    const before = await categories();
    expect((await call(api, '/api/add-food', { method: 'POST', body: foodInput({ category: 'Bad', price: -1 }), cookie: ownerCookie })).status).toBe(400);
    const stale = { ...foodInput({ category: 'Soup' }), baseQuantity: 3 };
    expect((await call(api, `/api/update-food/${id}`, { method: 'PUT', body: stale, cookie: ownerCookie })).status).toBe(409);
    const foreign = { ...foodInput({ category: 'Soup' }), baseQuantity: 10 };
    expect((await call(api, `/api/update-food/${id}`, { method: 'PUT', body: foreign, cookie: otherCookie })).status).toBe(403);
    expect((await call(api, `/api/food/${id}`, { method: 'DELETE', cookie: otherCookie })).status).toBe(403);
    expect(await categories()).toEqual(before);
  });

  it('keeps exact counts under 20 concurrent adds in 3 categories, concurrent edits and deletes', async () => {
    const spellings = ['Rice', 'rice', 'Curry', 'CURRY', 'Dessert'];
    const seeded = await Promise.all(Array.from({ length: 6 }, (_, i) => addFood({ category: i % 2 ? 'Rice' : 'Dessert' })));
    const [toCurry, toRice, toDessert, deleted, deletedToo] = seeded as [string, string, string, string, string];
    const responses = await Promise.all([
      ...Array.from({ length: 20 }, (_, i) => addFood({ foodName: `Racer ${i}`, category: spellings[i % spellings.length] })),
      editFood(toCurry, { category: 'curry' }),
      editFood(toRice, { category: 'RICE' }),
      editFood(toDessert, { category: 'Curry' }),
      call(api, `/api/food/${deleted}`, { method: 'DELETE', cookie: ownerCookie }).then((response) => response.status),
      call(api, `/api/food/${deletedToo}`, { method: 'DELETE', cookie: ownerCookie }).then((response) => response.status),
    ]);
    expect(responses.slice(20)).toEqual([200, 200, 200, 200, 200]);
    const counted = await countedFromFoods();
    expect(Object.values(counted).reduce((sum, count) => sum + count, 0)).toBe(24);
    expect(byKey(await categories())).toEqual(counted);
    const summary = (await testDb().collection(META).doc(CATEGORIES_DOC).get()).data() as CategorySummaryDoc;
    expect(summary.categories.map((entry) => entry.key).sort()).toEqual(Object.keys(counted).sort());
  });
});
