import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SalesStats } from '../domain/sales.js';
import type { IdResponse } from '../domain/types.js';
import { FOODS } from '../foods/food-doc.js';
import { ORDERS } from '../orders/order-doc.js';
import { call, createUser, foodInput, readsOf, resetStore, signIn, startApi, testDb, type ApiServer, type TestUser } from '../test/api.js';
import { addFood } from '../test/completed-orders.js';
import { backfillSales } from './sales-backfill.js';
import { SALES_DAYS } from './sales-days.js';

// docs/ARCHITECTURE.md §5j, Dashboard: GET /api/sales/stats reads the kitchen's per-day rollups, kept in the order and
// review transactions, in Dhaka days.

const MINUTE_MS = 60 * 1000;
// 21:30 in Dhaka (UTC+6) on 2026-03-10.
const START = Date.parse('2026-03-10T15:30:00Z');

let clock = START;
let api: ApiServer;
let seller: TestUser;
let sellerCookie: string;
let buyerCookie: string;

beforeAll(async () => {
  api = await startApi({ now: () => new Date(clock) });
  seller = await createUser('stats-seller');
  sellerCookie = await signIn(api, seller);
  buyerCookie = await signIn(api, await createUser('stats-buyer'));
});

beforeEach(async () => {
  clock = START;
  await resetStore();
});

afterAll(async () => {
  await api.close();
});

async function buy(foodId: string, quantity: number): Promise<string> {
  const response = await call<IdResponse>(api, '/api/add-purchase-food', { method: 'POST', body: { foodId, quantity }, cookie: buyerCookie });
  expect(response.status).toBe(201);
  return response.body._id;
}

async function move(id: string, ...statuses: string[]): Promise<void> {
  for (const status of statuses) {
    const response = await call(api, `/api/orders/${id}/status`, { method: 'POST', body: { status }, cookie: sellerCookie });
    expect(response.status).toBe(200);
  }
}

async function stats(range: string): Promise<{ body: SalesStats; reads: number }> {
  const response = await call<SalesStats>(api, `/api/sales/stats?range=${range}`, { cookie: sellerCookie });
  expect(response.status).toBe(200);
  return { body: response.body, reads: readsOf(response) };
}

describe('GET /api/sales/stats', () => {
  it('sums the orders of the range exactly: by status, takings, average, top dishes, hours; moves and reviews change them', async () => {
    const rice = await addFood(api, sellerCookie, { foodName: 'Kacchi, "special"', price: 12.5 });
    const curry = await addFood(api, sellerCookie, { foodName: 'Beef curry', price: 7.25 });
    const riceDone = await buy(rice, 2);
    await move(riceDone, 'accepted', 'ready', 'completed');
    const curryDone = await buy(curry, 3);
    await move(curryDone, 'accepted', 'ready', 'completed');
    const ricePlaced = await buy(rice, 1);
    const curryCancelled = await buy(curry, 1);
    expect((await call(api, `/api/purchase-food/${curryCancelled}`, { method: 'DELETE', cookie: buyerCookie })).status).toBe(200);
    const riceDeclined = await buy(rice, 4);
    await move(riceDeclined, 'declined');

    const { body } = await stats('today');
    expect(body).toMatchObject({ range: 'today', from: '2026-03-10', to: '2026-03-10' });
    expect(body.orders).toEqual({ placed: 1, accepted: 0, ready: 0, completed: 2, cancelled: 1, declined: 1, expired: 0, total: 5 });
    // 25.00 + 21.75: completed orders only.
    expect(body.takings).toBe(46.75);
    expect(body.averageOrder).toBe(23.38);
    expect(body.topDishes).toEqual([
      { foodId: rice, foodName: 'Kacchi, "special"', units: 3, takings: 25 },
      { foodId: curry, foodName: 'Beef curry', units: 3, takings: 21.75 },
    ]);
    expect(body.byHour[21]).toBe(5);
    expect(body.byHour.reduce((a, b) => a + b, 0)).toBe(5);
    expect(body.days).toEqual([{ day: '2026-03-10', orders: 5, takings: 46.75, rating: { average: 0, count: 0 } }]);

    // placed -> cancelled: a count moves from one status to the other, the dish's units go.
    expect((await call(api, `/api/purchase-food/${ricePlaced}`, { method: 'DELETE', cookie: buyerCookie })).status).toBe(200);
    const cancelled = (await stats('today')).body;
    expect(cancelled.orders).toMatchObject({ placed: 0, cancelled: 2, total: 5 });
    expect(cancelled.topDishes.map((dish) => [dish.foodName, dish.units])).toEqual([
      ['Beef curry', 3],
      ['Kacchi, "special"', 2],
    ]);

    // Reviews count on the day they are written.
    clock += 10 * MINUTE_MS;
    expect((await call(api, `/api/orders/${riceDone}/review`, { method: 'POST', body: { rating: 4 }, cookie: buyerCookie })).status).toBe(201);
    expect((await call(api, `/api/orders/${curryDone}/review`, { method: 'POST', body: { rating: 5 }, cookie: buyerCookie })).status).toBe(201);
    expect((await stats('today')).body.rating).toEqual({ average: 4.5, count: 2 });
    expect((await call(api, `/api/orders/${curryDone}/review`, { method: 'DELETE', cookie: buyerCookie })).status).toBe(200);
    const reviewed = (await stats('7d')).body;
    expect(reviewed.rating).toEqual({ average: 4, count: 1 });
    expect(reviewed.days.at(-1)).toEqual({ day: '2026-03-10', orders: 5, takings: 46.75, rating: { average: 4, count: 1 } });
    expect(reviewed.days.map((day) => day.day)).toEqual(['2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07', '2026-03-08', '2026-03-09', '2026-03-10']);
  });

  it('keeps Dhaka days: an order at 23:50 in Dhaka is yesterday after midnight there; expiry moves its count', async () => {
    const food = await addFood(api, sellerCookie, { price: 10 });
    clock = Date.parse('2026-03-10T17:50:00Z');
    const late = await buy(food, 1);
    clock = Date.parse('2026-03-10T18:10:00Z');
    expect((await stats('today')).body).toMatchObject({ to: '2026-03-11', orders: { total: 0 } });
    const week = (await stats('7d')).body;
    expect(week.orders).toMatchObject({ placed: 1, total: 1 });
    expect(week.byHour[23]).toBe(1);
    expect(week.days.find((day) => day.day === '2026-03-10')?.orders).toBe(1);

    // Unanswered past ORDER_ACCEPT_SECONDS: the stats expire it first (as the sales list does), in a transaction that
    // moves its day's count too; a second read finds nothing due.
    clock = Date.parse('2026-03-10T19:00:00Z');
    const expired = await stats('7d');
    expect(expired.body.orders).toMatchObject({ placed: 0, expired: 1, total: 1 });
    expect((await call<{ status: string }>(api, `/api/orders/${late}`, { cookie: sellerCookie })).body.status).toBe('expired');
    expect(await stats('7d')).toMatchObject({ reads: 7, body: { orders: { placed: 0, expired: 1, total: 1 } } });
  });

  it('reads one document per day of the range, whatever the order history; the backfill counts older orders once', async () => {
    const food = await addFood(api, sellerCookie, { foodName: 'Old dish', price: 5 });
    await buy(food, 1);
    const few = await Promise.all(['today', '7d', '30d'].map((range) => stats(range)));
    expect(few.map((result) => result.reads)).toEqual([1, 7, 30]);

    // 600 orders stored by a version before the rollups (no salesDay), over the last 30 days.
    const db = testDb();
    const food2 = (await db.collection(FOODS).doc(food).get()).data() ?? {};
    for (let batchStart = 0; batchStart < 600; batchStart += 300) {
      const batch = db.batch();
      for (let i = batchStart; i < batchStart + 300; i += 1) {
        const at = new Date(START - (i % 30) * 24 * 60 * MINUTE_MS - MINUTE_MS);
        batch.set(db.collection(ORDERS).doc(), {
          foodId: food,
          foodName: 'Old dish',
          foodImage: food2.foodImage,
          price: 5,
          quantity: 1,
          total: 5,
          buyingDate: at.toISOString(),
          createdAt: Timestamp.fromDate(at),
          sellerUid: seller.uid,
          buyerUid: 'someone',
          status: 'completed',
          fulfilment: 'pickup',
          delivery: null,
          note: '',
          history: [],
        });
      }
      await batch.commit();
    }
    expect(await backfillSales(db)).toEqual({ orders: 600, reviews: 0 });
    expect(await backfillSales(db)).toEqual({ orders: 0, reviews: 0 });
    const many = await Promise.all(['today', '7d', '30d'].map((range) => stats(range)));
    expect(many.map((result) => result.reads)).toEqual([1, 7, 30]);
    const month = many[2]?.body;
    expect(month?.orders).toMatchObject({ completed: 600, placed: 1, total: 601 });
    expect(month?.takings).toBe(3000);
    expect(month?.averageOrder).toBe(5);
    expect(many[0]?.body.orders.total).toBe(21);
    expect((await db.collection(SALES_DAYS).where('sellerUid', '==', seller.uid).count().get()).data().count).toBe(30);
  });

  it('counts an order stored before the rollups whole when it moves, once: the backfill then skips it', async () => {
    const food = await addFood(api, sellerCookie, { foodName: 'Older order dish', price: 8 });
    const db = testDb();
    const ref = db.collection(ORDERS).doc();
    const at = new Date(clock - 5 * MINUTE_MS);
    // As a version before the dashboard stored it: no salesDay.
    await ref.set({
      foodId: food,
      foodName: 'Older order dish',
      foodImage: 'https://example.com/dish.webp',
      category: 'Rice',
      foodOrigin: 'Bangladesh',
      price: 8,
      quantity: 2,
      total: 16,
      buyingDate: at.toISOString(),
      createdAt: Timestamp.fromDate(at),
      buyer: { email: 'old@example.com', userName: 'Old buyer', photo: '' },
      buyerUid: 'old-buyer',
      seller: { email: seller.email, userName: seller.name },
      sellerUid: seller.uid,
      sellerEmail: seller.email,
      status: 'placed',
      fulfilment: 'pickup',
      delivery: null,
      note: '',
      payment: 'cash_on_delivery',
      history: [{ status: 'placed', at: at.toISOString(), by: 'buyer' }],
    });
    expect((await stats('today')).body.orders.total).toBe(0);
    await move(ref.id, 'accepted', 'ready', 'completed');
    expect((await ref.get()).get('salesDay')).toBe('2026-03-10');
    expect(await backfillSales(db)).toEqual({ orders: 0, reviews: 0 });
    const { body } = await stats('today');
    expect(body.orders).toMatchObject({ completed: 1, total: 1 });
    expect(body.takings).toBe(16);
    expect(body.topDishes).toEqual([{ foodId: food, foodName: 'Older order dish', units: 2, takings: 16 }]);
  });

  it('keeps a renamed dish under its latest name when an order placed before the rename moves afterwards', async () => {
    const dish = await addFood(api, sellerCookie, { foodName: 'Old Name Biryani', price: 10 });
    const older = await buy(dish, 1);
    const renamed = await call(api, `/api/update-food/${dish}`, { method: 'PUT', body: { ...foodInput({ foodName: 'New Name Biryani', price: 10 }), baseQuantity: foodInput().quantity - 1 }, cookie: sellerCookie });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    const newer = await buy(dish, 1);
    await move(newer, 'accepted', 'ready', 'completed');
    expect((await stats('today')).body.topDishes).toEqual([{ foodId: dish, foodName: 'New Name Biryani', units: 2, takings: 10 }]);
    await move(older, 'accepted', 'ready', 'completed');
    expect((await stats('today')).body.topDishes).toEqual([{ foodId: dish, foodName: 'New Name Biryani', units: 2, takings: 20 }]);
  });

  it('answers 400 for an unknown range and 401 without a session', async () => {
    for (const range of ['bogus', '', '7D', '365d']) {
      const response = await call<{ message: string; errors: Record<string, string> }>(api, `/api/sales/stats?range=${range}`, { cookie: sellerCookie });
      expect(response.status).toBe(400);
      expect(response.body.errors.range).toBe('Choose today, 7d or 30d.');
    }
    expect((await call(api, '/api/sales/stats?range=today&range=7d', { cookie: sellerCookie })).status).toBe(400);
    expect((await call(api, '/api/sales/stats')).status).toBe(401);
    // Another kitchen's numbers are never read: the session's own are empty.
    const other = await signIn(api, await createUser('stats-other'));
    const food = await addFood(api, sellerCookie);
    await buy(food, 1);
    const response = await call<SalesStats>(api, '/api/sales/stats?range=today', { cookie: other });
    expect(response.body.orders.total).toBe(0);
  });
});
