import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../domain/messages.js';
import type { Review } from '../domain/types.js';
import { encodeCursor } from '../db/cursor.js';
import { call, createUser, readsOf, resetStore, signIn, startApi, testDb, type ApiResponse, type ApiServer, type TestUser } from '../test/api.js';
import { addFood, orderIn } from '../test/completed-orders.js';
import { REVIEWS, type ReviewDoc } from './review-doc.js';

let api: ApiServer;
let seller: TestUser;
let buyers: TestUser[];
let sellerCookie: string;
let buyerCookies: string[];
let strangerCookie: string;
let clock = Date.parse('2025-03-01T10:00:00Z');

beforeAll(async () => {
  // One review a minute: newest first is then a strict order the test can predict.
  api = await startApi({ now: () => new Date((clock += 60_000)) });
  await resetStore();
  seller = await createUser('page-seller');
  buyers = await Promise.all([createUser('page-buyer-a', { displayName: 'Ayesha' }), createUser('page-buyer-b', { displayName: 'Babul' })]);
  [sellerCookie, strangerCookie, ...buyerCookies] = await Promise.all([
    signIn(api, seller),
    signIn(api, await createUser('page-stranger')),
    ...buyers.map((buyer) => signIn(api, buyer)),
  ]);
});

afterAll(async () => {
  await api.close();
});

/** Reviews `count` completed orders of the food, alternating the two buyers; returns the review ids, oldest first. */
async function reviewed(foodId: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const buyer = buyerCookies[i % 2] ?? '';
    const orderId = await orderIn(api, { buyer, seller: sellerCookie, foodId });
    const response = await call<{ _id: string }>(api, `/api/orders/${orderId}/review`, {
      method: 'POST',
      body: { rating: (i % 5) + 1, text: i % 3 === 0 ? '' : `Review number ${i}` },
      cookie: buyer,
    });
    expect(response.status).toBe(201);
    ids.push(response.body._id);
  }
  return ids;
}

const page = (foodId: string, params = '') => call<Review[]>(api, `/api/food/${foodId}/reviews${params}`);

/** Follows X-Next-Cursor to the end, checking each page's size and its reads against limit + 1. */
async function walk(foodId: string, limit: number): Promise<{ ids: string[]; pages: ApiResponse<Review[]>[] }> {
  const pages: ApiResponse<Review[]>[] = [];
  let cursor: string | null = null;
  do {
    const response: ApiResponse<Review[]> = await page(foodId, `?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(response.status).toBe(200);
    expect(response.body.length).toBeLessThanOrEqual(limit);
    expect(readsOf(response)).toBeLessThanOrEqual(limit + 1);
    pages.push(response);
    cursor = response.headers.get('x-next-cursor');
  } while (cursor);
  return { ids: pages.flatMap((response) => response.body.map((review) => review._id)), pages };
}

describe('GET /api/food/:id/reviews', () => {
  it('lists newest first, 10 by default, with no e-mail or uid, in limit + 1 reads', async () => {
    const foodId = await addFood(api, sellerCookie, { foodName: 'Much Reviewed Biryani', quantity: 100 });
    const ids = await reviewed(foodId, 12);
    const first = await page(foodId);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('public, no-cache');
    expect(first.body.map((review) => review._id)).toEqual([...ids].reverse().slice(0, 10));
    expect(readsOf(first)).toBe(11);
    expect(first.headers.get('x-next-cursor')).toBeTruthy();
    const newest = first.body[0];
    expect(newest).toEqual({
      _id: ids[11],
      rating: 2,
      text: 'Review number 11',
      createdAt: expect.stringMatching(/^2025-03-01T\d\d:\d\d:00\.000Z$/),
      reviewer: { userName: 'Babul', photo: buyers[1]?.picture },
    });
    expect(first.body.find((review) => review._id === ids[9])?.text).toBe('');
    const body = JSON.stringify(first.body);
    for (const secret of [...buyers.map((buyer) => buyer.email), ...buyers.map((buyer) => buyer.uid), seller.uid, '@']) {
      expect(body).not.toContain(secret);
    }
    const second = await page(foodId, `?cursor=${first.headers.get('x-next-cursor')}`);
    expect(second.body.map((review) => review._id)).toEqual([ids[1], ids[0]]);
    expect(second.headers.get('x-next-cursor')).toBeNull();
  });

  it('pages without repeats or gaps, ends without an empty page, and survives a removal between pages', async () => {
    const foodId = await addFood(api, sellerCookie, { foodName: 'Paged Pitha', quantity: 100 });
    const ids = await reviewed(foodId, 23);
    const newestFirst = [...ids].reverse();
    for (const limit of [1, 5, 10, 23, 50]) {
      const { ids: listed, pages } = await walk(foodId, limit);
      expect(listed, `limit ${limit}`).toEqual(newestFirst);
      expect(pages, `limit ${limit}`).toHaveLength(Math.ceil(23 / limit));
    }

    // The buyer of a review on the first page removes it while a shopper reads on: the next page still follows.
    const first = await page(foodId, '?limit=10');
    const orders = await testDb().collection(REVIEWS).where('foodId', '==', foodId).get();
    const orderOf = new Map(orders.docs.map((doc) => [doc.id, doc.data() as ReviewDoc]));
    const gone = orderOf.get(newestFirst[3] ?? '');
    const goneBuyer = buyerCookies[ids.indexOf(newestFirst[3] ?? '') % 2] ?? '';
    expect((await call(api, `/api/orders/${gone?.orderId}/review`, { method: 'DELETE', cookie: goneBuyer })).status).toBe(200);
    const rest = await page(foodId, `?limit=10&cursor=${first.headers.get('x-next-cursor')}`);
    expect(rest.body.map((review) => review._id)).toEqual(newestFirst.slice(10, 20));

    // Removing the oldest leaves its id as the list's end: at worst one empty last page, never a skipped review.
    const oldest = orderOf.get(ids[0] ?? '');
    expect((await call(api, `/api/orders/${oldest?.orderId}/review`, { method: 'DELETE', cookie: buyerCookies[0] ?? '' })).status).toBe(200);
    const remaining = newestFirst.filter((id) => id !== newestFirst[3] && id !== ids[0]);
    expect(remaining).toHaveLength(21);
    const { ids: after, pages } = await walk(foodId, 7);
    expect(after).toEqual(remaining);
    expect(pages.at(-1)?.body).toEqual([]);
  });

  it('answers an empty list for a food without reviews, 404 for an unknown or deleted food', async () => {
    const foodId = await addFood(api, sellerCookie, { foodName: 'Unreviewed Doi' });
    const empty = await page(foodId);
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual([]);
    expect(empty.headers.get('x-next-cursor')).toBeNull();

    for (const id of ['no-such-food', '__food__']) {
      const response = await page(id);
      expect(response.status, id).toBe(404);
      expect(response.body).toEqual({ message: MSG.foodNotFound, code: 'foodNotFound' });
    }
    const deleted = await addFood(api, sellerCookie, { foodName: 'Withdrawn Kebab' });
    await reviewed(deleted, 2);
    expect((await call(api, `/api/food/${deleted}`, { method: 'DELETE', cookie: sellerCookie })).status).toBe(200);
    const response = await page(deleted);
    expect(response.status).toBe(404);
    expect(readsOf(response)).toBeLessThanOrEqual(11);
  });

  it('answers 400 for a bad limit or a cursor of another food', async () => {
    const foodId = await addFood(api, sellerCookie, { foodName: 'Cursor Curry' });
    const other = await addFood(api, sellerCookie, { foodName: 'Other Curry' });
    await reviewed(other, 3);
    for (const limit of ['0', '51', 'x', '2.5']) {
      expect((await page(foodId, `?limit=${limit}`)).body).toEqual({ message: MSG.invalidLimit(50), code: 'invalidLimit', params: [50], errors: { limit: MSG.invalidLimit(50) }, fieldCodes: { limit: { code: 'invalidLimit', params: [50] } } });
    }
    const cursor = (await page(other, '?limit=1')).headers.get('x-next-cursor');
    expect(cursor).toBeTruthy();
    for (const bad of [cursor, encodeCursor(`reviews|food=${foodId}`, [5]), encodeCursor(`reviews|food=${foodId}`, ['bad/id']), '%%']) {
      const response = await page(foodId, `?cursor=${bad}`);
      expect(response.status, String(bad)).toBe(400);
      expect(response.body).toMatchObject({ errors: { cursor: MSG.invalidCursor } });
    }
  });
});

describe('POST /api/reviews/:id/reply', () => {
  const reply = (id: string, body: unknown, cookie: string) =>
    call<Review & { message?: string; errors?: Record<string, string> }>(api, `/api/reviews/${id}/reply`, { method: 'POST', body, cookie });
  const storedReply = async (id: string) => ((await testDb().collection(REVIEWS).doc(id).get()).data() as ReviewDoc).reply;

  it("posts the seller's one reply, shown under the review", async () => {
    const foodId = await addFood(api, sellerCookie, { foodName: 'Answered Haleem' });
    const [id = ''] = await reviewed(foodId, 1);
    const response = await reply(id, { text: '  Thank you, see you again!  ' }, sellerCookie);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ _id: id, rating: 1, reply: { text: 'Thank you, see you again!', at: expect.any(String) } });
    expect(await storedReply(id)).toEqual({ text: 'Thank you, see you again!', at: response.body.reply?.at });
    expect((await page(foodId)).body[0]?.reply).toEqual(response.body.reply);

    const again = await reply(id, { text: 'Another one' }, sellerCookie);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(MSG.alreadyReplied);
    expect((await storedReply(id))?.text).toBe('Thank you, see you again!');
  });

  it('answers 401, 403 to the reviewer and to a stranger, 404 for an unknown review, 400 for empty or long text', async () => {
    const foodId = await addFood(api, sellerCookie, { foodName: 'Unanswered Halim' });
    const [id = ''] = await reviewed(foodId, 1);
    expect((await reply(id, { text: 'Hi' }, '')).status).toBe(401);
    for (const cookie of [buyerCookies[0] ?? '', strangerCookie]) {
      const response = await reply(id, { text: 'Hi' }, cookie);
      expect(response.status).toBe(403);
      expect(response.body.message).toBe(MSG.notReplier);
    }
    expect((await reply('no-such-review', { text: 'Hi' }, sellerCookie)).status).toBe(404);
    for (const [body, error] of [
      [{}, MSG.replyRequired],
      [{ text: '   ' }, MSG.replyRequired],
      [{ text: 'x'.repeat(501) }, MSG.tooLong(500)],
      [{ text: 7 }, MSG.mustBeText],
    ] as const) {
      const response = await reply(id, body, sellerCookie);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.errors).toEqual({ text: error });
    }
    expect(await storedReply(id)).toBeNull();
    expect((await reply(id, { text: 'x'.repeat(500) }, sellerCookie)).status).toBe(200);
  });
});
