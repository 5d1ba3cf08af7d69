import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MSG } from '../domain/messages.js';
import type { Order, OrderDetail } from '../domain/types.js';
import { call, createUser, resetStore, signIn, startApi, testDb, type ApiServer, type TestUser } from '../test/api.js';
import { ORDERS,  } from './orders-repo.js';
import { addFood as addFoodAs } from '../test/completed-orders.js';
import { storedOrder } from '../test/stored.js';

// docs/ARCHITECTURE.md §5f "Where to pick up, and why not": a pickup buyer's phone, the kitchen's pickup address and
// phone on the buyer's pickup order, and the reason of a decline; all optional.

let api: ApiServer;
let buyer: TestUser;
let sellerCookie: string;
let buyerCookie: string;
let strangerCookie: string;

type Body = OrderDetail & { message: string; errors?: Record<string, string> };

const KITCHEN = { pickupAddress: 'House 7, Road 3, Dhanmondi', phone: '+8801812345678' };
const getOrder = (id: string, cookie: string) => call<Body>(api, `/api/orders/${id}`, { cookie });
const setKitchen = (body: unknown) => call(api, '/api/kitchen', { method: 'PUT', body, cookie: sellerCookie });
const moveTo = (id: string, body: unknown) => call<Body>(api, `/api/orders/${id}/status`, { method: 'POST', body, cookie: sellerCookie });

const addFood = () => addFoodAs(api, sellerCookie, { quantity: 20 });

async function purchase(body: Record<string, unknown>): Promise<string> {
  const response = await call<{ _id: string }>(api, '/api/add-purchase-food', { method: 'POST', body: { foodId: await addFood(), quantity: 1, ...body }, cookie: buyerCookie });
  expect(response.status).toBe(201);
  return response.body._id;
}

beforeAll(async () => {
  api = await startApi();
  buyer = await createUser('pickup-buyer');
  sellerCookie = await signIn(api, await createUser('pickup-kitchen'));
  buyerCookie = await signIn(api, buyer);
  strangerCookie = await signIn(api, await createUser('passer-by'));
});

beforeEach(async () => {
  await resetStore();
});

afterAll(async () => {
  await api.close();
});

describe("a pickup buyer's phone", () => {
  it('is kept as +880 when given, with any address dropped, and shown to the seller', async () => {
    const id = await purchase({ fulfilment: 'pickup', delivery: { phone: '01712345678', address: 'Somewhere far away', area: 'Uttara' } });
    expect((await storedOrder(id)).delivery).toEqual({ phone: '+8801712345678' });
    expect((await getOrder(id, sellerCookie)).body.delivery).toEqual({ phone: '+8801712345678' });
  });

  it('is optional: the spec\'s {foodId, quantity} purchase and a blank phone keep no contact', async () => {
    expect((await storedOrder(await purchase({}))).delivery).toBeNull();
    expect((await storedOrder(await purchase({ fulfilment: 'pickup', delivery: { phone: ' ' } }))).delivery).toBeNull();
  });

  it('400 for a number that is not a Bangladeshi mobile or not text, placing nothing', async () => {
    const foodId = await addFood();
    for (const phone of ['12345', 1712345678]) {
      const response = await call<Body>(api, '/api/add-purchase-food', { method: 'POST', body: { foodId, quantity: 1, fulfilment: 'pickup', delivery: { phone } }, cookie: buyerCookie });
      expect(response.status, String(phone)).toBe(400);
      expect(response.body.errors).toEqual({ 'delivery.phone': typeof phone === 'string' ? MSG.phoneInvalid : MSG.mustBeText });
    }
    expect((await testDb().collection(ORDERS).count().get()).data().count).toBe(0);
  });
});

describe("the kitchen's pickup address and phone", () => {
  it('shows on a pickup order to its buyer only, as the kitchen has them now', async () => {
    await setKitchen(KITCHEN);
    const id = await purchase({ fulfilment: 'pickup' });
    expect((await getOrder(id, buyerCookie)).body.kitchen).toEqual(KITCHEN);
    expect((await getOrder(id, sellerCookie)).body).not.toHaveProperty('kitchen');
    expect((await getOrder(id, strangerCookie)).status).toBe(403);
    const list = await call<Order[]>(api, `/api/purchase-food/${encodeURIComponent(buyer.email)}`, { cookie: buyerCookie });
    expect(list.body[0]).not.toHaveProperty('kitchen');

    // Read when shown: a corrected address or a new phone reaches buyers of open orders.
    await setKitchen({ phone: '01912345678' });
    expect((await getOrder(id, buyerCookie)).body.kitchen).toEqual({ ...KITCHEN, phone: '+8801912345678' });
    await setKitchen({ pickupAddress: '', phone: '' });
    expect((await getOrder(id, buyerCookie)).body).not.toHaveProperty('kitchen');
  });

  it('on a delivery order: only the phone, to its buyer, once the kitchen has accepted (when cancelling is refused)', async () => {
    await setKitchen(KITCHEN);
    const delivery = { fulfilment: 'delivery', delivery: { phone: '01712345678', address: 'Flat 2A, House 9, Road 4', area: 'Banani' } };
    const id = await purchase(delivery);
    expect((await getOrder(id, buyerCookie)).body).not.toHaveProperty('kitchen');
    for (const status of ['accepted', 'ready', 'completed']) {
      expect((await moveTo(id, { status })).status).toBe(200);
      expect((await getOrder(id, buyerCookie)).body.kitchen, status).toEqual({ phone: KITCHEN.phone });
      expect((await getOrder(id, sellerCookie)).body, status).not.toHaveProperty('kitchen');
    }
    // Without a phone there is nothing to show; a declined delivery shows nothing.
    await setKitchen({ phone: '' });
    expect((await getOrder(id, buyerCookie)).body).not.toHaveProperty('kitchen');
    await setKitchen(KITCHEN);
    const declined = await purchase(delivery);
    expect((await moveTo(declined, { status: 'declined' })).status).toBe(200);
    expect((await getOrder(declined, buyerCookie)).body).not.toHaveProperty('kitchen');
  });
});

describe('a decline and its reason', () => {
  it('carries the reason and note to the buyer and the seller', async () => {
    const id = await purchase({});
    const declined = await moveTo(id, { status: 'declined', reason: 'other', note: '  The gas line is being repaired today. ' });
    expect(declined.status).toBe(200);
    expect(declined.body).toMatchObject({ status: 'declined', decline: { reason: 'other', note: 'The gas line is being repaired today.' } });
    for (const cookie of [buyerCookie, sellerCookie]) {
      expect((await getOrder(id, cookie)).body.decline).toEqual({ reason: 'other', note: 'The gas line is being repaired today.' });
    }
  });

  it('takes a reason without a note, and a bare decline keeps working with no reason', async () => {
    const soldOut = await purchase({});
    expect((await moveTo(soldOut, { status: 'declined', reason: 'sold_out' })).body.decline).toEqual({ reason: 'sold_out', note: '' });
    const bare = await purchase({});
    const response = await moveTo(bare, { status: 'declined' });
    expect(response.status).toBe(200);
    expect(response.body.decline).toBeNull();
    expect(await storedOrder(bare)).not.toHaveProperty('decline');
  });

  it('400 for an unknown reason, a reason on another move, a note without a reason or a long note; nothing moves', async () => {
    const id = await purchase({});
    const cases: [unknown, Record<string, string>][] = [
      [{ status: 'declined', reason: 'bored' }, { reason: MSG.declineReasonInvalid }],
      [{ status: 'declined', reason: 3 }, { reason: MSG.declineReasonInvalid }],
      [{ status: 'accepted', reason: 'sold_out' }, { reason: MSG.declineReasonOnlyForDecline }],
      [{ status: 'declined', note: 'Sorry' }, { note: MSG.declineNoteNeedsReason }],
      [{ status: 'declined', reason: 'other', note: 'x'.repeat(201) }, { note: MSG.tooLong(200) }],
    ];
    for (const [body, errors] of cases) {
      const response = await moveTo(id, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.errors).toEqual(errors);
    }
    expect((await storedOrder(id)).status).toBe('placed');
  });
});
