import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { FieldValue } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Food, Order, Review } from '../domain/types.js';
import { META } from '../foods/foods-categories.js';
import { FOODS, type FoodDoc } from '../foods/food-doc.js';
import { USER_STATS } from '../db/user-stats.js';
import { KITCHENS, type KitchenDoc } from '../kitchens/kitchen-doc.js';
import { ORDERS, type OrderDoc } from '../orders/orders-repo.js';
import { REVIEWS } from '../reviews/review-doc.js';
import { SALES_DAYS, type SalesDayDoc } from '../sales/sales-days.js';
import { call, resetStore, signIn, startApi, testDb, type ApiServer, type TestUser } from './api.js';

interface SeedModule {
  seedStore(options: { projectId: string; firestoreHost: string; authHost: string; dataDir?: string; currency?: 'USD' | 'BDT' }): Promise<{
    skipped: boolean;
    accounts: number;
    foods: number;
    orders: number;
  }>;
  upgradeStore(options: { projectId: string; firestoreHost: string }): Promise<{ updated: number; sitemapAdded: number; sales: { orders: number; reviews: number } }>;
}

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const accounts = JSON.parse(readFileSync(path.join(ROOT, 'emulator-data/accounts.json'), 'utf8')) as {
  key: string;
  uid: string;
  email: string;
  password: string;
  displayName: string;
  photoURL: string;
}[];

// A small stand-in for emulator-data/foods.json in the agreed format.
const foods = [
  { key: 'kacchi-biryani', foodName: 'Kacchi Biryani', category: 'Rice', foodOrigin: 'Bangladesh', price: 12.5, quantity: 20, purchaseCount: 40, owner: 'rahim' },
  { key: 'fuchka', foodName: 'Fuchka', category: 'Street Food', foodOrigin: 'Bangladesh', price: 3, quantity: 50, purchaseCount: 75, owner: 'nadia' },
  { key: 'beef-tacos', foodName: 'Beef Tacos', category: 'Street Food', foodOrigin: 'Mexico', price: 8.25, quantity: 0, purchaseCount: 12, owner: 'tanvir' },
].map((food) => ({ ...food, description: `Our ${food.foodName}.`, foodImage: `/images/foods/${food.key}-800.webp` }));
const orders = [
  { buyer: 'tanvir', food: 'kacchi-biryani', quantity: 2, hoursAgo: 50 },
  { buyer: 'rahim', food: 'fuchka', quantity: 3, hoursAgo: 30 },
  {
    buyer: 'tanvir',
    food: 'fuchka',
    quantity: 1,
    hoursAgo: 2,
    fulfilment: 'delivery',
    delivery: { phone: '01712345678', address: 'House 27, Road 9A, Dhanmondi', area: 'Dhanmondi' },
    moves: [{ status: 'accepted', hoursAgo: 1.9 }],
  },
];

/** All Foods' "Top rated" first three of the seed: Kacchi Biryani and Fuchka tie (3 reviews each, 4.67), the newer first. */
const TOP_RATED = ['Kacchi Biryani', 'Fuchka', 'Mishti Doi'];

let dataDir: string;
let api: ApiServer;
let seedStore: SeedModule['seedStore'];
let upgradeStore: SeedModule['upgradeStore'];

/** Seeds from the fixture, or from emulator-data/ when `fromDir` is null. */
function seed(fromDir: string | null = dataDir) {
  return seedStore({
    projectId: 'demo-foodstore',
    firestoreHost: process.env.FIRESTORE_EMULATOR_HOST ?? '',
    authHost: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '',
    dataDir: fromDir ?? undefined,
  });
}

async function signInWithPassword(email: string, password: string): Promise<string> {
  const url = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { idToken: string }).idToken;
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'seed-'));
  writeFileSync(path.join(dataDir, 'accounts.json'), JSON.stringify(accounts));
  writeFileSync(path.join(dataDir, 'foods.json'), JSON.stringify(foods));
  writeFileSync(path.join(dataDir, 'orders.json'), JSON.stringify(orders));
  // scripts/ is outside functions/src (its rootDir), so the seed is loaded by URL.
  ({ seedStore, upgradeStore } = (await import(pathToFileURL(path.join(ROOT, 'scripts/seed.ts')).href)) as SeedModule);
  api = await startApi();
  await resetStore();
});

afterAll(async () => {
  await api.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('seedStore', () => {
  it('seeds accounts, foods and orders into an empty store, consistently', async () => {
    expect(await seed()).toEqual({ skipped: false, accounts: 3, foods: 3, orders: 3 });

    const stored = (await testDb().collection(FOODS).get()).docs.map((doc) => ({ id: doc.id, ...(doc.data() as FoodDoc) }));
    const byName = new Map(stored.map((food) => [food.foodName, food]));
    expect(byName.get('Kacchi Biryani')).toMatchObject({ quantity: 18, purchaseCount: 42, ownerUid: 'demo-rahim' });
    expect(byName.get('Fuchka')).toMatchObject({
      quantity: 46,
      purchaseCount: 79,
      buyer: { email: 'nadia@example.com', userName: 'Nadia Islam', photo: '/images/avatars/nadia.webp' },
    });
    expect(byName.get('Beef Tacos')).toMatchObject({ quantity: 0, purchaseCount: 12, ownerUid: 'demo-tanvir' });

    const list = await call<Food[]>(api, '/api/foods');
    expect(list.body.map((food) => food.foodName)).toEqual(['Kacchi Biryani', 'Fuchka', 'Beef Tacos']);
    const search = await call<Food[]>(api, '/api/foods?search=TACO');
    expect(search.body.map((food) => food.foodName)).toEqual(['Beef Tacos']);
    const streetFood = await call<Food[]>(api, '/api/foods?category=street%20food&sort=price_desc');
    expect(streetFood.body.map((food) => food.foodName)).toEqual(['Beef Tacos', 'Fuchka']);
    const categories = await call(api, '/api/categories');
    expect(categories.body).toEqual([
      { category: 'Street Food', count: 2 },
      { category: 'Rice', count: 1 },
    ]);

    const storedOrders = (await testDb().collection(ORDERS).get()).docs.map((doc) => doc.data() as OrderDoc);
    expect(storedOrders).toHaveLength(3);
    for (const order of storedOrders) {
      expect(Date.now() - Date.parse(order.buyingDate)).toBeGreaterThan(60 * 60 * 1000);
    }
    const moved = storedOrders.find((order) => order.status === 'accepted');
    expect(moved).toMatchObject({ fulfilment: 'delivery', delivery: { phone: '+8801712345678', area: 'Dhanmondi' } });
    expect(moved?.history.map((entry) => [entry.status, entry.by])).toEqual([
      ['placed', 'buyer'],
      ['accepted', 'seller'],
    ]);
    expect(Date.parse(moved?.history[1]?.at ?? '') - Date.parse(moved?.buyingDate ?? '')).toBe(6 * 60 * 1000);
  });

  it('creates the demo accounts with their fixed uids, passwords and profiles', async () => {
    const tanvir = accounts.find((account) => account.key === 'tanvir');
    if (!tanvir) throw new Error('tanvir is missing from accounts.json');
    const idToken = await signInWithPassword(tanvir.email, tanvir.password);
    const user: TestUser = {
      uid: tanvir.uid,
      email: tanvir.email,
      name: tanvir.displayName,
      picture: tanvir.photoURL,
      password: tanvir.password,
      idToken,
    };
    const cookie = await signIn(api, user);
    const mine = await call<Order[]>(api, `/api/purchase-food/${tanvir.email}`, { cookie });
    expect(mine.body.map((order) => [order.foodName, order.quantity])).toEqual([
      ['Fuchka', 1],
      ['Kacchi Biryani', 2],
    ]);
    const myFoods = await call<Food[]>(api, `/api/foods/${tanvir.email}`, { cookie });
    expect(myFoods.body.map((food) => food.foodName)).toEqual(['Beef Tacos']);
    expect(myFoods.body[0]?.buyer).toEqual({ uid: 'demo-tanvir', email: tanvir.email, userName: 'Tanvir Ahmed', photo: '/images/avatars/tanvir.webp' });
  });

  it('skips a store that already has foods', async () => {
    expect(await seed()).toEqual({ skipped: true, accounts: 3, foods: 0, orders: 0 });
    expect((await testDb().collection(FOODS).count().get()).data().count).toBe(3);
    expect((await testDb().collection(ORDERS).count().get()).data().count).toBe(3);
  });
});

describe('emulator-data', () => {
  it('seeds completely: every order fits its stock and moves stock and purchaseCount', async () => {
    const read = <T>(file: string) => JSON.parse(readFileSync(path.join(ROOT, 'emulator-data', file), 'utf8')) as T;
    const realFoods = read<{ key: string; foodName: string; quantity: number; purchaseCount: number }[]>('foods.json');
    const realOrders = read<
      { buyer: string; food?: string; quantity?: number; lines?: { food: string; quantity: number }[]; hoursAgo: number; moves?: { status: string }[] }[]
    >('orders.json');
    const dishesOf = (order: (typeof realOrders)[number]) => order.lines ?? [{ food: order.food ?? '', quantity: order.quantity ?? 0 }];
    const finalStatus = (order: (typeof realOrders)[number]) => order.moves?.at(-1)?.status ?? 'placed';
    const returned = (order: (typeof realOrders)[number]) => ['cancelled', 'declined', 'expired'].includes(finalStatus(order));
    await resetStore();
    expect(await seed(null)).toEqual({ skipped: false, accounts: 3, foods: realFoods.length, orders: realOrders.length });

    const stored = new Map(
      (await testDb().collection(FOODS).get()).docs.map((doc) => [(doc.data() as FoodDoc).foodName, doc.data() as FoodDoc]),
    );
    for (const food of realFoods) {
      const kept = realOrders.filter((order) => !returned(order)).flatMap(dishesOf).filter((dish) => dish.food === food.key);
      const ordered = kept.reduce((sum, dish) => sum + dish.quantity, 0);
      expect(stored.get(food.foodName), food.key).toMatchObject({
        quantity: food.quantity - ordered,
        purchaseCount: food.purchaseCount + ordered,
      });
    }
    const storedOrders = (await testDb().collection(ORDERS).get()).docs.map((doc) => doc.data() as OrderDoc);
    expect(storedOrders).toHaveLength(realOrders.length);
    expect(storedOrders.map((order) => order.status).sort()).toEqual(realOrders.map(finalStatus).sort());
    // A lively inbox for the kitchen: every status among Chef Rahim's orders, deliveries and pickups.
    const rahims = storedOrders.filter((order) => order.sellerUid === 'demo-rahim');
    expect(new Set(rahims.map((order) => order.status))).toEqual(new Set(['placed', 'accepted', 'ready', 'completed', 'declined', 'cancelled', 'expired']));
    expect(new Set(rahims.map((order) => order.fulfilment))).toEqual(new Set(['delivery', 'pickup']));
    for (const order of storedOrders) expect(order.history.map((entry) => entry.status).at(-1)).toBe(order.status);
    // §5f: an order the kitchen let expire, declines that say why, a pickup buyer who left a phone.
    const expired = storedOrders.filter((order) => order.status === 'expired');
    expect(expired.map((order) => order.history.at(-1)?.by)).toEqual(['system']);
    expect(storedOrders.filter((order) => order.decline).map((order) => order.decline?.reason).sort()).toEqual(['cannot_deliver', 'sold_out']);
    expect(storedOrders.some((order) => order.fulfilment === 'pickup' && order.delivery?.phone === '+8801712345678')).toBe(true);
    // Seeded placed orders are recent enough to wait for their kitchen (ORDER_ACCEPT_SECONDS, default 30 minutes).
    const placed = realOrders.filter((order) => finalStatus(order) === 'placed');
    expect(placed.every((order) => order.hoursAgo < 0.5)).toBe(true);
    // Tanvir's kitchen is closed, his foods say so; the others are open with their pickup details.
    const kitchens = new Map((await testDb().collection(KITCHENS).get()).docs.map((doc) => [doc.id, doc.data() as KitchenDoc]));
    expect(kitchens.get('demo-tanvir')).toMatchObject({ open: false, foodsPending: false });
    expect(kitchens.get('demo-rahim')).toMatchObject({ open: true, phone: '+8801711000111' });
    const tanvirsFoods = [...stored.values()].filter((food) => food.ownerUid === 'demo-tanvir');
    expect(tanvirsFoods.length).toBeGreaterThan(0);
    expect(tanvirsFoods.every((food) => food.kitchenOpen === false)).toBe(true);
    expect([...stored.values()].filter((food) => food.ownerUid !== 'demo-tanvir').every((food) => food.kitchenOpen === true)).toBe(true);
    // §5h: two meals of several dishes from Nadia's kitchen, which delivers to a few areas for a fee above a minimum.
    expect(kitchens.get('demo-nadia')).toMatchObject({ deliveryAreas: expect.arrayContaining([{ area: 'Gulshan', fee: 2.5 }, { area: 'Dhanmondi', fee: 2 }, { area: 'Mirpur', fee: 1 }]), minimumOrder: 8 });
    const meals = storedOrders.filter((order) => (order.lines?.length ?? 0) > 1);
    expect(meals.map((order) => [order.status, order.lines?.length, order.deliveryFee]).sort()).toEqual([
      ['completed', 3, 2.5],
      ['placed', 3, 2],
    ]);
    for (const meal of meals) expect(meal.total).toBe(Math.round(((meal.subtotal ?? 0) + (meal.deliveryFee ?? 0)) * 100) / 100);
    // The open-order counters match what is still placed.
    for (const buyer of ['rahim', 'nadia', 'tanvir']) {
      const placed = realOrders.filter((order) => order.buyer === buyer && finalStatus(order) === 'placed').length;
      const stats = (await testDb().collection(USER_STATS).doc(`demo-${buyer}`).get()).data();
      expect(stats?.openOrders ?? 0, buyer).toBe(placed);
    }
  });

  it('rates the dishes from the seeded reviews of completed orders, a few with the seller\'s reply', async () => {
    const read = <T>(file: string) => JSON.parse(readFileSync(path.join(ROOT, 'emulator-data', file), 'utf8')) as T;
    const realFoods = read<{ key: string; foodName: string; owner: string }[]>('foods.json');
    const realOrders = read<{ buyer: string; food?: string; moves?: { status: string }[]; review?: { rating: number; reply?: unknown } }[]>('orders.json');
    const reviewed = realOrders.filter((order) => order.review);
    expect(reviewed.length).toBeGreaterThanOrEqual(12);
    for (const order of reviewed) expect(order.moves?.at(-1)?.status, order.food).toBe('completed');
    expect(reviewed.filter((order) => order.review?.reply).length).toBeGreaterThanOrEqual(3);

    const foodsByName = new Map((await testDb().collection(FOODS).get()).docs.map((doc) => [(doc.data() as FoodDoc).foodName, doc]));
    for (const food of realFoods) {
      const ratings = reviewed.filter((order) => order.food === food.key).map((order) => order.review?.rating ?? 0);
      const sum = ratings.reduce((total, rating) => total + rating, 0);
      const doc = foodsByName.get(food.foodName);
      expect(doc?.data(), food.key).toMatchObject({ ratingSum: sum, ratingCount: ratings.length });
      const shown = await call<Food>(api, `/api/food/${doc?.id}`);
      expect(shown.body.rating, food.key).toEqual({ average: ratings.length ? Math.round((sum * 100) / ratings.length) / 100 : 0, count: ratings.length });
    }
    expect((await testDb().collection(REVIEWS).count().get()).data().count).toBe(reviewed.length);

    const kacchi = foodsByName.get('Kacchi Biryani')?.id;
    const reviews = await call<Review[]>(api, `/api/food/${kacchi}/reviews`);
    expect(reviews.body.map((review) => review.rating)).toEqual([5, 4, 5]);
    expect(reviews.body.map((review) => review.reviewer.userName)).toEqual(['Tanvir Ahmed', 'Nadia Islam', 'Nadia Islam']);
    expect(reviews.body.filter((review) => review.reply).length).toBe(2);
    // By the Bayesian score (§5c): 3 reviews of 4.67 on average (3.94) above 2 of 5 (3.93).
    const topRated = await call<Food[]>(api, '/api/foods?sort=rating&limit=3');
    expect(topRated.body.map((food) => food.foodName)).toEqual(TOP_RATED);
  });

  it('lists every seeded food in the sitemap; upgradeStore gives data saved by an earlier version that shape', async () => {
    const ids = (await testDb().collection(FOODS).select().get()).docs.map((doc) => doc.id).sort();
    const listed = async () => [...(await call<string>(api, '/sitemap.xml')).body.matchAll(/<loc>[a-z]+:\/\/[^/<]+\/food\/([^<]+)<\/loc>/g)].map((match) => match[1]).sort();
    expect(await listed()).toEqual(ids);

    // As a version before the sitemap's shards and the rating score saved it.
    const batch = testDb().batch();
    for (const doc of (await testDb().collection(FOODS).get()).docs) {
      const { ratingSum, ratingCount } = doc.data() as FoodDoc;
      batch.update(doc.ref, { sitemapShard: FieldValue.delete(), ratingScore: FieldValue.delete(), ratingAverage: ratingCount ? Math.round((ratingSum * 100) / ratingCount) / 100 : 0 });
    }
    for (const doc of ['sitemap', 'sitemap-0']) batch.delete(testDb().collection(META).doc(doc));
    await batch.commit();
    expect(await listed()).toEqual([]);
    expect((await call<Food[]>(api, '/api/foods?sort=rating')).body).toEqual([]);

    const store = { projectId: 'demo-foodstore', firestoreHost: process.env.FIRESTORE_EMULATOR_HOST ?? '' };
    expect(await upgradeStore(store)).toMatchObject({ updated: ids.length, sitemapAdded: ids.length });
    expect(await listed()).toEqual(ids);
    expect((await call<Food[]>(api, '/api/foods?sort=rating&limit=3')).body.map((food) => food.foodName)).toEqual(TOP_RATED);
    expect(await upgradeStore(store)).toMatchObject({ updated: 0, sitemapAdded: 0 });
  });

  it("counts the seeded orders and reviews in the sellers' dashboards; upgradeStore counts those saved before it once", async () => {
    const days = async () => {
      const docs = (await testDb().collection(SALES_DAYS).get()).docs.map((doc) => doc.data() as SalesDayDoc);
      const sum = (pick: (doc: SalesDayDoc) => number) => docs.reduce((total, doc) => total + pick(doc), 0);
      return {
        orders: sum((doc) => Object.values(doc.statuses ?? {}).reduce((a, b) => a + b, 0)),
        reviews: sum((doc) => doc.ratingCount ?? 0),
        stars: sum((doc) => doc.ratingSum ?? 0),
      };
    };
    const orders = (await testDb().collection(ORDERS).get()).docs;
    const reviews = (await testDb().collection(REVIEWS).get()).docs;
    const seeded = await days();
    expect(seeded).toEqual({ orders: orders.length, reviews: reviews.length, stars: reviews.reduce((sum, doc) => sum + Number(doc.get('rating')), 0) });

    // As a version before the dashboard saved them: no marks, no days.
    const batch = testDb().batch();
    for (const doc of [...orders, ...reviews]) batch.update(doc.ref, { salesDay: FieldValue.delete() });
    for (const doc of (await testDb().collection(SALES_DAYS).get()).docs) batch.delete(doc.ref);
    await batch.commit();
    const store = { projectId: 'demo-foodstore', firestoreHost: process.env.FIRESTORE_EMULATOR_HOST ?? '' };
    expect((await upgradeStore(store)).sales).toEqual({ orders: orders.length, reviews: reviews.length });
    expect(await days()).toEqual(seeded);
    expect((await upgradeStore(store)).sales).toEqual({ orders: 0, reviews: 0 });
    expect(await days()).toEqual(seeded);
  });
});

describe('a BDT store (STORE_CURRENCY=BDT, docs/ARCHITECTURE.md §5i)', () => {
  it('is seeded with taka: every price, delivery fee and minimum order at 120 taka to the dollar, whole taka', async () => {
    const realFoods = JSON.parse(readFileSync(path.join(ROOT, 'emulator-data', 'foods.json'), 'utf8')) as { foodName: string; price: number }[];
    await resetStore();
    const result = await seedStore({
      projectId: 'demo-foodstore',
      firestoreHost: process.env.FIRESTORE_EMULATOR_HOST ?? '',
      authHost: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '',
      currency: 'BDT',
    });
    expect(result.skipped).toBe(false);
    const stored = new Map((await testDb().collection(FOODS).get()).docs.map((doc) => [(doc.data() as FoodDoc).foodName, doc.data() as FoodDoc]));
    expect(stored.get('Kacchi Biryani')?.price).toBe(Math.round((realFoods.find((food) => food.foodName === 'Kacchi Biryani')?.price ?? 0) * 120));
    for (const food of realFoods) expect(stored.get(food.foodName)?.price, food.foodName).toBe(Math.round(food.price * 120));
    const nadia = (await testDb().collection(KITCHENS).doc('demo-nadia').get()).data() as KitchenDoc;
    expect(nadia).toMatchObject({ deliveryAreas: expect.arrayContaining([{ area: 'Gulshan', fee: 300 }, { area: 'Dhanmondi', fee: 240 }, { area: 'Mirpur', fee: 120 }]), minimumOrder: 960 });
    // Orders are priced by the API's own transaction from the taka prices: whole taka throughout.
    const storedOrders = (await testDb().collection(ORDERS).get()).docs.map((doc) => doc.data() as OrderDoc);
    expect(storedOrders.length).toBeGreaterThan(0);
    for (const order of storedOrders) expect(Number.isInteger(order.total), String(order.total)).toBe(true);
    const meals = storedOrders.filter((order) => (order.lines?.length ?? 0) > 1);
    expect(meals.map((order) => order.deliveryFee).sort()).toEqual([240, 300]);
  });
});
