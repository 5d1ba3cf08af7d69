import { ALWAYS_OPEN_HOURS } from '../domain/hours.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DELIVERY_AREAS_MAX } from '../domain/limits.js';
import { MSG } from '../domain/messages.js';
import type { Kitchen, PublicKitchen } from '../domain/types.js';
import { call, createUser, readsOf, resetStore, signIn, startApi, testDb, type ApiServer, type TestUser } from '../test/api.js';
import { addFood } from '../test/completed-orders.js';
import { KITCHENS, type KitchenDoc } from './kitchen-doc.js';

// docs/ARCHITECTURE.md §5h: a kitchen's delivery areas with their fees and its minimum order, and the public
// GET /api/kitchens/:uid a cart reads before the order is placed.

let api: ApiServer;
let seller: TestUser;
let sellerCookie: string;

type Body = Kitchen & { message?: string; errors?: Record<string, string> };

const putKitchen = (body: unknown, cookie: string | undefined = sellerCookie) => call<Body>(api, '/api/kitchen', { method: 'PUT', body, cookie });
const storedKitchen = async (uid: string) => (await testDb().collection(KITCHENS).doc(uid).get()).data() as KitchenDoc | undefined;

beforeAll(async () => {
  api = await startApi();
  seller = await createUser('delivering-kitchen', { displayName: 'Chef Rahim' });
  sellerCookie = await signIn(api, seller);
});

beforeEach(async () => {
  await resetStore();
});

afterAll(async () => {
  await api.close();
});

describe('PUT /api/kitchen with deliveryAreas and minimumOrder', () => {
  it('keeps the areas as typed and the minimum, changes them apart from the rest, and clears them with [] and 0', async () => {
    const areas = [
      { area: 'Gulshan', fee: 60 },
      { area: 'Dhanmondi', fee: 40.5 },
      { area: 'Mirpur DOHS', fee: 0 },
    ];
    const saved = await putKitchen({ deliveryAreas: areas, minimumOrder: 300 });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ open: true, deliveryAreas: areas, minimumOrder: 300, hours: ALWAYS_OPEN_HOURS, closedDates: [] });
    expect(await storedKitchen(seller.uid)).toMatchObject({ deliveryAreas: areas, minimumOrder: 300, userName: 'Chef Rahim' });

    expect((await putKitchen({ phone: '01712345678' })).body).toEqual({ open: true, phone: '+8801712345678', deliveryAreas: areas, minimumOrder: 300, hours: ALWAYS_OPEN_HOURS, closedDates: [] });
    expect((await call<Body>(api, '/api/kitchen', { cookie: sellerCookie })).body).toEqual({ open: true, phone: '+8801712345678', deliveryAreas: areas, minimumOrder: 300, hours: ALWAYS_OPEN_HOURS, closedDates: [] });
    expect((await putKitchen({ minimumOrder: 0 })).body).toMatchObject({ deliveryAreas: areas, minimumOrder: 0 });
    expect((await putKitchen({ deliveryAreas: [] })).body).toEqual({ open: true, phone: '+8801712345678', deliveryAreas: [], minimumOrder: 0, hours: ALWAYS_OPEN_HOURS, closedDates: [] });
    const stored = await storedKitchen(seller.uid);
    expect(stored?.deliveryAreas).toBeUndefined();
    expect(stored?.minimumOrder).toBeUndefined();
  });

  it('400 for invalid areas, fees and minimums, changing nothing', async () => {
    await putKitchen({ deliveryAreas: [{ area: 'Gulshan', fee: 60 }], minimumOrder: 100 });
    const before = await storedKitchen(seller.uid);
    const many = Array.from({ length: DELIVERY_AREAS_MAX + 1 }, (_, i) => ({ area: `Area ${i}`, fee: 1 }));
    const cases: [unknown, Record<string, string>][] = [
      [{ deliveryAreas: 'Gulshan' }, { deliveryAreas: MSG.mustBeList }],
      [{ deliveryAreas: [{ area: 'Gulshan', fee: 1 }, { area: ' gulshan ', fee: 2 }] }, { 'deliveryAreas.1.area': MSG.deliveryAreaTwice }],
      [{ deliveryAreas: many }, { deliveryAreas: MSG.deliveryAreasMax }],
      [{ deliveryAreas: [{ area: 'G', fee: 1 }] }, { 'deliveryAreas.0.area': MSG.areaMin }],
      [{ deliveryAreas: [{ area: 'x'.repeat(61), fee: 1 }] }, { 'deliveryAreas.0.area': MSG.tooLong(60) }],
      [{ deliveryAreas: [{ area: 'Gulshan' }] }, { 'deliveryAreas.0.fee': MSG.deliveryFeeInvalid }],
      [{ deliveryAreas: [{ area: 'Gulshan', fee: '60' }] }, { 'deliveryAreas.0.fee': MSG.deliveryFeeInvalid }],
      [{ deliveryAreas: [{ area: 'Gulshan', fee: 1000.01 }] }, { 'deliveryAreas.0.fee': MSG.deliveryFeeInvalid }],
      [{ deliveryAreas: [{ area: 'Gulshan', fee: -1 }] }, { 'deliveryAreas.0.fee': MSG.deliveryFeeInvalid }],
      [{ deliveryAreas: [{ area: 'Gulshan', fee: 1.005 }] }, { 'deliveryAreas.0.fee': MSG.deliveryFeeInvalid }],
      [{ deliveryAreas: ['Gulshan'] }, { 'deliveryAreas.0': MSG.mustBeObject }],
      [{ deliveryAreas: [{ area: 7, fee: 1 }] }, { 'deliveryAreas.0.area': MSG.mustBeText }],
      [{ minimumOrder: -5 }, { minimumOrder: MSG.minimumOrderInvalid }],
      [{ minimumOrder: '300' }, { minimumOrder: MSG.minimumOrderInvalid }],
      [{ minimumOrder: 1.234 }, { minimumOrder: MSG.minimumOrderInvalid }],
    ];
    for (const [body, errors] of cases) {
      const response = await putKitchen(body);
      expect({ body, status: response.status, errors: response.body.errors }).toMatchObject({ body, status: 400, errors });
    }
    expect(await storedKitchen(seller.uid)).toEqual(before);
  });
});

describe('GET /api/kitchens/:uid', () => {
  it('is public: the seller name, open state, areas and minimum, publicly cacheable, in at most 2 reads', async () => {
    await addFood(api, sellerCookie, { foodName: 'Kacchi Biryani' });
    // A kitchen that never saved its settings: open, everywhere for free, its name from its food.
    const fresh = await call<PublicKitchen>(api, `/api/kitchens/${seller.uid}`);
    expect(fresh.status).toBe(200);
    expect(fresh.body).toEqual({ userName: 'Chef Rahim', open: true, deliveryAreas: [], minimumOrder: 0, hours: ALWAYS_OPEN_HOURS, closedDates: [] });
    expect(fresh.headers.get('cache-control')).toBe('public, no-cache');
    expect(readsOf(fresh)).toBe(2);

    await putKitchen({ open: false, phone: '01712345678', pickupAddress: 'House 7, Road 3, Dhanmondi', deliveryAreas: [{ area: 'Gulshan', fee: 60 }], minimumOrder: 250 });
    const set = await call<PublicKitchen>(api, `/api/kitchens/${seller.uid}`);
    // No phone, no address: those are for the kitchen's own buyers (§5f).
    expect(set.body).toEqual({ userName: 'Chef Rahim', open: false, deliveryAreas: [{ area: 'Gulshan', fee: 60 }], minimumOrder: 250, hours: ALWAYS_OPEN_HOURS, closedDates: [] });
    expect(readsOf(set)).toBe(1);
  });

  it('404 for a uid with neither a kitchen nor a food, and for ids no document can have', async () => {
    const stranger = await createUser('no-kitchen');
    for (const uid of [stranger.uid, '__x__', 'a'.repeat(200)]) {
      const response = await call<{ message: string }>(api, `/api/kitchens/${uid}`);
      expect(response.status, uid).toBe(404);
      expect(response.body).toEqual({ message: MSG.kitchenNotFound, code: 'kitchenNotFound' });
    }
  });
});
