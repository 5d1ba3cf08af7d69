import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../domain/messages.js';
import { call, createUser, signIn, startApi, type ApiServer, type TestUser } from '../test/api.js';

let api: ApiServer;
let user: TestUser;

beforeAll(async () => {
  api = await startApi();
  user = await createUser('auth', { displayName: 'Chef Test', photoUrl: 'https://example.com/chef.png' });
});

afterAll(async () => {
  await api.close();
});

function postJwt(idToken: string | undefined, body?: unknown) {
  return call<{ message?: string; ok?: boolean }>(api, '/api/jwt', {
    method: 'POST',
    body,
    headers: idToken === undefined ? {} : { authorization: `Bearer ${idToken}` },
  });
}

describe('POST /api/jwt', () => {
  it('sets an HttpOnly, SameSite=Strict __session cookie for a valid ID token', async () => {
    const response = await postJwt(user.idToken, { email: user.email });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ok: true });
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^__session=[\w-]+\.[\w-]+\.[\w-]+;/);
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).toMatch(/; SameSite=Strict/i);
    expect(cookie).toMatch(/; Max-Age=432000/);
    // Under the emulator the cookie must work over http.
    expect(cookie).not.toMatch(/; Secure/i);
    expect(response.headers.get('cache-control')).toContain('private');
  });

  it('accepts a token without a body e-mail', async () => {
    expect((await postJwt(user.idToken)).status).toBe(200);
  });

  it('puts the token identity into the session', async () => {
    const cookie = await signIn(api, user);
    const mine = await call<unknown[]>(api, `/api/foods/${encodeURIComponent(user.email)}`, { cookie });
    expect(mine.status).toBe(200);
    const other = await call<{ message: string }>(api, '/api/foods/someone-else@example.com', { cookie });
    expect(other.status).toBe(403);
    expect(other.body.message).toBe(MSG.otherUser);
  });

  it('refuses a body e-mail that differs from the token with 401 and no cookie', async () => {
    const response = await postJwt(user.idToken, { email: 'intruder@example.com' });
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
    const response = await postJwt(user.idToken, { email: 42 });
    expect(response.status).toBe(400);
    expect(response.headers.get('set-cookie')).toBeNull();
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
});

describe('sessions', () => {
  it('rejects a forged session cookie with 401', async () => {
    const forged = '__session=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl';
    const response = await call<{ message: string }>(api, `/api/foods/${encodeURIComponent(user.email)}`, { cookie: forged });
    expect(response.status).toBe(401);
    expect(response.body.message).toBe(MSG.unauthorized);
  });
});
