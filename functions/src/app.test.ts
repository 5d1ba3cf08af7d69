import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readConfig } from './config.js';
import { MSG } from './domain/messages.js';
import { FOODS } from './foods/foods-repo.js';
import { call, createUser, foodInput, readsOf, resetStore, signIn, startApi, testDb, type ApiServer } from './test/api.js';

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
    expect(response.body).toEqual({ message: MSG.notFound });
  });

  it('answers 404 JSON for a known path with the wrong method', async () => {
    const response = await call<{ message: string }>(api, '/api/top-foods', { method: 'DELETE' });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: MSG.notFound });
  });
});

describe('request bodies', () => {
  it('answers 400 for malformed JSON and stores nothing', async () => {
    const response = await call<{ message: string }>(api, '/api/add-food', { method: 'POST', rawBody: '{"foodName":', cookie });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: MSG.invalidJson });
    expect(await foodCount()).toBe(0);
  });

  it('answers 413 for a body over 100 KB and stores nothing', async () => {
    const body = foodInput({ description: 'x'.repeat(101 * 1024) });
    const response = await call<{ message: string }>(api, '/api/add-food', { method: 'POST', body, cookie });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ message: MSG.bodyTooLarge });
    expect(response.headers.get('server-timing')).toMatch(/^firestore;dur=[\d.]+;desc="reads=0"$/);
    expect(await foodCount()).toBe(0);
  });
});

describe('Server-Timing', () => {
  it('reports the Firestore time and the documents read', async () => {
    const created = await call<{ _id: string }>(api, '/api/add-food', { method: 'POST', body: foodInput(), cookie });
    expect(created.status).toBe(201);
    // The add-food transaction reads the owner's userStats and the category summary.
    expect(readsOf(created)).toBe(2);
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

describe('production without a session secret', () => {
  it('answers 500 without a stack and sets no cookie', async () => {
    const production = await startApi({ config: readConfig({ SESSION_SECRET: 'too-short' }) });
    try {
      const user = await createUser('prod');
      const response = await call<Record<string, unknown>>(production, '/api/jwt', {
        method: 'POST',
        headers: { authorization: `Bearer ${user.idToken}` },
      });
      expect(response.status).toBe(500);
      expect(response.body).toEqual({ message: MSG.serverError });
      expect(JSON.stringify(response.body)).not.toMatch(/SESSION_SECRET|at .*\.ts/);
      expect(response.headers.get('set-cookie')).toBeNull();
    } finally {
      await production.close();
    }
  });
});

describe('readConfig', () => {
  it('uses a fixed development key under the emulators', () => {
    const config = readConfig({ FUNCTIONS_EMULATOR: 'true' });
    expect(config.emulator).toBe(true);
    expect(config.sessionKey?.length).toBeGreaterThanOrEqual(32);
  });

  it('has no key in production when SESSION_SECRET is missing or short', () => {
    expect(readConfig({}).sessionKey).toBeUndefined();
    expect(readConfig({ SESSION_SECRET: 'short' }).sessionKey).toBeUndefined();
  });

  it('uses SESSION_SECRET in production', () => {
    const secret = 's'.repeat(40);
    const config = readConfig({ SESSION_SECRET: secret });
    expect(config.emulator).toBe(false);
    expect(new TextDecoder().decode(config.sessionKey)).toBe(secret);
  });
});
