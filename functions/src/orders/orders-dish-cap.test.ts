import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getConfig } from '../config.js';
import { MAX_PER_ORDER } from '../domain/limits.js';
import { MSG } from '../domain/messages.js';
import type { OrderDetail } from '../domain/types.js';
import { runSweep } from '../scheduled/sweep.js';
import { call, createUser, resetStore, signIn, startApi, testDb, type ApiServer, type TestUser } from '../test/api.js';
import { addFood as addFoodAs } from '../test/completed-orders.js';
import { openOrdersOf, openUnitsOf, storedFood } from '../test/stored.js';
import { ORDERS } from './orders-repo.js';

// docs/ARCHITECTURE.md §5a: a buyer's open orders (placed, accepted, ready) of one dish hold at most MAX_PER_ORDER
// units in total; a rule of the store, on with the per-user limits off (this app's demo- configuration). The count
// lives in the buyer's userStats, written in the purchase's transaction and in every move that ends an order.

const ACCEPT_SECONDS = 60;
const config = { ...getConfig(), orderAcceptSeconds: ACCEPT_SECONDS };
let clock = Date.now();
let api: ApiServer;
let buyer: TestUser;
let buyerCookie: string;
let otherBuyerCookie: string;
let sellerCookie: string;

type Body = { _id: string; message: string };

const addFood = (quantity = 100) => addFoodAs(api, sellerCookie, { foodName: 'Mishti Doi', quantity });
const buy = (foodId: string, quantity: number, cookie = buyerCookie, headers?: Record<string, string>) =>
  call<Body>(api, '/api/add-purchase-food', { method: 'POST', body: { foodId, quantity }, cookie, headers });
const move = (id: string, status: string) => call<OrderDetail>(api, `/api/orders/${id}/status`, { method: 'POST', body: { status }, cookie: sellerCookie });
const cancel = (id: string) => call(api, `/api/purchase-food/${id}`, { method: 'DELETE', cookie: buyerCookie });
const orderCount = async () => (await testDb().collection(ORDERS).count().get()).data().count;
const unitsOf = async (foodId: string) => (await openUnitsOf(buyer.uid))[foodId];

async function placed(foodId: string, quantity: number): Promise<string> {
  const response = await buy(foodId, quantity);
  expect(response.status, response.body.message).toBe(201);
  return response.body._id;
}

beforeAll(async () => {
  expect(config.limits.openOrdersPerBuyer).toBeNull();
  api = await startApi({ config, now: () => new Date(clock) });
  buyer = await createUser('dish-hoarder');
  buyerCookie = await signIn(api, buyer);
  otherBuyerCookie = await signIn(api, await createUser('dish-neighbour'));
  sellerCookie = await signIn(api, await createUser('dish-kitchen'));
});

beforeEach(async () => {
  await resetStore();
});

afterAll(async () => {
  await api.close();
});

describe(`a buyer's open orders of one dish: at most ${MAX_PER_ORDER} units`, () => {
  it(`${MAX_PER_ORDER} units, then one more → 409 with the rule's message, nothing changed`, async () => {
    const foodId = await addFood();
    await placed(foodId, 12);
    await placed(foodId, 8);
    const before = await storedFood(foodId);

    const refused = await buy(foodId, 1);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: MSG.tooManyOfDish(MAX_PER_ORDER), code: 'tooManyOfDish', params: [MAX_PER_ORDER] });
    expect(await storedFood(foodId)).toEqual(before);
    expect(await orderCount()).toBe(2);
    expect(await openOrdersOf(buyer.uid)).toBe(2);
    expect(await unitsOf(foodId)).toBe(MAX_PER_ORDER);

    // Below the cap, the message says how many more fit; another dish and another buyer are their own counts.
    await cancel(await placed(await addFood(), 20));
    const other = await addFood();
    await placed(other, 15);
    const over = await buy(other, 6);
    expect(over.status).toBe(409);
    expect(over.body.message).toBe(MSG.tooManyOfDish(15));
    expect(over.body.message).toContain('You can add up to 5 more.');
    expect((await buy(other, 5)).status).toBe(201);
    expect((await buy(foodId, 20, otherBuyerCookie)).status).toBe(201);
  });

  it('a cancelled order gives its units back: the buyer can buy them again', async () => {
    const foodId = await addFood();
    const first = await placed(foodId, 15);
    await placed(foodId, 5);
    expect((await buy(foodId, 5)).status).toBe(409);
    expect((await cancel(first)).status).toBe(200);
    expect(await unitsOf(foodId)).toBe(5);
    await placed(foodId, 15);
    expect(await unitsOf(foodId)).toBe(20);
    expect(await storedFood(foodId)).toMatchObject({ quantity: 80, purchaseCount: 20 });
  });

  it('is exact under racing purchases: of 5 concurrent orders of 5 units, exactly 4 are placed', async () => {
    const foodId = await addFood();
    const answers = await Promise.all(Array.from({ length: 5 }, () => buy(foodId, 5)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 201, 201, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body.message).toBe(MSG.tooManyOfDish(MAX_PER_ORDER));
    expect(await storedFood(foodId)).toMatchObject({ quantity: 80, purchaseCount: 20 });
    expect(await orderCount()).toBe(4);
    expect(await unitsOf(foodId)).toBe(20);
    expect(await openOrdersOf(buyer.uid)).toBe(4);
  });

  it('accepted and ready orders still hold their units; completed, declined and expired ones give them back', async () => {
    const foodId = await addFood();
    const completed = await placed(foodId, 4);
    const declinedPlaced = await placed(foodId, 3);
    const declinedAccepted = await placed(foodId, 5);
    const expiring = await placed(foodId, 6);
    expect(await unitsOf(foodId)).toBe(18);

    for (const status of ['accepted', 'ready']) expect((await move(completed, status)).status).toBe(200);
    expect((await move(declinedAccepted, 'accepted')).status).toBe(200);
    expect(await unitsOf(foodId)).toBe(18);
    expect((await buy(foodId, 3)).status).toBe(409);

    expect((await move(completed, 'completed')).status).toBe(200);
    expect(await unitsOf(foodId)).toBe(14);
    expect((await move(declinedPlaced, 'declined')).status).toBe(200);
    expect(await unitsOf(foodId)).toBe(11);
    expect((await move(declinedAccepted, 'declined')).status).toBe(200);
    expect(await unitsOf(foodId)).toBe(6);

    clock += ACCEPT_SECONDS * 1000;
    expect((await runSweep({ db: testDb(), now: () => new Date(clock), config })).expired).toBe(1);
    expect(await unitsOf(foodId)).toBeUndefined();
    expect(await openUnitsOf(buyer.uid)).toEqual({});
    expect(await openOrdersOf(buyer.uid)).toBe(0);
    expect((await call<OrderDetail>(api, `/api/orders/${expiring}`, { cookie: buyerCookie })).body.status).toBe('expired');
    await placed(foodId, 20);
  });

  it('an order expired by a read gives its units back too, and a retried purchase at the cap is answered, not refused', async () => {
    const foodId = await addFood();
    const key = { 'Idempotency-Key': 'dish-cap-retry-0001' };
    const first = await buy(foodId, 20, buyerCookie, key);
    expect(first.status).toBe(201);
    const retried = await buy(foodId, 20, buyerCookie, key);
    expect(retried.status).toBe(201);
    expect(retried.body._id).toBe(first.body._id);
    expect(retried.headers.get('idempotent-replayed')).toBe('true');

    clock += ACCEPT_SECONDS * 1000;
    expect((await call<OrderDetail>(api, `/api/orders/${first.body._id}`, { cookie: buyerCookie })).body.status).toBe('expired');
    expect(await openUnitsOf(buyer.uid)).toEqual({});
    await placed(foodId, 20);
  });
});
