import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PageRenderer } from '../domain/pages.js';
import { PAGE_PATHS } from '../test/page-paths.js';
import { call, createUser, signIn, startApi, type ApiServer } from '../test/api.js';

// docs/ARCHITECTURE.md §6, cold start: a fresh instance answers a page or a read without building the request schemas
// (yup's schemas for every body the API takes); the first request that validates a body builds them, once.
const built = vi.hoisted(() => ({ count: 0 }));
vi.mock('../domain/schema-rules.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../domain/schema-rules.js')>();
  return {
    ...original,
    schemasFor: (...args: Parameters<typeof original.schemasFor>) => {
      built.count += 1;
      return original.schemasFor(...args);
    },
  };
});

// A dish page read through the function's repos, as the web build's renderer does (that build is not made before the
// unit tests: pages-routes.test.ts renders the same way).
const renderer: PageRenderer = {
  pagePaths: PAGE_PATHS,
  async renderPage({ url, reads }) {
    const food = await reads.food(url.slice('/food/'.length));
    return { status: food ? 200 : 404, html: '<!doctype html><title>Food Store</title>' };
  },
};

let api: ApiServer;
let cookie: string;

beforeAll(async () => {
  api = await startApi({ loadPageRenderer: async () => renderer });
  cookie = await signIn(api, await createUser('schemas-owner'));
});

afterAll(async () => {
  await api.close();
});

describe('the API’s request schemas', () => {
  it('are built by the first request that validates a body, not by a session, a page or a read', async () => {
    expect((await call(api, '/food/no-such-dish')).status).toBe(404);
    expect((await call(api, '/api/foods')).status).toBe(200);
    expect((await call(api, '/api/kitchen', { cookie })).status).toBe(200);
    expect(built.count).toBe(0);

    expect((await call(api, '/api/kitchen', { method: 'PUT', body: { open: 'no' }, cookie })).status).toBe(400);
    expect((await call(api, '/api/kitchen', { method: 'PUT', body: { open: 'yes' }, cookie })).status).toBe(400);
    expect(built.count).toBe(1);
  });
});
