import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CategoryCount, Food } from '../domain/types.js';
import { call, foodInput, resetStore, startApi, testDb, type ApiServer } from '../test/api.js';
import { backfillFoods } from './foods-backfill.js';
import { createFoodsRepo, FOODS, type FoodDoc } from './foods-repo.js';
import { normalizeName } from './foods-search.js';

let api: ApiServer;

beforeAll(async () => {
  api = await startApi();
  await resetStore();
});

afterAll(async () => {
  await api.close();
});

/** A food as an older version stored it: a `tokens` map, no grams, no category key, no rating, not in the summary. */
function oldFood(foodName: string, category: string, minutesAgo: number) {
  return {
    ...foodInput({ foodName, category }),
    purchaseCount: 0,
    buyer: { email: 'old@example.com', userName: 'Old Cook', photo: 'https://example.com/old.png' },
    ownerUid: 'old-cook',
    createdAt: Timestamp.fromMillis(Date.parse('2024-05-01T12:00:00Z') - minutesAgo * 60_000),
    tokens: { t_6b: true },
  };
}

describe('backfillFoods', () => {
  it('gives stored foods their grams, category key and rating, drops tokens and rebuilds the category summary', async () => {
    const foods = testDb().collection(FOODS);
    await foods.doc('8000000000000aaaaaaaa').set(oldFood('Kacchi Biryani', 'rice', 30));
    await foods.doc('8000000000001aaaaaaaa').set(oldFood('Beef Tehari', 'Rice', 60));
    await foods.doc('8000000000002aaaaaaaa').set(oldFood('Fuchka', 'Street Food', 90));
    // Rated through the new version before the backfill ran: its rating must survive it.
    await foods.doc('8000000000003aaaaaaaa').set({ ...oldFood('Chotpoti', 'Street Food', 120), ratingSum: 9, ratingCount: 2, ratingAverage: 4.5 });
    // Added by the new version meanwhile: already in shape, and already counted.
    await createFoodsRepo(testDb()).create(
      { uid: 'new-cook', email: 'new@example.com', name: 'New Cook', picture: 'https://example.com/new.png' },
      foodInput({ foodName: 'Mishti Doi', category: 'Dessert' }),
    );

    expect((await call<Food[]>(api, '/api/foods?sort=rating')).body.map((food) => food.foodName)).toEqual(['Chotpoti', 'Mishti Doi']);
    expect((await call<Food>(api, '/api/food/8000000000001aaaaaaaa')).body.rating).toEqual({ average: 0, count: 0 });
    expect(await backfillFoods(testDb())).toEqual({ updated: 4, foods: 5, categories: 3 });
    const stored = (await foods.doc('8000000000000aaaaaaaa').get()).data() as FoodDoc;
    expect(stored).toMatchObject({ categoryKey: 'rice', grams: expect.arrayContaining(['kac', 'i b']) });
    expect(stored).not.toHaveProperty('tokens');
    expect(stored).toMatchObject({ ratingSum: 0, ratingCount: 0, ratingAverage: 0 });

    const categories = await call<CategoryCount[]>(api, '/api/categories');
    expect(categories.body).toEqual([
      { category: 'Rice', count: 2 },
      { category: 'Street Food', count: 2 },
      { category: 'Dessert', count: 1 },
    ]);
    const search = await call<Food[]>(api, '/api/foods?search=biryani&category=RICE&sort=price_asc');
    expect(search.body.map((food) => food.foodName)).toEqual(['Kacchi Biryani']);
    // An orderBy skips documents without its fields: before the backfill sort=rating listed only the new food.
    const rated = await call<Food[]>(api, '/api/foods?sort=rating&category=rice');
    expect(rated.body.map((food) => [food.foodName, food.rating])).toEqual([
      ['Kacchi Biryani', { average: 0, count: 0 }],
      ['Beef Tehari', { average: 0, count: 0 }],
    ]);

    expect(((await foods.doc('8000000000003aaaaaaaa').get()).data() as FoodDoc)).toMatchObject({ ratingSum: 9, ratingCount: 2, ratingAverage: 4.5 });
    expect(await backfillFoods(testDb())).toEqual({ updated: 0, foods: 5, categories: 3 });
  });

  it('gives foods stored before sound keys the grams of theirs, so a spelling variant finds them', async () => {
    await resetStore();
    const foods = testDb().collection(FOODS);
    const repo = createFoodsRepo(testDb());
    const owner = { uid: 'cook', email: 'cook@example.com', name: 'Cook', picture: 'https://example.com/cook.png' };
    const id = await repo.create(owner, foodInput({ foodName: 'Fuchka', category: 'Street Food' }));
    // The grams of the version before: the name's own 1- to 5-grams only.
    const name = normalizeName('Fuchka');
    const oldGrams = [...new Set([1, 2, 3, 4, 5].flatMap((size) => Array.from({ length: name.length - size + 1 }, (_, i) => name.slice(i, i + size))))];
    await foods.doc(id).update({ grams: oldGrams });
    const found = async () => (await call<Food[]>(api, '/api/foods?search=fuska')).body.map((food) => food.foodName);
    expect(await found()).toEqual([]);
    expect(await backfillFoods(testDb())).toMatchObject({ updated: 1, foods: 1 });
    expect(await found()).toEqual(['Fuchka']);
    expect(await backfillFoods(testDb())).toMatchObject({ updated: 0 });
  });
});
