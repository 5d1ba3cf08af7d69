import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MSG } from '../domain/messages.js';
import type { Order, OrderDetail, SalesSummary } from '../domain/types.js';
import { call, createUser, foodInput, readsOf, resetStore, signIn, startApi, type ApiResponse, type ApiServer, type TestUser } from '../test/api.js';

// The buyer's list and the seller's inbox: newest first, every status but cancelled (buyer) or all (seller), paged
// with limit/cursor without repeats or gaps; the inbox badge counts with count() aggregations.

let api: ApiServer;
let seller: TestUser;
let sellerCookie: string;
let otherSellerCookie: string;
let buyer: TestUser;
let buyerCookie: string;

async function addFood(cookie: string, foodName: string): Promise<string> {
  const response = await call<{ _id: string }>(api, '/api/add-food', { method: 'POST', body: foodInput({ foodName, quantity: 500 }), cookie });
  expect(response.status).toBe(201);
  return response.body._id;
}

async function buy(foodId: string, quantity = 1): Promise<string> {
  const response = await call<{ _id: string }>(api, '/api/add-purchase-food', { method: 'POST', body: { foodId, quantity }, cookie: buyerCookie });
  expect(response.status).toBe(201);
  return response.body._id;
}

const move = (id: string, status: string) => call(api, `/api/orders/${id}/status`, { method: 'POST', body: { status }, cookie: sellerCookie });

/** Every page of a list, following X-Next-Cursor. */
async function allPages<T extends { _id: string }>(path: string, cookie: string, limit: number): Promise<{ ids: string[]; pages: number }> {
  const ids: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const separator = path.includes('?') ? '&' : '?';
    const response: ApiResponse<T[]> = await call<T[]>(api, `${path}${separator}limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, { cookie });
    expect(response.status).toBe(200);
    expect(response.body.length).toBeLessThanOrEqual(limit);
    expect(readsOf(response)).toBeLessThanOrEqual(limit + 1);
    ids.push(...response.body.map((order) => order._id));
    cursor = response.headers.get('x-next-cursor');
    pages += 1;
  } while (cursor);
  return { ids, pages };
}

beforeAll(async () => {
  api = await startApi();
  seller = await createUser('inbox-seller');
  sellerCookie = await signIn(api, seller);
  otherSellerCookie = await signIn(api, await createUser('inbox-other-seller'));
  buyer = await createUser('inbox-buyer');
  buyerCookie = await signIn(api, buyer);
});

beforeEach(async () => {
  await resetStore();
});

afterAll(async () => {
  await api.close();
});

describe("the buyer's orders", () => {
  it('pages newest first without repeats or gaps and leaves out cancelled orders only', async () => {
    const foodId = await addFood(sellerCookie, 'Chicken Roast');
    const placed: string[] = [];
    for (let i = 0; i < 7; i += 1) placed.push(await buy(foodId));
    expect((await call(api, `/api/purchase-food/${placed[1]}`, { method: 'DELETE', cookie: buyerCookie })).status).toBe(200);
    expect((await move(placed[2] ?? '', 'declined')).status).toBe(200);
    const expected = placed.filter((id) => id !== placed[1]).reverse();

    const { ids, pages } = await allPages<Order>(`/api/purchase-food/${encodeURIComponent(buyer.email)}`, buyerCookie, 2);
    expect(ids).toEqual(expected);
    expect(pages).toBe(3);
    const declined = await call<Order[]>(api, `/api/purchase-food/${encodeURIComponent(buyer.email)}`, { cookie: buyerCookie });
    expect(declined.body.find((order) => order._id === placed[2])).toMatchObject({ status: 'declined', fulfilment: 'pickup', total: 12.5 });
  });

  it('answers 400 for a foreign or broken cursor and a bad limit', async () => {
    const foodId = await addFood(sellerCookie, 'Chicken Roast');
    for (let i = 0; i < 3; i += 1) await buy(foodId);
    const sales = await call(api, '/api/sales?limit=1', { cookie: sellerCookie });
    const foreign = sales.headers.get('x-next-cursor') ?? '';
    expect(foreign).not.toBe('');
    const path = `/api/purchase-food/${encodeURIComponent(buyer.email)}`;
    for (const cursor of [foreign, 'not-a-cursor', Buffer.from('["x",1,"a"]').toString('base64url')]) {
      const response = await call<{ errors: Record<string, string> }>(api, `${path}?cursor=${encodeURIComponent(cursor)}`, { cookie: buyerCookie });
      expect(response.status, cursor).toBe(400);
      expect(response.body.errors).toEqual({ cursor: MSG.invalidCursor });
    }
    for (const limit of ['0', '101', 'x']) {
      const response = await call<{ errors: Record<string, string> }>(api, `${path}?limit=${limit}`, { cookie: buyerCookie });
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual({ limit: MSG.invalidLimit(100) });
    }
  });
});

describe("the seller's inbox", () => {
  it('lists the orders of the seller’s own foods in full, every status, newest first, and filters by status', async () => {
    const mine = await addFood(sellerCookie, 'Kacchi Biryani');
    const theirs = await addFood(otherSellerCookie, 'Fuchka');
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1) ids.push(await buy(mine));
    await buy(theirs);
    const [a, b, c, d] = ids as [string, string, string, string];
    await move(a, 'accepted');
    await move(b, 'accepted');
    await move(b, 'ready');
    await call(api, `/api/purchase-food/${c}`, { method: 'DELETE', cookie: buyerCookie });
    await move(d, 'declined');

    const all = await allPages<OrderDetail>('/api/sales', sellerCookie, 2);
    expect(all.ids).toEqual([...ids].reverse());
    const first = await call<OrderDetail[]>(api, '/api/sales', { cookie: sellerCookie });
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    expect(first.body[0]).toMatchObject({ buyer: { email: buyer.email }, seller: { email: seller.email }, history: expect.any(Array), payment: 'cash_on_delivery' });

    const byStatus = async (status: string) => (await allPages<OrderDetail>(`/api/sales?status=${status}`, sellerCookie, 1)).ids;
    expect(await byStatus('placed')).toEqual([ids[4]]);
    expect(await byStatus('accepted')).toEqual([a]);
    expect(await byStatus('ready')).toEqual([b]);
    expect(await byStatus('cancelled')).toEqual([c]);
    expect(await byStatus('declined')).toEqual([d]);
    expect(await byStatus('completed')).toEqual([]);

    const badStatus = await call<{ errors: Record<string, string> }>(api, '/api/sales?status=shipped', { cookie: sellerCookie });
    expect(badStatus.status).toBe(400);
    expect(badStatus.body.errors).toEqual({ status: MSG.statusInvalid });
    const placedCursor = (await call(api, '/api/sales?status=placed&limit=1', { cookie: sellerCookie })).headers.get('x-next-cursor');
    expect(placedCursor).toBeNull();
    const allCursor = (await call(api, '/api/sales?limit=1', { cookie: sellerCookie })).headers.get('x-next-cursor') ?? '';
    expect((await call(api, `/api/sales?status=placed&cursor=${encodeURIComponent(allCursor)}`, { cookie: sellerCookie })).status).toBe(400);
    expect((await call(api, '/api/sales')).status).toBe(401);
  });

  it('counts the open statuses for the badge with count() aggregations', async () => {
    const mine = await addFood(sellerCookie, 'Beef Tehari');
    const ids: string[] = [];
    for (let i = 0; i < 6; i += 1) ids.push(await buy(mine));
    await move(ids[0] ?? '', 'accepted');
    await move(ids[1] ?? '', 'accepted');
    await move(ids[1] ?? '', 'ready');
    await move(ids[2] ?? '', 'declined');
    const summary = await call<SalesSummary>(api, '/api/sales/summary', { cookie: sellerCookie });
    expect(summary.status).toBe(200);
    expect(summary.body).toEqual({ placed: 3, accepted: 1, ready: 1 });
    expect(readsOf(summary)).toBe(3);
    expect((await call<SalesSummary>(api, '/api/sales/summary', { cookie: otherSellerCookie })).body).toEqual({ placed: 0, accepted: 0, ready: 0 });
    expect((await call(api, '/api/sales/summary')).status).toBe(401);
  });
});
