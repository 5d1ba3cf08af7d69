import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MSG } from '../domain/messages.js';
import type { Kitchen } from '../domain/types.js';
import { KITCHENS, type KitchenDoc } from '../kitchens/kitchen-doc.js';
import { call, createUser, resetStore, signIn, startApi, testDb, type ApiServer } from '../test/api.js';

// docs/ARCHITECTURE.md §5 "Writes come from the app's pages": a page of another origin (of another site, or a sibling
// host of the same site, which SameSite=Strict does not keep the cookie from) cannot change anything, nor can a form.

let api: ApiServer;
let cookie: string;
let uid: string;

const storedKitchen = async () => (await testDb().collection(KITCHENS).doc(uid).get()).data() as KitchenDoc | undefined;

/** A raw request: `call` always names JSON, a form does not. */
async function send(path: string, init: { method: string; headers?: Record<string, string>; body?: string | Uint8Array | FormData }) {
  const response = await fetch(api.url + path, { ...init, headers: { cookie, ...init.headers } });
  return { status: response.status, body: (await response.json()) as { message?: string; code?: string } };
}

const ADDRESS = 'House 9, Road 2, Mirpur 10';

beforeAll(async () => {
  await resetStore();
  api = await startApi();
  const seller = await createUser('write-guard');
  uid = seller.uid;
  cookie = await signIn(api, seller);
});

afterAll(async () => {
  await api.close();
});

beforeEach(async () => {
  await testDb().collection(KITCHENS).doc(uid).delete();
});

describe('writes from elsewhere', () => {
  it.each([
    ['a form', 'application/x-www-form-urlencoded', `pickupAddress=${encodeURIComponent(ADDRESS)}`],
    ['a text/plain form carrying JSON', 'text/plain', JSON.stringify({ pickupAddress: ADDRESS })],
    // Bytes: fetch names no type for them (a string would be text/plain).
    ['a body with no type', '', new TextEncoder().encode(JSON.stringify({ pickupAddress: ADDRESS }))],
  ])('%s is 415 and changes nothing', async (_kind, type, body) => {
    const answer = await send('/api/kitchen', { method: 'PUT', headers: type ? { 'content-type': type } : {}, body });
    expect(answer).toEqual({ status: 415, body: { message: MSG.bodyNotJson, code: 'bodyNotJson' } });
    expect(await storedKitchen()).toBeUndefined();
  });

  it('a multipart form is 415 on any write but the photo upload, which takes nothing else', async () => {
    const form = new FormData();
    form.set('pickupAddress', ADDRESS);
    expect(await send('/api/kitchen', { method: 'PUT', body: form })).toEqual({ status: 415, body: { message: MSG.bodyNotJson, code: 'bodyNotJson' } });
    expect((await send('/api/logout', { method: 'POST', body: form })).status).toBe(415);
    expect(await storedKitchen()).toBeUndefined();
    expect((await call(api, '/api/kitchen', { cookie })).status).toBe(200);
    const json = await send('/api/photos', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(json).toEqual({ status: 415, body: { message: MSG.photoNotMultipart, code: 'photoNotMultipart' } });
  });

  it.each(['same-site', 'cross-site'])('a write a browser marks as sent from another origin (Sec-Fetch-Site: %s) is 403 and changes nothing', async (site) => {
    const answer = await send('/api/kitchen', {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': site, origin: 'http://shop.food.example' },
      body: JSON.stringify({ pickupAddress: ADDRESS }),
    });
    expect(answer).toEqual({ status: 403, body: { message: MSG.writeFromOtherOrigin, code: 'writeFromOtherOrigin' } });
    expect(await storedKitchen()).toBeUndefined();
    // Nor can it sign the user out: the session still works.
    expect((await send('/api/logout', { method: 'POST', headers: { 'sec-fetch-site': site } })).status).toBe(403);
    expect((await call(api, '/api/kitchen', { cookie })).status).toBe(200);
  });

  it("takes the app's own writes (same origin, or no browser at all) and reads from anywhere", async () => {
    for (const headers of [{ 'sec-fetch-site': 'same-origin' }, {}] as Record<string, string>[]) {
      const answer = await send('/api/kitchen', { method: 'PUT', headers: { 'content-type': 'application/json; charset=utf-8', ...headers }, body: JSON.stringify({ pickupAddress: ADDRESS }) });
      expect(answer.status).toBe(200);
    }
    expect((await storedKitchen())?.pickupAddress).toBe(ADDRESS);
    const read = await fetch(`${api.url}/api/kitchen`, { headers: { cookie, 'sec-fetch-site': 'cross-site' } });
    expect(read.status).toBe(200);
    expect(((await read.json()) as Kitchen).pickupAddress).toBe(ADDRESS);
    // A write without a body (fetch sends `Content-Length: 0`) names no type, and needs none: the sign-out goes through.
    expect((await send('/api/logout', { method: 'POST', headers: { 'sec-fetch-site': 'same-origin' } })).status).toBe(200);
    expect((await call(api, '/api/kitchen', { cookie })).status).toBe(401);
  });
});
