import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ALWAYS_OPEN_HOURS } from '../domain/hours.js';
import { KITCHEN_SWITCH_SECONDS } from '../domain/limits.js';
import { MSG } from '../domain/messages.js';
import type { Food, Kitchen, OrderDetail, TopFood } from '../domain/types.js';
import { ORDERS } from '../orders/orders-repo.js';
import { call, createUser, foodInput, readsOf, resetStore, signIn, startApi, testDb, type ApiServer } from '../test/api.js';
import { KITCHENS, type KitchenDoc } from './kitchen-doc.js';
import { addFood as addFoodAs } from '../test/completed-orders.js';
import { openOrdersOf, storedFood } from '../test/stored.js';

// docs/ARCHITECTURE.md §5f: a kitchen opens and closes, keeps its pickup address and phone, and a closed kitchen's
// foods say so and cannot be bought.


let api: ApiServer;
let sellerCookie: string;
let sellerUid: string;
let otherSellerCookie: string;
let buyerCookie: string;
let buyerUid: string;

type Body = Kitchen & { message?: string; errors?: Record<string, string> };

/**
 * A kitchen as answered: no delivery areas and no minimum unless given (§5h), on the default hours of a `demo-` project
 * (open all day, §5j) and without closed dates.
 */
const kitchen = (settings: Partial<Kitchen>): Kitchen => ({ open: true, deliveryAreas: [], minimumOrder: 0, hours: ALWAYS_OPEN_HOURS, closedDates: [], ...settings });

// The app's clock, a millisecond on at every reading: a person's switches are KITCHEN_SWITCH_SECONDS apart (putKitchen);
// `putNow` switches at once.
let clock = Date.now();
const SWITCH_MS = KITCHEN_SWITCH_SECONDS * 1000;

const getKitchen = (cookie?: string) => call<Body>(api, '/api/kitchen', { cookie });
const putNow = (body: unknown, cookie: string | null = sellerCookie) => call<Body>(api, '/api/kitchen', { method: 'PUT', body, cookie: cookie ?? undefined });
const putKitchen = (body: unknown, cookie: string | null = sellerCookie) => {
  clock += SWITCH_MS;
  return putNow(body, cookie);
};
const storedKitchen = async (uid: string) => (await testDb().collection(KITCHENS).doc(uid).get()).data() as KitchenDoc | undefined;
const orderCount = async () => (await testDb().collection(ORDERS).count().get()).data().count;

const addFood = (cookie: string, overrides: Parameters<typeof foodInput>[0] = {}) => addFoodAs(api, cookie, overrides);

const buy = (foodId: string, quantity = 1) =>
  call<{ _id: string; message: string }>(api, '/api/add-purchase-food', { method: 'POST', body: { foodId, quantity }, cookie: buyerCookie });

beforeAll(async () => {
  api = await startApi({ now: () => new Date((clock += 1)) });
  const seller = await createUser('kitchen-owner', { displayName: 'Chef Rahim' });
  const buyer = await createUser('kitchen-buyer');
  sellerUid = seller.uid;
  buyerUid = buyer.uid;
  sellerCookie = await signIn(api, seller);
  otherSellerCookie = await signIn(api, await createUser('other-kitchen'));
  buyerCookie = await signIn(api, buyer);
});

beforeEach(async () => {
  await resetStore();
});

afterAll(async () => {
  await api.close();
});

describe('GET and PUT /api/kitchen', () => {
  it('401 without a session, for reading and for changing', async () => {
    expect((await getKitchen()).status).toBe(401);
    expect((await putKitchen({ open: false }, null)).status).toBe(401);
    expect(await storedKitchen(sellerUid)).toBeUndefined();
  });

  it('a new seller\'s kitchen is open, with no pickup address or phone', async () => {
    const response = await getKitchen(sellerCookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.body).toEqual(kitchen({ open: true }));
  });

  it('closes and opens, and each user sees and changes only their own kitchen', async () => {
    const closed = await putKitchen({ open: false });
    expect(closed.status).toBe(200);
    expect(closed.body).toEqual(kitchen({ open: false }));
    expect((await getKitchen(sellerCookie)).body).toEqual(kitchen({ open: false }));
    expect((await getKitchen(otherSellerCookie)).body).toEqual(kitchen({ open: true }));
    expect((await putKitchen({ open: true })).body).toEqual(kitchen({ open: true }));
    expect((await getKitchen(sellerCookie)).body).toEqual(kitchen({ open: true }));
  });

  it('keeps the pickup address and phone (phone stored as +880), changes any subset, and clears one with ""', async () => {
    const saved = await putKitchen({ pickupAddress: '  House 7, Road 3, Dhanmondi  ', phone: '017-1234-5678' });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual(kitchen({ open: true, pickupAddress: 'House 7, Road 3, Dhanmondi', phone: '+8801712345678' }));
    expect((await putKitchen({ open: false })).body).toEqual(kitchen({ open: false, pickupAddress: 'House 7, Road 3, Dhanmondi', phone: '+8801712345678' }));
    expect((await putKitchen({ phone: '' })).body).toEqual(kitchen({ open: false, pickupAddress: 'House 7, Road 3, Dhanmondi' }));
    expect((await getKitchen(sellerCookie)).body).toEqual(kitchen({ open: false, pickupAddress: 'House 7, Road 3, Dhanmondi' }));
    expect((await getKitchen(otherSellerCookie)).body).toEqual(kitchen({ open: true }));
  });

  it('400 for an empty body, wrong types and invalid values, changing nothing', async () => {
    await putKitchen({ open: false, pickupAddress: 'House 7, Road 3, Dhanmondi' });
    const before = await storedKitchen(sellerUid);
    const cases: [unknown, Record<string, string>][] = [
      [{}, { _: MSG.kitchenNothingToChange }],
      [{ unknown: true }, { _: MSG.kitchenNothingToChange }],
      // null counts as absent (docs/ARCHITECTURE.md §5): nulls alone change nothing, the stored kitchen included.
      [{ deliveryAreas: null, minimumOrder: null, open: null }, { _: MSG.kitchenNothingToChange }],
      [{ open: 'true' }, { open: MSG.mustBeBoolean }],
      [{ open: 1 }, { open: MSG.mustBeBoolean }],
      [{ pickupAddress: 12345678901 }, { pickupAddress: MSG.mustBeText }],
      [{ pickupAddress: 'Mirpur' }, { pickupAddress: MSG.pickupAddressMin }],
      [{ pickupAddress: 'x'.repeat(301) }, { pickupAddress: MSG.tooLong(300) }],
      [{ phone: 1712345678 }, { phone: MSG.mustBeText }],
      [{ phone: '+44 7700 900123' }, { phone: MSG.phoneInvalid }],
      [{ open: true, phone: '123' }, { phone: MSG.phoneInvalid }],
    ];
    for (const [body, errors] of cases) {
      const response = await putKitchen(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      // Only what is wrong: a field of a wrong type is not also "nothing to change".
      expect(response.body.errors, JSON.stringify(body)).toEqual(errors);
    }
    for (const raw of ['[]', '"open"', 'true']) {
      const response = await call<Body>(api, '/api/kitchen', { method: 'PUT', rawBody: raw, cookie: sellerCookie });
      expect(response.status, raw).toBe(400);
    }
    expect(await storedKitchen(sellerUid)).toEqual(before);
  });
});

describe('a closed kitchen', () => {
  it("marks every one of its foods kitchenOpen: false, in the detail, the lists and the top foods; other kitchens' stay open", async () => {
    const mine = [await addFood(sellerCookie, { foodName: 'Kacchi Biryani' }), await addFood(sellerCookie, { foodName: 'Beef Tehari' })];
    const theirs = await addFood(otherSellerCookie, { foodName: 'Fuchka' });
    expect((await call<Food>(api, `/api/food/${mine[0]}`)).body.kitchenOpen).toBe(true);

    expect((await putKitchen({ open: false })).status).toBe(200);
    for (const id of mine) expect((await call<Food>(api, `/api/food/${id}`)).body.kitchenOpen).toBe(false);
    expect((await call<Food>(api, `/api/food/${theirs}`)).body.kitchenOpen).toBe(true);
    const list = await call<Food[]>(api, '/api/foods?sort=price_asc&limit=2');
    expect(list.body.map((food) => [food.foodName, food.kitchenOpen])).toEqual([
      ['Fuchka', true],
      ['Beef Tehari', false],
    ]);
    // §6: a sort page still reads limit + 1 documents; the open state travels on the food.
    expect(readsOf(list)).toBeLessThanOrEqual(3);
    const top = await call<TopFood[]>(api, '/api/top-foods');
    expect(Object.fromEntries(top.body.map((food) => [food.foodName, food.kitchenOpen]))).toEqual({ 'Kacchi Biryani': false, 'Beef Tehari': false, Fuchka: true });

    expect((await putKitchen({ open: true })).status).toBe(200);
    for (const id of mine) expect((await call<Food>(api, `/api/food/${id}`)).body.kitchenOpen).toBe(true);
  });

  it('refuses a purchase with 409 and the §5f message, changing no stock, counter or order', async () => {
    const foodId = await addFood(sellerCookie, { quantity: 5 });
    await putKitchen({ open: false });
    const before = await storedFood(foodId);
    const response = await buy(foodId, 2);
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: 'This kitchen is not taking orders right now.', code: 'kitchenClosed' });
    expect(await storedFood(foodId)).toEqual(before);
    expect(await orderCount()).toBe(0);
    expect(await openOrdersOf(buyerUid)).toBe(0);

    await putKitchen({ open: true });
    expect((await buy(foodId, 2)).status).toBe(201);
    expect(await storedFood(foodId)).toMatchObject({ quantity: 3, purchaseCount: 2 });
  });

  it('leaves orders already placed alone: the seller still accepts them and the buyer still cancels them', async () => {
    const foodId = await addFood(sellerCookie, { quantity: 5 });
    const first = (await buy(foodId)).body._id;
    const second = (await buy(foodId)).body._id;
    await putKitchen({ open: false });
    const accepted = await call<OrderDetail>(api, `/api/orders/${first}/status`, { method: 'POST', body: { status: 'accepted' }, cookie: sellerCookie });
    expect(accepted.status).toBe(200);
    expect(accepted.body.status).toBe('accepted');
    expect((await call(api, `/api/purchase-food/${second}`, { method: 'DELETE', cookie: buyerCookie })).status).toBe(200);
    expect(await storedFood(foodId)).toMatchObject({ quantity: 4, purchaseCount: 1 });
  });

  it('gives a food added while closed the current state', async () => {
    await putKitchen({ open: false });
    const foodId = await addFood(sellerCookie);
    expect((await call<Food>(api, `/api/food/${foodId}`)).body.kitchenOpen).toBe(false);
    expect((await buy(foodId)).status).toBe(409);
    await putKitchen({ open: true });
    expect((await call<Food>(api, `/api/food/${foodId}`)).body.kitchenOpen).toBe(true);
  });
});

describe('switching too often', () => {
  it(`429 with Retry-After for a switch within ${KITCHEN_SWITCH_SECONDS} s of the last one, changing nothing; allowed after`, async () => {
    const foodId = await addFood(sellerCookie);
    expect((await putKitchen({ open: false })).status).toBe(200);
    const before = await storedKitchen(sellerUid);

    const refused = await putNow({ open: true, pickupAddress: 'House 7, Road 3, Dhanmondi' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe(String(KITCHEN_SWITCH_SECONDS));
    expect(refused.body).toEqual({ message: MSG.kitchenSwitchTooSoon(KITCHEN_SWITCH_SECONDS), code: 'kitchenSwitchTooSoon', params: [KITCHEN_SWITCH_SECONDS] });
    expect(await storedKitchen(sellerUid)).toEqual(before);
    expect((await call<Food>(api, `/api/food/${foodId}`)).body.kitchenOpen).toBe(false);

    // What is no switch is not limited: the same state again, the pickup details.
    expect((await putNow({ open: false })).status).toBe(200);
    expect((await putNow({ phone: '01712345678' })).body).toEqual(kitchen({ open: false, phone: '+8801712345678' }));

    clock += SWITCH_MS - 1500;
    const later = await putNow({ open: true });
    expect(later.status).toBe(429);
    expect(later.headers.get('retry-after')).toBe('2');
    expect(later.body.message).toBe(MSG.kitchenSwitchTooSoon(2));

    clock += 1500;
    expect((await putNow({ open: true })).body).toEqual(kitchen({ open: true, phone: '+8801712345678' }));
    expect((await call<Food>(api, `/api/food/${foodId}`)).body.kitchenOpen).toBe(true);
    expect((await putNow({ open: false })).status).toBe(429);
  });

  it('lets at most one of racing switches through, whatever their order', async () => {
    const foodId = await addFood(sellerCookie);
    const wanted = [false, true, false, true, false, true];
    const answers = await Promise.all(wanted.map((open) => putNow({ open })));
    expect(answers.every((answer) => answer.status === 200 || answer.status === 429)).toBe(true);
    // A 200 is the switch itself or a request for the state the kitchen was in; at most one change of `open`.
    answers.forEach((answer, i) => answer.status === 200 && expect(answer.body.open).toBe(wanted[i]));
    const kitchen = await storedKitchen(sellerUid);
    expect(kitchen?.openVersion ?? 0).toBeLessThanOrEqual(1);
    expect((await call<Food>(api, `/api/food/${foodId}`)).body.kitchenOpen).toBe(kitchen?.open ?? true);
  });

  it("is one seller's limit: another kitchen switches at once", async () => {
    expect((await putKitchen({ open: false })).status).toBe(200);
    expect((await putNow({ open: false }, otherSellerCookie)).status).toBe(200);
    expect((await putNow({ open: true })).status).toBe(429);
  });
});
