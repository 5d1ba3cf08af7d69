import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../domain/messages.js';
import { defaultAuth } from '../firebase.js';
import { FOODS } from '../foods/food-doc.js';
import { ORDERS } from '../orders/orders-repo.js';
import {
  call,
  createUser,
  foodInput,
  freshIdToken,
  idTokenSignedInAgo,
  resetStore,
  signIn,
  startApi,
  testDb,
  type ApiServer,
  type TestUser,
} from '../test/api.js';
import { ServiceUnavailable, Unauthorized } from './errors.js';
import { CREDENTIAL_MAX_LENGTH, checkCredential } from './session.js';

// docs/ARCHITECTURE.md §5: any cookie or ID token that does not prove a current user is 401, however malformed; only
// a Firebase Auth that cannot be reached is 503. Nothing a refused request asked for may change.

let api: ApiServer;
let user: TestUser;
let cookie: string;
let foodId: string;
let orderId: string;

const part = (value: unknown): string => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
const jwt = (header: unknown, payload: unknown, signature = ''): string => `${part(header)}.${part(payload)}.${signature}`;
const NONE = { alg: 'none', typ: 'JWT' };

/** The claims of the Auth emulator's (unsigned) session cookie of `user`. */
function claimsOf(sessionPair: string): Record<string, unknown> {
  const payload = sessionPair.replace(/^__session=/, '').split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** Credentials that prove no current user: broken in form, in content, or true claims about something else. */
function malformedCredentials(): [string, string][] {
  const claims = claimsOf(cookie);
  const now = Math.floor(Date.now() / 1000);
  const [header = '', payload = ''] = cookie.replace(/^__session=/, '').split('.');
  return [
    ['garbage', 'garbage'],
    ['two segments', `${header}.${payload}`],
    ['four segments', `${header}.${payload}..x`],
    ['only dots', '..'],
    ['payload not JSON', `${part(NONE)}.${part('{"sub": oops')}.`],
    ['header not JSON', `${part('{alg')}.${payload}.`],
    ['payload null', jwt(NONE, 'null')],
    ['payload an array', jwt(NONE, [claims])],
    ['payload a number', jwt(NONE, '123')],
    ['payload a string', jwt(NONE, '"claims"')],
    ['tampered payload, no longer JSON', `${header}.x${payload.slice(1)}.`],
    ['not base64url', `${header}.${payload}!.`],
    ['unicode', `${header}.${payload}.\u00e9\u202e`],
    ['huge', jwt(NONE, { ...claims, pad: 'x'.repeat(CREDENTIAL_MAX_LENGTH) })],
    ['HS256 with a made-up key', jwt({ alg: 'HS256', typ: 'JWT' }, claims, 'c2lnbmF0dXJl')],
    ['alg none, expired', jwt(NONE, { ...claims, iat: now - 7200, exp: now - 3600 })],
    ['alg none, another project', jwt(NONE, { ...claims, aud: 'another-project' })],
    ['alg none, another issuer', jwt(NONE, { ...claims, iss: 'https://issuer.example.com/demo-foodstore' })],
    ['alg none, unknown user', jwt(NONE, { ...claims, sub: 'no-such-user', user_id: 'no-such-user' })],
    ['alg none, no subject', jwt(NONE, { ...claims, sub: undefined })],
    ['alg none, numeric subject', jwt(NONE, { ...claims, sub: 42 })],
    ['alg none, subject too long', jwt(NONE, { ...claims, sub: 'u'.repeat(129) })],
  ];
}

/** Cookie headers for each malformed credential, plus what cookie-parser turns into no string at all. */
function malformedCookies(): [string, string][] {
  return [
    ...malformedCredentials().map(([label, value]): [string, string] => [label, `__session=${encodeURIComponent(value)}`]),
    ['empty', '__session='],
    ['a JSON cookie', `__session=${encodeURIComponent('j:{"uid":"x"}')}`],
    ['percent-encoded unicode', '__session=%E2%80%AE%F0%9F%8D%94.x.y'],
  ];
}

async function storeSnapshot(): Promise<unknown> {
  const db = testDb();
  const [foods, orders] = await Promise.all([db.collection(FOODS).get(), db.collection(ORDERS).get()]);
  return [foods.docs, orders.docs].map((docs) => docs.map((doc) => [doc.id, doc.data()]));
}

beforeAll(async () => {
  await resetStore();
  api = await startApi();
  user = await createUser('session');
  cookie = await signIn(api, user);
  const buyer = await createUser('session-buyer');
  const food = await call<{ _id: string }>(api, '/api/add-food', { method: 'POST', body: foodInput(), cookie });
  foodId = food.body._id;
  const order = await call<{ _id: string }>(api, '/api/add-purchase-food', {
    method: 'POST',
    body: { foodId, quantity: 1 },
    cookie: await signIn(api, buyer),
  });
  orderId = order.body._id;
  expect([food.status, order.status]).toEqual([201, 201]);
});

afterAll(async () => {
  await api.close();
});

describe('a malformed __session cookie', () => {
  const routes: [string, string, unknown?][] = [
    ['POST', '/api/add-food', foodInput()],
    ['GET', '/api/foods/{email}'],
    ['PUT', '/api/update-food/{food}', { ...foodInput({ foodName: 'Changed' }), baseQuantity: 9 }],
    ['DELETE', '/api/food/{food}'],
    ['POST', '/api/add-purchase-food', { foodId: '{food}', quantity: 1 }],
    ['GET', '/api/purchase-food/{email}'],
    ['DELETE', '/api/purchase-food/{order}'],
    ['GET', '/api/sales'],
    ['POST', '/api/orders/{order}/status', { status: 'accepted' }],
  ];
  const fill = (text: string) =>
    text.replace('{email}', encodeURIComponent(user.email)).replace('{food}', foodId).replace('{order}', orderId);

  it('answers 401 on every session route and changes nothing', async () => {
    const before = await storeSnapshot();
    for (const [label, header] of malformedCookies()) {
      for (const [method, path, body] of routes) {
        const filled = body === undefined ? undefined : (JSON.parse(fill(JSON.stringify(body))) as unknown);
        const response = await call<{ message: string }>(api, fill(path), { method, body: filled, cookie: header });
        expect(response.status, `${label}: ${method} ${path}`).toBe(401);
        expect(response.body, `${label}: ${method} ${path}`).toEqual({ message: MSG.unauthorized, code: 'unauthorized' });
      }
    }
    expect(await storeSnapshot()).toEqual(before);
    // The real session still works: the refusals above were about the cookies, not the routes.
    expect((await call(api, `/api/foods/${encodeURIComponent(user.email)}`, { cookie })).status).toBe(200);
  });

  it('POST /api/logout answers 200, clears it and revokes nothing', async () => {
    const validSince = (await defaultAuth().getUser(user.uid)).tokensValidAfterTime;
    for (const [label, header] of malformedCookies()) {
      const response = await call(api, '/api/logout', { method: 'POST', cookie: header });
      expect(response.status, label).toBe(200);
      expect(response.headers.get('set-cookie'), label).toMatch(/^__session=;/);
    }
    expect((await defaultAuth().getUser(user.uid)).tokensValidAfterTime).toBe(validSince);
    expect((await call(api, `/api/foods/${encodeURIComponent(user.email)}`, { cookie })).status).toBe(200);
  });

  it('POST /api/jwt with an older sign-in does not count it as a live session (401, no cookie)', async () => {
    const idToken = await idTokenSignedInAgo(user, 10 * 60);
    for (const [label, header] of malformedCookies()) {
      const response = await call<{ message: string }>(api, '/api/jwt', { method: 'POST', cookie: header, headers: { authorization: `Bearer ${idToken}` } });
      expect(response.status, label).toBe(401);
      expect(response.body.message, label).toBe(MSG.signInAgain);
      expect(response.headers.get('set-cookie'), label).toBeNull();
    }
    cookie = await signIn(api, user);
  });
});

describe('a malformed ID token', () => {
  it('POST /api/jwt answers 401 and sets no cookie', async () => {
    const [header = '', payload = ''] = (await freshIdToken(user)).split('.');
    const tokens = [
      ...malformedCredentials(),
      ['an ID token with a tampered payload, no longer JSON', `${header}.x${payload.slice(1)}.`],
      ['a session cookie instead of an ID token', cookie.replace(/^__session=/, '')],
    ];
    for (const [label, token] of tokens) {
      const response = await call<{ message: string }>(api, '/api/jwt', {
        method: 'POST',
        body: { email: user.email },
        headers: { authorization: `Bearer ${encodeURIComponent(token ?? '')}` },
      });
      expect(response.status, label).toBe(401);
      expect(response.headers.get('set-cookie'), label).toBeNull();
    }
  });
});

describe('checkCredential', () => {
  const credential = jwt(NONE, { sub: 'x' });
  const failing = (error: unknown) => () => Promise.reject(error);
  const firebaseError = (code: string, message = code) => Object.assign(new Error(message), { code });

  it('turns anything the check throws about the credential into 401', async () => {
    for (const error of [new SyntaxError('Unexpected token'), new TypeError("Cannot read properties of null (reading 'aud')"), firebaseError('auth/argument-error')]) {
      await expect(checkCredential(credential, failing(error))).rejects.toBeInstanceOf(Unauthorized);
    }
  });

  it('answers 503 only when Firebase Auth or its keys are out of reach', async () => {
    const outOfReach = [
      firebaseError('app/network-error', 'Error while making request: connect ECONNREFUSED. Error code: ECONNREFUSED'),
      firebaseError('app/network-timeout'),
      firebaseError('auth/argument-error', 'Error while making request: getaddrinfo ENOTFOUND www.googleapis.com. Error code: ENOTFOUND'),
      firebaseError('auth/argument-error', 'Error fetching public keys for Google certs: Internal Server Error'),
    ];
    for (const error of outOfReach) {
      await expect(checkCredential(credential, failing(error))).rejects.toBeInstanceOf(ServiceUnavailable);
    }
  });

  it("keeps a Firebase error that blames this server's own setup an error (500, logged)", async () => {
    const error = firebaseError('auth/insufficient-permission');
    await expect(checkCredential(credential, failing(error))).rejects.toBe(error);
  });

  it('never asks Firebase Auth about what is not a JWT', async () => {
    let asked = 0;
    const check = () => {
      asked += 1;
      return Promise.resolve('user');
    };
    for (const [, value] of malformedCredentials().slice(0, 10)) {
      await expect(checkCredential(value, check)).rejects.toBeInstanceOf(Unauthorized);
    }
    expect(asked).toBe(0);
    await expect(checkCredential(credential, check)).resolves.toBe('user');
  });
});
