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

describe('orders of several dishes under contention (docs/ARCHITECTURE.md §5h)', () => {
  it('30 buyers of [A × 1, B × 1] against stocks of 10 and 5: exactly 5 orders, A = 5, B = 0, 25 answers of 409, no order of one line', async () => {
    const a = await addFood(10);
    const b = await addFood(5);
    const responses = await Promise.all(
      buyerCookies.map((cookie) =>
        call<{ _id?: string; message?: string; errors?: Record<string, string> }>(api, '/api/orders', {
          method: 'POST',
          body: { lines: [{ foodId: a, quantity: 1 }, { foodId: b, quantity: 1 }] },
          cookie,
        }),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(25);
    for (const response of responses.filter((r) => r.status === 409)) {
      expect(response.body).toEqual({ message: MSG.linesShort, code: 'linesShort', errors: { 'lines.1.quantity': 'Only 0 left.' }, fieldCodes: { 'lines.1.quantity': { code: 'onlyLeft', params: [0] } } });
    }
    expect(await storedFood(a)).toMatchObject({ quantity: 5, purchaseCount: 5 });
    expect(await storedFood(b)).toMatchObject({ quantity: 0, purchaseCount: 5 });
    const orders = await testDb().collection(ORDERS).where('foodId', '==', a).get();
    expect(orders.size).toBe(5);
    for (const order of orders.docs) expect((order.get('lines') as { foodId: string }[]).map((line) => line.foodId)).toEqual([a, b]);
    expect(await ordersOf(b)).toBe(0);
  });

  it("the buyer's cancel against the seller's decline of 3-line orders: one winner each, every line's stock back exactly once", async () => {
    const foods = [await addFood(100), await addFood(100), await addFood(100)];
    const [buyerCookie] = buyerCookies as [string];
    const orderIds: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const placed = await call<{ _id: string }>(api, '/api/orders', {
        method: 'POST',
        body: { lines: foods.map((foodId, index) => ({ foodId, quantity: index + 1 })) },
        cookie: buyerCookie,
      });
      expect(placed.status).toBe(201);
      orderIds.push(placed.body._id);
    }
    const outcomes = await Promise.all(
      orderIds.map(async (id) => {
        const [cancel, decline] = await Promise.all([
          call(api, `/api/purchase-food/${id}`, { method: 'DELETE', cookie: buyerCookie }),
          call(api, `/api/orders/${id}/status`, { method: 'POST', body: { status: 'declined' }, cookie: sellerCookie }),
        ]);
        return { id, cancel, decline };
      }),
    );
    for (const { id, cancel, decline } of outcomes) {
      expect([cancel.status, decline.status].sort(), id).toEqual([200, 409]);
      const order = await storedOrder(id);
      expect(order?.history, id).toHaveLength(2);
      expect(order?.status).toBe(cancel.status === 200 ? 'cancelled' : 'declined');
    }
    // Every order ended one way or the other, returning each of its lines once: the stocks are whole again.
    for (const foodId of foods) expect(await storedFood(foodId)).toMatchObject({ quantity: 100, purchaseCount: 0 });
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
