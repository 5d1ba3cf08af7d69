import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MSG } from '../domain/messages.js';
import type { OrderDetail } from '../domain/types.js';
import { FOODS, type FoodDoc } from '../foods/foods-repo.js';
import { ORDERS, type OrderDoc } from '../orders/order-doc.js';
import { call, createUser, readsOf, resetStore, signIn, startApi, testDb, type ApiServer } from '../test/api.js';
import { addFood } from '../test/completed-orders.js';
import { REVIEWS } from './review-doc.js';

// docs/ARCHITECTURE.md §5h: the buyer of a completed order of several dishes rates each dish once; each line carries
// its own review, the order's `review` is the first line's, and every write touches the order, that food and the review.

let api: ApiServer;
let sellerCookie: string;
let buyerCookie: string;

type Body = { _id?: string; message?: string; errors?: Record<string, string> };

const foodDoc = async (id: string) => (await testDb().collection(FOODS).doc(id).get()).data() as FoodDoc;
const orderDoc = async (id: string) => (await testDb().collection(ORDERS).doc(id).get()).data() as OrderDoc;
const reviewCount = async () => (await testDb().collection(REVIEWS).count().get()).data().count;

const review = (orderId: string, body: unknown) => call<Body>(api, `/api/orders/${orderId}/review`, { method: 'POST', body, cookie: buyerCookie });
const unreview = (orderId: string, query = '') => call<Body>(api, `/api/orders/${orderId}/review${query}`, { method: 'DELETE', cookie: buyerCookie });

/** What a refused call must leave alone. */
async function state(orderId: string, foods: string[]) {
  const order = await orderDoc(orderId);
  const ratings = await Promise.all(foods.map(async (id) => {
    const food = await foodDoc(id);
    return [food.ratingSum, food.ratingCount, food.ratingScore];
  }));
  return { lines: order.lines, review: order.review ?? null, ratings, reviews: await reviewCount() };
}

async function completedMeal() {
  const foods = [
    await addFood(api, sellerCookie, { foodName: 'Kacchi Biryani' }),
    await addFood(api, sellerCookie, { foodName: 'Borhani' }),
    await addFood(api, sellerCookie, { foodName: 'Firni' }),
  ];
  const placed = await call<Body>(api, '/api/orders', { method: 'POST', cookie: buyerCookie, body: { lines: foods.map((foodId) => ({ foodId, quantity: 1 })) } });
  expect(placed.status).toBe(201);
  const orderId = placed.body._id ?? '';
  for (const status of ['accepted', 'ready', 'completed']) {
    expect((await call(api, `/api/orders/${orderId}/status`, { method: 'POST', body: { status }, cookie: sellerCookie })).status).toBe(200);
  }
  return { foods, orderId };
}

beforeAll(async () => {
  api = await startApi();
  sellerCookie = await signIn(api, await createUser('dish-review-seller'));
  buyerCookie = await signIn(api, await createUser('dish-review-family'));
});

beforeEach(async () => {
  await resetStore();
});

afterAll(async () => {
  await api.close();
});

describe('reviews per dish', () => {
  it('rates two dishes of one order, each once, each into its own food; the order shows each line with its review', async () => {
    const { foods, orderId } = await completedMeal();
    const [kacchi, borhani, firni] = foods as [string, string, string];

    const second = await review(orderId, { rating: 5, text: 'Best borhani', foodId: borhani });
    expect(second.status).toBe(201);
    // One transaction: the order, the food and the review.
    expect(readsOf(second)).toBe(2);
    expect(await foodDoc(borhani)).toMatchObject({ ratingSum: 5, ratingCount: 1 });
    expect(await foodDoc(kacchi)).toMatchObject({ ratingSum: 0, ratingCount: 0 });
    let stored = await orderDoc(orderId);
    expect(stored.review ?? null).toBeNull();
    expect(stored.lines?.map((line) => line.review)).toEqual([null, { id: second.body._id, rating: 5, text: 'Best borhani' }, null]);

    const first = await review(orderId, { rating: 4, foodId: kacchi });
    expect(first.status).toBe(201);
    stored = await orderDoc(orderId);
    expect(stored.review).toEqual({ id: first.body._id, rating: 4, text: '' });
    const reviewDoc = (await testDb().collection(REVIEWS).doc(first.body._id ?? '').get()).data();
    expect(reviewDoc).toMatchObject({ foodId: kacchi, orderId, rating: 4 });

    const detail = await call<OrderDetail>(api, `/api/orders/${orderId}`, { cookie: buyerCookie });
    expect(detail.body.review).toEqual({ rating: 4, text: '' });
    expect(detail.body.lines.map((line) => line.review)).toEqual([{ rating: 4, text: '' }, { rating: 5, text: 'Best borhani' }, null]);
    const sales = await call<OrderDetail[]>(api, '/api/sales', { cookie: sellerCookie });
    expect(sales.body[0]?.lines.map((line) => line.review?.rating ?? null)).toEqual([4, 5, null]);

    // The same dish again: 409, nothing changes.
    const before = await state(orderId, foods);
    const again = await review(orderId, { rating: 1, foodId: borhani });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(MSG.alreadyReviewed);
    expect(await state(orderId, foods)).toEqual(before);
    expect((await foodDoc(firni)).ratingCount).toBe(0);
  });

  it('400 without foodId on an order of several dishes, or with a dish it does not hold, changing nothing', async () => {
    const { foods, orderId } = await completedMeal();
    const before = await state(orderId, foods);
    const missing = await review(orderId, { rating: 5 });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ foodId: MSG.reviewFoodRequired });
    const other = await review(orderId, { rating: 5, foodId: 'not-in-this-order' });
    expect(other.status).toBe(400);
    expect(other.body.errors).toEqual({ foodId: MSG.reviewFoodNotInOrder });
    const typed = await review(orderId, { rating: 5, foodId: 12 });
    expect(typed.status).toBe(400);
    expect(typed.body.errors).toEqual({ foodId: MSG.mustBeText });
    expect((await unreview(orderId)).status).toBe(400);
    expect(await state(orderId, foods)).toEqual(before);
  });

  it('DELETE ?foodId= removes that dish\'s review only, and its food\'s rating', async () => {
    const { foods, orderId } = await completedMeal();
    const [kacchi, borhani] = foods as [string, string];
    expect((await review(orderId, { rating: 4, foodId: kacchi })).status).toBe(201);
    expect((await review(orderId, { rating: 2, foodId: borhani })).status).toBe(201);

    expect((await unreview(orderId, `?foodId=${borhani}`)).status).toBe(200);
    expect(await foodDoc(borhani)).toMatchObject({ ratingSum: 0, ratingCount: 0, ratingScore: 0 });
    expect(await foodDoc(kacchi)).toMatchObject({ ratingSum: 4, ratingCount: 1 });
    const stored = await orderDoc(orderId);
    expect(stored.lines?.map((line) => line.review?.rating ?? null)).toEqual([4, null, null]);
    expect(stored.review?.rating).toBe(4);
    expect(await reviewCount()).toBe(1);
    expect((await unreview(orderId, `?foodId=${borhani}`)).status).toBe(404);

    expect((await unreview(orderId, `?foodId=${kacchi}`)).status).toBe(200);
    expect((await orderDoc(orderId)).review).toBeNull();
    // Rated again after the removal: one review per line at a time.
    expect((await review(orderId, { rating: 3, foodId: kacchi })).status).toBe(201);
    expect(await foodDoc(kacchi)).toMatchObject({ ratingSum: 3, ratingCount: 1 });
  });
});
