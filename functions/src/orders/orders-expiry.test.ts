import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getConfig, readConfig } from '../config.js';
import { MSG } from '../domain/messages.js';
import type { Order, OrderDetail, SalesSummary } from '../domain/types.js';
import { runSweep } from '../scheduled/sweep.js';
import { call, createUser, resetStore, signIn, startApi, testDb, type ApiServer, type TestUser } from '../test/api.js';
import { addFood as addFoodAs } from '../test/completed-orders.js';
import { openOrdersOf, storedFood, storedOrder } from '../test/stored.js';

// docs/ARCHITECTURE.md §5f: a placed order its kitchen does not accept within ORDER_ACCEPT_SECONDS expires by the
// system, returning its stock, purchaseCount and the buyer's open order, whichever read, move or sweep gets there first.
// The app runs on a clock the tests move, with a short ORDER_ACCEPT_SECONDS.

const ACCEPT_SECONDS = 60;
const config = { ...getConfig(), orderAcceptSeconds: ACCEPT_SECONDS };

let clock = Date.now();
const now = () => new Date(clock);
let api: ApiServer;
let buyer: TestUser;
let sellerCookie: string;
let buyerCookie: string;

type Body = OrderDetail & { message: string };

const openOrders = () => openOrdersOf(buyer.uid);
const later = (seconds: number) => {
  clock += seconds * 1000;
};

const addFood = (quantity = 10) => addFoodAs(api, sellerCookie, { foodName: 'Kacchi Biryani', quantity });

async function placeOrder(foodId: string, quantity = 2): Promise<string> {
  const response = await call<{ _id: string }>(api, '/api/add-purchase-food', { method: 'POST', body: { foodId, quantity }, cookie: buyerCookie });
  expect(response.status).toBe(201);
  return response.body._id;
}

const accept = (id: string, server = api) => call<Body>(server, `/api/orders/${id}/status`, { method: 'POST', body: { status: 'accepted' }, cookie: sellerCookie });
const getOrder = (id: string, cookie = buyerCookie) => call<Body>(api, `/api/orders/${id}`, { cookie });

/** The stock, sales and open-order count an order of 2 from a stock of 10 leaves when its quantity came back. */
async function expectReturned(foodId: string): Promise<void> {
  expect(await storedFood(foodId)).toMatchObject({ quantity: 10, purchaseCount: 0 });
  expect(await openOrders()).toBe(0);
}

async function expectExpired(orderId: string): Promise<void> {
  const order = await storedOrder(orderId);
  expect(order.status).toBe('expired');
  expect(order.history.map(({ status, by }) => [status, by])).toEqual([
    ['placed', 'buyer'],
    ['expired', 'system'],
  ]);
}

beforeAll(async () => {
  api = await startApi({ config, now });
  buyer = await createUser('waiting-buyer');
  sellerCookie = await signIn(api, await createUser('sleepy-kitchen'));
  buyerCookie = await signIn(api, buyer);
});

beforeEach(async () => {
  await resetStore();
  clock = Date.now();
});

afterAll(async () => {
  await api.close();
});

describe('ORDER_ACCEPT_SECONDS', () => {
  it('defaults to 1800 and takes a whole number of seconds', () => {
    expect(readConfig({ GCLOUD_PROJECT: 'demo-foodstore' }).orderAcceptSeconds).toBe(1800);
    expect(readConfig({ GCLOUD_PROJECT: 'food-store-prod' }).orderAcceptSeconds).toBe(1800);
    expect(readConfig({ GCLOUD_PROJECT: 'demo-foodstore', ORDER_ACCEPT_SECONDS: ' 90 ' }).orderAcceptSeconds).toBe(90);
    for (const bad of ['0', '-5', '1.5', 'soon']) expect(() => readConfig({ ORDER_ACCEPT_SECONDS: bad }), bad).toThrow(/ORDER_ACCEPT_SECONDS/);
  });
});

describe('an order nobody accepts', () => {
  it('is still placed a second before its time and expired at it, with its stock, sales and open order back', async () => {
    const foodId = await addFood();
    const orderId = await placeOrder(foodId);
    later(ACCEPT_SECONDS - 1);
    expect((await getOrder(orderId)).body.status).toBe('placed');
    expect(await openOrders()).toBe(1);
    later(1);
    const shown = await getOrder(orderId);
    expect(shown.status).toBe(200);
    expect(shown.body.status).toBe('expired');
    expect(shown.body.history.at(-1)).toEqual({ status: 'expired', at: now().toISOString(), by: 'system' });
    await expectExpired(orderId);
    await expectReturned(foodId);
  });

  it('cannot be accepted once due, even before any sweep or read: 409 and the stock returned exactly once', async () => {
    const foodId = await addFood();
    const orderId = await placeOrder(foodId);
    later(ACCEPT_SECONDS + 5);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await accept(orderId);
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ message: 'This order has expired.', code: 'orderExpired' });
    }
    await expectExpired(orderId);
    await expectReturned(foodId);
    const decline = await call<Body>(api, `/api/orders/${orderId}/status`, { method: 'POST', body: { status: 'declined' }, cookie: sellerCookie });
    expect(decline.status).toBe(409);
    expect(decline.body.message).toBe(MSG.orderExpired);
  });

  it("cannot be cancelled by its buyer once due (409), and the buyer's cancel expires it first", async () => {
    const foodId = await addFood();
    const orderId = await placeOrder(foodId);
    later(ACCEPT_SECONDS);
    const response = await call<Body>(api, `/api/purchase-food/${orderId}`, { method: 'DELETE', cookie: buyerCookie });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(MSG.orderExpired);
    await expectExpired(orderId);
    await expectReturned(foodId);
  });

  it('stays in both lists as expired; ?status=expired lists it and ?status=placed and the summary do not', async () => {
    const foodId = await addFood(20);
    const due = await placeOrder(foodId);
    later(ACCEPT_SECONDS - 10);
    const fresh = await placeOrder(foodId, 1);
    later(10);
    const summary = await call<SalesSummary>(api, '/api/sales/summary', { cookie: sellerCookie });
    expect(summary.body).toEqual({ placed: 1, accepted: 0, ready: 0 });
    // The summary counts without writing: the due order is still stored as placed until a read of it.
    expect((await storedOrder(due)).status).toBe('placed');

    const expiredOnly = await call<OrderDetail[]>(api, '/api/sales?status=expired', { cookie: sellerCookie });
    expect(expiredOnly.body.map((order) => [order._id, order.status])).toEqual([[due, 'expired']]);
    const placedOnly = await call<OrderDetail[]>(api, '/api/sales?status=placed', { cookie: sellerCookie });
    expect(placedOnly.body.map((order) => order._id)).toEqual([fresh]);
    const all = await call<OrderDetail[]>(api, '/api/sales', { cookie: sellerCookie });
    expect(all.body.map((order) => [order._id, order.status])).toEqual([
      [fresh, 'placed'],
      [due, 'expired'],
    ]);
    const mine = await call<Order[]>(api, `/api/purchase-food/${encodeURIComponent(buyer.email)}`, { cookie: buyerCookie });
    expect(mine.body.map((order) => [order._id, order.status])).toEqual([
      [fresh, 'placed'],
      [due, 'expired'],
    ]);
    expect(await storedFood(foodId)).toMatchObject({ quantity: 19, purchaseCount: 1 });
  });

  it("the buyer's list expires a due order as it reads it", async () => {
    const foodId = await addFood();
    const orderId = await placeOrder(foodId);
    later(ACCEPT_SECONDS);
    const mine = await call<Order[]>(api, `/api/purchase-food/${encodeURIComponent(buyer.email)}`, { cookie: buyerCookie });
    expect(mine.body).toEqual([expect.objectContaining({ _id: orderId, status: 'expired', total: 25 })]);
    await expectExpired(orderId);
    await expectReturned(foodId);
  });

  it('leaves accepted orders alone', async () => {
    const foodId = await addFood();
    const orderId = await placeOrder(foodId);
    expect((await accept(orderId)).status).toBe(200);
    later(ACCEPT_SECONDS * 10);
    expect((await getOrder(orderId)).body.status).toBe('accepted');
    expect((await runSweep({ db: testDb(), config, now })).expired).toBe(0);
    expect(await storedFood(foodId)).toMatchObject({ quantity: 8, purchaseCount: 2 });
  });
});

describe('the scheduled sweep (its handler, run directly)', () => {
  it('expires every due order and only those, once', async () => {
    const foods = [await addFood(), await addFood(), await addFood()];
    const due = [await placeOrder(foods[0] ?? ''), await placeOrder(foods[1] ?? '')];
    later(ACCEPT_SECONDS - 1);
    const fresh = await placeOrder(foods[2] ?? '');
    later(1);
    expect(await runSweep({ db: testDb(), config, now })).toEqual({ expired: 2, kitchensSynced: 0 });
    for (const id of due) await expectExpired(id);
    expect((await storedOrder(fresh)).status).toBe('placed');
    expect(await storedFood(foods[0] ?? '')).toMatchObject({ quantity: 10, purchaseCount: 0 });
    expect(await storedFood(foods[2] ?? '')).toMatchObject({ quantity: 8, purchaseCount: 2 });
    expect(await openOrders()).toBe(1);
    expect((await runSweep({ db: testDb(), config, now })).expired).toBe(0);
  });
});

describe("a seller's accept racing the expiry", () => {
  it('10 orders at their deadline: each is accepted or expired, never both, and stock comes back at most once', async () => {
    // The seller's request is judged at 1 s before the deadline, the sweep at 1 s after: both may win, only one does.
    const sellerClock = { at: 0 };
    const sellerApi = await startApi({ config, now: () => new Date(sellerClock.at) });
    try {
      const foodIds = await Promise.all(Array.from({ length: 10 }, () => addFood()));
      const orderIds = await Promise.all(foodIds.map((foodId) => placeOrder(foodId)));
      sellerClock.at = clock + (ACCEPT_SECONDS - 1) * 1000;
      later(ACCEPT_SECONDS + 1);
      const [answers, sweep] = await Promise.all([Promise.all(orderIds.map((id) => accept(id, sellerApi))), runSweep({ db: testDb(), config, now })]);

      let accepted = 0;
      for (const [index, orderId] of orderIds.entries()) {
        const answer = answers[index];
        const order = await storedOrder(orderId);
        const food = await storedFood(foodIds[index] ?? '');
        if (answer?.status === 200) {
          accepted += 1;
          expect(order.status).toBe('accepted');
          expect(order.history.map((entry) => entry.status)).toEqual(['placed', 'accepted']);
          expect(food).toMatchObject({ quantity: 8, purchaseCount: 2 });
        } else {
          expect(answer?.status).toBe(409);
          expect(answer?.body.message).toBe(MSG.orderExpired);
          expect(order.history.map((entry) => entry.status)).toEqual(['placed', 'expired']);
          expect(food).toMatchObject({ quantity: 10, purchaseCount: 0 });
        }
      }
      expect(sweep.expired).toBe(10 - accepted);
      expect(await openOrders()).toBe(0);
    } finally {
      await sellerApi.close();
    }
  });
});
