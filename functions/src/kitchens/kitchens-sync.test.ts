import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hoursCode, SPEC_HOURS } from '../domain/hours.js';
import { KITCHEN_SWITCH_SECONDS } from '../domain/limits.js';
import { MSG } from '../domain/messages.js';
import type { Food, Kitchen } from '../domain/types.js';
import { categoryKey } from '../domain/foods.js';
import { FOODS, type FoodDoc } from '../foods/food-doc.js';
import { nameGrams } from '../foods/foods-search.js';
import { runSweep } from '../scheduled/sweep.js';
import { call, createUser, resetStore, signIn, startApi, testDb, type ApiServer, type TestUser } from '../test/api.js';
import { KITCHENS, type KitchenDoc } from './kitchen-doc.js';
import { KITCHEN_SYNC_BATCH } from './kitchens-repo.js';

// The fan-out of a kitchen's open state onto its foods (functions/README.md, Decisions): complete beyond one
// transaction's 500 writes, right under racing switches, finished by the sweep when a request could not, and never
// trusted by a purchase.

let api: ApiServer;
let seller: TestUser;
let sellerCookie: string;
let buyerCookie: string;

const db = () => testDb();

/** `count` foods of the seller written straight to Firestore (the API would take minutes for this many). */
async function storeFoods(count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let start = 0; start < count; start += 400) {
    const batch = db().batch();
    for (let i = start; i < Math.min(count, start + 400); i += 1) {
      const ref = db().collection(FOODS).doc(`food-${String(i).padStart(5, '0')}`);
      const doc: FoodDoc = {
        foodName: `Dish ${i}`,
        foodImage: 'https://example.com/dish.webp',
        category: 'Rice',
        categoryKey: categoryKey('Rice'),
        price: 5,
        description: 'A dish.',
        quantity: 10,
        foodOrigin: 'Bangladesh',
        purchaseCount: 0,
        buyer: { email: seller.email, userName: seller.name, photo: seller.picture },
        ownerUid: seller.uid,
        createdAt: Timestamp.fromMillis(Date.now() - i * 1000),
        grams: nameGrams(`Dish ${i}`),
        kitchenOpen: true,
        ratingSum: 0,
        ratingCount: 0,
        ratingScore: 0,
      };
      batch.set(ref, doc);
      ids.push(ref.id);
    }
    await batch.commit();
  }
  return ids;
}

/** How many of the seller's foods carry each copy of the hours. */
async function foodHours(): Promise<Record<string, number>> {
  const snapshot = await db().collection(FOODS).where('ownerUid', '==', seller.uid).select('kitchenHours').get();
  const copies: Record<string, number> = {};
  for (const doc of snapshot.docs) {
    const key = String(doc.get('kitchenHours'));
    copies[key] = (copies[key] ?? 0) + 1;
  }
  return copies;
}

/** How many of the seller's foods carry each open state. */
async function foodStates(): Promise<Record<string, number>> {
  const snapshot = await db().collection(FOODS).where('ownerUid', '==', seller.uid).select('kitchenOpen').get();
  const states: Record<string, number> = {};
  for (const doc of snapshot.docs) {
    const key = String(doc.get('kitchenOpen'));
    states[key] = (states[key] ?? 0) + 1;
  }
  return states;
}

const storedKitchen = async () => (await db().collection(KITCHENS).doc(seller.uid).get()).data() as KitchenDoc | undefined;
const putKitchen = (body: Partial<Kitchen>) => call<Kitchen>(api, '/api/kitchen', { method: 'PUT', body, cookie: sellerCookie });

// A clock that moves on KITCHEN_SWITCH_SECONDS at every reading: every switch is allowed, so racing switches commit
// and their fan-outs race (kitchens-routes.test.ts tests the limit itself).
let clock = Date.now();

beforeAll(async () => {
  api = await startApi({ now: () => new Date((clock += KITCHEN_SWITCH_SECONDS * 1000)) });
  seller = await createUser('busy-kitchen');
  sellerCookie = await signIn(api, seller);
  buyerCookie = await signIn(api, await createUser('hungry'));
});

beforeEach(async () => {
  await resetStore();
});

afterAll(async () => {
  await api.close();
});

describe('writing kitchenOpen onto the foods', () => {
  it(`reaches every food of a seller with more foods than one transaction may write (${KITCHEN_SYNC_BATCH} per transaction)`, async () => {
    await storeFoods(520);
    expect((await putKitchen({ open: false })).status).toBe(200);
    expect(await foodStates()).toEqual({ false: 520 });
    expect(await storedKitchen()).toMatchObject({ open: false, foodsPending: false });
    expect((await putKitchen({ open: true })).status).toBe(200);
    expect(await foodStates()).toEqual({ true: 520 });
  });

  it('ends with every food in the final state when switches race', async () => {
    await storeFoods(260);
    const answers = await Promise.all([false, true, false, true, false].map((open) => putKitchen({ open })));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    const kitchen = await storedKitchen();
    expect(kitchen?.openVersion).toBeGreaterThanOrEqual(1);
    expect(await foodStates()).toEqual({ [String(kitchen?.open)]: 260 });
    expect(kitchen?.foodsPending).toBe(false);
  });

  it('carries a change of hours (§5j) to every food across batches, and the sweep finishes one cut short', async () => {
    await storeFoods(260);
    const lunch = { ...SPEC_HOURS, mon: [{ from: '11:00', to: '15:00' }], sun: [] };
    expect((await call<Kitchen>(api, '/api/kitchen', { method: 'PUT', body: { hours: lunch, closedDates: ['2099-12-16'] }, cookie: sellerCookie })).status).toBe(200);
    const code = hoursCode({ hours: lunch, closedDates: ['2099-12-16'] });
    expect(await foodHours()).toEqual({ [code]: 260 });
    expect(await storedKitchen()).toMatchObject({ foodsPending: false, openVersion: 1 });

    // As if a PUT saved other hours and its instance died before the fan-out.
    const stored = await storedKitchen();
    await db().collection(KITCHENS).doc(seller.uid).set({ ...stored, hours: SPEC_HOURS, closedDates: [], openVersion: 2, foodsPending: true } as KitchenDoc);
    expect((await runSweep({ db: db() })).kitchensSynced).toBe(1);
    expect(await foodHours()).toEqual({ [hoursCode({ hours: SPEC_HOURS, closedDates: [] })]: 260 });
  });

  it('a fan-out cut short: purchases ask the kitchen itself meanwhile, and the sweep finishes the foods', async () => {
    const [foodId] = await storeFoods(3);
    // As if PUT /api/kitchen committed the switch and its instance died before the fan-out.
    await db().collection(KITCHENS).doc(seller.uid).set({ open: false, openVersion: 1, foodsPending: true, updatedAt: Timestamp.now() } satisfies KitchenDoc);
    expect((await call<Food>(api, `/api/food/${foodId}`)).body.kitchenOpen).toBe(true);
    const refused = await call<{ message: string }>(api, '/api/add-purchase-food', { method: 'POST', body: { foodId, quantity: 1 }, cookie: buyerCookie });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(MSG.kitchenClosed);

    const result = await runSweep({ db: db() });
    expect(result.kitchensSynced).toBe(1);
    expect(await foodStates()).toEqual({ false: 3 });
    expect(await storedKitchen()).toMatchObject({ open: false, foodsPending: false });
    expect((await runSweep({ db: db() })).kitchensSynced).toBe(0);
  });
});
