import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EMULATOR_VARIABLES, readConfig } from './config.js';
import { MSG } from './domain/messages.js';
import { FOODS } from './foods/food-doc.js';
import { call, createUser, foodInput, readsOf, resetStore, signIn, startApi, testDb, type ApiServer } from './test/api.js';
import { captureLogs } from './test/logs.js';

let api: ApiServer;
let cookie: string;

beforeAll(async () => {
  api = await startApi();
  cookie = await signIn(api, await createUser('app'));
});

beforeEach(async () => {
  await resetStore();
});

afterAll(async () => {
  await api.close();
});

async function foodCount(): Promise<number> {
  return (await testDb().collection(FOODS).count().get()).data().count;
}

describe('unknown paths', () => {
  it('answers 404 JSON for an unknown /api path', async () => {
    const response = await call<{ message: string }>(api, '/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(response.body).toEqual({ message: MSG.notFound, code: 'notFound' });
  });

  it('answers 404 JSON for a known path with the wrong method', async () => {
    const response = await call<{ message: string }>(api, '/api/top-foods', { method: 'DELETE' });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: MSG.notFound, code: 'notFound' });
  });
});

describe('request bodies', () => {
  it('answers 400 for malformed JSON and stores nothing', async () => {
    const response = await call<{ message: string }>(api, '/api/add-food', { method: 'POST', rawBody: '{"foodName":', cookie });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: MSG.invalidJson, code: 'invalidJson' });
    expect(await foodCount()).toBe(0);
  });

  it('answers 400 JSON for a body whose Content-Encoding does not match its bytes, and stores nothing', async () => {
    // Found by the API fuzz (api-fuzz.test.ts): body-parser's inflate error reached the error handler as a 500.
    for (const encoding of ['gzip', 'deflate', 'br']) {
      const response = await call<{ message: string }>(api, '/api/add-food', {
        method: 'POST',
        body: foodInput(),
        cookie,
        headers: { 'content-encoding': encoding },
      });
      expect(response.status, encoding).toBe(400);
      expect(response.body).toEqual({ message: MSG.unreadableBody, code: 'unreadableBody' });
    }
    expect(await foodCount()).toBe(0);
  });

  it('answers 413 for a body over 100 KB and stores nothing', async () => {
    const body = foodInput({ description: 'x'.repeat(101 * 1024) });
    const response = await call<{ message: string }>(api, '/api/add-food', { method: 'POST', body, cookie });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ message: MSG.bodyTooLarge, code: 'bodyTooLarge' });
    expect(response.headers.get('server-timing')).toMatch(/^firestore;dur=[\d.]+;desc="reads=0"$/);
    expect(await foodCount()).toBe(0);
  });
});

describe('Server-Timing', () => {
  it('reports the Firestore time and the documents read', async () => {
    const created = await call<{ _id: string }>(api, '/api/add-food', { method: 'POST', body: foodInput(), cookie });
    expect(created.status).toBe(201);
    // The add-food transaction reads the owner's userStats, the category summary, the owner's kitchen and the sitemap's index.
    expect(readsOf(created)).toBe(4);
    const food = await call(api, `/api/food/${created.body._id}`);
    expect(food.headers.get('server-timing')).toMatch(/^firestore;dur=\d+\.\d;desc="reads=1"$/);
  });

  it('is present on errors too', async () => {
    const response = await call(api, '/api/nothing-here');
    expect(readsOf(response)).toBe(0);
  });
});

describe('cache headers', () => {
  it('keeps per-user answers private and lets public lists revalidate', async () => {
    const mine = await call(api, '/api/logout');
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    const list = await call(api, '/api/foods');
    expect(list.headers.get('cache-control')).toBe('public, no-cache');
    const top = await call(api, '/api/top-foods');
    expect(top.headers.get('cache-control')).toMatch(/^public, /);
  });
});

describe('readConfig', () => {
  it('decides the demo mode by the project id alone', () => {
    expect(readConfig({ GCLOUD_PROJECT: 'demo-foodstore' }).demo).toBe(true);
    expect(readConfig({ FIREBASE_CONFIG: JSON.stringify({ projectId: 'demo-x' }) }).demo).toBe(true);
    for (const env of [{ FUNCTIONS_EMULATOR: 'true' }, { FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' }, {}]) {
      expect(readConfig({ GCLOUD_PROJECT: 'food-store-prod', ...env }).demo).toBe(false);
      expect(readConfig(env).demo).toBe(false);
    }
  });

  it('allows sessions in a demo- project under the emulators and in production without them', () => {
    const emulators = { FUNCTIONS_EMULATOR: 'true', FIRESTORE_EMULATOR_HOST: 'x:1', FIREBASE_AUTH_EMULATOR_HOST: 'x:2' };
    expect(readConfig({ GCLOUD_PROJECT: 'demo-foodstore', ...emulators }).sessionsRefused).toBeUndefined();
    expect(readConfig({ GCLOUD_PROJECT: 'food-store-prod' }).sessionsRefused).toBeUndefined();
  });

  it('refuses sessions when an emulator variable is set outside a demo- project', () => {
    for (const name of EMULATOR_VARIABLES) {
      const config = readConfig({ GCLOUD_PROJECT: 'food-store-prod', [name]: name === 'FUNCTIONS_EMULATOR' ? 'true' : 'x:1' });
      expect(config.sessionsRefused).toContain(name);
      expect(config.sessionsRefused).toContain('food-store-prod');
    }
    expect(readConfig({ FIRESTORE_EMULATOR_HOST: 'x:1' }).sessionsRefused).toContain('(unknown)');
  });

  it('reads the store currency from STORE_CURRENCY: USD unless set, and refuses an unknown one by name', () => {
    expect(readConfig({ GCLOUD_PROJECT: 'food-store-prod' }).currency).toBe('USD');
    expect(readConfig({ GCLOUD_PROJECT: 'food-store-prod', STORE_CURRENCY: 'BDT' }).currency).toBe('BDT');
    expect(readConfig({ GCLOUD_PROJECT: 'food-store-prod', STORE_CURRENCY: 'bdt' }).currency).toBe('BDT');
    expect(() => readConfig({ GCLOUD_PROJECT: 'food-store-prod', STORE_CURRENCY: 'TAKA' })).toThrow('STORE_CURRENCY must be one of USD, BDT; got "TAKA".');
  });

  it('gives every request a Firestore and Auth deadline below the 30 s function timeout', () => {
    const { deadlineMs } = readConfig({ GCLOUD_PROJECT: 'food-store-prod' });
    expect(deadlineMs).toBeGreaterThan(0);
    expect(deadlineMs).toBeLessThanOrEqual(15_000);
  });
});

describe('outside a demo- project', () => {
  it('refuses sessions under emulator variables with 503, a logged operator error and no stack', async () => {
    const logs = captureLogs();
    // FIREBASE_AUTH_EMULATOR_HOST is set in this process, so firebase-admin would accept the emulator's unsigned tokens.
    const env = { GCLOUD_PROJECT: 'food-store-prod', FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST };
    const production = await startApi({ config: readConfig(env) });
    try {
      const user = await createUser('prod');
      const jwt = await call<Record<string, unknown>>(production, '/api/jwt', {
        method: 'POST',
        headers: { authorization: `Bearer ${user.idToken}` },
      });
      expect(jwt.status).toBe(503);
      expect(jwt.body).toEqual({ message: MSG.sessionUnavailable, code: 'sessionUnavailable' });
      expect(jwt.headers.get('retry-after')).toBe('60');
      expect(jwt.headers.get('set-cookie')).toBeNull();
      expect(JSON.stringify(jwt.body)).not.toMatch(/EMULATOR|at .*\.ts/);

      // A cookie the demo app minted is not accepted either, and nothing is stored.
      const added = await call(production, '/api/add-food', { method: 'POST', body: foodInput(), cookie });
      expect(added.status).toBe(503);
      expect(await foodCount()).toBe(0);

      // Public data is still served.
      expect((await call(production, '/api/foods')).status).toBe(200);

      // At start-up, then with each refused request (its request line's reason).
      await logs.requestLines('POST', '/api/add-food');
      const operatorError = /FIREBASE_AUTH_EMULATOR_HOST.*food-store-prod/;
      expect(logs.entries.filter((entry) => operatorError.test(String(entry.message)))).toMatchObject([{ severity: 'ERROR' }]);
      expect(logs.entries.filter((entry) => operatorError.test(String(entry.reason)))).toMatchObject([
        { severity: 'ERROR', httpRequest: { requestUrl: '/api/jwt', status: 503 } },
        { severity: 'ERROR', httpRequest: { requestUrl: '/api/add-food', status: 503 } },
      ]);
    } finally {
      await production.close();
      logs.restore();
    }
  });

  it('sets a Secure session cookie', async () => {
    const production = await startApi({ config: readConfig({ GCLOUD_PROJECT: 'food-store-prod' }) });
    try {
      const { idToken } = await createUser('secure');
      const response = await call(production, '/api/jwt', { method: 'POST', headers: { authorization: `Bearer ${idToken}` } });
      expect(response.status).toBe(200);
      expect(response.headers.get('set-cookie')).toMatch(/^__session=[^;]+;.*; Secure/i);
    } finally {
      await production.close();
    }
  });
});
