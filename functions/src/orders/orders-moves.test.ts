import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { STOCK_MAX } from '../domain/limits.js';
import { MSG } from '../domain/messages.js';
import { ORDER_MOVES, ORDER_STATUSES, type OrderStatus } from '../domain/orders.js';
import type { OrderDetail } from '../domain/types.js';
import { call, createUser, resetStore, signIn, startApi, type ApiServer, type TestUser } from '../test/api.js';
import { addFood as addFoodAs } from '../test/completed-orders.js';
import { openOrdersOf, storedFood, storedOrder } from '../test/stored.js';

// docs/ARCHITECTURE.md §5a: every move of the table over HTTP, and every refusal, each checked against what is stored.

let api: ApiServer;
let seller: TestUser;
let sellerCookie: string;
let buyer: TestUser;
let buyerCookie: string;
let strangerCookie: string;

type Body = OrderDetail & { message: string; ok?: boolean; errors?: Record<string, string> };


const addFood = (quantity = 10) => addFoodAs(api, sellerCookie, { foodName: 'Beef Tehari', price: 7.5, quantity });

async function placeOrder(foodId: string, quantity = 2): Promise<string> {
  const response = await call<{ _id: string }>(api, '/api/add-purchase-food', { method: 'POST', body: { foodId, quantity }, cookie: buyerCookie });
  expect(response.status).toBe(201);
  return response.body._id;
}

function moveTo(id: string, status: unknown, cookie: string | null = sellerCookie) {
  return call<Body>(api, `/api/orders/${id}/status`, { method: 'POST', body: { status }, cookie: cookie ?? undefined });
}

function cancel(id: string, cookie: string | null = buyerCookie) {
  return call<Body>(api, `/api/purchase-food/${id}`, { method: 'DELETE', cookie: cookie ?? undefined });
}

/** An order of 2 from a stock of 10, moved along `path` by the seller (or cancelled by the buyer); expiry is orders-expiry.test.ts'. */
async function orderAt(status: OrderStatus): Promise<{ foodId: string; orderId: string }> {
  const foodId = await addFood();
  const orderId = await placeOrder(foodId);
  const path: Record<OrderStatus, OrderStatus[]> = {
    placed: [],
    accepted: ['accepted'],
    ready: ['accepted', 'ready'],
    completed: ['accepted', 'ready', 'completed'],
    declined: ['declined'],
    cancelled: [],
    expired: [],
  };
  for (const step of path[status]) expect((await moveTo(orderId, step)).status).toBe(200);
  if (status === 'cancelled') expect((await cancel(orderId)).status).toBe(200);
  return { foodId, orderId };
}

beforeAll(async () => {
  api = await startApi();
  seller = await createUser('kitchen', { displayName: 'Chef Rahim' });
  buyer = await createUser('diner', { displayName: 'Tanvir Ahmed' });
  sellerCookie = await signIn(api, seller);
  buyerCookie = await signIn(api, buyer);
  strangerCookie = await signIn(api, await createUser('stranger'));
});

beforeEach(async () => {
  await resetStore();
});

afterAll(async () => {
  await api.close();
});

describe('the moves table, row by row', () => {
  // The system's row (expiry) needs a clock: orders-expiry.test.ts.
  for (const move of ORDER_MOVES.filter((row) => row.by !== 'system')) {
    it(`${move.from} -> ${move.to} by the ${move.by}${move.returnsStock ? ', returning the stock once' : ''}`, async () => {
      const { foodId, orderId } = await orderAt(move.from);
      const before = await storedOrder(orderId);
      const response = move.by === 'buyer' ? await cancel(orderId) : await moveTo(orderId, move.to);
      expect(response.status).toBe(200);
      if (move.by === 'seller') expect(response.body).toMatchObject({ _id: orderId, status: move.to });
      const after = await storedOrder(orderId);
      expect(after.status).toBe(move.to);
      expect(after.history).toEqual([...before.history, { status: move.to, at: expect.any(String), by: move.by }]);
      expect(Date.parse(after.history.at(-1)?.at ?? '')).toBeGreaterThanOrEqual(Date.parse(before.history.at(-1)?.at ?? ''));
      expect(await storedFood(foodId)).toMatchObject(move.returnsStock ? { quantity: 10, purchaseCount: 0 } : { quantity: 8, purchaseCount: 2 });
      expect(await openOrdersOf(buyer.uid)).toBe(0);
    });
  }

  it('counts an order as open only while it is placed', async () => {
    const foodId = await addFood(20);
    const first = await placeOrder(foodId);
    await placeOrder(foodId);
    expect(await openOrdersOf(buyer.uid)).toBe(2);
    expect((await moveTo(first, 'accepted')).status).toBe(200);
    expect(await openOrdersOf(buyer.uid)).toBe(1);
  });
});

describe('stock returned by a move', () => {
  it('stops at STOCK_MAX: a cook who set the stock back to the top keeps it editable', async () => {
    const foodId = await addFood(STOCK_MAX);
    const orderId = await placeOrder(foodId, 20);
    const edit = (quantity: number, baseQuantity: number) =>
      call(api, `/api/update-food/${foodId}`, {
        method: 'PUT',
        cookie: sellerCookie,
        body: { foodName: 'Beef Tehari', foodImage: 'https://example.com/tehari.webp', category: 'Rice', price: 7.5, quantity, baseQuantity, foodOrigin: 'Bangladesh', description: 'Beef and rice.' },
      });
    expect((await edit(STOCK_MAX, STOCK_MAX - 20)).status).toBe(200);
    expect((await cancel(orderId)).status).toBe(200);
    expect((await storedFood(foodId)).quantity).toBe(STOCK_MAX);
    // An edit that keeps the stock as loaded (the price alone) still goes through.
    expect((await edit(STOCK_MAX, STOCK_MAX)).status).toBe(200);
  });
});

describe('moves the table does not allow', () => {
  const targets = ['accepted', 'declined', 'ready', 'completed'] as const;
  for (const from of ORDER_STATUSES.filter((status) => status !== 'expired')) {
    for (const to of targets) {
      if (ORDER_MOVES.some((move) => move.from === from && move.to === to && move.by === 'seller')) continue;
      it(`409 for ${from} -> ${to}, changing nothing`, async () => {
        const { foodId, orderId } = await orderAt(from);
        const before = await storedOrder(orderId);
        const foodBefore = await storedFood(foodId);
        const response = await moveTo(orderId, to);
        expect(response.status).toBe(409);
        expect(response.body).toEqual({ message: MSG.moveNotAllowed(from, to), code: 'moveNotAllowed', params: [from, to] });
        expect(await storedOrder(orderId)).toEqual(before);
        expect(await storedFood(foodId)).toEqual(foodBefore);
      });
    }
  }

  it('the buyer cannot cancel once the kitchen has accepted (409 with the reason) or after the end (409)', async () => {
    for (const status of ['accepted', 'ready'] as const) {
      const { orderId } = await orderAt(status);
      const response = await cancel(orderId);
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ message: MSG.cancelTooLate, code: 'cancelTooLate' });
      expect((await storedOrder(orderId)).status).toBe(status);
    }
    for (const status of ['completed', 'declined'] as const) {
      const { orderId } = await orderAt(status);
      const response = await cancel(orderId);
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ message: MSG.moveNotAllowed(status, 'cancelled'), code: 'moveNotAllowed', params: [status, 'cancelled'] });
    }
  });

  it('a cancelled order cannot be cancelled again (404) nor moved by the seller (409)', async () => {
    const { foodId, orderId } = await orderAt('cancelled');
    const again = await cancel(orderId);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ message: MSG.orderNotFound, code: 'orderNotFound' });
    expect((await moveTo(orderId, 'accepted')).status).toBe(409);
    expect(await storedFood(foodId)).toMatchObject({ quantity: 10, purchaseCount: 0 });
  });
});

describe('who may move an order', () => {
  it('only the seller moves it: the buyer and a stranger get 403, nothing changes', async () => {
    const { orderId } = await orderAt('placed');
    for (const [cookie, who] of [
      [buyerCookie, 'buyer'],
      [strangerCookie, 'stranger'],
    ] as const) {
      const response = await moveTo(orderId, 'accepted', cookie);
      expect(response.status, who).toBe(403);
      expect(response.body).toEqual({ message: MSG.notSeller, code: 'notSeller' });
    }
    expect((await moveTo(orderId, 'accepted', null)).status).toBe(401);
    expect((await storedOrder(orderId)).status).toBe('placed');
  });

  it('only the buyer cancels it: the seller and a stranger get 403', async () => {
    const { orderId } = await orderAt('placed');
    for (const cookie of [sellerCookie, strangerCookie]) {
      const response = await cancel(orderId, cookie);
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ message: MSG.notBuyer, code: 'notBuyer' });
    }
    expect((await storedOrder(orderId)).status).toBe('placed');
  });

  it('400 for an unknown or missing status, 404 for an unknown or malformed order', async () => {
    const { orderId } = await orderAt('placed');
    for (const status of ['cancelled', 'placed', 'shipped', 7, undefined]) {
      const response = await moveTo(orderId, status);
      expect(response.status, String(status)).toBe(400);
      expect(response.body.errors).toEqual({ status: MSG.statusInvalid });
    }
    for (const id of ['oMissingOrder000000000000000', '__x__', 'a.b']) {
      const response = await moveTo(id, 'accepted');
      expect(response.status, id).toBe(404);
      expect(response.body).toEqual({ message: MSG.orderNotFound, code: 'orderNotFound' });
    }
    expect((await storedOrder(orderId)).status).toBe('placed');
  });
});

describe('GET /api/orders/:id', () => {
  it('shows the whole order to its buyer and its seller', async () => {
    const foodId = await addFood();
    const bought = await call<{ _id: string }>(api, '/api/add-purchase-food', {
      method: 'POST',
      body: { foodId, quantity: 3, fulfilment: 'delivery', delivery: { phone: '+8801812345678', address: 'Flat 3B, Road 11, Banani', area: 'Banani' }, note: 'No onions' },
      cookie: buyerCookie,
    });
    const id = bought.body._id;
    expect((await moveTo(id, 'accepted')).status).toBe(200);
    for (const cookie of [buyerCookie, sellerCookie]) {
      const response = await call<OrderDetail>(api, `/api/orders/${id}`, { cookie });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(response.body).toEqual({
        _id: id,
        foodId,
        foodName: 'Beef Tehari',
        foodImage: 'https://example.com/biryani.webp',
        price: 7.5,
        quantity: 3,
        total: 22.5,
        buyingDate: expect.any(String),
        status: 'accepted',
        fulfilment: 'delivery',
        delivery: { phone: '+8801812345678', address: 'Flat 3B, Road 11, Banani', area: 'Banani' },
        note: 'No onions',
        payment: 'cash_on_delivery',
        review: null,
        lines: [{ foodId, foodName: 'Beef Tehari', foodImage: 'https://example.com/biryani.webp', price: 7.5, quantity: 3, total: 22.5, review: null }],
        subtotal: 22.5,
        deliveryFee: 0,
        buyer: { email: buyer.email, userName: 'Tanvir Ahmed', photo: buyer.picture },
        seller: { email: seller.email, userName: 'Chef Rahim' },
        history: [
          { status: 'placed', at: response.body.buyingDate, by: 'buyer' },
          { status: 'accepted', at: expect.any(String), by: 'seller' },
        ],
        decline: null,
      });
    }
  });

  it('403 for anyone else, 404 for a missing order, 401 without a session', async () => {
    const { orderId } = await orderAt('placed');
    const stranger = await call<Body>(api, `/api/orders/${orderId}`, { cookie: strangerCookie });
    expect(stranger.status).toBe(403);
    expect(stranger.body).toEqual({ message: MSG.notOrderParty, code: 'notOrderParty' });
    expect((await call(api, '/api/orders/oMissingOrder000000000000000', { cookie: buyerCookie })).status).toBe(404);
    expect((await call(api, `/api/orders/${orderId}`)).status).toBe(401);
  });
});
