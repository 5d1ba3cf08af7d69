import net from 'node:net';
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { Firestore } from 'firebase-admin/firestore';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getConfig } from '../config.js';
import { MSG } from '../domain/messages.js';
import { call, createUser, foodInput, signIn, startApi, type ApiServer } from '../test/api.js';
import { captureLogs } from '../test/logs.js';

// Short enough for a quick test, long enough for the real Auth emulator's session check on a loaded machine.
const DEADLINE_MS = 1500;

/** A TCP server that accepts connections and never answers: the SDKs wait on it (a closed port fails after ~42 s). */
async function startSilentServer(): Promise<{ host: string; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    host: `127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A Firestore client of the demo project whose backend never answers. */
function silentFirestore(host: string): Firestore {
  // The emulator variable would override the host setting; it is read only while the client is constructed.
  const emulatorHost = process.env.FIRESTORE_EMULATOR_HOST;
  delete process.env.FIRESTORE_EMULATOR_HOST;
  try {
    return new Firestore({ projectId: getConfig().projectId, host, ssl: false });
  } finally {
    process.env.FIRESTORE_EMULATOR_HOST = emulatorHost;
  }
}

let silent: Awaited<ReturnType<typeof startSilentServer>>;
let api: ApiServer;
let cookie: string;
const logs = captureLogs();

beforeAll(async () => {
  silent = await startSilentServer();
  api = await startApi({ db: silentFirestore(silent.host), config: { ...getConfig(), deadlineMs: DEADLINE_MS } });
  cookie = await signIn(api, await createUser('deadline'));
  await logs.requestLines('POST', '/api/jwt');
  logs.clear();
});

afterEach(() => {
  logs.clear();
});

afterAll(async () => {
  await api.close();
  await silent.close();
  logs.restore();
});

/** A 503 with Retry-After, and one ERROR line for the request that names the dependency (and nothing else logged). */
async function expect503(response: Awaited<ReturnType<typeof call>>, request: string, reason: RegExp): Promise<void> {
  expect(response.status).toBe(503);
  expect(response.body).toEqual({ message: MSG.serviceUnavailable, code: 'serviceUnavailable' });
  expect(response.headers.get('retry-after')).toBe('5');
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  const [method = '', path = ''] = request.split(' ');
  const [line] = await logs.requestLines(method, path);
  expect(line).toMatchObject({ severity: 'ERROR', httpRequest: { status: 503 }, reason: expect.stringMatching(reason) });
  expect(logs.entries).toHaveLength(1);
}

const lateAnswer = (dependency: string) => new RegExp(`^${dependency} did not answer within the ${DEADLINE_MS} ms`);

describe('a Firestore that never answers', () => {
  it('GET /api/foods answers 503 with Retry-After, logged once', async () => {
    await expect503(await call(api, '/api/foods'), 'GET /api/foods', lateAnswer('Firestore'));
  });

  it('POST /api/add-purchase-food (a transaction) answers 503 with Retry-After, logged once', async () => {
    const response = await call(api, '/api/add-purchase-food', { method: 'POST', body: { foodId: 'food-1', quantity: 1 }, cookie });
    await expect503(response, 'POST /api/add-purchase-food', lateAnswer('Firestore'));
  });

  it('POST /api/add-food (a single write) answers 503', async () => {
    await expect503(await call(api, '/api/add-food', { method: 'POST', body: foodInput(), cookie }), 'POST /api/add-food', lateAnswer('Firestore'));
  });
});

/** Adds a food through an app whose Firebase Auth client talks to `host` (firebase-admin reads it on first use). */
async function addFoodWithAuthAt(host: string, appName: string) {
  const auth = getAuth(initializeApp({ projectId: getConfig().projectId }, appName));
  const authApi = await startApi({ auth, config: { ...getConfig(), deadlineMs: DEADLINE_MS } });
  const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = host;
  try {
    return await call(authApi, '/api/add-food', { method: 'POST', body: foodInput(), cookie });
  } finally {
    process.env.FIREBASE_AUTH_EMULATOR_HOST = authHost;
    await authApi.close();
  }
}

describe('a Firebase Auth outage', () => {
  it('a session check that gets no answer answers 503 instead of hanging or signing the user out', async () => {
    await expect503(await addFoodWithAuthAt(silent.host, 'silent-auth'), 'POST /api/add-food', lateAnswer('Firebase Auth'));
  });

  it('a session check that cannot connect answers 503, logged as unreachable', async () => {
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as net.AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const response = await addFoodWithAuthAt(`127.0.0.1:${port}`, 'closed-auth');
    await expect503(response, 'POST /api/add-food', /^Firebase Auth is unreachable/);
  });
});
