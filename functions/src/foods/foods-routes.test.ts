import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MSG } from '../domain/messages.js';
import type { Food, TopFood } from '../domain/types.js';
import { call, createUser, foodInput, readsOf, resetStore, signIn, startApi, testDb, type ApiServer, type TestUser } from '../test/api.js';
import { createFoodsRepo } from './foods-repo.js';
import { FOODS, type FoodDoc } from './food-doc.js';

let api: ApiServer;
let owner: TestUser;
let ownerCookie: string;
let other: TestUser;
let otherCookie: string;

const foodsCollection = () => testDb().collection(FOODS);

async function storedFood(id: string): Promise<FoodDoc | undefined> {
  return (await foodsCollection().doc(id).get()).data() as FoodDoc | undefined;
}

async function foodCount(): Promise<number> {
  return (await foodsCollection().count().get()).data().count;
}

async function addFood(cookie: string, overrides: Parameters<typeof foodInput>[0] = {}): Promise<string> {
  const response = await call<{ _id: string }>(api, '/api/add-food', { method: 'POST', body: foodInput(overrides), cookie });
  expect(response.status).toBe(201);
  return response.body._id;
}

beforeAll(async () => {
  api = await startApi();
  owner = await createUser('owner', { displayName: 'Chef Owner', photoUrl: 'https://example.com/owner.png' });
  other = await createUser('other');
  ownerCookie = await signIn(api, owner);
  otherCookie = await signIn(api, other);
});

beforeEach(async () => {
  await resetStore();
});

afterAll(async () => {
  await api.close();
});

describe('POST /api/add-food', () => {
  it('stores the food with the session user as owner and purchaseCount 0', async () => {
    const body = {
      ...foodInput({ foodName: '  Kacchi Biryani ' }),
      purchaseCount: 99,
      buyer: { email: 'forged@example.com', userName: 'Forged', photo: 'x' },
      ownerUid: 'forged',
      extra: 'ignored',
    };
    const response = await call<{ _id: string }>(api, '/api/add-food', { method: 'POST', body, cookie: ownerCookie });
    expect(response.status).toBe(201);
    expect(Object.keys(response.body)).toEqual(['_id']);
    const stored = await storedFood(response.body._id);
    expect(stored).toMatchObject({
      foodName: 'Kacchi Biryani',
      foodImage: 'https://example.com/biryani.webp',
      category: 'Rice',
      price: 12.5,
      quantity: 10,
      foodOrigin: 'Bangladesh',
      description: 'Fragrant rice with tender meat.',
      purchaseCount: 0,
      buyer: { email: owner.email, userName: 'Chef Owner', photo: 'https://example.com/owner.png' },
      ownerUid: owner.uid,
    });
    expect(stored).not.toHaveProperty('extra');
    expect(stored?.createdAt).toBeInstanceOf(Timestamp);
    expect(stored).toMatchObject({ categoryKey: 'rice' });
    expect(stored?.grams).toEqual(expect.arrayContaining(['k', 'ka', 'kac', 'i b']));
    expect(stored).not.toHaveProperty('tokens');
  });

  it('accepts a root-relative image of the app', async () => {
    const id = await addFood(ownerCookie, { foodImage: '/images/foods/fuchka-800.webp', price: 3.5 });
    expect(await storedFood(id)).toMatchObject({ foodImage: '/images/foods/fuchka-800.webp', price: 3.5 });
  });

  it('answers 401 without a session and stores nothing', async () => {
    const response = await call(api, '/api/add-food', { method: 'POST', body: foodInput() });
    expect(response.status).toBe(401);
    expect(await foodCount()).toBe(0);
  });

  it('answers 400 with a message per field and stores nothing', async () => {
    const response = await call<{ message: string; errors: Record<string, string> }>(api, '/api/add-food', {
      method: 'POST',
      body: { foodName: '   ', foodImage: 'ftp://example.com/a.png', price: 1.234, quantity: -1 },
      cookie: ownerCookie,
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(MSG.invalidInput);
    expect(response.body.errors).toEqual({
      foodName: MSG.foodNameRequired,
      foodImage: MSG.foodImageInvalid,
      category: MSG.categoryRequired,
      quantity: MSG.quantityMin,
      price: MSG.priceDecimals,
      foodOrigin: MSG.originRequired,
      description: MSG.descriptionRequired,
    });
    expect(await foodCount()).toBe(0);
  });

  it('answers 400 errors.foodImage to an http: image URL, which the pages\' CSP would block, and stores nothing', async () => {
    const response = await call(api, '/api/add-food', {
      method: 'POST',
      body: foodInput({ foodImage: 'http://example.com/biryani.webp' }),
      cookie: ownerCookie,
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: MSG.foodImageInvalid, code: 'foodImageInvalid', errors: { foodImage: MSG.foodImageInvalid }, fieldCodes: { foodImage: { code: 'foodImageInvalid' } } });
    expect(await foodCount()).toBe(0);
  });

  it('uses the single field message as the message', async () => {
    const response = await call<{ message: string; errors: Record<string, string> }>(api, '/api/add-food', {
      method: 'POST',
      body: foodInput({ quantity: 2.5 }),
      cookie: ownerCookie,
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: MSG.quantityInteger, code: 'quantityInteger', errors: { quantity: MSG.quantityInteger }, fieldCodes: { quantity: { code: 'quantityInteger' } } });
    expect(await foodCount()).toBe(0);
  });
});

describe('GET /api/food/:id', () => {
  it('returns the food in the contract shape', async () => {
    const id = await addFood(ownerCookie);
    const response = await call<Food>(api, `/api/food/${id}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      _id: id,
      foodName: 'Test Biryani',
      foodImage: 'https://example.com/biryani.webp',
      category: 'Rice',
      foodCategory: 'Rice',
      price: 12.5,
      description: 'Fragrant rice with tender meat.',
      quantity: 10,
      foodOrigin: 'Bangladesh',
      purchaseCount: 0,
      buyer: { uid: owner.uid, userName: 'Chef Owner', photo: 'https://example.com/owner.png' },
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      kitchenOpen: true,
      // §5j: the kitchen's hours (the default's of a demo- project: open all day).
      kitchenHours: Array(7).fill('00:00-24:00').join('|'),
      rating: { average: 0, count: 0 },
    });
    expect(readsOf(response)).toBe(1);
  });

  it('carries no e-mail address in any public food response (docs/ARCHITECTURE.md §5f, Privacy)', async () => {
    const id = await addFood(ownerCookie);
    await testDb().collection(FOODS).doc(id).update({ purchaseCount: 3 });
    for (const path of [`/api/food/${id}`, '/api/foods', '/api/foods?sort=popular&category=rice', '/api/foods?search=biryani', '/api/top-foods']) {
      const response = await call(api, path);
      expect(response.status, path).toBe(200);
      const text = JSON.stringify(response.body);
      expect(text, path).toContain('Test Biryani');
      expect(text, path).not.toContain(owner.email);
      expect(text, path).not.toMatch(/"email"|@example\.com/);
    }
  });

  it('answers 404 with the spec message for a missing or malformed id', async () => {
    for (const id of ['0000000000000missing', 'bad.id', '__x__']) {
      const response = await call(api, `/api/food/${id}`);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Food item not found.', code: 'foodNotFound' });
    }
  });
});

describe('GET /api/foods/:email', () => {
  it("lists only the session user's foods, newest first", async () => {
    const first = await addFood(ownerCookie, { foodName: 'First' });
    await addFood(otherCookie, { foodName: 'Not mine' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await addFood(ownerCookie, { foodName: 'Second' });
    const response = await call<Food[]>(api, `/api/foods/${encodeURIComponent(owner.email)}`, { cookie: ownerCookie });
    expect(response.status).toBe(200);
    expect(response.body.map((food) => food._id)).toEqual([second, first]);
    expect(response.body[0]?.buyer).toMatchObject({ uid: owner.uid, email: owner.email });
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('pages with limit (50 by default) and X-Next-Cursor, reading limit + 1 documents', async () => {
    const repo = createFoodsRepo(testDb());
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1) ids.unshift(await repo.create(owner, foodInput({ foodName: `Dish ${i}` })));
    await repo.create(other, foodInput({ foodName: 'Not mine' }));
    const path = `/api/foods/${encodeURIComponent(owner.email)}`;
    const all = await call<Food[]>(api, path, { cookie: ownerCookie });
    expect(all.body.map((food) => food._id)).toEqual(ids);
    expect(all.headers.get('x-next-cursor')).toBeNull();

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: Awaited<ReturnType<typeof call<Food[]>>> = await call<Food[]>(api, `${path}?limit=2${cursor ? `&cursor=${cursor}` : ''}`, {
        cookie: ownerCookie,
      });
      expect(page.status).toBe(200);
      expect(readsOf(page)).toBeLessThanOrEqual(3);
      seen.push(...page.body.map((food) => food._id));
      cursor = page.headers.get('x-next-cursor');
      pages += 1;
    } while (cursor);
    expect(seen).toEqual(ids);
    expect(pages).toBe(3);

    const first = await call<Food[]>(api, `${path}?limit=2`, { cookie: ownerCookie });
    const ownCursor = first.headers.get('x-next-cursor') ?? '';
    const foreign = await call(api, `/api/foods/${encodeURIComponent(other.email)}?cursor=${ownCursor}`, { cookie: otherCookie });
    expect(foreign.status).toBe(400);
    expect(foreign.body).toEqual({ message: MSG.invalidCursor, code: 'invalidCursor', errors: { cursor: MSG.invalidCursor }, fieldCodes: { cursor: { code: 'invalidCursor' } } });
    expect((await call(api, `${path}?limit=101`, { cookie: ownerCookie })).status).toBe(400);
    expect((await call(api, `${path}?cursor=abc`, { cookie: ownerCookie })).status).toBe(400);
  });

  it("answers 403 for another user's e-mail and 401 without a session", async () => {
    await addFood(otherCookie);
    const forbidden = await call<{ message: string }>(api, `/api/foods/${encodeURIComponent(other.email)}`, { cookie: ownerCookie });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.message).toBe(MSG.otherUser);
    expect((await call(api, `/api/foods/${encodeURIComponent(owner.email)}`)).status).toBe(401);
  });
});

describe('PUT /api/update-food/:id', () => {
  const edit = {
    ...foodInput({
      foodName: 'Beef Tehari',
      foodImage: 'https://example.com/tehari.webp',
      category: 'Beef',
      price: 9.75,
      quantity: 4,
      description: 'Spiced beef and rice.',
      foodOrigin: 'Dhaka',
    }),
    baseQuantity: 10,
  };

  it('updates the editable fields, the search grams and the category key, and returns the food', async () => {
    const id = await addFood(ownerCookie, { foodName: 'Old Name' });
    const response = await call<Food>(api, `/api/update-food/${id}`, {
      method: 'PUT',
      body: { ...edit, baseQuantity: 10, purchaseCount: 500, buyer: { email: 'forged@example.com' } },
      cookie: ownerCookie,
    });
    expect(response.status).toBe(200);
    const { baseQuantity: _base, ...fields } = edit;
    expect(response.body).toMatchObject({ _id: id, ...fields, foodCategory: 'Beef', purchaseCount: 0 });
    expect(response.body.buyer.uid).toBe(owner.uid);
    const stored = await storedFood(id);
    expect(stored).toMatchObject({ ...fields, purchaseCount: 0, ownerUid: owner.uid, buyer: { email: owner.email } });
    expect(stored).toMatchObject({ categoryKey: 'beef' });
    expect(stored).not.toHaveProperty('baseQuantity');
    expect(stored?.grams).toContain('teh');
    expect(stored?.grams).not.toContain('old');
    const search = await call<Food[]>(api, '/api/foods?search=old');
    expect(search.body).toEqual([]);
  });

  it('answers 403 for another user and changes nothing', async () => {
    const id = await addFood(ownerCookie);
    const before = await storedFood(id);
    const response = await call<{ message: string }>(api, `/api/update-food/${id}`, { method: 'PUT', body: edit, cookie: otherCookie });
    expect(response.status).toBe(403);
    expect(response.body.message).toBe(MSG.notOwner);
    expect(await storedFood(id)).toEqual(before);
  });

  it('answers 404 for a missing food and creates nothing', async () => {
    const response = await call(api, '/api/update-food/0000000000000missing', { method: 'PUT', body: edit, cookie: ownerCookie });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: MSG.foodNotFound, code: 'foodNotFound' });
    expect(await foodCount()).toBe(0);
  });

  it('answers 400 when a field is missing and changes nothing', async () => {
    const id = await addFood(ownerCookie);
    const before = await storedFood(id);
    const { description: _description, ...partial } = edit;
    const response = await call<{ errors: Record<string, string> }>(api, `/api/update-food/${id}`, {
      method: 'PUT',
      body: partial,
      cookie: ownerCookie,
    });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ description: MSG.descriptionRequired });
    expect(await storedFood(id)).toEqual(before);
  });

  it('answers 400 errors.foodImage to an http: image URL and changes nothing', async () => {
    const id = await addFood(ownerCookie);
    const before = await storedFood(id);
    const body = { ...edit, foodImage: 'http://example.com/tehari.webp' };
    const response = await call(api, `/api/update-food/${id}`, { method: 'PUT', body, cookie: ownerCookie });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: MSG.foodImageInvalid, code: 'foodImageInvalid', errors: { foodImage: MSG.foodImageInvalid }, fieldCodes: { foodImage: { code: 'foodImageInvalid' } } });
    expect(await storedFood(id)).toEqual(before);
  });

  it('answers 401 without a session', async () => {
    const id = await addFood(ownerCookie);
    expect((await call(api, `/api/update-food/${id}`, { method: 'PUT', body: edit })).status).toBe(401);
  });
});

describe('DELETE /api/food/:id', () => {
  it('deletes the owner’s food', async () => {
    const id = await addFood(ownerCookie);
    const response = await call(api, `/api/food/${id}`, { method: 'DELETE', cookie: ownerCookie });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ok: true });
    expect(await storedFood(id)).toBeUndefined();
    expect((await call(api, `/api/food/${id}`, { method: 'DELETE', cookie: ownerCookie })).status).toBe(404);
  });

  it('answers 403 for another user, 401 without a session, and keeps the food', async () => {
    const id = await addFood(ownerCookie);
    const forbidden = await call<{ message: string }>(api, `/api/food/${id}`, { method: 'DELETE', cookie: otherCookie });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.message).toBe(MSG.notOwner);
    expect((await call(api, `/api/food/${id}`, { method: 'DELETE' })).status).toBe(401);
    expect(await storedFood(id)).toBeDefined();
  });
});

describe('GET /api/top-foods', () => {
  it('returns at most 8 foods by purchaseCount, descending, reading at most 8 documents', async () => {
    const repo = createFoodsRepo(testDb());
    const counts = [5, 80, 0, 12, 44, 3, 97, 61, 20, 7, 33, 1];
    for (const [i, purchaseCount] of counts.entries()) {
      await repo.create(owner, foodInput({ foodName: `Dish ${i}` }), { purchaseCount });
    }
    const response = await call<TopFood[]>(api, '/api/top-foods');
    expect(response.status).toBe(200);
    expect(response.body).toHaveLength(8);
    const expected = [...counts].sort((a, b) => b - a).slice(0, 8);
    expect(response.body.map((food) => counts[Number(food.foodName.split(' ')[1])])).toEqual(expected);
    expect(Object.keys(response.body[0] ?? {}).sort()).toEqual(['_id', 'buyer', 'description', 'foodCategory', 'foodImage', 'foodName', 'kitchenHours', 'kitchenOpen', 'price', 'quantity', 'rating']);
    expect(response.body[0]?.rating).toEqual({ average: 0, count: 0 });
    // Its kitchen, for Add to cart, as All Foods' items carry it: no e-mail.
    expect(response.body[0]?.buyer).toEqual({ uid: owner.uid, userName: owner.name, photo: owner.picture });
    expect(readsOf(response)).toBeLessThanOrEqual(8);
  });

  it('returns an empty list for an empty store', async () => {
    const response = await call<TopFood[]>(api, '/api/top-foods');
    expect(response.body).toEqual([]);
  });
});
