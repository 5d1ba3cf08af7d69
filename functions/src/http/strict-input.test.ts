import { request } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MSG } from '../domain/messages.js';
import { FOODS } from '../foods/food-doc.js';
import { ORDERS } from '../orders/orders-repo.js';
import { call, createUser, foodInput, resetStore, signIn, startApi, testDb, type ApiServer } from '../test/api.js';

// Issue 9, items 2, 3 and 11: bad input is a 400 (or 404), never a 500, never coerced, and nothing is stored.

let api: ApiServer;
let cookie: string;
let buyerCookie: string;

type ErrorBody = { message: string; errors?: Record<string, string> };

const count = async (collection: string) => (await testDb().collection(collection).count().get()).data().count;

function addFood(body: unknown) {
  return call<ErrorBody & { _id?: string }>(api, '/api/add-food', { method: 'POST', body, cookie });
}

beforeAll(async () => {
  api = await startApi();
  cookie = await signIn(api, await createUser('strict'));
  buyerCookie = await signIn(api, await createUser('strict-buyer'));
});

beforeEach(async () => {
  await resetStore();
});

afterAll(async () => {
  await api.close();
});

describe('JSON types are not coerced', () => {
  it('answers 400 for a value of the wrong JSON type and stores nothing', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ foodName: {} }, 'foodName', MSG.mustBeText],
      [{ foodName: 123 }, 'foodName', MSG.mustBeText],
      [{ foodName: ['Biryani'] }, 'foodName', MSG.mustBeText],
      [{ category: true }, 'category', MSG.mustBeText],
      [{ quantity: '2' }, 'quantity', MSG.quantityNumber],
      [{ quantity: [5] }, 'quantity', MSG.quantityNumber],
      [{ quantity: '0x10' }, 'quantity', MSG.quantityNumber],
      [{ price: '12.5' }, 'price', MSG.priceNumber],
      [{ price: {} }, 'price', MSG.priceNumber],
    ];
    for (const [override, field, message] of cases) {
      const response = await addFood({ ...foodInput(), ...override });
      expect(response.status, JSON.stringify(override)).toBe(400);
      expect(response.body).toMatchObject({ message, errors: { [field]: message } });
    }
    expect(await count(FOODS)).toBe(0);
  });

  it('treats null as absent', async () => {
    const response = await addFood({ ...foodInput(), category: null });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ category: MSG.categoryRequired });
  });

  it('keeps the purchase quantity message for a quantity sent as text', async () => {
    const response = await call<ErrorBody>(api, '/api/add-purchase-food', {
      method: 'POST',
      body: { foodId: ['x'], quantity: '2' },
      cookie: buyerCookie,
    });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ foodId: MSG.mustBeText, quantity: MSG.purchaseQuantityPositive });
    expect(await count(ORDERS)).toBe(0);
  });
});

describe('keys named like Object.prototype members', () => {
  it('are ignored like any unknown key', async () => {
    for (const key of ['constructor', 'toString', 'hasOwnProperty', 'valueOf', '__proto__']) {
      const rawBody = JSON.stringify(foodInput()).replace(/^\{/, `{"${key}":{"polluted":true},`);
      const response = await call<ErrorBody & { _id: string }>(api, '/api/add-food', { method: 'POST', rawBody, cookie });
      expect(response.status, key).toBe(201);
      const stored = (await testDb().collection(FOODS).doc(response.body._id).get()).data() ?? {};
      expect(Object.keys(stored), key).not.toContain(key);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('are ignored inside nested objects too', async () => {
    const rawBody = '{"foodId":"x","quantity":1,"fulfilment":"delivery","delivery":{"__proto__":{"a":1},"constructor":1}}';
    const response = await call<ErrorBody>(api, '/api/add-purchase-food', { method: 'POST', rawBody, cookie: buyerCookie });
    expect(response.status).toBe(400);
    expect(response.body.errors).toMatchObject({ 'delivery.phone': MSG.phoneRequired });
  });
});

describe('text and prices', () => {
  it('refuses text without a visible character, control and text-direction characters', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ foodName: '\u200B\u200B\u200B' }, 'foodName', MSG.foodNameRequired],
      [{ foodName: '\u200B \uFEFF \u2060' }, 'foodName', MSG.foodNameRequired],
      [{ foodName: 'Biryani\u202Eevil' }, 'foodName', MSG.hiddenCharacters],
      [{ foodName: 'Bir\u0000yani' }, 'foodName', MSG.hiddenCharacters],
      [{ foodName: 'Two\nlines' }, 'foodName', MSG.hiddenCharacters],
      [{ category: 'Rice\u2066' }, 'category', MSG.hiddenCharacters],
      [{ description: 'Tasty\u0007' }, 'description', MSG.hiddenCharacters],
      // Half of a surrogate pair: valid JSON, no character, and Firestore refuses it (it answered 500 after 8 s).
      [{ foodName: 'Biryani \ud800' }, 'foodName', MSG.hiddenCharacters],
      [{ description: '\udfff Tasty' }, 'description', MSG.hiddenCharacters],
      [{ foodImage: 'https://example.com/\ud83c.jpg' }, 'foodImage', MSG.hiddenCharacters],
      // A line separator in a one-line field; letters that show as blank space only.
      [{ foodName: 'Two\u2028lines' }, 'foodName', MSG.hiddenCharacters],
      [{ foodName: '\u3164\u3164' }, 'foodName', MSG.foodNameRequired],
      [{ foodName: '\u2800 \uFFA0' }, 'foodName', MSG.foodNameRequired],
      [{ price: 12.340000001 }, 'price', MSG.priceDecimals],
      [{ price: 1.005 }, 'price', MSG.priceDecimals],
    ];
    for (const [override, field, message] of cases) {
      const response = await addFood({ ...foodInput(), ...override });
      expect(response.status, JSON.stringify(override)).toBe(400);
      expect(response.body.errors, JSON.stringify(override)).toEqual({ [field]: message });
    }
    expect(await count(FOODS)).toBe(0);
  });

  it('refuses half of a surrogate pair in every text a request stores, at once and storing nothing', async () => {
    const food = await addFood(foodInput());
    expect(food.status).toBe(201);
    const purchase = await call<ErrorBody>(api, '/api/add-purchase-food', {
      method: 'POST',
      body: { foodId: food.body._id, quantity: 1, note: 'Ring twice \ud800' },
      cookie: buyerCookie,
    });
    expect(purchase.status).toBe(400);
    expect(purchase.body.errors).toEqual({ note: MSG.hiddenCharacters });
    const kitchen = await call<ErrorBody>(api, '/api/kitchen', { method: 'PUT', body: { pickupAddress: 'House 7, Road 3 \udc00' }, cookie });
    expect(kitchen.status).toBe(400);
    expect(kitchen.body.errors).toEqual({ pickupAddress: MSG.hiddenCharacters });
    expect(await count(ORDERS)).toBe(0);
  });

  it('keeps line breaks in a description, Bengali text with joiners and two-decimal prices', async () => {
    const response = await addFood(foodInput({ foodName: 'কাচ্চি বিরিয়ানি', description: 'Slow-cooked.\nServed hot.', price: 4.35 }));
    expect(response.status).toBe(201);
    const stored = (await testDb().collection(FOODS).doc(response.body._id ?? '').get()).data();
    expect(stored).toMatchObject({ foodName: 'কাচ্চি বিরিয়ানি', description: 'Slow-cooked.\nServed hot.', price: 4.35 });
  });
});

describe('bodies that are not JSON', () => {
  // Issue 28, item 3. In the deployed function and the Functions emulator the framework parses first (docs/ARCHITECTURE.md
  // §5, and e2e/headers.test.ts through the stack); here the app's own parser and error handler.
  it('answers 400 JSON {message} without a stack to a malformed JSON body on every route that takes one, and stores nothing', async () => {
    const routes: [string, string][] = [
      ['POST', '/api/jwt'],
      ['POST', '/api/add-food'],
      ['PUT', '/api/update-food/someFood'],
      ['PUT', '/api/kitchen'],
      ['POST', '/api/add-purchase-food'],
      ['POST', '/api/orders/someOrder/status'],
      ['POST', '/api/orders/someOrder/review'],
      ['POST', '/api/reviews/someReview/reply'],
    ];
    for (const rawBody of ['{"foodName":', '{foodName: "x"}', "{'a':1}", '[1,]', 'undefined', '"just text"']) {
      for (const [method, path] of routes) {
        const response = await call<ErrorBody>(api, path, { method, rawBody, cookie });
        const what = `${method} ${path} ${rawBody}`;
        expect(response.status, what).toBe(400);
        expect(response.headers.get('content-type'), what).toMatch(/^application\/json/);
        expect(response.body, what).toEqual({ message: MSG.invalidJson, code: 'invalidJson' });
      }
    }
    expect(await count(FOODS)).toBe(0);
    expect(await count(ORDERS)).toBe(0);
  });
  it('answers 400 unreadableBody to a body in a charset or an encoding the API cannot decode, and stores nothing', async () => {
    const body = JSON.stringify(foodInput());
    for (const headers of [{ 'content-type': 'application/json; charset=latin1' }, { 'content-type': 'application/json', 'content-encoding': 'compress' }]) {
      const response = await fetch(`${api.url}/api/add-food`, { method: 'POST', headers: { ...headers, cookie }, body });
      const what = JSON.stringify(headers);
      expect(response.status, what).toBe(400);
      expect(await response.json(), what).toEqual({ message: MSG.unreadableBody, code: 'unreadableBody' });
    }
    expect(await count(FOODS)).toBe(0);
  });
});

/** A POST with `Expect: 100-continue`, the body sent once the server says 100 (as curl does for 1 MB or more). */
function postExpectingContinue(path: string, body: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${api.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), expect: '100-continue', cookie },
    });
    req.on('continue', () => req.end(body));
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
    });
    req.on('error', reject);
  });
}

describe('Expect: 100-continue', () => {
  it("gets the route's own answer, and 413 JSON for a body over the limit", async () => {
    const added = await postExpectingContinue('/api/add-food', JSON.stringify(foodInput()));
    expect(added.status).toBe(201);
    expect(await count(FOODS)).toBe(1);
    const large = await postExpectingContinue('/api/add-food', JSON.stringify({ ...foodInput(), description: 'x'.repeat(1 << 20) }));
    expect(large.status).toBe(413);
    expect(JSON.parse(large.body)).toMatchObject({ code: expect.any(String) });
    expect(await count(FOODS)).toBe(1);
  });
});

describe('paths and ids', () => {
  it('answers 400 JSON for a malformed %-escape in a path', async () => {
    for (const path of ['/api/food/%E0%A4%A', '/api/purchase-food/%', '/api/foods/%zz']) {
      const response = await call<ErrorBody>(api, path, { cookie });
      expect(response.status, path).toBe(400);
      expect(response.body, path).toEqual({ message: MSG.malformedPath, code: 'malformedPath' });
    }
  });

  it('answers 404 for ids Cloud Firestore reserves, before they reach Firestore', async () => {
    for (const id of ['__x__', '__name__', '__id7__']) {
      const food = await call<ErrorBody>(api, `/api/food/${id}`);
      expect(food.status, id).toBe(404);
      expect(food.body).toEqual({ message: MSG.foodNotFound, code: 'foodNotFound' });
      const update = await call<ErrorBody>(api, `/api/update-food/${id}`, { method: 'PUT', body: { ...foodInput(), baseQuantity: 10 }, cookie });
      expect(update.status, id).toBe(404);
      const purchase = await call<ErrorBody>(api, '/api/add-purchase-food', { method: 'POST', body: { foodId: id, quantity: 1 }, cookie: buyerCookie });
      expect(purchase.status, id).toBe(404);
    }
    expect(await count(FOODS)).toBe(0);
    expect(await count(ORDERS)).toBe(0);
  });
});
