import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getConfig } from '../config.js';
import { MAX_PER_ORDER, ORDER_LINES_MAX } from '../domain/limits.js';
import { MSG } from '../domain/messages.js';
import type { Order, OrderDetail } from '../domain/types.js';
import { USER_STATS } from '../db/user-stats.js';
import { FOODS } from '../foods/food-doc.js';
import { call, createUser, resetStore, signIn, startApi, testDb, type ApiServer, type TestUser } from '../test/api.js';
import { addFood as addFoodAs } from '../test/completed-orders.js';
import { openOrdersOf, openUnitsOf, storedFood, storedOrder } from '../test/stored.js';
import { ORDERS } from './orders-repo.js';

// docs/ARCHITECTURE.md §5h: an order of several dishes of one kitchen, in one transaction, with a delivery fee by area.
// Every refusal is checked against the stored state: no stock, purchaseCount, counter or order changed.

const ACCEPT_SECONDS = 600;
let clock = Date.now();
const now = () => new Date(clock);

let api: ApiServer;
let seller: TestUser;
let buyer: TestUser;
let sellerCookie: string;
let otherSellerCookie: string;
let buyerCookie: string;

type Body = { _id: string; message: string; errors?: Record<string, string> };
const DELIVERY = { phone: '01712345678', address: 'House 12, Road 5, Gulshan 2', area: 'Gulshan' };

const addFood = (name: string, price: number, quantity = 10, cookie = sellerCookie) => addFoodAs(api, cookie, { foodName: name, price, quantity });

/** `cookie` null: no session. */
function order(body: unknown, cookie: string | null = buyerCookie, headers: Record<string, string> = {}) {
  return call<Body>(api, '/api/orders', { method: 'POST', body, cookie: cookie ?? undefined, headers });
}

const putKitchen = (body: unknown, cookie = sellerCookie) => call<Body>(api, '/api/kitchen', { method: 'PUT', body, cookie });

async function orderCount(): Promise<number> {
  return (await testDb().collection(ORDERS).count().get()).data().count;
}

/** Everything an order writes: the foods' stock and sales, the orders, the buyer's counters. */
async function storedState(foodIds: string[]) {
  const foods = await Promise.all(foodIds.map(async (id) => {
    const food = await storedFood(id);
    return { quantity: food.quantity, purchaseCount: food.purchaseCount };
  }));
  const stats = (await testDb().collection(USER_STATS).doc(buyer.uid).get()).data() ?? null;
  return { foods, orders: await orderCount(), stats };
}

beforeAll(async () => {
  api = await startApi({ config: { ...getConfig(), orderAcceptSeconds: ACCEPT_SECONDS }, now });
  seller = await createUser('cart-kitchen', { displayName: 'Nadia Kitchen' });
  buyer = await createUser('cart-family');
  sellerCookie = await signIn(api, seller);
  otherSellerCookie = await signIn(api, await createUser('cart-other-kitchen'));
  buyerCookie = await signIn(api, buyer);
});

beforeEach(async () => {
  await resetStore();
  clock = Date.now();
});

afterAll(async () => {
  await api.close();
});

describe('POST /api/orders', () => {
  it('places three dishes as one order with the area fee, takes every stock, and every read carries the lines', async () => {
    const kacchi = await addFood('Kacchi Biryani', 12.5);
    const borhani = await addFood('Borhani', 1.2);
    const firni = await addFood('Firni', 2.35);
    expect((await putKitchen({ deliveryAreas: [{ area: 'Gulshan', fee: 1.5 }, { area: 'Dhanmondi', fee: 2 }], minimumOrder: 20 })).status).toBe(200);

    const response = await order({
      lines: [
        { foodId: kacchi, quantity: 4 },
        { foodId: borhani, quantity: 1 },
        { foodId: firni, quantity: 2 },
      ],
      fulfilment: 'delivery',
      delivery: { ...DELIVERY, area: '  gulshan ' },
      note: 'Family dinner',
    });
    expect(response.status).toBe(201);
    expect(Object.keys(response.body)).toEqual(['_id']);
    const id = response.body._id;

    expect(await storedState([kacchi, borhani, firni])).toMatchObject({
      foods: [
        { quantity: 6, purchaseCount: 4 },
        { quantity: 9, purchaseCount: 1 },
        { quantity: 8, purchaseCount: 2 },
      ],
      orders: 1,
    });
    expect(await openOrdersOf(buyer.uid)).toBe(1);
    expect(await openUnitsOf(buyer.uid)).toEqual({ [kacchi]: 4, [borhani]: 1, [firni]: 2 });

    const lines = [
      { foodId: kacchi, foodName: 'Kacchi Biryani', foodImage: 'https://example.com/biryani.webp', price: 12.5, quantity: 4, total: 50, review: null },
      { foodId: borhani, foodName: 'Borhani', foodImage: 'https://example.com/biryani.webp', price: 1.2, quantity: 1, total: 1.2, review: null },
      { foodId: firni, foodName: 'Firni', foodImage: 'https://example.com/biryani.webp', price: 2.35, quantity: 2, total: 4.7, review: null },
    ];
    const expected = { foodId: kacchi, foodName: 'Kacchi Biryani', price: 12.5, quantity: 4, lines, subtotal: 55.9, deliveryFee: 1.5, total: 57.4, review: null };
    const stored = await storedOrder(id);
    const { review: _review, ...storedFields } = expected;
    expect(stored).toMatchObject({ ...storedFields, lines: lines.map((line) => ({ ...line, category: 'Rice', foodOrigin: 'Bangladesh' })), sellerUid: seller.uid, status: 'placed' });
    // The area as the kitchen spells it, whatever the buyer typed: the ticket, My Sales and the export name it one way.
    expect(stored.delivery).toEqual({ phone: '+8801712345678', address: 'House 12, Road 5, Gulshan 2', area: 'Gulshan' });

    const detail = await call<OrderDetail>(api, `/api/orders/${id}`, { cookie: buyerCookie });
    expect(detail.body).toMatchObject(expected);
    const mine = await call<Order[]>(api, `/api/purchase-food/${encodeURIComponent(buyer.email)}`, { cookie: buyerCookie });
    expect(mine.body[0]).toMatchObject(expected);
    const sales = await call<OrderDetail[]>(api, '/api/sales', { cookie: sellerCookie });
    expect(sales.body[0]).toMatchObject(expected);
    // A prices change later does not change the order.
    await call(api, `/api/update-food/${borhani}`, {
      method: 'PUT',
      cookie: sellerCookie,
      body: { foodName: 'Borhani', foodImage: 'https://example.com/biryani.webp', category: 'Rice', price: 9, quantity: 9, baseQuantity: 9, foodOrigin: 'Bangladesh', description: 'Fragrant rice with tender meat.' },
    });
    expect((await call<OrderDetail>(api, `/api/orders/${id}`, { cookie: sellerCookie })).body.lines[1]?.price).toBe(1.2);
  });

  it('is placed only at the total the buyer was shown (expectedTotal): a price changed since is refused, nothing written', async () => {
    const kacchi = await addFood('Kacchi Biryani', 12.5);
    const borhani = await addFood('Borhani', 1.2);
    expect((await putKitchen({ deliveryAreas: [{ area: 'Gulshan', fee: 1.5 }] })).status).toBe(200);
    const lines = [
      { foodId: kacchi, quantity: 2 },
      { foodId: borhani, quantity: 3 },
    ];
    // Shown: 2 × 12.50 + 3 × 1.20 + 1.50 = 30.10. Then the cook raises the Borhani to 1.55 before Place order.
    const update = await call(api, `/api/update-food/${borhani}`, {
      method: 'PUT',
      cookie: sellerCookie,
      body: { foodName: 'Borhani', foodImage: 'https://example.com/biryani.webp', category: 'Rice', price: 1.55, quantity: 10, baseQuantity: 10, foodOrigin: 'Bangladesh', description: 'Fragrant rice with tender meat.' },
    });
    expect(update.status).toBe(200);
    const before = await storedState([kacchi, borhani]);
    const stale = await order({ lines, fulfilment: 'delivery', delivery: DELIVERY, expectedTotal: 30.1 });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ message: MSG.totalChanged(31.15), code: 'totalChanged', params: [31.15] });
    expect(await storedState([kacchi, borhani])).toEqual(before);

    const placed = await order({ lines, fulfilment: 'delivery', delivery: DELIVERY, expectedTotal: 31.15 });
    expect(placed.status).toBe(201);
    expect((await storedOrder(placed.body._id)).total).toBe(31.15);
  });

  it.each([['30.1'], [-1], [30.105], [true], [Number.MAX_SAFE_INTEGER]])('refuses expectedTotal %j with its field error, nothing written', async (expectedTotal) => {
    const kacchi = await addFood('Kacchi Biryani', 12.5);
    const before = await storedState([kacchi]);
    const response = await order({ lines: [{ foodId: kacchi, quantity: 1 }], fulfilment: 'pickup', expectedTotal });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ expectedTotal: MSG.expectedTotalInvalid });
    expect(await storedState([kacchi])).toEqual(before);
  });

  it('a single purchase is held to its expectedTotal too; without one it is placed at the price of the moment', async () => {
    const kacchi = await addFood('Kacchi Biryani', 12.5);
    const purchase = (body: Record<string, unknown>) => call<Body>(api, '/api/add-purchase-food', { method: 'POST', cookie: buyerCookie, body: { foodId: kacchi, quantity: 2, fulfilment: 'pickup', ...body } });
    const before = await storedState([kacchi]);
    const stale = await purchase({ expectedTotal: 20 });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'totalChanged', params: [25] });
    expect(await storedState([kacchi])).toEqual(before);
    expect((await purchase({ expectedTotal: 25 })).status).toBe(201);
    expect((await purchase({})).status).toBe(201);
  });

  it('pickup has no fee and no minimum; a kitchen without areas delivers everywhere for free', async () => {
    const kacchi = await addFood('Kacchi Biryani', 12.5);
    await putKitchen({ deliveryAreas: [{ area: 'Gulshan', fee: 3 }], minimumOrder: 100 });
    const pickup = await order({ lines: [{ foodId: kacchi, quantity: 1 }], fulfilment: 'pickup' });
    expect(pickup.status).toBe(201);
    expect(await storedOrder(pickup.body._id)).toMatchObject({ subtotal: 12.5, deliveryFee: 0, total: 12.5 });

    await putKitchen({ deliveryAreas: [], minimumOrder: 0 });
    const anywhere = await order({ lines: [{ foodId: kacchi, quantity: 1 }], fulfilment: 'delivery', delivery: { ...DELIVERY, area: 'Uttara' } });
    expect(anywhere.status).toBe(201);
    expect(await storedOrder(anywhere.body._id)).toMatchObject({ subtotal: 12.5, deliveryFee: 0, total: 12.5 });
  });

  it('a purchase of one dish is a one-line order, and meets the areas too', async () => {
    const kacchi = await addFood('Kacchi Biryani', 12.5);
    await putKitchen({ deliveryAreas: [{ area: 'Gulshan', fee: 2.25 }] });
    const response = await call<Body>(api, '/api/add-purchase-food', { method: 'POST', cookie: buyerCookie, body: { foodId: kacchi, quantity: 2, fulfilment: 'delivery', delivery: DELIVERY } });
    expect(response.status).toBe(201);
    expect(await storedOrder(response.body._id)).toMatchObject({
      lines: [expect.objectContaining({ foodId: kacchi, quantity: 2, total: 25 })],
      subtotal: 25,
      deliveryFee: 2.25,
      total: 27.25,
    });
    const before = await storedState([kacchi]);
    const refused = await call<Body>(api, '/api/add-purchase-food', { method: 'POST', cookie: buyerCookie, body: { foodId: kacchi, quantity: 1, fulfilment: 'delivery', delivery: { ...DELIVERY, area: 'Mirpur' } } });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ 'delivery.area': MSG.areaNotServed(['Gulshan']) });
    expect(await storedState([kacchi])).toEqual(before);
  });

  it('answers 400 for invalid lines, changing nothing', async () => {
    const a = await addFood('Kacchi Biryani', 12.5);
    const b = await addFood('Borhani', 1.2);
    const foods = await Promise.all(Array.from({ length: ORDER_LINES_MAX + 1 }, (_, i) => addFood(`Dish ${i}`, 1)));
    const before = await storedState([a, b]);
    const cases: [unknown, Record<string, string>][] = [
      [{}, { lines: MSG.orderLinesRequired }],
      [{ lines: [] }, { lines: MSG.orderLinesRequired }],
      [{ lines: 'a' }, { lines: MSG.orderLinesMustBeList }],
      [{ lines: [a] }, { 'lines.0': MSG.mustBeObject }],
      [{ lines: foods.map((foodId) => ({ foodId, quantity: 1 })) }, { lines: MSG.orderLinesMax }],
      [{ lines: [{ foodId: a, quantity: 1 }, { foodId: a, quantity: 2 }] }, { lines: MSG.orderLinesDistinct }],
      [{ lines: [{ foodId: a, quantity: '2' }] }, { 'lines.0.quantity': MSG.purchaseQuantityPositive }],
      [{ lines: [{ foodId: a, quantity: 1 }, { foodId: b, quantity: 0 }] }, { 'lines.1.quantity': MSG.purchaseQuantityPositive }],
      [{ lines: [{ foodId: a, quantity: MAX_PER_ORDER + 1 }] }, { 'lines.0.quantity': MSG.purchaseQuantityMax }],
      [{ lines: [{ foodId: a, quantity: 1.5 }] }, { 'lines.0.quantity': MSG.purchaseQuantityInteger }],
      [{ lines: [{ quantity: 1 }] }, { 'lines.0.foodId': MSG.foodIdRequired }],
      [{ lines: [{ foodId: a, quantity: 1 }], fulfilment: 'delivery' }, { delivery: MSG.addressRequired }],
    ];
    for (const [body, errors] of cases) {
      const response = await order(body);
      expect({ body, status: response.status, errors: response.body.errors }).toEqual({ body, status: 400, errors });
    }
    expect(await storedState([a, b])).toEqual(before);
  });

  it('refuses two kitchens (400), own food (403), a missing food (404), a closed kitchen (409), changing nothing', async () => {
    const a = await addFood('Kacchi Biryani', 12.5);
    const b = await addFood('Borhani', 1.2);
    const elsewhere = await addFood('Fuchka', 1, 10, otherSellerCookie);
    const before = await storedState([a, b, elsewhere]);

    const twoKitchens = await order({ lines: [{ foodId: a, quantity: 1 }, { foodId: elsewhere, quantity: 1 }] });
    expect(twoKitchens.status).toBe(400);
    expect(twoKitchens.body.errors).toEqual({ lines: 'All dishes in one order come from one kitchen.' });

    const own = await order({ lines: [{ foodId: a, quantity: 1 }, { foodId: b, quantity: 1 }] }, sellerCookie);
    expect(own.status).toBe(403);
    expect(own.body.message).toBe(MSG.ownFood);

    const missing = await order({ lines: [{ foodId: a, quantity: 1 }, { foodId: 'no-such-food', quantity: 1 }] });
    expect(missing.status).toBe(404);
    expect(missing.body.errors).toEqual({ 'lines.1.foodId': MSG.foodNotFound });

    expect((await order({ lines: [{ foodId: a, quantity: 1 }] }, null)).status).toBe(401);

    await putKitchen({ open: false });
    const closed = await order({ lines: [{ foodId: a, quantity: 1 }, { foodId: b, quantity: 1 }] });
    expect(closed.status).toBe(409);
    expect(closed.body.message).toBe(MSG.kitchenClosed);
    expect(await storedState([a, b, elsewhere])).toEqual(before);
  });

  it('refuses an area the kitchen does not serve and a subtotal below its minimum (400), changing nothing', async () => {
    const a = await addFood('Kacchi Biryani', 12.5);
    const b = await addFood('Borhani', 1.2);
    await putKitchen({ deliveryAreas: [{ area: 'Gulshan', fee: 1 }, { area: 'Dhanmondi', fee: 2 }, { area: 'Mirpur', fee: 3 }], minimumOrder: 15 });
    const before = await storedState([a, b]);
    const lines = [{ foodId: a, quantity: 1 }, { foodId: b, quantity: 1 }];

    const unserved = await order({ lines, fulfilment: 'delivery', delivery: { ...DELIVERY, area: 'Uttara' } });
    expect(unserved.status).toBe(400);
    expect(unserved.body.errors).toEqual({ 'delivery.area': 'This kitchen delivers only to Gulshan, Dhanmondi and Mirpur.' });

    const small = await order({ lines, fulfilment: 'delivery', delivery: { ...DELIVERY, area: 'MIRPUR' } });
    expect(small.status).toBe(400);
    expect(small.body.errors).toEqual({ lines: MSG.belowMinimumOrder(15, 13.7) });
    expect(await storedState([a, b])).toEqual(before);

    const enough = await order({ lines: [{ foodId: a, quantity: 1 }, { foodId: b, quantity: 3 }], fulfilment: 'delivery', delivery: { ...DELIVERY, area: 'MIRPUR' } });
    expect(enough.status).toBe(201);
    expect(await storedOrder(enough.body._id)).toMatchObject({ subtotal: 16.1, deliveryFee: 3, total: 19.1, delivery: { area: 'Mirpur' } });
  });

  it("stores the area as the kitchen spells it for a purchase too, and a retry's own spelling is the same order", async () => {
    const kacchi = await addFood('Kacchi Biryani', 12.5);
    await putKitchen({ deliveryAreas: [{ area: 'Dhanmondi  Road', fee: 1 }] });
    const headers = { 'Idempotency-Key': 'area-attempt-0001' };
    const body = (area: string) => ({ foodId: kacchi, quantity: 1, fulfilment: 'delivery', delivery: { ...DELIVERY, area } });
    const first = await call<Body>(api, '/api/add-purchase-food', { method: 'POST', cookie: buyerCookie, body: body('  dhanmondi   road '), headers });
    expect(first.status).toBe(201);
    expect((await storedOrder(first.body._id)).delivery).toMatchObject({ area: 'Dhanmondi  Road' });
    const again = await call<Body>(api, '/api/add-purchase-food', { method: 'POST', cookie: buyerCookie, body: body('DHANMONDI ROAD'), headers });
    expect(again.status).toBe(201);
    expect(again.body._id).toBe(first.body._id);
    expect(await storedState([kacchi])).toMatchObject({ orders: 1 });
    // A kitchen without areas delivers anywhere: the buyer's area is kept as typed (trimmed).
    await putKitchen({ deliveryAreas: [] });
    const anywhere = await call<Body>(api, '/api/add-purchase-food', { method: 'POST', cookie: buyerCookie, body: body(' uttara ') });
    expect((await storedOrder(anywhere.body._id)).delivery).toMatchObject({ area: 'uttara' });
  });

  it('409 with every short line keyed lines.<i>.quantity, and nothing changes when any line is short', async () => {
    const a = await addFood('Kacchi Biryani', 12.5, 10);
    const b = await addFood('Borhani', 1.2, 2);
    const c = await addFood('Firni', 2, 0);
    const before = await storedState([a, b, c]);
    const response = await order({
      lines: [
        { foodId: a, quantity: 3 },
        { foodId: b, quantity: 3 },
        { foodId: c, quantity: 1 },
      ],
    });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({
      message: MSG.linesShort,
      code: 'linesShort',
      errors: { 'lines.1.quantity': 'Only 2 left.', 'lines.2.quantity': 'Only 0 left.' },
      fieldCodes: { 'lines.1.quantity': { code: 'onlyLeft', params: [2] }, 'lines.2.quantity': { code: 'onlyLeft', params: [0] } },
    });
    expect(await storedState([a, b, c])).toEqual(before);
  });

  it("keeps the buyer's 20 open units per dish for every line (409), changing nothing", async () => {
    const a = await addFood('Kacchi Biryani', 12.5, 100);
    const b = await addFood('Borhani', 1.2, 100);
    expect((await order({ lines: [{ foodId: b, quantity: 15 }] })).status).toBe(201);
    const before = await storedState([a, b]);
    const response = await order({ lines: [{ foodId: a, quantity: 2 }, { foodId: b, quantity: 6 }] });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(MSG.tooManyOfDish(15));
    expect(response.body.errors).toEqual({ 'lines.1.quantity': MSG.tooManyOfDish(15) });
    expect(await storedState([a, b])).toEqual(before);
  });

  it('counts an order of several dishes as one open order under the open-orders limit (429), changing nothing', async () => {
    const limited = await startApi({ config: { ...getConfig(), limits: { ...getConfig().limits, openOrdersPerBuyer: 1 } }, now });
    try {
      const a = await addFood('Kacchi Biryani', 12.5);
      const b = await addFood('Borhani', 1.2);
      const first = await call<Body>(limited, '/api/orders', { method: 'POST', cookie: buyerCookie, body: { lines: [{ foodId: a, quantity: 1 }, { foodId: b, quantity: 1 }] } });
      expect(first.status).toBe(201);
      expect(await openOrdersOf(buyer.uid)).toBe(1);
      const before = await storedState([a, b]);
      const second = await call<Body>(limited, '/api/orders', { method: 'POST', cookie: buyerCookie, body: { lines: [{ foodId: a, quantity: 1 }] } });
      expect(second.status).toBe(429);
      expect(await storedState([a, b])).toEqual(before);
    } finally {
      await limited.close();
    }
  });

  it('the same Idempotency-Key answers the same order, whatever total it expects; with other lines it is 409', async () => {
    const a = await addFood('Kacchi Biryani', 12.5);
    const b = await addFood('Borhani', 1.2);
    const headers = { 'Idempotency-Key': 'cart-attempt-0001' };
    const body = { lines: [{ foodId: a, quantity: 2 }, { foodId: b, quantity: 1 }], expectedTotal: 26.2 };
    const first = await order(body, buyerCookie, headers);
    expect(first.status).toBe(201);
    const before = await storedState([a, b]);
    // expectedTotal checked the first request; a retry gets the order it placed (§5h), and places nothing more.
    for (const expectedTotal of [26.2, 99]) {
      const again = await order({ ...body, expectedTotal }, buyerCookie, headers);
      expect(again.status, String(expectedTotal)).toBe(201);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(again.body._id).toBe(first.body._id);
    }
    expect(await storedState([a, b])).toEqual(before);
    const other = await order({ lines: [{ foodId: a, quantity: 2 }, { foodId: b, quantity: 2 }] }, buyerCookie, headers);
    expect(other.status).toBe(409);
    expect(other.body.message).toBe(MSG.idempotencyKeyReused);
    expect(await storedState([a, b])).toEqual(before);
  });
});

describe('moves of an order of several dishes (§5a)', () => {
  async function threeDishes() {
    const foods = [await addFood('Kacchi Biryani', 12.5, 10), await addFood('Borhani', 1.2, 10), await addFood('Firni', 2, 10)];
    const response = await order({ lines: foods.map((foodId, index) => ({ foodId, quantity: index + 1 })) });
    expect(response.status).toBe(201);
    return { foods, id: response.body._id };
  }

  const untouched = [
    { quantity: 10, purchaseCount: 0 },
    { quantity: 10, purchaseCount: 0 },
    { quantity: 10, purchaseCount: 0 },
  ];

  it("the buyer's cancel returns every line's stock and sales and releases every dish's units", async () => {
    const { foods, id } = await threeDishes();
    expect((await call(api, `/api/purchase-food/${id}`, { method: 'DELETE', cookie: buyerCookie })).status).toBe(200);
    expect((await storedState(foods)).foods).toEqual(untouched);
    expect(await openUnitsOf(buyer.uid)).toEqual({});
    expect(await openOrdersOf(buyer.uid)).toBe(0);
  });

  it("the seller's decline after accepting returns every line; completing keeps the stock and releases the units", async () => {
    const declined = await threeDishes();
    for (const status of ['accepted', 'declined']) {
      expect((await call(api, `/api/orders/${declined.id}/status`, { method: 'POST', body: { status }, cookie: sellerCookie })).status).toBe(200);
    }
    expect((await storedState(declined.foods)).foods).toEqual(untouched);
    expect(await openUnitsOf(buyer.uid)).toEqual({});

    const completed = await threeDishes();
    for (const status of ['accepted', 'ready', 'completed']) {
      expect((await call(api, `/api/orders/${completed.id}/status`, { method: 'POST', body: { status }, cookie: sellerCookie })).status).toBe(200);
    }
    expect((await storedState(completed.foods)).foods).toEqual([
      { quantity: 9, purchaseCount: 1 },
      { quantity: 8, purchaseCount: 2 },
      { quantity: 7, purchaseCount: 3 },
    ]);
    expect(await openUnitsOf(buyer.uid)).toEqual({});
  });

  it('the expiry returns every line', async () => {
    const { foods, id } = await threeDishes();
    clock += (ACCEPT_SECONDS + 1) * 1000;
    const read = await call<OrderDetail>(api, `/api/orders/${id}`, { cookie: buyerCookie });
    expect(read.body.status).toBe('expired');
    expect((await storedState(foods)).foods).toEqual(untouched);
    expect(await openUnitsOf(buyer.uid)).toEqual({});
    expect(await openOrdersOf(buyer.uid)).toBe(0);
  });

  it('a line whose food was deleted is skipped; the others come back', async () => {
    const { foods, id } = await threeDishes();
    await testDb().collection(FOODS).doc(foods[1] as string).delete();
    expect((await call(api, `/api/purchase-food/${id}`, { method: 'DELETE', cookie: buyerCookie })).status).toBe(200);
    expect(await storedFood(foods[0] as string)).toMatchObject({ quantity: 10, purchaseCount: 0 });
    expect(await storedFood(foods[2] as string)).toMatchObject({ quantity: 10, purchaseCount: 0 });
    expect((await testDb().collection(FOODS).doc(foods[1] as string).get()).exists).toBe(false);
  });
});

describe('orders stored before §5h', () => {
  it('read as one line, and a cancel returns their one dish', async () => {
    const a = await addFood('Kacchi Biryani', 12.5, 8);
    const placed = await order({ lines: [{ foodId: a, quantity: 2 }] });
    // As an order was stored before lines existed: the single-dish fields only.
    const ref = testDb().collection(ORDERS).doc(placed.body._id);
    const { lines: _lines, subtotal: _subtotal, deliveryFee: _fee, ...old } = await storedOrder(placed.body._id);
    await ref.set(old);
    const expected = {
      lines: [{ foodId: a, foodName: 'Kacchi Biryani', foodImage: 'https://example.com/biryani.webp', price: 12.5, quantity: 2, total: 25, review: null }],
      subtotal: 25,
      deliveryFee: 0,
      total: 25,
    };
    expect((await call<OrderDetail>(api, `/api/orders/${ref.id}`, { cookie: buyerCookie })).body).toMatchObject(expected);
    expect((await call<Order[]>(api, `/api/purchase-food/${encodeURIComponent(buyer.email)}`, { cookie: buyerCookie })).body[0]).toMatchObject(expected);
    expect((await call<OrderDetail[]>(api, '/api/sales', { cookie: sellerCookie })).body[0]).toMatchObject(expected);
    expect((await call(api, `/api/purchase-food/${ref.id}`, { method: 'DELETE', cookie: buyerCookie })).status).toBe(200);
    expect(await storedFood(a)).toMatchObject({ quantity: 8, purchaseCount: 0 });
    expect(await openUnitsOf(buyer.uid)).toEqual({});
  });
});
