import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CategoryCount, Food } from '../domain/types.js';
import { call, foodInput, resetStore, startApi, testDb, type ApiServer } from '../test/api.js';
import { backfillFoods } from './foods-backfill.js';
import { createFoodsRepo } from './foods-repo.js';
import { FOODS, type FoodDoc } from './food-doc.js';
import { normalizeName } from './foods-search.js';

let api: ApiServer;
let sharded: ApiServer;

beforeAll(async () => {
  api = await startApi();
  sharded = await startApi({ sitemapShardSize: 2 });
  await resetStore();
});

afterAll(async () => {
  await Promise.all([api.close(), sharded.close()]);
});

/** Every food page the sitemap lists in English (each has its Bangla twin too), following its index when it has one. */
async function sitemapFoods(server: ApiServer): Promise<string[]> {
  const top = (await call<string>(server, '/sitemap.xml')).body;
  const files = [...top.matchAll(/<sitemap><loc>[^<]*?(\/sitemap-\d+\.xml)<\/loc>/g)].map((match) => match[1] ?? '');
  const bodies = files.length ? await Promise.all(files.map(async (file) => (await call<string>(server, file)).body)) : [top];
  return bodies.flatMap((xml) => [...xml.matchAll(/<loc>[a-z]+:\/\/[^/<]+\/food\/([^<]+)<\/loc>/g)].map((match) => match[1] ?? '')).sort();
}

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
    // Rated by the version before the Bayesian score (it stored the rounded mean): its sum and count must survive.
    await foods.doc('8000000000003aaaaaaaa').set({ ...oldFood('Chotpoti', 'Street Food', 120), ratingSum: 9, ratingCount: 2, ratingAverage: 4.5 });
    // Added by the new version meanwhile: already in shape, and already counted.
    await createFoodsRepo(testDb()).create(
      { uid: 'new-cook', email: 'new@example.com', name: 'New Cook', picture: 'https://example.com/new.png' },
      foodInput({ foodName: 'Mishti Doi', category: 'Dessert' }),
    );

    expect((await call<Food[]>(api, '/api/foods?sort=rating')).body.map((food) => food.foodName)).toEqual(['Mishti Doi']);
    expect((await call<Food>(api, '/api/food/8000000000001aaaaaaaa')).body.rating).toEqual({ average: 0, count: 0 });
    expect(await backfillFoods(testDb())).toEqual({ updated: 4, foods: 5, categories: 3, sitemapAdded: 4 });
    const stored = (await foods.doc('8000000000000aaaaaaaa').get()).data() as FoodDoc;
    expect(stored).toMatchObject({ categoryKey: 'rice', grams: expect.arrayContaining(['kac', 'i b']) });
    expect(stored).not.toHaveProperty('tokens');
    expect(stored).toMatchObject({ ratingSum: 0, ratingCount: 0, ratingScore: 0 });

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

    const chotpoti = (await foods.doc('8000000000003aaaaaaaa').get()).data() as FoodDoc;
    expect(chotpoti).toMatchObject({ ratingSum: 9, ratingCount: 2, ratingScore: 26.5 / 7 });
    expect(chotpoti).not.toHaveProperty('ratingAverage');
    expect((await call<Food[]>(api, '/api/foods?sort=rating&limit=1')).body.map((food) => [food.foodName, food.rating])).toEqual([
      ['Chotpoti', { average: 4.5, count: 2 }],
    ]);
    expect(await backfillFoods(testDb())).toEqual({ updated: 0, foods: 5, categories: 3, sitemapAdded: 0 });
  });

  it('places foods stored before the sitemap had shards, once, next to those added meanwhile', async () => {
    await resetStore();
    const foods = testDb().collection(FOODS);
    const old = ['8000000000010aaaaaaaa', '8000000000011aaaaaaaa', '8000000000012aaaaaaaa'];
    for (const [i, id] of old.entries()) await foods.doc(id).set(oldFood(`Old dish ${i}`, 'Rice', i));
    const seller = { uid: 'new-cook', email: 'new@example.com', name: 'New Cook', picture: 'https://example.com/new.png' };
    const added = await createFoodsRepo(testDb(), { sitemapShardSize: 2 }).create(seller, foodInput({ foodName: 'Mishti Doi' }));
    expect(await sitemapFoods(sharded)).toEqual([added]);

    // An edit of a food not yet placed places it.
    const edit = { ...oldFood('Old dish 0, edited', 'Rice', 0), baseQuantity: 10 };
    await foods.doc(old[0] ?? '').update({ ownerUid: seller.uid });
    expect((await createFoodsRepo(testDb(), { sitemapShardSize: 2 }).update(seller, old[0] ?? '', edit)).foodName).toBe('Old dish 0, edited');
    expect(await sitemapFoods(sharded)).toEqual([added, old[0]].sort());

    expect(await backfillFoods(testDb(), { sitemapShardSize: 2 })).toMatchObject({ foods: 4, sitemapAdded: 2 });
    const all = [added, ...old].sort();
    expect(await sitemapFoods(sharded)).toEqual(all);
    expect(await backfillFoods(testDb(), { sitemapShardSize: 2 })).toMatchObject({ foods: 4, sitemapAdded: 0 });
    expect(await sitemapFoods(sharded)).toEqual(all);
    // Each dish of the shard is listed in English and in Bangla, each with its lastmod.
    const lastmods = [...(await call<string>(sharded, '/sitemap-1.xml')).body.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)];
    expect(lastmods).toHaveLength(2 * 2);
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
