import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../domain/messages.js';
import { call, createUser, foodInput, resetStore, signIn, startApi, type ApiServer, type TestUser } from '../test/api.js';
import { decodeCursor, encodeCursor, isCursorTime } from './cursor.js';

// Every list takes its cursor back from the client: a cursor whose values were edited must be 400 (§5), never a 500
// from Firestore (Timestamp.fromMillis throws outside 0001-9999) nor a page that repeats or skips, whichever list it
// is sent to. A cursor rebuilt with a new check is refused by its values' checks (decodeCursor, below).

// The last millisecond Firestore's Timestamp holds, and the first it does not (both ends).
const LAST_TIME = 253_402_300_799_999;
const FIRST_TIME = -62_135_596_800_000;
const OUT_OF_RANGE = [LAST_TIME + 1, FIRST_TIME - 1, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER];

let api: ApiServer;
let seller: TestUser;
let sellerCookie: string;
let buyer: TestUser;
let buyerCookie: string;

/** The cursor with its value at `index` (negative: from the end) replaced, keeping its check. */
function edited(cursor: string, index: number, value: unknown): string {
  const values = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
  values[index < 0 ? values.length + index : index] = value;
  return Buffer.from(JSON.stringify(values), 'utf8').toString('base64url');
}

async function nextCursor(path: string, cookie?: string): Promise<string> {
  const response = await call(api, path, { cookie });
  expect(response.status, path).toBe(200);
  const cursor = response.headers.get('x-next-cursor');
  expect(cursor, path).toBeTruthy();
  return cursor ?? '';
}

async function expectInvalidCursor(path: string, cursor: string, cookie?: string): Promise<void> {
  const separator = path.includes('?') ? '&' : '?';
  const response = await call(api, `${path}${separator}cursor=${encodeURIComponent(cursor)}`, { cookie });
  expect(response.status, `${path} ${cursor}`).toBe(400);
  expect(response.body).toEqual({ message: MSG.invalidCursor, code: 'invalidCursor', errors: { cursor: MSG.invalidCursor }, fieldCodes: { cursor: { code: 'invalidCursor' } } });
}

beforeAll(async () => {
  await resetStore();
  api = await startApi();
  seller = await createUser('cursor-seller');
  sellerCookie = await signIn(api, seller);
  buyer = await createUser('cursor-buyer');
  buyerCookie = await signIn(api, buyer);
  for (const foodName of ['Chicken Curry One', 'Chicken Curry Two', 'Chicken Curry Three']) {
    const food = await call<{ _id: string }>(api, '/api/add-food', { method: 'POST', body: foodInput({ foodName }), cookie: sellerCookie });
    expect(food.status).toBe(201);
    const order = await call(api, '/api/add-purchase-food', { method: 'POST', body: { foodId: food.body._id, quantity: 1 }, cookie: buyerCookie });
    expect(order.status).toBe(201);
  }
});

afterAll(async () => {
  await api.close();
});

describe('a cursor whose values were edited answers 400 Invalid cursor.', () => {
  const publicLists = [
    '/api/foods?limit=1',
    '/api/foods?limit=1&sort=price_asc',
    '/api/foods?limit=1&sort=popular&category=rice',
    '/api/foods?limit=1&search=chicken',
    '/api/foods?limit=1&search=chicken%20curry&sort=price_desc',
  ];

  it.each(publicLists)('GET %s', async (path) => {
    const cursor = await nextCursor(path);
    for (const time of [...OUT_OF_RANGE, LAST_TIME]) await expectInvalidCursor(path, edited(cursor, -2, time));
    // Its document id, or (sorted by a value) that value: a page that would repeat or skip rows.
    await expectInvalidCursor(path, edited(cursor, -1, 'zzzzzzzzzzzzzzzzzzzz'));
    if (path.includes('sort=price')) await expectInvalidCursor(path, edited(cursor, 1, 0));
    // The cursor as the API wrote it still pages.
    expect((await call<unknown[]>(api, `${path}&cursor=${cursor}`)).status).toBe(200);
  });

  it("GET /api/purchase-food/:email (the buyer's orders)", async () => {
    const path = `/api/purchase-food/${encodeURIComponent(buyer.email)}?limit=1`;
    const cursor = await nextCursor(path, buyerCookie);
    for (const time of [...OUT_OF_RANGE, FIRST_TIME]) await expectInvalidCursor(path, edited(cursor, 1, time), buyerCookie);
    expect((await call(api, `${path}&cursor=${cursor}`, { cookie: buyerCookie })).status).toBe(200);
  });

  it.each(['/api/sales?limit=1', '/api/sales?limit=1&status=placed'])('GET %s', async (path) => {
    const cursor = await nextCursor(path, sellerCookie);
    for (const time of OUT_OF_RANGE) await expectInvalidCursor(path, edited(cursor, 1, time), sellerCookie);
  });

  it('GET /api/foods/:email (my foods) refuses a time, or anything else, where its document id goes', async () => {
    const path = `/api/foods/${encodeURIComponent(seller.email)}?limit=1`;
    const cursor = await nextCursor(path, sellerCookie);
    for (const value of [LAST_TIME + 1, 1, null, '__id__', 'a/b', 'x'.repeat(129)]) {
      await expectInvalidCursor(path, edited(cursor, 1, value), sellerCookie);
    }
  });
});

describe('decodeCursor', () => {
  it('returns the values of the kinds asked for, and nothing for any other value', () => {
    const scope = 'test|scope';
    expect(decodeCursor(scope, encodeCursor(scope, ['gram', 12.5, 1_700_000_000_000, 'abc']), ['text', 'number', 'time', 'id'])).toEqual([
      'gram',
      12.5,
      1_700_000_000_000,
      'abc',
    ]);
    for (const position of [
      ['gram', 12.5, 1.5, 'abc'],
      ['gram', 12.5, LAST_TIME + 1, 'abc'],
      ['gram', '12.5', 1_700_000_000_000, 'abc'],
      [1, 12.5, 1_700_000_000_000, 'abc'],
      ['gram', 12.5, 1_700_000_000_000, '__abc__'],
    ]) {
      expect(decodeCursor(scope, encodeCursor(scope, position), ['text', 'number', 'time', 'id']), JSON.stringify(position)).toBeUndefined();
    }
  });

  it('refuses a cursor whose value was changed after it was made, and one made for another scope', () => {
    const scope = 'test|scope';
    const kinds = ['number', 'time', 'id'] as const;
    const cursor = encodeCursor(scope, [11, 1_700_000_000_000, 'abc']);
    expect(decodeCursor(scope, cursor, kinds)).toEqual([11, 1_700_000_000_000, 'abc']);
    const [check] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as [string];
    for (const position of [[0, 1_700_000_000_000, 'abc'], [11, 1_700_000_000_001, 'abc'], [11, 1_700_000_000_000, 'abd']]) {
      const altered = Buffer.from(JSON.stringify([check, ...position]), 'utf8').toString('base64url');
      expect(decodeCursor(scope, altered, kinds), JSON.stringify(position)).toBeUndefined();
    }
    expect(decodeCursor('test|other', cursor, kinds)).toBeUndefined();
  });

  it('refuses a cursor with any character changed, added or removed, the spare bits of its last one included', () => {
    const scope = 'test|scope';
    const kinds = ['number', 'time', 'id'] as const;
    // Positions whose encodings end in each of base64url's partial groups (2 or 3 spare bits, and none).
    for (const id of ['a', 'ab', 'abc']) {
      const cursor = encodeCursor(scope, [11, 1_700_000_000_000, id]);
      expect(decodeCursor(scope, cursor, kinds)).toEqual([11, 1_700_000_000_000, id]);
      const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
      for (let index = 0; index < cursor.length; index += 1) {
        for (const letter of alphabet) {
          if (letter === cursor[index]) continue;
          const altered = cursor.slice(0, index) + letter + cursor.slice(index + 1);
          expect(decodeCursor(scope, altered, kinds), altered).toBeUndefined();
        }
      }
      for (const altered of [cursor + 'A', cursor.slice(0, -1), cursor + '=']) expect(decodeCursor(scope, altered, kinds), altered).toBeUndefined();
    }
  });

  it('takes a time as whole milliseconds from year 1 to year 9999', () => {
    expect([FIRST_TIME, 0, LAST_TIME].every(isCursorTime)).toBe(true);
    expect([FIRST_TIME - 1, LAST_TIME + 1, 0.5, Number.NaN, Infinity, '1'].some(isCursorTime)).toBe(false);
  });
});
