import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MSG } from '../domain/messages.js';
import { defaultAuth } from '../firebase.js';
import { FOODS } from '../foods/food-doc.js';
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

let api: ApiServer;
let user: TestUser;

beforeAll(async () => {
  api = await startApi();
  user = await createUser('auth', { displayName: 'Chef Test', photoUrl: 'https://example.com/chef.png' });
});

beforeEach(async () => {
  await resetStore();
});

afterAll(async () => {
  await api.close();
});

function postJwt(idToken: string | undefined, body?: unknown, cookie?: string) {
  return call<{ message?: string; ok?: boolean }>(api, '/api/jwt', {
    method: 'POST',
    body,
    cookie,
    headers: idToken === undefined ? {} : { authorization: `Bearer ${idToken}` },
  });
}

function sessionPair(setCookie: string | null): string {
  const pair = (setCookie ?? '').split(';')[0] ?? '';
  if (!pair.startsWith('__session=') || pair === '__session=') throw new Error(`no session cookie in ${setCookie}`);
  return pair;
}

/** A session cookie whose sign-in was a minute ago, so a revocation "now" is strictly later (auth_time is in seconds). */
async function sessionSignedInAMinuteAgo(account: TestUser): Promise<string> {
  const response = await postJwt(await idTokenSignedInAgo(account, 60));
  expect(response.status).toBe(200);
  return sessionPair(response.headers.get('set-cookie'));
}

async function foodCount(): Promise<number> {
  return (await testDb().collection(FOODS).count().get()).data().count;
}

function addFood(cookie: string) {
  return call<{ _id?: string; message?: string }>(api, '/api/add-food', { method: 'POST', body: foodInput(), cookie });
}

describe('POST /api/jwt', () => {
  it('sets an HttpOnly, SameSite=Strict __session cookie for a valid ID token', async () => {
    const response = await postJwt(await freshIdToken(user), { email: user.email });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ok: true });
    const cookie = response.headers.get('set-cookie') ?? '';
    // A Firebase session cookie: a JWT (unsigned under the Auth emulator, so the signature part is empty).
    expect(cookie).toMatch(/^__session=[\w-]+\.[\w-]+\.[\w-]*;/);
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).toMatch(/; SameSite=Strict/i);
    expect(cookie).toMatch(/; Max-Age=432000/);
    // Under the demo project the cookie must work over http.
    expect(cookie).not.toMatch(/; Secure/i);
    expect(response.headers.get('cache-control')).toContain('private');
  });

  it('accepts a token without a body e-mail', async () => {
    expect((await postJwt(await freshIdToken(user))).status).toBe(200);
  });

  it('puts the token identity into the session', async () => {
    const cookie = await signIn(api, user);
    const mine = await call<unknown[]>(api, `/api/foods/${encodeURIComponent(user.email)}`, { cookie });
    expect(mine.status).toBe(200);
    const other = await call<{ message: string }>(api, '/api/foods/someone-else@example.com', { cookie });
    expect(other.status).toBe(403);
    expect(other.body.message).toBe(MSG.otherUser);
    const created = await addFood(cookie);
    expect(created.status).toBe(201);
    const food = await call<{ buyer: unknown }>(api, `/api/food/${created.body._id}`);
    expect(food.body.buyer).toEqual({ uid: user.uid, userName: 'Chef Test', photo: 'https://example.com/chef.png' });
  });

  it('refuses a body e-mail that differs from the token with 401 and no cookie', async () => {
    const response = await postJwt(await freshIdToken(user), { email: 'intruder@example.com' });
    expect(response.status).toBe(401);
    expect(response.body.message).toBe(MSG.emailMismatch);
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('answers 401 without a bearer token', async () => {
    const response = await postJwt(undefined, { email: user.email });
    expect(response.status).toBe(401);
    expect(response.body.message).toBe(MSG.unauthorized);
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('answers 401 for a token that is not a Firebase ID token', async () => {
    const response = await postJwt('not-a-token', { email: user.email });
    expect(response.status).toBe(401);
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('answers 400 when the body e-mail is not a string', async () => {
    const response = await postJwt(await freshIdToken(user), { email: 42 });
    expect(response.status).toBe(400);
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('starts a session from a sign-in of a few minutes ago', async () => {
    const response = await postJwt(await idTokenSignedInAgo(user, 4 * 60));
    expect(response.status).toBe(200);
    expect(sessionPair(response.headers.get('set-cookie'))).toMatch(/^__session=/);
  });

  it('refuses to start a session from a sign-in older than 5 minutes', async () => {
    const response = await postJwt(await idTokenSignedInAgo(user, 10 * 60));
    expect(response.status).toBe(401);
    expect(response.body.message).toBe(MSG.signInAgain);
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('keeps the live session of an older sign-in without minting a new cookie', async () => {
    const cookie = await signIn(api, user);
    const response = await postJwt(await idTokenSignedInAgo(user, 10 * 60), undefined, cookie);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ok: true });
    expect(response.headers.get('set-cookie')).toBeNull();
    expect((await addFood(cookie)).status).toBe(201);
  });

  it("does not accept another user's session for an older sign-in", async () => {
    const other = await signIn(api, await createUser('other'));
    const response = await postJwt(await idTokenSignedInAgo(user, 10 * 60), undefined, other);
    expect(response.status).toBe(401);
    expect(response.body.message).toBe(MSG.signInAgain);
  });

  it('refuses the ID token of a disabled user', async () => {
    const account = await createUser('disabled-token');
    const idToken = await freshIdToken(account);
    await defaultAuth().updateUser(account.uid, { disabled: true });
    const response = await postJwt(idToken);
    expect(response.status).toBe(401);
    expect(response.headers.get('set-cookie')).toBeNull();
  });
});

describe('revocable sessions', () => {
  it('a disabled user gets 401 on the next request and nothing is stored', async () => {
    const account = await createUser('disabled');
    const cookie = await signIn(api, account);
    expect((await addFood(cookie)).status).toBe(201);
    await defaultAuth().updateUser(account.uid, { disabled: true });
    const response = await addFood(cookie);
    expect(response.status).toBe(401);
    expect(response.body.message).toBe(MSG.unauthorized);
    expect(await foodCount()).toBe(1);
  });

  it('a deleted user gets 401 on the next request and nothing is stored', async () => {
    const account = await createUser('deleted');
    const cookie = await signIn(api, account);
    await defaultAuth().deleteUser(account.uid);
    expect((await addFood(cookie)).status).toBe(401);
    expect(await foodCount()).toBe(0);
  });

  it('revoking the refresh tokens ends the old session; a fresh sign-in works again', async () => {
    const account = await createUser('revoked');
    const cookie = await sessionSignedInAMinuteAgo(account);
    expect((await addFood(cookie)).status).toBe(201);
    await defaultAuth().revokeRefreshTokens(account.uid);
    expect((await addFood(cookie)).status).toBe(401);
    expect(await foodCount()).toBe(1);
    // A sign-in after the revocation has auth_time >= the tokens-valid-after time (same clock, whole seconds).
    const fresh = await signIn(api, account);
    expect((await addFood(fresh)).status).toBe(201);
    expect(await foodCount()).toBe(2);
  });

  it('rejects a forged session cookie with 401', async () => {
    const forged = '__session=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl';
    const response = await call<{ message: string }>(api, `/api/foods/${encodeURIComponent(user.email)}`, { cookie: forged });
    expect(response.status).toBe(401);
    expect(response.body.message).toBe(MSG.unauthorized);
  });
});

describe('POST /api/logout', () => {
  it('clears the cookie and revokes the session, so the old cookie gets 401', async () => {
    const account = await createUser('logout');
    const cookie = await sessionSignedInAMinuteAgo(account);
    const response = await call<{ ok: boolean }>(api, '/api/logout', { method: 'POST', cookie });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ok: true });
    expect(response.headers.get('set-cookie')).toMatch(/^__session=; .*Expires=Thu, 01 Jan 1970/);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect((await addFood(cookie)).status).toBe(401);
    expect(await foodCount()).toBe(0);
    expect((await addFood(await signIn(api, account))).status).toBe(201);
  });

  it('revokes a session signed in within the same second (Firebase keeps revocation times in whole seconds)', async () => {
    const account = await createUser('logout-same-second');
    // From the start of a second, so that the sign-in and the sign-out fall within it.
    await sleep(1000 - (Date.now() % 1000));
    const cookie = await signIn(api, account);
    const response = await call<{ ok: boolean }>(api, '/api/logout', { method: 'POST', cookie });
    expect(response.status).toBe(200);
    expect((await addFood(cookie)).status).toBe(401);
    expect(await foodCount()).toBe(0);
    expect((await addFood(await signIn(api, account))).status).toBe(201);
  });

  it('answers 200 and revokes nothing without a live session', async () => {
    const account = await createUser('logout-none');
    const before = (await defaultAuth().getUser(account.uid)).tokensValidAfterTime;
    const forged = '__session=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl';
    for (const cookie of [undefined, forged]) {
      const response = await call<{ ok: boolean }>(api, '/api/logout', { method: 'POST', cookie });
      expect(response.status).toBe(200);
      expect(response.headers.get('set-cookie')).toMatch(/^__session=;/);
    }
    expect((await defaultAuth().getUser(account.uid)).tokensValidAfterTime).toBe(before);
  });
});

describe('GET /api/logout', () => {
  it('expires the session cookie with private cache headers', async () => {
    const response = await call<{ ok: boolean }>(api, '/api/logout');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ok: true });
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^__session=;/);
    expect(cookie).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('revokes nothing: a GET is a safe method, so another request cannot sign the user out everywhere', async () => {
    const account = await createUser('logout-get');
    const cookie = await sessionSignedInAMinuteAgo(account);
    expect((await call(api, '/api/logout', { cookie })).status).toBe(200);
    expect((await addFood(cookie)).status).toBe(201);
  });
});
