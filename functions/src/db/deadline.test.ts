import net from 'node:net';
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getConfig } from '../config.js';
import { MSG } from '../domain/messages.js';
import { call, createUser, foodInput, signIn, startApi, type ApiServer } from '../test/api.js';

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
const errors = vi.spyOn(logger, 'error').mockImplementation(() => undefined);

beforeAll(async () => {
  silent = await startSilentServer();
  api = await startApi({ db: silentFirestore(silent.host), config: { ...getConfig(), deadlineMs: DEADLINE_MS } });
  cookie = await signIn(api, await createUser('deadline'));
});

afterEach(() => {
  errors.mockClear();
});

afterAll(async () => {
  await api.close();
  await silent.close();
  errors.mockRestore();
});

function expect503(response: Awaited<ReturnType<typeof call>>, dependency: string): void {
  expect(response.status).toBe(503);
  expect(response.body).toEqual({ message: MSG.serviceUnavailable });
  expect(response.headers.get('retry-after')).toBe('5');
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  const logged = errors.mock.calls.map((args) => String(args[0]));
  const reason = new RegExp(`answered 503: ${dependency} did not answer within the ${DEADLINE_MS} ms`);
  expect(logged).toEqual([expect.stringMatching(reason)]);
}

describe('a Firestore that never answers', () => {
  it('GET /api/foods answers 503 with Retry-After, logged once', async () => {
    expect503(await call(api, '/api/foods'), 'Firestore');
  });

  it('POST /api/add-purchase-food (a transaction) answers 503 with Retry-After, logged once', async () => {
    const response = await call(api, '/api/add-purchase-food', { method: 'POST', body: { foodId: 'food-1', quantity: 1 }, cookie });
    expect503(response, 'Firestore');
  });

  it('POST /api/add-food (a single write) answers 503', async () => {
    expect503(await call(api, '/api/add-food', { method: 'POST', body: foodInput(), cookie }), 'Firestore');
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
    expect503(await addFoodWithAuthAt(silent.host, 'silent-auth'), 'Firebase Auth');
  });

  it('a session check that cannot connect answers 503, logged as unreachable', async () => {
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as net.AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const response = await addFoodWithAuthAt(`127.0.0.1:${port}`, 'closed-auth');
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(errors.mock.calls.map((args) => String(args[0]))).toEqual([expect.stringMatching(/answered 503: Firebase Auth is unreachable/)]);
  });
});
