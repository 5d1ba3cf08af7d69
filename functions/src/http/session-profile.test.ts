import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERSON_NAME_MAX, URL_MAX } from '../domain/limits.js';
import type { Food, OrderDetail } from '../domain/types.js';
import { FOODS } from '../foods/food-doc.js';
import { ORDERS } from '../orders/orders-repo.js';
import { call, createUser, foodInput, resetStore, signIn, startApi, testDb, type ApiServer } from '../test/api.js';

// The display name and photo URL of the sign-in token are the user's own text, stored with their foods and orders and
// shown to others: they meet the rules of every other field, or fall back (name: the e-mail's local part; photo: none).

let api: ApiServer;
let sellerCookie: string;
let foodId: string;

/** Signs up a user with this profile through the Auth emulator, then adds a food and buys one of the seller's. */
async function profileAsStored(displayName: string, photoUrl: string) {
  const user = await createUser('profile', { displayName, photoUrl });
  const cookie = await signIn(api, user);
  const food = await call<{ _id: string }>(api, '/api/add-food', { method: 'POST', body: foodInput(), cookie });
  const order = await call<{ _id: string }>(api, '/api/add-purchase-food', { method: 'POST', body: { foodId, quantity: 1 }, cookie });
  expect([food.status, order.status]).toEqual([201, 201]);
  const [shownFood, shownOrder, storedFood, storedOrder] = await Promise.all([
    call<Food>(api, `/api/food/${food.body._id}`),
    call<OrderDetail>(api, `/api/orders/${order.body._id}`, { cookie: sellerCookie }),
    testDb().collection(FOODS).doc(food.body._id).get(),
    testDb().collection(ORDERS).doc(order.body._id).get(),
  ]);
  return {
    localPart: user.email.split('@')[0],
    owner: { userName: shownFood.body.buyer.userName, photo: shownFood.body.buyer.photo },
    buyer: { userName: shownOrder.body.buyer.userName, photo: shownOrder.body.buyer.photo },
    stored: [storedFood.get('buyer') as unknown, storedOrder.get('buyer') as unknown],
  };
}

beforeAll(async () => {
  await resetStore();
  api = await startApi();
  sellerCookie = await signIn(api, await createUser('profile-seller'));
  const food = await call<{ _id: string }>(api, '/api/add-food', { method: 'POST', body: foodInput({ quantity: 100 }), cookie: sellerCookie });
  foodId = food.body._id;
});

afterAll(async () => {
  await api.close();
});

describe('a hostile display name or photo URL in the sign-in token', () => {
  const hostile: [string, string, string][] = [
    ['a bidi override; a javascript: URL', '\u202Eevil.exe', 'javascript:alert(1)'],
    ['a NUL; a data: URL', 'Chef\u0000Null', 'data:image/svg+xml,<svg onload=alert(1)>'],
    ['a line break; a URL over URL_MAX', 'Two\nLines', `https://example.com/${'a'.repeat(URL_MAX)}.png`],
    ['a tab; an ftp: URL', 'Tab\tName', 'ftp://example.com/photo.png'],
    ['bidi isolates; a path out of /images', '\u2066Isolated\u2069', '/images/../secret'],
    ['only zero-width spaces; not a URL', '\u200B\u200B\u200B', 'not a url'],
    ['over PERSON_NAME_MAX; a space in the host', 'x'.repeat(PERSON_NAME_MAX + 1), 'https://exa mple.com/a.png'],
    ['a bell; a vbscript: URL', 'Bell\u0007', 'vbscript:msgbox(1)'],
    ['a DEL; an http: URL (the pages\' CSP blocks it)', 'Del\u007f', 'http://example.com/chef.png'],
    ['half a surrogate pair in each (Firestore refuses to store it)', 'Lone \ud800', 'https://example.com/\ud800.png'],
  ];

  it.each(hostile)('%s: neither is stored nor shown, the fallbacks are', async (_label, name, photo) => {
    const seen = await profileAsStored(name, photo);
    const fallback = { userName: seen.localPart, photo: '' };
    expect(seen.owner).toEqual(fallback);
    expect(seen.buyer).toEqual(fallback);
    for (const stored of seen.stored) expect(stored).toMatchObject(fallback);
  });

  it('a name that holds an e-mail address is not shown to others: the e-mail\'s local part is', async () => {
    for (const name of ['someone@example.com', 'Rahim <rahim.uddin@gmail.com>']) {
      const seen = await profileAsStored(name, '/images/avatars/n-800.webp');
      const want = { userName: seen.localPart, photo: '/images/avatars/n-800.webp' };
      expect(seen.owner, name).toEqual(want);
      expect(seen.buyer, name).toEqual(want);
      for (const stored of seen.stored) expect(stored).toMatchObject(want);
    }
    // An @ that makes no address stays.
    expect((await profileAsStored('Chef @ Home', '')).owner.userName).toBe('Chef @ Home');
  });

  it('a name and photo within the rules are kept (trimmed), Bangla and the longest name included', async () => {
    const cases: [string, string, { userName: string; photo: string }][] = [
      ['  রহিম উদ্দিন  ', ' https://example.com/rahim.webp ', { userName: 'রহিম উদ্দিন', photo: 'https://example.com/rahim.webp' }],
      ['n'.repeat(PERSON_NAME_MAX), '/images/avatars/n-800.webp', { userName: 'n'.repeat(PERSON_NAME_MAX), photo: '/images/avatars/n-800.webp' }],
    ];
    for (const [name, photo, want] of cases) {
      const seen = await profileAsStored(name, photo);
      expect(seen.owner).toEqual(want);
      expect(seen.buyer).toEqual(want);
      for (const stored of seen.stored) expect(stored).toMatchObject(want);
    }
  });
});
