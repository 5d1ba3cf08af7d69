import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CategoryCount, Food } from '../domain/types.js';
import { call, foodInput, resetStore, startApi, testDb, type ApiServer } from '../test/api.js';
import { backfillFoods } from './foods-backfill.js';
import { createFoodsRepo, FOODS, type FoodDoc } from './foods-repo.js';

let api: ApiServer;

beforeAll(async () => {
  api = await startApi();
  await resetStore();
});

afterAll(async () => {
  await api.close();
});

/** A food as the previous version stored it: a `tokens` map, no grams, no category key, not in the summary. */
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
  it('gives stored foods their grams and category key, drops tokens and rebuilds the category summary', async () => {
    const foods = testDb().collection(FOODS);
    await foods.doc('8000000000000aaaaaaaa').set(oldFood('Kacchi Biryani', 'rice', 30));
    await foods.doc('8000000000001aaaaaaaa').set(oldFood('Beef Tehari', 'Rice', 60));
    await foods.doc('8000000000002aaaaaaaa').set(oldFood('Fuchka', 'Street Food', 90));
    // Added by the new version meanwhile: already in shape, and already counted.
    await createFoodsRepo(testDb()).create(
      { uid: 'new-cook', email: 'new@example.com', name: 'New Cook', picture: 'https://example.com/new.png' },
      foodInput({ foodName: 'Mishti Doi', category: 'Dessert' }),
    );

    expect(await backfillFoods(testDb())).toEqual({ updated: 3, foods: 4, categories: 3 });
    const stored = (await foods.doc('8000000000000aaaaaaaa').get()).data() as FoodDoc;
    expect(stored).toMatchObject({ categoryKey: 'rice', grams: expect.arrayContaining(['kac', 'i b']) });
    expect(stored).not.toHaveProperty('tokens');

    const categories = await call<CategoryCount[]>(api, '/api/categories');
    expect(categories.body).toEqual([
      { category: 'Rice', count: 2 },
      { category: 'Dessert', count: 1 },
      { category: 'Street Food', count: 1 },
    ]);
    const search = await call<Food[]>(api, '/api/foods?search=biryani&category=RICE&sort=price_asc');
    expect(search.body.map((food) => food.foodName)).toEqual(['Kacchi Biryani']);

    expect(await backfillFoods(testDb())).toEqual({ updated: 0, foods: 4, categories: 3 });
  });
});
