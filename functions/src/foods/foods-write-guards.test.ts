import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getConfig } from '../config.js';
import { MSG } from '../domain/messages.js';
import type { CategoryCount, FoodInput } from '../domain/types.js';
import { USER_STATS, type UserStatsDoc } from '../db/user-stats.js';
import { call, createUser, foodInput, resetStore, signIn, startApi, testDb, type ApiServer, type TestUser } from '../test/api.js';
import { dhakaDay } from './dhaka-day.js';
import { FOODS, type FoodDoc } from './food-doc.js';

// Dhaka is UTC+6: 12:00 UTC is 18:00 in Dhaka, six hours before its midnight.
const DHAKA_EVENING = new Date('2024-03-10T12:00:00.000Z');
const DHAKA_NEXT_MIDNIGHT = new Date('2024-03-10T18:00:00.000Z');
const LIMIT = 3;

let api: ApiServer;
let limited: ApiServer;
let clock = DHAKA_EVENING;
let owner: TestUser;
let ownerCookie: string;

beforeAll(async () => {
  api = await startApi();
  limited = await startApi({ config: { ...getConfig(), limits: { foodsPerDay: LIMIT, openOrdersPerBuyer: null, photosPerDay: null } }, now: () => clock });
  owner = await createUser('guarded');
  ownerCookie = await signIn(api, owner);
});

beforeEach(async () => {
  clock = DHAKA_EVENING;
  await resetStore();
});

afterAll(async () => {
  await Promise.all([api.close(), limited.close()]);
});

function add(server: ApiServer, cookie: string, overrides: Partial<FoodInput> = {}) {
  return call<{ _id?: string; message?: string }>(server, '/api/add-food', { method: 'POST', body: foodInput(overrides), cookie });
}

async function storedFood(id: string): Promise<FoodDoc | undefined> {
  return (await testDb().collection(FOODS).doc(id).get()).data() as FoodDoc | undefined;
}

async function foodCount(): Promise<number> {
  return (await testDb().collection(FOODS).count().get()).data().count;
}

async function statsOf(user: TestUser): Promise<UserStatsDoc | undefined> {
  return (await testDb().collection(USER_STATS).doc(user.uid).get()).data() as UserStatsDoc | undefined;
}

describe('foods added per day', () => {
  it('answers 429 with Retry-After until Dhaka midnight once the limit is reached, and stores nothing', async () => {
    for (let i = 0; i < LIMIT; i += 1) expect((await add(limited, ownerCookie, { category: 'Rice' })).status).toBe(201);
    const refused = await add(limited, ownerCookie, { category: 'Curry' });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: MSG.tooManyFoods(LIMIT), code: 'tooManyFoods', params: [LIMIT] });
    expect(refused.headers.get('retry-after')).toBe(String(6 * 60 * 60));
    expect(await foodCount()).toBe(LIMIT);
    expect(await statsOf(owner)).toEqual({ foodsAddedDay: '2024-03-10', foodsAddedCount: LIMIT });
    expect((await call<CategoryCount[]>(api, '/api/categories')).body).toEqual([{ category: 'Rice', count: LIMIT }]);

    const other = await createUser('unguarded');
    expect((await add(limited, await signIn(limited, other))).status).toBe(201);

    clock = DHAKA_NEXT_MIDNIGHT;
    expect((await add(limited, ownerCookie)).status).toBe(201);
    expect(await statsOf(owner)).toEqual({ foodsAddedDay: '2024-03-11', foodsAddedCount: 1 });
  });

  it('lets exactly the limit through when more adds race', async () => {
    const racer = await createUser('racer');
    const cookie = await signIn(limited, racer);
    const statuses = (await Promise.all(Array.from({ length: LIMIT + 5 }, () => add(limited, cookie)))).map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    expect(await foodCount()).toBe(LIMIT);
    expect(await statsOf(racer)).toEqual({ foodsAddedDay: '2024-03-10', foodsAddedCount: LIMIT });
  });

  it('is counted when the limit is off, without touching other fields of the user', async () => {
    await testDb().collection(USER_STATS).doc(owner.uid).set({ openOrders: 2 });
    for (let i = 0; i < LIMIT + 2; i += 1) expect((await add(api, ownerCookie)).status).toBe(201);
    expect(await statsOf(owner)).toEqual({ openOrders: 2, foodsAddedDay: dhakaDay(new Date()), foodsAddedCount: LIMIT + 2 });
  });
});

describe('stale edits (PUT /api/update-food/:id with baseQuantity)', () => {
  it('answers 409 when the stock moved since the form was loaded, and writes nothing', async () => {
    const created = await add(api, ownerCookie, { foodName: 'Kacchi', quantity: 10 });
    const id = String(created.body._id);
    const buyerCookie = await signIn(api, await createUser('stale-buyer'));
    const purchase = await call(api, '/api/add-purchase-food', { method: 'POST', body: { foodId: id, quantity: 3 }, cookie: buyerCookie });
    expect(purchase.status).toBe(201);
    const before = await storedFood(id);

    const unchangedForm = { ...foodInput({ foodName: 'Kacchi', quantity: 10 }), baseQuantity: 10 };
    const stale = await call(api, `/api/update-food/${id}`, { method: 'PUT', body: unchangedForm, cookie: ownerCookie });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ message: MSG.stockChanged(7), code: 'stockChanged', params: [7] });
    expect(MSG.stockChanged(7)).toBe('The stock changed while you were editing (now 7 left). The form now shows the current values.');
    expect(await storedFood(id)).toEqual(before);

    const reloaded = { ...foodInput({ foodName: 'Kacchi Royale', quantity: 7 }), baseQuantity: 7 };
    const saved = await call(api, `/api/update-food/${id}`, { method: 'PUT', body: reloaded, cookie: ownerCookie });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ foodName: 'Kacchi Royale', quantity: 7, purchaseCount: 3 });
    expect(await storedFood(id)).toMatchObject({ foodName: 'Kacchi Royale', quantity: 7, purchaseCount: 3 });
  });

  it('requires baseQuantity as a whole number of at least 0', async () => {
    const id = String((await add(api, ownerCookie)).body._id);
    const before = await storedFood(id);
    const cases: Array<[unknown, string]> = [
      [undefined, MSG.baseQuantityRequired],
      ['10', MSG.quantityNumber],
      [2.5, MSG.quantityInteger],
      [-1, MSG.quantityMin],
    ];
    for (const [baseQuantity, message] of cases) {
      const body = { ...foodInput({ foodName: 'Changed' }), baseQuantity };
      const response = await call(api, `/api/update-food/${id}`, { method: 'PUT', body, cookie: ownerCookie });
      expect(response.status, String(baseQuantity)).toBe(400);
      expect(response.body, String(baseQuantity)).toMatchObject({ message, errors: { baseQuantity: message } });
    }
    expect(await storedFood(id)).toEqual(before);
  });
});
