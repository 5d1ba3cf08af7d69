import net from 'node:net';
import { Firestore, Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getConfig } from '../config.js';
import { MSG } from '../domain/messages.js';
import { ORDERS } from '../orders/orders-repo.js';
import { call, createUser, foodInput, freshIdToken, resetStore, signIn, startApi, testDb, type ApiServer, type CallOptions, type TestUser } from '../test/api.js';
import { captureLogs } from '../test/logs.js';
import { logPath, scrub, scrubFor } from './request-log.js';

// Logs an operator can use (functions/README.md, "Logs"): one structured line per request in Cloud Logging's JSON
// shape, errors with their stack in the log only, and no e-mail address, cookie, token, phone number or street
// address in any line.

const logs = captureLogs();
const TRACE_ID = '105445aa7843bc8bf206b12000100000';
const delivery = { phone: '+880 1712-345678', address: 'House 12, Road 5, Dhanmondi', area: 'Dhanmondi' };
const NOTE = 'Call 01812345678 or write to kitchen.helper@example.org before coming';
const SECRETS = {
  phones: ['1712345678', '1812345678', '171234', '345678'],
  addresses: ['House 12', 'Road 5', 'Dhanmondi', 'kitchen.helper'],
};

let api: ApiServer;
let seller: TestUser;
let buyer: TestUser;
let sellerCookie: string;
let buyerCookie: string;
let requests = 0;
const cookies: string[] = [];
const tokens: string[] = [];

/** A request to `server`, counted: every request must produce exactly one log line. */
function send<T = unknown>(server: ApiServer, path: string, options: CallOptions = {}) {
  requests += 1;
  return call<T>(server, path, options);
}

async function session(user: TestUser): Promise<string> {
  requests += 1;
  const cookie = await signIn(api, user);
  cookies.push(cookie.replace(/^__session=/, ''));
  return cookie;
}

/** A Firestore client of the demo project whose backend accepts connections and never answers. */
async function silentFirestore(): Promise<{ db: Firestore; close(): void }> {
  const sockets: net.Socket[] = [];
  const server = net.createServer((socket) => sockets.push(socket.on('error', () => undefined)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const emulatorHost = process.env.FIRESTORE_EMULATOR_HOST;
  delete process.env.FIRESTORE_EMULATOR_HOST;
  try {
    const { port } = server.address() as net.AddressInfo;
    const db = new Firestore({ projectId: getConfig().projectId, host: `127.0.0.1:${port}`, ssl: false });
    return { db, close: () => (sockets.forEach((socket) => socket.destroy()), server.close()) };
  } finally {
    process.env.FIRESTORE_EMULATOR_HOST = emulatorHost;
  }
}

beforeAll(async () => {
  await resetStore();
  api = await startApi();
  seller = await createUser('log-seller');
  buyer = await createUser('log-buyer');
});

afterAll(async () => {
  await api.close();
  logs.restore();
});

describe('the request log', () => {
  let responses: { status: number; body: unknown }[] = [];

  it('drives the API: sign-in, foods, a delivery order, lists by e-mail, and errors up to 500 and 503', async () => {
    sellerCookie = await session(seller);
    buyerCookie = await session(buyer);
    const traced = { 'x-cloud-trace-context': `${TRACE_ID}/1;o=1` };
    const email = (user: TestUser) => encodeURIComponent(user.email);

    const food = await send<{ _id: string }>(api, '/api/add-food', { method: 'POST', body: foodInput(), cookie: sellerCookie, headers: traced });
    const order = await send<{ _id: string }>(api, '/api/add-purchase-food', {
      method: 'POST',
      body: { foodId: food.body._id, quantity: 1, fulfilment: 'delivery', delivery, note: NOTE },
      cookie: buyerCookie,
    });
    expect([food.status, order.status]).toEqual([201, 201]);
    const idToken = await freshIdToken(buyer);
    tokens.push(idToken);
    const fresh = await send(api, '/api/jwt', { method: 'POST', headers: { authorization: `Bearer ${idToken}` } });
    cookies.push(/^__session=([^;]+)/.exec(fresh.headers.get('set-cookie') ?? '')?.[1] ?? 'missing');
    responses = [
      await send(api, `/api/foods/${email(seller)}`, { cookie: sellerCookie }),
      await send(api, `/api/purchase-food/${email(buyer)}`, { cookie: buyerCookie }),
      await send(api, `/api/orders/${order.body._id}`, { cookie: sellerCookie }),
      await send(api, '/api/sales', { cookie: sellerCookie }),
      await send(api, `/api/orders/${order.body._id}/status`, { method: 'POST', body: { status: 'accepted' }, cookie: sellerCookie }),
      await send(api, `/api/foods?search=${encodeURIComponent(seller.email)}&category=${encodeURIComponent(delivery.address)}`),
      await send(api, '/api/jwt', { method: 'POST', body: { email: buyer.email }, headers: { authorization: `Bearer ${idToken}` } }),
      // 400: a bad phone and address, with the text in the body.
      await send(api, '/api/add-purchase-food', {
        method: 'POST',
        body: { foodId: food.body._id, quantity: 1, fulfilment: 'delivery', delivery: { ...delivery, phone: '0171234567x', address: 'Road 5' } },
        cookie: buyerCookie,
      }),
      // 401: a malformed cookie and a forged bearer token; 403: another user's list; 404: paths full of personal data.
      await send(api, `/api/foods/${email(seller)}`, { cookie: `__session=${cookies[0]?.slice(0, -5)}%7B` }),
      await send(api, '/api/jwt', { method: 'POST', headers: { authorization: `Bearer ${idToken.slice(0, -3)}` } }),
      await send(api, `/api/foods/${email(buyer)}`, { cookie: sellerCookie }),
      await send(api, `/api/${email(buyer)}/01712345678/${encodeURIComponent(delivery.address)}`, { headers: { 'x-cloud-trace-context': buyer.email } }),
      await send(api, `/api/purchase-food/${email(seller)}?cursor=${encodeURIComponent(seller.email)}`, { cookie: sellerCookie }),
    ];
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200, 200, 200, 400, 401, 401, 403, 404, 400]);

    // 500: a stored order the API cannot read (no buyer), listed in the seller's sales.
    await testDb().collection(ORDERS).doc('broken-order').set({ sellerUid: seller.uid, status: 'placed', createdAt: Timestamp.now(), sellerEmail: seller.email });
    const broken = await send<{ message: string }>(api, '/api/sales', { cookie: sellerCookie, headers: traced });
    expect(broken.status).toBe(500);
    expect(broken.body).toEqual({ message: MSG.serverError, code: 'serverError' });
    responses.push(broken);

    // 503: a Firestore that never answers, behind a list whose path holds the e-mail.
    const silent = await silentFirestore();
    const slow = await startApi({ db: silent.db, config: { ...getConfig(), deadlineMs: 1500 } });
    try {
      const late = await send(slow, `/api/purchase-food/${email(buyer)}`, { cookie: buyerCookie });
      expect(late.status).toBe(503);
      responses.push(late);
    } finally {
      await slow.close();
      silent.close();
    }
    const logout = await send(api, '/api/logout', { method: 'POST', cookie: buyerCookie });
    expect(logout.status).toBe(200);
  });

  it('wrote exactly one structured line per request, and nothing else', async () => {
    await vi.waitFor(() => expect(logs.entries.filter((entry) => entry.httpRequest)).toHaveLength(requests));
    expect(logs.entries).toHaveLength(requests);
    for (const entry of logs.entries) {
      expect(entry).toMatchObject({
        severity: expect.stringMatching(/^(INFO|WARNING|ERROR)$/),
        message: expect.stringMatching(/^(GET|POST|PUT|DELETE) \/\S* \d{3} \d+ ms$/),
        httpRequest: {
          requestMethod: expect.any(String),
          requestUrl: expect.stringMatching(/^\/[^?]*$/),
          status: expect.any(Number),
          latency: expect.stringMatching(/^\d+\.\d{3}s$/),
        },
        reads: expect.any(Number),
      });
      expect(entry.direct).toBeUndefined();
    }
  });

  it('masks the parameters of each path and keeps its route words', async () => {
    const [sales] = await logs.requestLines('GET', '/api/foods/:email');
    expect(sales).toMatchObject({ severity: 'INFO', httpRequest: { status: 200 }, reads: 1 });
    await logs.requestLines('GET', '/api/purchase-food/:email');
    await logs.requestLines('POST', '/api/orders/:id/status');
    await logs.requestLines('GET', '/api/:email/:id/:id');
    const [wrongUser] = await logs.requestLines('GET', '/api/foods/:email', 3);
    expect(wrongUser).toBeDefined();
  });

  it('carries the Cloud Trace id of X-Cloud-Trace-Context, and ignores a header that is not one', async () => {
    const [added] = await logs.requestLines('POST', '/api/add-food');
    expect(added?.['logging.googleapis.com/trace']).toBe(`projects/${getConfig().projectId}/traces/${TRACE_ID}`);
    const [notFound] = await logs.requestLines('GET', '/api/:email/:id/:id');
    expect(notFound).toMatchObject({ severity: 'WARNING', httpRequest: { status: 404 } });
    expect(notFound?.['logging.googleapis.com/trace']).toBeUndefined();
  });

  it('logs a 500 with its stack for Error Reporting and a 503 with its reason, as ERROR lines', async () => {
    const failed = (await logs.requestLines('GET', '/api/sales', 2)).find((entry) => entry.httpRequest.status === 500);
    expect(failed).toMatchObject({ severity: 'ERROR', stack_trace: expect.stringMatching(/^TypeError: .*\n\s+at /) });
    expect(failed?.['logging.googleapis.com/trace']).toBe(`projects/${getConfig().projectId}/traces/${TRACE_ID}`);
    const late = (await logs.requestLines('GET', '/api/purchase-food/:email', 2)).find((entry) => entry.httpRequest.status === 503);
    expect(late).toMatchObject({ severity: 'ERROR', reason: 'Firestore did not answer within the 1500 ms request deadline.' });
    for (const response of responses) expect(JSON.stringify(response.body)).not.toMatch(/TypeError|\n\s+at |\.ts:\d+/);
  });

  it('holds no e-mail address, cookie, token, phone number or street address in any line', () => {
    const text = logs.lines().join('\n');
    expect(logs.lines().length).toBeGreaterThan(15);
    for (const user of [seller, buyer]) {
      expect(text).not.toContain(user.email);
      expect(text).not.toContain(encodeURIComponent(user.email));
      expect(text).not.toContain(user.email.split('@')[0]);
    }
    expect(text).not.toMatch(/[A-Za-z0-9._%+-]+(@|%40)[A-Za-z0-9.-]+\.[A-Za-z]{2,}/i);
    for (const secret of [...cookies, ...tokens]) {
      expect(text).not.toContain(secret);
      expect(text).not.toContain(secret.slice(0, 40));
    }
    expect(text).not.toMatch(/eyJ[\w-]{10,}/);
    for (const phone of SECRETS.phones) expect(text).not.toContain(phone);
    expect(text).not.toMatch(/(?<!\d)(\+?880)?0?1[3-9]\d{8}(?!\d)/);
    for (const address of SECRETS.addresses) expect(text).not.toContain(address);
  });
});

describe('redaction', () => {
  it('logPath masks every segment that is not a route word, and drops the query', () => {
    expect(logPath('/api/foods/a.b%40example.com?search=x@y.com')).toBe('/api/foods/:email');
    expect(logPath('/api/purchase-food/o8Yx_-abc')).toBe('/api/purchase-food/:id');
    expect(logPath('/api/orders/9998235999999abcdefgh/status')).toBe('/api/orders/:id/status');
    expect(logPath('/api/01712345678/House%2012%2C%20Road%205')).toBe('/api/:id/:id');
    expect(logPath('/api/top-foods')).toBe('/api/top-foods');
  });

  it('scrub masks e-mail addresses, JWTs and Bangladeshi mobile numbers in error text', () => {
    const jwt = `${Buffer.from('{"alg":"RS256"}').toString('base64url')}.${Buffer.from('{"sub":"x"}').toString('base64url')}.c2ln`;
    const text = `user cook@example.com (cook%40example.com) sent ${jwt}, call +880 1712-345678 or 01812345678; at f (/x/y.ts:12:34)`;
    expect(scrub(text)).toBe('user [email] ([email]) sent [token], call [phone] or [phone]; at f (/x/y.ts:12:34)');
  });

  it("scrubFor masks the request's query string and each value, raw and decoded, then scrubs", () => {
    const url = '/foods?search=Ayesha+Siddika%2C%20Road%205&sort=newest&limit=24';
    const text = `failed ${url} for "Ayesha Siddika, Road 5" (Ayesha+Siddika%2C%20Road%205) sorted newest; at f (/x/y.ts:12:34) 01712345678`;
    expect(scrubFor(url, text)).toBe('failed /foods?[query] for "[query]" ([query]) sorted [query]; at f (/x/y.ts:12:34) [phone]');
    // A value too short to be anyone's data is left, so the rest of the text stays readable.
    expect(scrubFor('/foods?limit=24', 'at f (/x/y.ts:24:24)')).toBe('at f (/x/y.ts:24:24)');
    expect(scrubFor('/api/top-foods', 'at f (/x/y.ts:1:2)')).toBe('at f (/x/y.ts:1:2)');
  });
});
