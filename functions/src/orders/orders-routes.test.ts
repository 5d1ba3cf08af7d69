import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MSG } from '../domain/messages.js';
import type { Order } from '../domain/types.js';
import { FOODS, type FoodDoc } from '../foods/food-doc.js';
import { call, createUser, foodInput, resetStore, signIn, startApi, testDb, type ApiServer, type TestUser } from '../test/api.js';
import { ORDERS, type OrderDoc } from './orders-repo.js';

let api: ApiServer;
let seller: TestUser;
let sellerCookie: string;
let buyer: TestUser;
let buyerCookie: string;

async function storedFood(id: string): Promise<FoodDoc | undefined> {
  return (await testDb().collection(FOODS).doc(id).get()).data() as FoodDoc | undefined;
}

async function storedOrder(id: string): Promise<OrderDoc | undefined> {
  return (await testDb().collection(ORDERS).doc(id).get()).data() as OrderDoc | undefined;
}

async function orderCount(): Promise<number> {
  return (await testDb().collection(ORDERS).count().get()).data().count;
}

async function addFood(overrides: Parameters<typeof foodInput>[0] = {}): Promise<string> {
  const response = await call<{ _id: string }>(api, '/api/add-food', {
    method: 'POST',
    body: foodInput({ foodName: 'Mango Lassi', price: 3.35, quantity: 10, ...overrides }),
    cookie: sellerCookie,
  });
  expect(response.status).toBe(201);
  return response.body._id;
}

/** `cookie` null: no session. */
function purchase(body: unknown, cookie: string | null = buyerCookie) {
  return call<{ _id: string; message: string; errors?: Record<string, string> }>(api, '/api/add-purchase-food', {
    method: 'POST',
    body,
    cookie: cookie ?? undefined,
  });
}

beforeAll(async () => {
  api = await startApi();
  seller = await createUser('seller', { displayName: 'Seller Nadia', photoUrl: 'https://example.com/nadia.png' });
  buyer = await createUser('buyer', { displayName: 'Buyer Tanvir', photoUrl: 'https://example.com/tanvir.png' });
  sellerCookie = await signIn(api, seller);
  buyerCookie = await signIn(api, buyer);
});

beforeEach(async () => {
  await resetStore();
});

afterAll(async () => {
  await api.close();
});

describe('POST /api/add-purchase-food', () => {
  it('takes the quantity from stock and records the order from Firestore and the session', async () => {
    const foodId = await addFood();
    const response = await purchase({
      foodId,
      quantity: 3,
      foodName: 'Forged',
      price: 0.01,
      buyingDate: '1999-01-01',
      seller: { email: 'forged@example.com' },
    });
    expect(response.status).toBe(201);
    expect(Object.keys(response.body)).toEqual(['_id']);
    expect(await storedFood(foodId)).toMatchObject({ quantity: 7, purchaseCount: 3 });
    const order = await storedOrder(response.body._id);
    expect(order).toEqual({
      foodId,
      foodName: 'Mango Lassi',
      foodImage: 'https://example.com/biryani.webp',
      price: 3.35,
      quantity: 3,
      total: 10.05,
      lines: [
        {
          foodId,
          foodName: 'Mango Lassi',
          foodImage: 'https://example.com/biryani.webp',
          category: 'Rice',
          foodOrigin: 'Bangladesh',
          price: 3.35,
          quantity: 3,
          total: 10.05,
          review: null,
        },
      ],
      subtotal: 10.05,
      deliveryFee: 0,
      buyingDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      buyer: { email: buyer.email, userName: 'Buyer Tanvir', photo: 'https://example.com/tanvir.png' },
      buyerUid: buyer.uid,
      sellerEmail: seller.email,
      category: 'Rice',
      foodOrigin: 'Bangladesh',
      createdAt: expect.any(Timestamp),
      seller: { email: seller.email, userName: 'Seller Nadia' },
      sellerUid: seller.uid,
      status: 'placed',
      fulfilment: 'pickup',
      delivery: null,
      note: '',
      payment: 'cash_on_delivery',
      history: [{ status: 'placed', at: order?.buyingDate, by: 'buyer' }],
      // Counted in its Dhaka day's sales rollup (§5j).
      salesDay: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
    });
    expect(order?.createdAt.toDate().toISOString()).toBe(order?.buyingDate);
    expect(Date.now() - Date.parse(order?.buyingDate ?? '')).toBeLessThan(60_000);
  });

  it('records delivery details with the phone as +880, the note and cash on delivery', async () => {
    const foodId = await addFood();
    const response = await purchase({
      foodId,
      quantity: 2,
      fulfilment: 'delivery',
      delivery: { phone: '017-1234 5678', address: ' House 12, Road 5, Dhanmondi ', area: 'Dhanmondi' },
      note: 'Ring the bell twice',
    });
    expect(response.status).toBe(201);
    expect(await storedOrder(response.body._id)).toMatchObject({
      fulfilment: 'delivery',
      delivery: { phone: '+8801712345678', address: 'House 12, Road 5, Dhanmondi', area: 'Dhanmondi' },
      note: 'Ring the bell twice',
      payment: 'cash_on_delivery',
      status: 'placed',
    });
  });

  it('reads a phone typed in Bangla digits and stores it as +880', async () => {
    const foodId = await addFood();
    const response = await purchase({
      foodId,
      quantity: 1,
      fulfilment: 'delivery',
      delivery: { phone: '০১৭১২৩৪৫৬৭৮', address: 'House 12, Road 5, Dhanmondi', area: 'Dhanmondi' },
    });
    expect(response.status).toBe(201);
    expect((await storedOrder(response.body._id))?.delivery).toEqual({
      phone: '+8801712345678',
      address: 'House 12, Road 5, Dhanmondi',
      area: 'Dhanmondi',
    });
  });

  it('answers 400 with dotted field errors for bad delivery details and stores nothing', async () => {
    const foodId = await addFood();
    const cases: [unknown, Record<string, string>][] = [
      [{ foodId, quantity: 1, fulfilment: 'delivery' }, { delivery: MSG.addressRequired }],
      [
        { foodId, quantity: 1, fulfilment: 'delivery', delivery: { phone: '12345', address: 'short', area: 'D' } },
        { 'delivery.phone': MSG.phoneInvalid, 'delivery.address': MSG.addressMin, 'delivery.area': MSG.areaMin },
      ],
      [{ foodId, quantity: 1, fulfilment: 'drone' }, { fulfilment: MSG.fulfilmentInvalid }],
      [{ foodId, quantity: 1, note: 'x'.repeat(301) }, { note: MSG.tooLong(300) }],
      [{ foodId, quantity: 1, fulfilment: 'delivery', delivery: 'Dhanmondi' }, { delivery: MSG.mustBeObject }],
    ];
    for (const [body, errors] of cases) {
      const response = await purchase(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.errors, JSON.stringify(body)).toEqual(errors);
    }
    expect(await storedFood(foodId)).toMatchObject({ quantity: 10, purchaseCount: 0 });
    expect(await orderCount()).toBe(0);
  });

  it('sells the last units of a food', async () => {
    const foodId = await addFood({ quantity: 2 });
    expect((await purchase({ foodId, quantity: 2 })).status).toBe(201);
    expect(await storedFood(foodId)).toMatchObject({ quantity: 0, purchaseCount: 2 });
  });

  it('answers 400 with the spec messages and changes nothing', async () => {
    const foodId = await addFood();
    const cases: [unknown, Record<string, string>][] = [
      [{ foodId, quantity: 0 }, { quantity: MSG.purchaseQuantityPositive }],
      [{ foodId, quantity: -2 }, { quantity: MSG.purchaseQuantityPositive }],
      [{ foodId, quantity: 21 }, { quantity: MSG.purchaseQuantityMax }],
      [{ foodId, quantity: 1.5 }, { quantity: MSG.purchaseQuantityInteger }],
      [{ foodId, quantity: 'two' }, { quantity: MSG.purchaseQuantityPositive }],
      [{ foodId }, { quantity: MSG.purchaseQuantityPositive }],
      [{ quantity: 1 }, { foodId: MSG.foodIdRequired }],
    ];
    for (const [body, errors] of cases) {
      const response = await purchase(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.errors).toEqual(errors);
      expect(response.body.message).toBe(Object.values(errors)[0]);
    }
    expect(await storedFood(foodId)).toMatchObject({ quantity: 10, purchaseCount: 0 });
    expect(await orderCount()).toBe(0);
  });

  it('answers 401 without a session and changes nothing', async () => {
    const foodId = await addFood();
    expect((await purchase({ foodId, quantity: 1 }, null)).status).toBe(401);
    expect(await storedFood(foodId)).toMatchObject({ quantity: 10, purchaseCount: 0 });
    expect(await orderCount()).toBe(0);
  });

  it('answers 404 for a missing food', async () => {
    for (const foodId of ['0000000000000missing', 'a/b']) {
      const response = await purchase({ foodId, quantity: 1 });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: MSG.foodNotFound, code: 'foodNotFound' });
    }
    expect(await orderCount()).toBe(0);
  });

  it('answers 403 when buying your own food and changes nothing', async () => {
    const foodId = await addFood();
    const response = await purchase({ foodId, quantity: 1 }, sellerCookie);
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: MSG.ownFood, code: 'ownFood' });
    expect(await storedFood(foodId)).toMatchObject({ quantity: 10, purchaseCount: 0 });
    expect(await orderCount()).toBe(0);
  });

  it('answers 409 above the stock and when out of stock, changing nothing', async () => {
    const foodId = await addFood({ quantity: 2 });
    const over = await purchase({ foodId, quantity: 3 });
    expect(over.status).toBe(409);
    expect(over.body).toEqual({ message: 'Quantity exceeds available stock (only 2 left)', code: 'purchaseQuantityStockLeft', params: [2] });
    const soldOut = await addFood({ quantity: 0 });
    const none = await purchase({ foodId: soldOut, quantity: 1 });
    expect(none.status).toBe(409);
    expect(none.body).toEqual({ message: MSG.outOfStock, code: 'outOfStock' });
    expect(await storedFood(foodId)).toMatchObject({ quantity: 2, purchaseCount: 0 });
    expect(await storedFood(soldOut)).toMatchObject({ quantity: 0, purchaseCount: 0 });
    expect(await orderCount()).toBe(0);
  });
});

describe('GET /api/purchase-food/:email', () => {
  it("lists the user's own orders newest first", async () => {
    const lassi = await addFood();
    const dal = await addFood({ foodName: 'Dal', price: 2.5 });
    const first = (await purchase({ foodId: lassi, quantity: 1 })).body._id;
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = (await purchase({ foodId: dal, quantity: 2 })).body._id;
    const otherBuyer = await createUser('other-buyer');
    await purchase({ foodId: dal, quantity: 1 }, await signIn(api, otherBuyer));

    const response = await call<Order[]>(api, `/api/purchase-food/${encodeURIComponent(buyer.email)}`, { cookie: buyerCookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.body.map((order) => order._id)).toEqual([second, first]);
    expect(response.body[0]).toEqual({
      _id: second,
      foodId: dal,
      foodName: 'Dal',
      foodImage: 'https://example.com/biryani.webp',
      price: 2.5,
      quantity: 2,
      total: 5,
      buyingDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      status: 'placed',
      fulfilment: 'pickup',
      review: null,
      lines: [{ foodId: dal, foodName: 'Dal', foodImage: 'https://example.com/biryani.webp', price: 2.5, quantity: 2, total: 5, review: null }],
      subtotal: 5,
      deliveryFee: 0,
    });
  });

  it("answers 403 for another user's e-mail and 401 without a session", async () => {
    const forbidden = await call<{ message: string }>(api, `/api/purchase-food/${encodeURIComponent(seller.email)}`, {
      cookie: buyerCookie,
    });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.message).toBe(MSG.otherUser);
    expect((await call(api, `/api/purchase-food/${encodeURIComponent(buyer.email)}`)).status).toBe(401);
  });
});

describe('DELETE /api/purchase-food/:id', () => {
  function cancel(id: string, cookie: string | null = buyerCookie) {
    return call<{ ok?: boolean; message?: string }>(api, `/api/purchase-food/${id}`, { method: 'DELETE', cookie: cookie ?? undefined });
  }

  it('cancel returns the quantity to stock', async () => {
    const foodId = await addFood();
    const orderId = (await purchase({ foodId, quantity: 4 })).body._id;
    expect(await storedFood(foodId)).toMatchObject({ quantity: 6, purchaseCount: 4 });
    const response = await cancel(orderId);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ok: true });
    expect(await storedOrder(orderId)).toMatchObject({
      status: 'cancelled',
      history: [expect.objectContaining({ status: 'placed' }), expect.objectContaining({ status: 'cancelled', by: 'buyer' })],
    });
    expect(await storedFood(foodId)).toMatchObject({ quantity: 10, purchaseCount: 0 });
    const list = await call<Order[]>(api, `/api/purchase-food/${encodeURIComponent(buyer.email)}`, { cookie: buyerCookie });
    expect(list.body).toEqual([]);
  });

  it('answers 404 for an order already cancelled, changing nothing', async () => {
    const foodId = await addFood();
    const orderId = (await purchase({ foodId, quantity: 1 })).body._id;
    expect((await cancel(orderId)).status).toBe(200);
    const again = await cancel(orderId);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ message: MSG.orderNotFound, code: 'orderNotFound' });
    expect(await storedFood(foodId)).toMatchObject({ quantity: 10, purchaseCount: 0 });
  });

  it("answers 403 for someone else's order, 401 without a session, and keeps it", async () => {
    const foodId = await addFood();
    const orderId = (await purchase({ foodId, quantity: 2 })).body._id;
    const forbidden = await cancel(orderId, sellerCookie);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toEqual({ message: MSG.notBuyer, code: 'notBuyer' });
    expect((await cancel(orderId, null)).status).toBe(401);
    expect(await storedOrder(orderId)).toBeDefined();
    expect(await storedFood(foodId)).toMatchObject({ quantity: 8, purchaseCount: 2 });
  });

  it('answers 404 for an unknown order id', async () => {
    expect((await cancel('0000000000000missing')).status).toBe(404);
    expect((await cancel('bad.id')).status).toBe(404);
  });

  it('keeps orders of a deleted food and still lets the buyer cancel them', async () => {
    const foodId = await addFood();
    const orderId = (await purchase({ foodId, quantity: 2 })).body._id;
    expect((await call(api, `/api/food/${foodId}`, { method: 'DELETE', cookie: sellerCookie })).status).toBe(200);
    const orders = await call<Order[]>(api, `/api/purchase-food/${encodeURIComponent(buyer.email)}`, { cookie: buyerCookie });
    expect(orders.body).toEqual([expect.objectContaining({ _id: orderId, foodName: 'Mango Lassi', price: 3.35 })]);
    expect((await cancel(orderId)).status).toBe(200);
    expect(await storedOrder(orderId)).toMatchObject({ status: 'cancelled' });
    expect(await storedFood(foodId)).toBeUndefined();
  });
});
