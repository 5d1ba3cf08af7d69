import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../domain/messages.js';
import type { Food, Review } from '../domain/types.js';
import { call, createUser, resetStore, signIn, startApi, testDb, type ApiServer } from '../test/api.js';
import { addFood, orderIn } from '../test/completed-orders.js';
import { REVIEWS } from './review-doc.js';
import { storedFood } from '../test/stored.js';

// 20 ratings adding up to 81: an average of 4.05 exactly, which any lost update would change.
const RATINGS = [5, 5, 4, 5, 3, 4, 5, 2, 4, 5, 5, 1, 4, 5, 3, 4, 5, 4, 3, 5];

let api: ApiServer;
let sellerCookie: string;
let buyerCookies: string[];

beforeAll(async () => {
  api = await startApi();
  await resetStore();
  sellerCookie = await signIn(api, await createUser('busy-kitchen'));
  const buyers = await Promise.all(RATINGS.map((_, i) => createUser(`rater${i}`)));
  buyerCookies = await Promise.all(buyers.map((buyer) => signIn(api, buyer)));
});

afterAll(async () => {
  await api.close();
});

const reviewCount = async (foodId: string) => (await testDb().collection(REVIEWS).where('foodId', '==', foodId).count().get()).data().count;

/** One completed order of the food per buyer, placed and moved concurrently. */
function completedOrders(foodId: string, cookies: readonly string[]): Promise<string[]> {
  return Promise.all(cookies.map((buyer) => orderIn(api, { buyer, seller: sellerCookie, foodId })));
}

describe('reviews under contention', () => {
  it('20 buyers review one food at once: count 20 and the exact average', async () => {
    expect(RATINGS.reduce((sum, rating) => sum + rating, 0)).toBe(81);
    const foodId = await addFood(api, sellerCookie, { foodName: 'Crowd Favourite', quantity: 50 });
    const orders = await completedOrders(foodId, buyerCookies);
    const responses = await Promise.all(
      orders.map((orderId, i) =>
        call(api, `/api/orders/${orderId}/review`, { method: 'POST', body: { rating: RATINGS[i], text: `Rater ${i}` }, cookie: buyerCookies[i] }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(RATINGS.map(() => 201));
    expect(await storedFood(foodId)).toMatchObject({ ratingSum: 81, ratingCount: 20, ratingScore: 3.94 });
    expect((await call<Food>(api, `/api/food/${foodId}`)).body.rating).toEqual({ average: 4.05, count: 20 });
    expect(await reviewCount(foodId)).toBe(20);
    const listed = await call<Review[]>(api, `/api/food/${foodId}/reviews?limit=50`);
    expect(listed.body.map((review) => review.rating).sort()).toEqual([...RATINGS].sort());
  });

  it('10 removals racing 10 new reviews of one food leave the exact rating of what remains', async () => {
    const foodId = await addFood(api, sellerCookie, { foodName: 'Changing Minds', quantity: 50 });
    const orders = await completedOrders(foodId, buyerCookies);
    const [early, late] = [orders.slice(0, 10), orders.slice(10)];
    for (const [i, orderId] of early.entries()) {
      const response = await call(api, `/api/orders/${orderId}/review`, { method: 'POST', body: { rating: RATINGS[i] }, cookie: buyerCookies[i] });
      expect(response.status).toBe(201);
    }
    const responses = await Promise.all([
      ...early.map((orderId, i) => call(api, `/api/orders/${orderId}/review`, { method: 'DELETE', cookie: buyerCookies[i] })),
      ...late.map((orderId, i) =>
        call(api, `/api/orders/${orderId}/review`, { method: 'POST', body: { rating: RATINGS[i + 10] }, cookie: buyerCookies[i + 10] }),
      ),
    ]);
    expect(responses.map((response) => response.status)).toEqual([...early.map(() => 200), ...late.map(() => 201)]);
    const sum = RATINGS.slice(10).reduce((total, rating) => total + rating, 0);
    expect(await storedFood(foodId)).toMatchObject({ ratingSum: sum, ratingCount: 10, ratingScore: (17.5 + sum) / 15 });
    expect(await reviewCount(foodId)).toBe(10);
  });

  it('the same order reviewed 5 times at once: one review, four 409s', async () => {
    const foodId = await addFood(api, sellerCookie, { foodName: 'Double Tap', quantity: 5 });
    const [orderId = ''] = await completedOrders(foodId, buyerCookies.slice(0, 1));
    const responses = await Promise.all(
      [1, 2, 3, 4, 5].map((rating) =>
        call<{ message?: string }>(api, `/api/orders/${orderId}/review`, { method: 'POST', body: { rating }, cookie: buyerCookies[0] }),
      ),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409, 409, 409, 409]);
    for (const response of responses.filter((r) => r.status === 409)) expect(response.body.message).toBe(MSG.alreadyReviewed);
    const food = await storedFood(foodId);
    expect(food.ratingCount).toBe(1);
    expect(await reviewCount(foodId)).toBe(1);
  });
});
