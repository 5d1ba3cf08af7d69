import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../domain/messages.js';
import { FOODS, type FoodDoc } from '../foods/food-doc.js';
import { call, createUser, foodInput, resetStore, signIn, startApi, testDb, type ApiServer } from '../test/api.js';
import { ORDERS } from './orders-repo.js';

let api: ApiServer;
let sellerCookie: string;
let buyerCookies: string[];

async function storedFood(id: string): Promise<FoodDoc | undefined> {
  return (await testDb().collection(FOODS).doc(id).get()).data() as FoodDoc | undefined;
}

async function ordersOf(foodId: string): Promise<number> {
  return (await testDb().collection(ORDERS).where('foodId', '==', foodId).count().get()).data().count;
}

async function addFood(quantity: number): Promise<string> {
  const response = await call<{ _id: string }>(api, '/api/add-food', {
    method: 'POST',
    body: foodInput({ foodName: 'Contended Kacchi', quantity }),
    cookie: sellerCookie,
  });
  expect(response.status).toBe(201);
  return response.body._id;
}

beforeAll(async () => {
  api = await startApi();
  await resetStore();
  sellerCookie = await signIn(api, await createUser('contended-seller'));
  const buyers = await Promise.all(Array.from({ length: 30 }, (_, i) => createUser(`buyer${i}`)));
  buyerCookies = await Promise.all(buyers.map((buyer) => signIn(api, buyer)));
});

afterAll(async () => {
  await api.close();
});

async function storedOrder(id: string) {
  return (await testDb().collection(ORDERS).doc(id).get()).data();
}

describe('purchases under contention', () => {
  it('30 buyers of 1 unit against a stock of 10: exactly 10 orders, stock 0, 20 answers of 409', async () => {
    const foodId = await addFood(10);
    const responses = await Promise.all(
      buyerCookies.map((cookie) =>
        call<{ _id?: string; message?: string }>(api, '/api/add-purchase-food', {
          method: 'POST',
          body: { foodId, quantity: 1 },
          cookie,
        }),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(20);
    for (const response of responses.filter((r) => r.status === 409)) {
      expect([MSG.outOfStock, MSG.purchaseQuantityStock]).toContain(response.body.message);
    }
    expect(await storedFood(foodId)).toMatchObject({ quantity: 0, purchaseCount: 10 });
    expect(await ordersOf(foodId)).toBe(10);
  });

  it('5 concurrent cancels of one order: exactly one succeeds and the stock comes back once', async () => {
    const foodId = await addFood(10);
    const [cookie] = buyerCookies;
    const bought = await call<{ _id: string }>(api, '/api/add-purchase-food', {
      method: 'POST',
      body: { foodId, quantity: 3 },
      cookie,
    });
    expect(bought.status).toBe(201);
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => call(api, `/api/purchase-food/${bought.body._id}`, { method: 'DELETE', cookie })),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([200, 404, 404, 404, 404]);
    expect(await storedFood(foodId)).toMatchObject({ quantity: 10, purchaseCount: 0 });
    const order = (await testDb().collection(ORDERS).doc(bought.body._id).get()).data();
    expect(order).toMatchObject({ status: 'cancelled' });
    expect(order?.history).toHaveLength(2);
  });
});

describe('racing order moves (docs/ARCHITECTURE.md §5a and §6)', () => {
  it("the buyer's cancel against the seller's accept, 10 orders at once: one winner each, stock returned at most once", async () => {
    const foodId = await addFood(100);
    const [buyerCookie] = buyerCookies as [string];
    const orderIds: string[] = [];
    for (let i = 0; i < 10; i += 1) {
      const bought = await call<{ _id: string }>(api, '/api/add-purchase-food', { method: 'POST', body: { foodId, quantity: 2 }, cookie: buyerCookie });
      expect(bought.status).toBe(201);
      orderIds.push(bought.body._id);
    }
    expect(await storedFood(foodId)).toMatchObject({ quantity: 80, purchaseCount: 20 });

    const outcomes = await Promise.all(
      orderIds.map(async (id) => {
        const [cancel, accept] = await Promise.all([
          call<{ message?: string }>(api, `/api/purchase-food/${id}`, { method: 'DELETE', cookie: buyerCookie }),
          call<{ message?: string }>(api, `/api/orders/${id}/status`, { method: 'POST', body: { status: 'accepted' }, cookie: sellerCookie }),
        ]);
        return { id, cancel, accept };
      }),
    );

    let cancelled = 0;
    for (const { id, cancel, accept } of outcomes) {
      expect([cancel.status, accept.status].sort(), id).toEqual([200, 409]);
      const order = await storedOrder(id);
      expect(order?.history, id).toHaveLength(2);
      if (cancel.status === 200) {
        cancelled += 1;
        expect(order?.status).toBe('cancelled');
        expect(accept.body.message).toBe(MSG.moveNotAllowed('cancelled', 'accepted'));
      } else {
        expect(order?.status).toBe('accepted');
        expect(cancel.body.message).toBe(MSG.cancelTooLate);
      }
    }
    // Each cancel that won returned its 2 units exactly once; an accepted order kept them.
    expect(await storedFood(foodId)).toMatchObject({ quantity: 80 + 2 * cancelled, purchaseCount: 20 - 2 * cancelled });
  });
});
