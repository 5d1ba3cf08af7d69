import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getConfig } from '../config.js';
import { MSG } from '../domain/messages.js';
import { call, createUser, resetStore, signIn, startApi, testDb, type ApiServer } from '../test/api.js';
import { ORDERS } from './orders-repo.js';
import { addFood as addFoodAs } from '../test/completed-orders.js';
import { openOrdersOf, storedFood } from '../test/stored.js';

// Issue 9, items 4 and 7: a purchase retried with its Idempotency-Key never makes a second order, and a buyer's open
// orders are limited when the limit is configured.

let api: ApiServer;
let limitedApi: ApiServer;
let sellerCookie: string;
let buyerCookie: string;
let otherBuyerCookie: string;
let buyerUid: string;

type Body = { _id?: string; message?: string; errors?: Record<string, string> };

const orderCount = async () => (await testDb().collection(ORDERS).count().get()).data().count;

const addFood = (quantity = 10) => addFoodAs(api, sellerCookie, { quantity });

function purchase(body: unknown, key?: string, cookie = buyerCookie, server = api) {
  return call<Body>(server, '/api/add-purchase-food', {
    method: 'POST',
    body,
    cookie,
    headers: key === undefined ? {} : { 'Idempotency-Key': key },
  });
}

beforeAll(async () => {
  api = await startApi();
  limitedApi = await startApi({ config: { ...getConfig(), limits: { foodsPerDay: null, openOrdersPerBuyer: 2, photosPerDay: null } } });
  sellerCookie = await signIn(api, await createUser('idem-seller'));
  const buyer = await createUser('idem-buyer');
  buyerUid = buyer.uid;
  buyerCookie = await signIn(api, buyer);
  otherBuyerCookie = await signIn(api, await createUser('idem-other'));
});

beforeEach(async () => {
  await resetStore();
});

afterAll(async () => {
  await Promise.all([api.close(), limitedApi.close()]);
});

describe('an Idempotency-Key', () => {
  it('makes a repeated purchase answer the same order, with one decrement', async () => {
    const foodId = await addFood();
    const key = '3f0c2a4e-7d1b-4c9e-9f51-0a2b3c4d5e6f';
    const first = await purchase({ foodId, quantity: 2 }, key);
    const again = await purchase({ foodId, quantity: 2 }, key);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body._id).toBe(first.body._id);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await orderCount()).toBe(1);
    expect(await storedFood(foodId)).toMatchObject({ quantity: 8, purchaseCount: 2 });
    expect(await openOrdersOf(buyerUid)).toBe(1);
  });

  it('10 concurrent sends of one purchase make one order and one decrement', async () => {
    const foodId = await addFood();
    const responses = await Promise.all(Array.from({ length: 10 }, () => purchase({ foodId, quantity: 3 }, 'retry-storm-key-1')));
    expect(responses.map((response) => response.status)).toEqual(Array(10).fill(201));
    expect(new Set(responses.map((response) => response.body._id)).size).toBe(1);
    expect(await orderCount()).toBe(1);
    expect(await storedFood(foodId)).toMatchObject({ quantity: 7, purchaseCount: 3 });
  });

  it('replays even after the stock ran out because of that very order', async () => {
    const foodId = await addFood(2);
    const first = await purchase({ foodId, quantity: 2 }, 'last-units-key');
    const again = await purchase({ foodId, quantity: 2 }, 'last-units-key');
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(await storedFood(foodId)).toMatchObject({ quantity: 0 });
  });

  it('answers 409 when the same key comes with another purchase, changing nothing', async () => {
    const foodId = await addFood();
    await purchase({ foodId, quantity: 1 }, 'same-key-other-body');
    const other = await purchase({ foodId, quantity: 2 }, 'same-key-other-body');
    expect(other.status).toBe(409);
    expect(other.body).toEqual({ message: MSG.idempotencyKeyReused, code: 'idempotencyKeyReused' });
    expect(await orderCount()).toBe(1);
    expect(await storedFood(foodId)).toMatchObject({ quantity: 9 });
  });

  it('belongs to its buyer: another buyer with the same key gets an order of their own', async () => {
    const foodId = await addFood();
    const mine = await purchase({ foodId, quantity: 1 }, 'shared-key-0001');
    const theirs = await purchase({ foodId, quantity: 1 }, 'shared-key-0001', otherBuyerCookie);
    expect([mine.status, theirs.status]).toEqual([201, 201]);
    expect(theirs.body._id).not.toBe(mine.body._id);
    expect(await orderCount()).toBe(2);
  });

  it('answers 400 for a malformed key and stores nothing', async () => {
    const foodId = await addFood();
    for (const key of ['short', 'has space in it', 'x'.repeat(129), 'slash/inside/key']) {
      const response = await purchase({ foodId, quantity: 1 }, key);
      expect(response.status, key).toBe(400);
      expect(response.body.errors).toEqual({ 'Idempotency-Key': MSG.idempotencyKeyInvalid });
    }
    expect(await orderCount()).toBe(0);
  });

  it('without a key, two sends are two orders (what the key prevents)', async () => {
    const foodId = await addFood();
    await purchase({ foodId, quantity: 1 });
    await purchase({ foodId, quantity: 1 });
    expect(await orderCount()).toBe(2);
  });
});

describe('open orders per buyer (OPEN_ORDERS_LIMIT)', () => {
  it('answers 429 with Retry-After at the limit, writes nothing, and frees a place when an order moves on', async () => {
    const foodId = await addFood(20);
    const placed = [];
    for (let i = 0; i < 2; i += 1) {
      const response = await purchase({ foodId, quantity: 1 }, undefined, buyerCookie, limitedApi);
      expect(response.status).toBe(201);
      placed.push(response.body._id ?? '');
    }
    const refused = await purchase({ foodId, quantity: 1 }, undefined, buyerCookie, limitedApi);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: MSG.tooManyOpenOrders(2), code: 'tooManyOpenOrders', params: [2] });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await orderCount()).toBe(2);
    expect(await storedFood(foodId)).toMatchObject({ quantity: 18, purchaseCount: 2 });

    const cancelled = await call(limitedApi, `/api/purchase-food/${placed[0]}`, { method: 'DELETE', cookie: buyerCookie });
    expect(cancelled.status).toBe(200);
    expect((await purchase({ foodId, quantity: 1 }, undefined, buyerCookie, limitedApi)).status).toBe(201);
  });

  it('holds under concurrency: 6 purchases at once with a limit of 2 place exactly 2', async () => {
    const foodId = await addFood(20);
    const responses = await Promise.all(Array.from({ length: 6 }, () => purchase({ foodId, quantity: 1 }, undefined, buyerCookie, limitedApi)));
    expect(responses.filter((response) => response.status === 201)).toHaveLength(2);
    expect(responses.filter((response) => response.status === 429)).toHaveLength(4);
    expect(await orderCount()).toBe(2);
    expect(await openOrdersOf(buyerUid)).toBe(2);
  });

  it('is off under the demo project unless configured: orders are still counted', async () => {
    const foodId = await addFood(20);
    for (let i = 0; i < 4; i += 1) expect((await purchase({ foodId, quantity: 1 })).status).toBe(201);
    expect(await openOrdersOf(buyerUid)).toBe(4);
  });
});
