import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getConfig } from '../config.js';
import type { PageRenderer } from '../domain/pages.js';
import { PAGE_PATHS } from '../test/page-paths.js';
import { startApi, type ApiServer } from '../test/api.js';
import { AUTH_EMULATOR_ORIGINS, contentSecurityPolicy, securityHeaders } from './security-headers.js';

// Issue 28, item 8: the function's own URL bypasses Hosting, so the function sends Hosting's security headers itself
// (functions/src/test/hosting-headers.test.ts checks that firebase.json sends the same ones).

const renderer: PageRenderer = {
  pagePaths: PAGE_PATHS,
  async renderPage(request) {
    const { pathname } = new URL(request.url, request.origin);
    return { status: pathname.startsWith('/food/') ? 404 : 200, html: '<!doctype html><title>page</title>' };
  },
};

let production: ApiServer;
let emulator: ApiServer;

beforeAll(async () => {
  production = await startApi({ loadPageRenderer: async () => renderer, config: { ...getConfig(), projectId: 'food-store-prod', demo: false } });
  emulator = await startApi({ loadPageRenderer: async () => renderer });
});

afterAll(async () => {
  await Promise.all([production.close(), emulator.close()]);
});

/** Pages, API answers, errors and photo paths: every kind of answer the function gives. */
const requests: [string, RequestInit | undefined, number][] = [
  ['/', undefined, 200],
  ['/foods', undefined, 200],
  ['/food/nope', undefined, 404],
  ['/api/foods', undefined, 200],
  ['/api/no-such-route', undefined, 404],
  ['/photos/nope/400/400.webp', undefined, 404],
  ['/api/add-food', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"foodName":' }, 400],
];

async function headersOf(api: ApiServer): Promise<{ what: string; status: number; headers: Headers }[]> {
  const answers = [];
  for (const [path, init] of requests) {
    const response = await fetch(`${api.url}${path}`, init);
    await response.arrayBuffer();
    answers.push({ what: `${init?.method ?? 'GET'} ${path}`, status: response.status, headers: response.headers });
  }
  return answers;
}

describe('security headers from the function itself', () => {
  it('are on every answer of a deployed function, pages and API, and its CSP allows no local service', async () => {
    const expected = securityHeaders({ emulator: false });
    const answers = await headersOf(production);
    expect(answers.map((answer) => answer.status)).toEqual(requests.map(([, , status]) => status));
    for (const { what, headers } of answers) {
      for (const { key, value } of expected) expect(headers.get(key), `${what}: ${key}`).toBe(value);
      expect(headers.get('content-security-policy'), what).not.toMatch(/localhost|127\.0\.0\.1|http:/);
    }
  });

  it('let the local stack’s pages reach the Auth emulator under a demo- project', async () => {
    const answers = await headersOf(emulator);
    for (const { what, headers } of answers) {
      expect(headers.get('content-security-policy'), what).toBe(contentSecurityPolicy({ emulator: true }));
      expect(headers.get('x-frame-options'), what).toBe('DENY');
      expect(headers.get('x-content-type-options'), what).toBe('nosniff');
    }
    const csp = contentSecurityPolicy({ emulator: true });
    for (const origin of AUTH_EMULATOR_ORIGINS) expect(csp).toContain(origin);
  });
});

describe('contentSecurityPolicy', () => {
  it('adds exactly the Auth emulator origins to connect-src and frame-src for the local stack, nothing else', () => {
    const directives = (csp: string) => new Map(csp.split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1)] as const));
    const deployed = directives(contentSecurityPolicy({ emulator: false }));
    const local = directives(contentSecurityPolicy({ emulator: true }));
    expect([...local.keys()]).toEqual([...deployed.keys()]);
    for (const [name, sources] of deployed) {
      const extra = name === 'connect-src' || name === 'frame-src' ? [...AUTH_EMULATOR_ORIGINS] : [];
      expect(local.get(name), name).toEqual([...sources, ...extra]);
    }
  });
});
