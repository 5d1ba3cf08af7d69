import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SELLER_CONTACT_DAYS } from '../domain/limits.js';
import type { OrderDetail } from '../domain/types.js';
import { call, createUser, foodInput, resetStore, signIn, startApi, type ApiServer } from '../test/api.js';

// docs/ARCHITECTURE.md §5f, Privacy: a seller sees a buyer's phone, address and note only while the order is open or
// less than SELLER_CONTACT_DAYS old; the buyer always sees their own.

const DAY_MS = 24 * 60 * 60 * 1000;
const delivery = { phone: '01712345678', address: 'House 12, Road 5, Dhanmondi', area: 'Dhanmondi' };
// Free text often holds what the address fields do: a landmark, another number.
const note = 'Gate code 4521, ring Flat 3B, or call my sister on 01811223344';

let past: ApiServer;
let present: ApiServer;
let sellerCookie: string;
let buyerCookie: string;

beforeAll(async () => {
  // Two apps over the same store: one whose clock is 31 days back, to place orders that are old today.
  past = await startApi({ now: () => new Date(Date.now() - (SELLER_CONTACT_DAYS + 1) * DAY_MS) });
  present = await startApi();
  sellerCookie = await signIn(present, await createUser('privacy-seller'));
  buyerCookie = await signIn(present, await createUser('privacy-buyer'));
});

beforeEach(async () => {
  await resetStore();
});

afterAll(async () => {
  await Promise.all([past.close(), present.close()]);
});

async function oldDeliveryOrder(finalStatus: 'completed' | 'accepted'): Promise<string> {
  const food = await call<{ _id: string }>(past, '/api/add-food', { method: 'POST', body: foodInput(), cookie: sellerCookie });
  const order = await call<{ _id: string }>(past, '/api/add-purchase-food', {
    method: 'POST',
    body: { foodId: food.body._id, quantity: 1, fulfilment: 'delivery', delivery, note },
    cookie: buyerCookie,
  });
  expect(order.status).toBe(201);
  const steps = finalStatus === 'completed' ? ['accepted', 'ready', 'completed'] : ['accepted'];
  for (const status of steps) {
    expect((await call(past, `/api/orders/${order.body._id}/status`, { method: 'POST', body: { status }, cookie: sellerCookie })).status).toBe(200);
  }
  return order.body._id;
}

describe("a buyer's phone, address and note", () => {
  it(`are hidden from the seller of a finished order older than ${SELLER_CONTACT_DAYS} days, in the order and in My Sales`, async () => {
    const id = await oldDeliveryOrder('completed');
    const forSeller = await call<OrderDetail>(present, `/api/orders/${id}`, { cookie: sellerCookie });
    expect(forSeller.status).toBe(200);
    expect(forSeller.body.delivery).toBeNull();
    expect(forSeller.body.note).toBe('');
    expect(JSON.stringify(forSeller.body)).not.toMatch(/1712345678|Road 5|Gate code|1811223344/);
    const sales = await call<OrderDetail[]>(present, '/api/sales', { cookie: sellerCookie });
    expect(sales.body.find((order) => order._id === id)).toMatchObject({ delivery: null, note: '' });
    expect(JSON.stringify(sales.body)).not.toMatch(/Gate code|1811223344/);
    const completed = await call<OrderDetail[]>(present, '/api/sales?status=completed', { cookie: sellerCookie });
    expect(completed.body.find((order) => order._id === id)).toMatchObject({ delivery: null, note: '' });
    const forBuyer = await call<OrderDetail>(present, `/api/orders/${id}`, { cookie: buyerCookie });
    expect(forBuyer.body.delivery).toEqual({ ...delivery, phone: '+8801712345678' });
    expect(forBuyer.body.note).toBe(note);
  });

  it('stay visible to the seller while the order is open, however old', async () => {
    const id = await oldDeliveryOrder('accepted');
    const forSeller = await call<OrderDetail>(present, `/api/orders/${id}`, { cookie: sellerCookie });
    expect(forSeller.body.delivery).toEqual({ ...delivery, phone: '+8801712345678' });
    expect(forSeller.body.note).toBe(note);
    // The move that finishes it answers without them.
    for (const status of ['ready', 'completed']) {
      const moved = await call<OrderDetail>(present, `/api/orders/${id}/status`, { method: 'POST', body: { status }, cookie: sellerCookie });
      expect(moved.body.delivery === null).toBe(status === 'completed');
      expect(moved.body.note).toBe(status === 'completed' ? '' : note);
    }
  });

  it('stay visible to the seller of a finished order of the last 30 days', async () => {
    const food = await call<{ _id: string }>(present, '/api/add-food', { method: 'POST', body: foodInput(), cookie: sellerCookie });
    const order = await call<{ _id: string }>(present, '/api/add-purchase-food', {
      method: 'POST',
      body: { foodId: food.body._id, quantity: 1, fulfilment: 'delivery', delivery, note },
      cookie: buyerCookie,
    });
    await call(present, `/api/orders/${order.body._id}/status`, { method: 'POST', body: { status: 'declined' }, cookie: sellerCookie });
    const forSeller = await call<OrderDetail>(present, `/api/orders/${order.body._id}`, { cookie: sellerCookie });
    expect(forSeller.body.status).toBe('declined');
    expect(forSeller.body.delivery).toMatchObject({ address: delivery.address });
    expect(forSeller.body.note).toBe(note);
  });
});
