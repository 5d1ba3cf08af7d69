import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../domain/messages.js';
import type { Food, Order, OrderDetail } from '../domain/types.js';
import { FOODS, type FoodDoc } from '../foods/food-doc.js';
import { ORDERS, type OrderDoc } from '../orders/order-doc.js';
import { call, createUser, readsOf, resetStore, signIn, startApi, testDb, type ApiServer, type TestUser } from '../test/api.js';
import { addFood, orderIn } from '../test/completed-orders.js';
import { REVIEWS, type ReviewDoc } from './review-doc.js';

let api: ApiServer;
let seller: TestUser;
let buyer: TestUser;
let sellerCookie: string;
let buyerCookie: string;
let strangerCookie: string;

beforeAll(async () => {
  api = await startApi();
  await resetStore();
  [seller, buyer] = await Promise.all([createUser('review-seller'), createUser('review-buyer', { displayName: 'Rafi Hasan' })]);
  const stranger = await createUser('review-stranger');
  [sellerCookie, buyerCookie, strangerCookie] = await Promise.all([signIn(api, seller), signIn(api, buyer), signIn(api, stranger)]);
});

afterAll(async () => {
  await api.close();
});

const foodDoc = async (id: string) => (await testDb().collection(FOODS).doc(id).get()).data() as FoodDoc;
const orderDoc = async (id: string) => (await testDb().collection(ORDERS).doc(id).get()).data() as OrderDoc;
const reviewsOf = async (foodId: string) =>
  (await testDb().collection(REVIEWS).where('foodId', '==', foodId).get()).docs.map((doc) => ({ id: doc.id, ...(doc.data() as ReviewDoc) }));

/** What a refused call must leave alone: the order's review, the food's rating and the food's reviews. */
async function snapshot(orderId: string, foodId: string) {
  const [order, food, reviews] = await Promise.all([orderDoc(orderId), foodDoc(foodId), reviewsOf(foodId)]);
  return { review: order.review ?? null, rating: [food.ratingSum, food.ratingCount, food.ratingScore, food.reviewsEnd], reviews };
}

const review = (orderId: string, body: unknown, cookie = buyerCookie) =>
  call<{ _id?: string; message?: string; errors?: Record<string, string> }>(api, `/api/orders/${orderId}/review`, { method: 'POST', body, cookie });

async function freshCompletedOrder(foodName = 'Reviewed Kacchi') {
  const foodId = await addFood(api, sellerCookie, { foodName });
  const orderId = await orderIn(api, { buyer: buyerCookie, seller: sellerCookie, foodId });
  return { foodId, orderId };
}

describe('POST /api/orders/:id/review', () => {
  it('stores the review, copies it onto the order and rates the food, in one write of two reads', async () => {
    const { foodId, orderId } = await freshCompletedOrder();
    const response = await review(orderId, { rating: 4, text: '  Tender meat, generous portion.  ', unknown: 'dropped' });
    expect(response.status).toBe(201);
    const reviewId = response.body._id ?? '';
    expect(readsOf(response)).toBe(2);

    const [stored] = await reviewsOf(foodId);
    expect(stored).toMatchObject({
      id: reviewId,
      foodId,
      orderId,
      rating: 4,
      text: 'Tender meat, generous portion.',
      reviewer: { userName: 'Rafi Hasan', photo: buyer.picture },
      reviewerUid: buyer.uid,
      sellerUid: seller.uid,
      reply: null,
    });
    expect((await orderDoc(orderId)).review).toEqual({ id: reviewId, rating: 4, text: 'Tender meat, generous portion.' });
    expect(await foodDoc(foodId)).toMatchObject({ ratingSum: 4, ratingCount: 1, ratingScore: 21.5 / 6, reviewsEnd: reviewId });

    const food = await call<Food>(api, `/api/food/${foodId}`);
    expect(food.body.rating).toEqual({ average: 4, count: 1 });
    const detail = await call<OrderDetail>(api, `/api/orders/${orderId}`, { cookie: buyerCookie });
    expect(detail.body.review).toEqual({ rating: 4, text: 'Tender meat, generous portion.' });
    const mine = await call<Order[]>(api, `/api/purchase-food/${buyer.email}`, { cookie: buyerCookie });
    expect(mine.body.find((order) => order._id === orderId)?.review).toEqual({ rating: 4, text: 'Tender meat, generous portion.' });
  });

  it('takes stars without text, and keeps an exact average over several reviews', async () => {
    const { foodId, orderId } = await freshCompletedOrder();
    expect((await review(orderId, { rating: 5 })).status).toBe(201);
    expect((await orderDoc(orderId)).review).toMatchObject({ rating: 5, text: '' });
    for (const [rating, text] of [
      [4, ''],
      [4, '   '],
    ] as const) {
      const next = await orderIn(api, { buyer: buyerCookie, seller: sellerCookie, foodId });
      expect((await review(next, { rating, text })).status).toBe(201);
    }
    // (5 + 4 + 4) / 3 = 4.333… shown to 2 decimals; the stored sum stays exact; sort=rating's score is (5 × 3.5 + 13) / (5 + 3).
    expect(await foodDoc(foodId)).toMatchObject({ ratingSum: 13, ratingCount: 3, ratingScore: 3.8125 });
    expect((await call<Food>(api, `/api/food/${foodId}`)).body.rating).toEqual({ average: 4.33, count: 3 });
  });

  it('answers 400 for a rating of 0, 6, 3.5, "4", none, and for text too long or hidden, storing nothing', async () => {
    const { foodId, orderId } = await freshCompletedOrder();
    const before = await snapshot(orderId, foodId);
    const cases: Array<[unknown, Record<string, string>]> = [
      [{ rating: 0 }, { rating: MSG.ratingInvalid }],
      [{ rating: 6 }, { rating: MSG.ratingInvalid }],
      [{ rating: 3.5 }, { rating: MSG.ratingInvalid }],
      [{ rating: '4' }, { rating: MSG.ratingInvalid }],
      [{ rating: true }, { rating: MSG.ratingInvalid }],
      [{}, { rating: MSG.ratingInvalid }],
      [{ rating: 4, text: 'x'.repeat(1001) }, { text: MSG.tooLong(1000) }],
      [{ rating: 4, text: 5 }, { text: MSG.mustBeText }],
      [{ rating: 4, text: 'Great \u202Eeno' }, { text: MSG.hiddenCharacters }],
      [{ rating: 4, text: '\u200B\u200B' }, { text: MSG.textInvisible }],
    ];
    for (const [body, errors] of cases) {
      const response = await review(orderId, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.errors, JSON.stringify(body)).toEqual(errors);
    }
    expect(await snapshot(orderId, foodId)).toEqual(before);
    expect((await review(orderId, { rating: 5, text: 'x'.repeat(1000) })).status).toBe(201);
  });

  it('answers 401 without a session, 403 to the seller and to a stranger, storing nothing', async () => {
    const { foodId, orderId } = await freshCompletedOrder();
    const before = await snapshot(orderId, foodId);
    expect((await review(orderId, { rating: 5 }, '')).status).toBe(401);
    for (const cookie of [sellerCookie, strangerCookie]) {
      const response = await review(orderId, { rating: 5 }, cookie);
      expect(response.status).toBe(403);
      expect(response.body.message).toBe(MSG.notReviewer);
    }
    expect(await snapshot(orderId, foodId)).toEqual(before);
  });

  it('answers 404 for an unknown order and for an order whose food was deleted', async () => {
    for (const id of ['no-such-order', '__x__', 'a'.repeat(200)]) {
      const response = await review(id, { rating: 5 });
      expect(response.status, id).toBe(404);
      expect(response.body.message, id).toBe(MSG.orderNotFound);
    }
    const { foodId, orderId } = await freshCompletedOrder('Soon Gone');
    expect((await call(api, `/api/food/${foodId}`, { method: 'DELETE', cookie: sellerCookie })).status).toBe(200);
    const response = await review(orderId, { rating: 5 });
    expect(response.status).toBe(404);
    expect(response.body.message).toBe(MSG.foodNotFound);
    expect((await orderDoc(orderId)).review ?? null).toBeNull();
    expect(await reviewsOf(foodId)).toEqual([]);
  });

  it('answers 409 for an order that is not completed and for a second review, storing nothing', async () => {
    const foodId = await addFood(api, sellerCookie, { foodName: 'Unfinished Tehari' });
    for (const status of ['placed', 'accepted', 'ready', 'declined', 'cancelled'] as const) {
      const orderId = await orderIn(api, { buyer: buyerCookie, seller: sellerCookie, foodId, status });
      const response = await review(orderId, { rating: 5 });
      expect(response.status, status).toBe(409);
      expect(response.body.message, status).toBe(MSG.reviewNotCompleted);
      expect((await orderDoc(orderId)).review ?? null, status).toBeNull();
    }
    expect(await foodDoc(foodId)).toMatchObject({ ratingSum: 0, ratingCount: 0, ratingScore: 0 });

    const orderId = await orderIn(api, { buyer: buyerCookie, seller: sellerCookie, foodId });
    expect((await review(orderId, { rating: 2 })).status).toBe(201);
    const before = await snapshot(orderId, foodId);
    const again = await review(orderId, { rating: 5, text: 'Changed my mind' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(MSG.alreadyReviewed);
    expect(await snapshot(orderId, foodId)).toEqual(before);
  });
});

describe('DELETE /api/orders/:id/review', () => {
  const remove = (orderId: string, cookie = buyerCookie) =>
    call<{ ok?: boolean; message?: string }>(api, `/api/orders/${orderId}/review`, { method: 'DELETE', cookie });

  it('removes the review and takes it out of the rating in the same write; the order may be rated again', async () => {
    const { foodId, orderId } = await freshCompletedOrder();
    const other = await orderIn(api, { buyer: buyerCookie, seller: sellerCookie, foodId });
    const kept = (await review(other, { rating: 2 })).body._id;
    expect((await review(orderId, { rating: 5, text: 'Loved it' })).status).toBe(201);
    expect(await foodDoc(foodId)).toMatchObject({ ratingSum: 7, ratingCount: 2, ratingScore: 3.5 });

    const response = await remove(orderId);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ok: true });
    expect((await reviewsOf(foodId)).map((r) => r.id)).toEqual([kept]);
    expect((await orderDoc(orderId)).review).toBeNull();
    expect(await foodDoc(foodId)).toMatchObject({ ratingSum: 2, ratingCount: 1, ratingScore: 3.25 });
    expect((await call<Order[]>(api, `/api/purchase-food/${buyer.email}`, { cookie: buyerCookie })).body.find((o) => o._id === orderId)?.review).toBeNull();

    expect((await remove(other)).status).toBe(200);
    const food = await foodDoc(foodId);
    expect(food).toMatchObject({ ratingSum: 0, ratingCount: 0, ratingScore: 0 });
    expect(food).not.toHaveProperty('reviewsEnd');
    expect((await review(orderId, { rating: 3 })).status).toBe(201);
    expect((await call<Food>(api, `/api/food/${foodId}`)).body.rating).toEqual({ average: 3, count: 1 });
  });

  it('answers 404 when there is no review or no order, 401 without a session, 403 to the seller and a stranger', async () => {
    const { foodId, orderId } = await freshCompletedOrder();
    const none = await remove(orderId);
    expect(none.status).toBe(404);
    expect(none.body.message).toBe(MSG.reviewNotFound);
    expect((await remove('no-such-order')).status).toBe(404);

    expect((await review(orderId, { rating: 4 })).status).toBe(201);
    const before = await snapshot(orderId, foodId);
    expect((await remove(orderId, '')).status).toBe(401);
    for (const cookie of [sellerCookie, strangerCookie]) expect((await remove(orderId, cookie)).status).toBe(403);
    expect(await snapshot(orderId, foodId)).toEqual(before);
  });

  it('still removes a review whose food was deleted since', async () => {
    const { foodId, orderId } = await freshCompletedOrder('Deleted Later');
    expect((await review(orderId, { rating: 4 })).status).toBe(201);
    expect((await call(api, `/api/food/${foodId}`, { method: 'DELETE', cookie: sellerCookie })).status).toBe(200);
    expect((await remove(orderId)).status).toBe(200);
    expect(await reviewsOf(foodId)).toEqual([]);
    expect((await orderDoc(orderId)).review).toBeNull();
  });
});

describe('GET /api/foods?sort=rating (§5c)', () => {
  it('ranks a dish with one 5★ review below one with 30 reviews averaging 4.7, each still showing its exact mean', async () => {
    const category = 'Ranked';
    const crowd = await addFood(api, sellerCookie, { foodName: 'Crowd Favourite', category, quantity: 40 });
    const lone = await addFood(api, sellerCookie, { foodName: 'Own Review', category });
    const unrated = await addFood(api, sellerCookie, { foodName: 'Nobody Yet', category });
    // 21 × 5★ + 9 × 4★ = 141: an average of 4.7 over 30 reviews.
    const ratings = [...Array<number>(21).fill(5), ...Array<number>(9).fill(4)];
    for (let i = 0; i < ratings.length; i += 10) {
      const orders = await Promise.all(ratings.slice(i, i + 10).map(() => orderIn(api, { buyer: buyerCookie, seller: sellerCookie, foodId: crowd })));
      const answers = await Promise.all(orders.map((orderId, j) => review(orderId, { rating: ratings[i + j] })));
      expect(answers.map((answer) => answer.status)).toEqual(orders.map(() => 201));
    }
    expect((await review(await orderIn(api, { buyer: buyerCookie, seller: sellerCookie, foodId: lone }), { rating: 5 })).status).toBe(201);

    const listed = await call<Food[]>(api, `/api/foods?sort=rating&category=${category}`);
    expect(listed.body.map((food) => [food._id, food.rating])).toEqual([
      [crowd, { average: 4.7, count: 30 }],
      [lone, { average: 5, count: 1 }],
      [unrated, { average: 0, count: 0 }],
    ]);
    // (5 × 3.5 + sum) / (5 + count): 158.5 / 35 ≈ 4.53 against 22.5 / 6 = 3.75.
    expect(await foodDoc(crowd)).toMatchObject({ ratingSum: 141, ratingCount: 30, ratingScore: 158.5 / 35 });
    expect(await foodDoc(lone)).toMatchObject({ ratingSum: 5, ratingCount: 1, ratingScore: 3.75 });
    // Pages of one keep that order through the cursor.
    const first = await call<Food[]>(api, `/api/foods?sort=rating&category=${category}&limit=1`);
    const second = await call<Food[]>(api, `/api/foods?sort=rating&category=${category}&limit=1&cursor=${first.headers.get('x-next-cursor') ?? ''}`);
    expect([first.body[0]?._id, second.body[0]?._id]).toEqual([crowd, lone]);
  }, 60_000);
});
