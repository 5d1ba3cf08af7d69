import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_READS_MAX } from '../domain/limits.js';
import type { PageRenderer } from '../domain/pages.js';
import { newestFirstId } from '../db/ids.js';
import { ratingFields } from '../foods/food-rating.js';
import { createFoodsRepo, FOODS } from '../foods/foods-repo.js';
import { REVIEWS, type ReviewDoc } from '../reviews/review-doc.js';
import { call, createUser, foodInput, readsOf, resetStore, startApi, testDb, type ApiServer } from './api.js';

// docs/ARCHITECTURE.md §6: no public request reads more than PUBLIC_READS_MAX documents, whatever its query string, at
// a catalogue larger than that. Each route is asked with the query strings a careless client or an attacker would
// send; every answer must stay within the budget (Server-Timing `reads=`) and never be a 5xx.

const FOOD_COUNT = 200;
const REVIEW_COUNT = 120;

// The server-rendered pages read what the web build's renderer reads for them (pages-routes.test.ts): / the top foods,
// /foods the list of its URL's q, category and sort and the categories, /food/:id the food.
const renderer: PageRenderer = {
  async renderPage(request) {
    const url = new URL(request.url, request.origin);
    const reads =
      url.pathname === '/'
        ? ['/top-foods']
        : url.pathname === '/foods'
          ? [`/foods?${new URLSearchParams({ search: url.searchParams.get('q') ?? '', category: url.searchParams.get('category') ?? '', sort: url.searchParams.get('sort') ?? '', limit: '24' })}`, '/categories']
          : [`/food/${url.pathname.slice('/food/'.length)}`];
    const answers = await Promise.all(reads.map((path) => request.get(path)));
    return { status: answers.some((answer) => answer.status === 404) ? 404 : 200, html: '<!doctype html><p>page</p>' };
  },
};

let api: ApiServer;
let foodId = '';
let ownerUid = '';

beforeAll(async () => {
  api = await startApi({ loadPageRenderer: async () => renderer });
  await resetStore();
  const owner = await createUser('big-kitchen');
  ownerUid = owner.uid;
  const repo = createFoodsRepo(testDb());
  const ids: string[] = [];
  // Two families of names sharing their grams: every 5-gram of "spicy curry spicy" is in 100 names, and no name holds it.
  for (let i = 0; i < FOOD_COUNT; i += 20) {
    const batch = Array.from({ length: 20 }, (_, j) =>
      (i + j) % 2 ? foodInput({ foodName: `Curry Spicy Rice ${i + j}`, category: 'Curry' }) : foodInput({ foodName: `Spicy Curry Dish ${i + j}`, category: 'Rice' }),
    );
    ids.push(...(await Promise.all(batch.map((food) => repo.create(owner, food, { purchaseCount: (i * 3) % 7 })))));
  }
  foodId = ids[0] ?? '';
  // One food with more reviews than a page may hold, stored as the review transaction stores them.
  const writes = testDb().batch();
  const start = Date.parse('2025-01-01T00:00:00Z');
  let end = '';
  for (let i = 0; i < REVIEW_COUNT; i += 1) {
    const createdAt = new Date(start + i * 60_000);
    const id = newestFirstId(createdAt);
    if (id > end) end = id;
    const review: ReviewDoc = {
      foodId,
      orderId: `order-${i}`,
      rating: (i % 5) + 1,
      text: `Review ${i}`,
      createdAt: Timestamp.fromDate(createdAt),
      reviewer: { userName: `Diner ${i}`, photo: '' },
      reviewerUid: `diner-${i}`,
      sellerUid: owner.uid,
      reply: null,
    };
    writes.set(testDb().collection(REVIEWS).doc(id), review);
  }
  writes.update(testDb().collection(FOODS).doc(foodId), { ...ratingFields(360, REVIEW_COUNT), reviewsEnd: end });
  await writes.commit();
}, 120_000);

afterAll(async () => {
  await api.close();
});

const LIST_QUERIES = [
  '',
  '?limit=100',
  '?limit=100000',
  '?limit=-1&search=',
  '?search=a&limit=100',
  '?search=spicy%20curry%20spicy&limit=100',
  '?search=spicy%20curry%20dish&sort=rating&limit=100',
  `?search=${'a'.repeat(80)}`,
  `?search=${'curry '.repeat(13)}`,
  '?search=c&category=curry&sort=popular&limit=100',
  '?sort=price_desc&category=RICE&limit=100',
  '?sort=rating&limit=100',
  '?sort=bogus',
  '?search=a&search=b',
  '?cursor=garbage&limit=100',
  '?limit=1e9',
];

async function expectWithinBudget(path: string): Promise<number> {
  const response = await call(api, path);
  expect(response.status, path).toBeLessThan(500);
  const reads = readsOf(response);
  expect(reads, path).toBeLessThanOrEqual(PUBLIC_READS_MAX);
  return reads;
}

describe(`every public request reads at most ${PUBLIC_READS_MAX} documents`, () => {
  it('GET /api/foods, whatever its search, category, sort, limit and cursor, page after page', async () => {
    const reads: number[] = [];
    for (const query of LIST_QUERIES) reads.push(await expectWithinBudget(`/api/foods${query}`));
    // The largest lists do read up to the budget: the test would notice a list that reads one more.
    expect(Math.max(...reads)).toBe(PUBLIC_READS_MAX);
    for (const query of ['?limit=100', '?search=spicy%20curry%20spicy&limit=100', '?search=dish&sort=price_asc&limit=100']) {
      let path = `/api/foods${query}`;
      for (let page = 0; page < 4; page += 1) {
        const response = await call(api, path);
        expect(response.status, path).toBe(200);
        expect(readsOf(response), path).toBeLessThanOrEqual(PUBLIC_READS_MAX);
        const cursor = response.headers.get('x-next-cursor');
        if (!cursor) break;
        path = `/api/foods${query}&cursor=${encodeURIComponent(cursor)}`;
      }
    }
  });

  it('the other public API reads: top foods, categories, a food, its reviews', async () => {
    for (const query of ['', '?limit=100', '?x=1']) {
      expect(await expectWithinBudget(`/api/top-foods${query}`)).toBeLessThanOrEqual(8);
      expect(await expectWithinBudget(`/api/categories${query}`)).toBe(1);
      expect(await expectWithinBudget(`/api/food/${foodId}${query}`)).toBe(1);
    }
    for (const query of ['', '?limit=50', '?limit=51', '?limit=100000', '?limit=-5', '?cursor=garbage', '?limit=50&limit=50']) {
      await expectWithinBudget(`/api/food/${foodId}/reviews${query}`);
    }
    expect(await expectWithinBudget(`/api/food/${foodId}/reviews?limit=50`)).toBe(51);
    expect(await expectWithinBudget('/api/food/nope/reviews?limit=50')).toBeLessThanOrEqual(51);
  });

  it('a kitchen as a cart reads it (§5h): at most 2 documents, whatever the seller has', async () => {
    // 200 foods of this seller, no kitchen settings saved: its name comes from one food.
    for (const query of ['', '?limit=100', '?x=1']) expect(await expectWithinBudget(`/api/kitchens/${ownerUid}${query}`)).toBeLessThanOrEqual(2);
    for (const uid of ['nope', '__nope__', 'a'.repeat(129)]) expect(await expectWithinBudget(`/api/kitchens/${uid}`)).toBeLessThanOrEqual(2);
  });

  it('the server-rendered pages, the sitemap, robots.txt and the photos', async () => {
    const pages = ['/', '/?limit=100', `/food/${foodId}`, `/food/${foodId}?x=1`, '/food/nope'];
    for (const query of ['', '?q=a', '?q=spicy%20curry%20spicy', `?q=${'a'.repeat(80)}`, '?q=c&category=Curry&sort=rating', '?sort=price_desc&limit=100000', '?q=a&q=b']) {
      pages.push(`/foods${query}`);
    }
    const reads: number[] = [];
    for (const page of pages) reads.push(await expectWithinBudget(page));
    // All Foods' page with a search that finds nothing among many candidates: its list and categories fill the budget.
    expect(reads[pages.indexOf('/foods?q=spicy%20curry%20spicy')]).toBe(PUBLIC_READS_MAX);
    for (const path of ['/sitemap.xml', '/sitemap.xml?1', '/sitemap.xml?limit=100000', '/sitemap-0.xml', '/sitemap-0.xml?x', '/sitemap-7.xml']) {
      expect(await expectWithinBudget(path), path).toBeLessThanOrEqual(2);
    }
    for (const path of ['/robots.txt', '/photos/AbCdEfGhIjKlMnOpQrSt/400-800/800.webp?x=1', '/photos/x']) {
      expect(await expectWithinBudget(path), path).toBe(0);
    }
  });
});
