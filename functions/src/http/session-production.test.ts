import { generateKeyPairSync, sign, createHmac, type KeyObject } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import type { Duplex } from 'node:stream';
import { deleteApp, initializeApp, type App, type Credential } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getConfig, type AppConfig } from '../config.js';
import { MSG } from '../domain/messages.js';
import { call, startApi, testDb, type ApiServer } from '../test/api.js';

// Production refuses forged, tampered, unsigned, expired and foreign cookies only through firebase-admin's signature
// and claim checks, which the Auth emulator's unsigned cookies never reach. Here the app's own requireSession runs
// firebase-admin in production mode (no FIREBASE_AUTH_EMULATOR_HOST) against a local stand-in for Google: an RSA key
// made for this test signs the cookies, and a local server answers the two HTTPS calls firebase-admin makes: the
// session-cookie public keys (token-verifier.js SESSION_COOKIE_CERT_URL) and the user lookup of checkRevoked
// (accounts:lookup). The app's httpAgent option, read by both, routes them there; nothing else leaves this process.

const PROJECT = 'food-store-prod';
const KID = 'test-session-key';
const KEYS_PATH = '/identitytoolkit/v3/relyingparty/publicKeys';
const LOOKUP_PATH = `/v1/projects/${PROJECT}/accounts:lookup`;
const ACCESS_TOKEN = 'test-access-token';
const GOOGLE_HOSTS = new Set(['www.googleapis.com', 'identitytoolkit.googleapis.com']);

interface StoredUser {
  localId: string;
  email: string;
  disabled?: boolean;
  /** Seconds; cookies whose auth_time is earlier are revoked. */
  validSince?: string;
}

const google = generateKeyPairSync('rsa', { modulusLength: 2048 });
const attacker = generateKeyPairSync('rsa', { modulusLength: 2048 });
const users = new Map<string, StoredUser>();
const requests: string[] = [];
let keysAnswer: 'keys' | 'error' = 'keys';

/** Google's side of the two calls: public keys (PEM; a certificate's key is what jsonwebtoken uses) and user lookups. */
function googleStandIn(req: http.IncomingMessage, res: http.ServerResponse): void {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
  req.on('end', () => {
    requests.push(`${req.method} ${req.headers.host} ${req.url}`);
    const json = (status: number, value: unknown, headers: Record<string, string> = {}) =>
      res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(value));
    if (req.method === 'GET' && req.url === KEYS_PATH) {
      if (keysAnswer === 'error') return json(500, { error: 'backendError' });
      return json(200, { [KID]: google.publicKey.export({ type: 'spki', format: 'pem' }) }, { 'cache-control': 'public, max-age=3600' });
    }
    if (req.method === 'POST' && req.url === LOOKUP_PATH && req.headers.authorization === `Bearer ${ACCESS_TOKEN}`) {
      const ids = (JSON.parse(body) as { localId?: string[] }).localId ?? [];
      const found = ids.flatMap((id) => (users.has(id) ? [users.get(id)] : []));
      return json(200, found.length ? { kind: 'identitytoolkit#GetAccountInfoResponse', users: found } : { kind: 'identitytoolkit#GetAccountInfoResponse' });
    }
    json(404, { error: { code: 404, message: `unexpected ${req.method} ${req.url}` } });
  });
}

/** An HTTPS agent that takes firebase-admin's calls to Google's hosts to `port` on this machine, and refuses others. */
class LocalGoogleAgent extends https.Agent {
  constructor(private readonly port: number) {
    super({ keepAlive: false });
  }

  // Node's Agent uses the socket this returns; the request is plain HTTP/1.1 on it.
  override createConnection(options: http.RequestOptions): Duplex {
    if (!GOOGLE_HOSTS.has(options.host ?? '')) {
      const refused = new net.Socket();
      process.nextTick(() => refused.destroy(new Error(`test agent: no route to ${options.host}`)));
      return refused;
    }
    return net.connect(this.port, '127.0.0.1');
  }
}

const credential: Credential = {
  getAccessToken: () => Promise.resolve({ access_token: ACCESS_TOKEN, expires_in: 3600 }),
};

const part = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');

function rs256(header: Record<string, unknown>, payload: Record<string, unknown>, key: KeyObject): string {
  const input = `${part(header)}.${part(payload)}`;
  return `${input}.${sign('sha256', Buffer.from(input), key).toString('base64url')}`;
}

/** The claims of a session cookie as Firebase mints it for `user`, signed in `ageSeconds` ago. */
function claims(user: StoredUser, ageSeconds = 60): Record<string, unknown> {
  const now = Math.floor(Date.now() / 1000);
  return {
    iss: `https://session.firebase.google.com/${PROJECT}`,
    aud: PROJECT,
    auth_time: now - ageSeconds,
    user_id: user.localId,
    sub: user.localId,
    iat: now - ageSeconds,
    exp: now - ageSeconds + 5 * 24 * 3600,
    email: user.email,
    email_verified: true,
    firebase: { identities: { email: [user.email] }, sign_in_provider: 'password' },
  };
}

const signed = (payload: Record<string, unknown>, key = google.privateKey) => rs256({ alg: 'RS256', kid: KID, typ: 'JWT' }, payload, key);

let standIn: http.Server;
let port: number;
const apps: App[] = [];
const apis: ApiServer[] = [];
let emulatorHost: string | undefined;

/** createApp with firebase-admin in production mode, its Google calls routed to the stand-in on `googlePort`. */
async function productionApi(name: string, googlePort = port): Promise<ApiServer> {
  const app = initializeApp({ projectId: PROJECT, credential, httpAgent: new LocalGoogleAgent(googlePort) }, name);
  apps.push(app);
  const config: AppConfig = { ...getConfig(), projectId: PROJECT, demo: false, sessionsRefused: undefined };
  const api = await startApi({ auth: getAuth(app), db: testDb(), config });
  apis.push(api);
  return api;
}

const user: StoredUser = { localId: 'cook-uid-1', email: 'cook@example.com' };
const other: StoredUser = { localId: 'cook-uid-2', email: 'other@example.com' };
let api: ApiServer;

function myFoods(api: ApiServer, cookie: string, email = user.email) {
  return call<unknown>(api, `/api/foods/${encodeURIComponent(email)}`, { cookie: `__session=${cookie}` });
}

beforeAll(async () => {
  // firebase-admin reads this variable on every call (auth-api-request.js useEmulator()); this file runs alone.
  emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
  standIn = http.createServer(googleStandIn);
  await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
  port = (standIn.address() as net.AddressInfo).port;
  users.set(user.localId, user);
  users.set(other.localId, other);
  api = await productionApi('production-session');
});

afterAll(async () => {
  await Promise.all(apis.map((server) => server.close()));
  await Promise.all(apps.map((app) => deleteApp(app)));
  await new Promise<void>((resolve) => standIn.close(() => resolve()));
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost;
});

describe('the session check in production mode', () => {
  it('accepts a cookie signed with the current key, after fetching the keys and looking the user up', async () => {
    requests.length = 0;
    const response = await myFoods(api, signed(claims(user)));
    expect(response.status).toBe(200);
    expect(response.body).toEqual([]);
    expect(requests).toContain(`GET www.googleapis.com ${KEYS_PATH}`);
    expect(requests).toContain(`POST identitytoolkit.googleapis.com ${LOOKUP_PATH}`);
  });

  it('refuses a forged, tampered, unsigned, expired or foreign cookie with 401', async () => {
    const now = Math.floor(Date.now() / 1000);
    const valid = signed(claims(user));
    const [header = '', , signature = ''] = valid.split('.');
    const publicPem = google.publicKey.export({ type: 'spki', format: 'pem' }).toString();
    const hs256Input = `${part({ alg: 'HS256', kid: KID, typ: 'JWT' })}.${part(claims(user))}`;
    const cases: [string, string][] = [
      ['signed with another key', signed(claims(user), attacker.privateKey)],
      ['signed with another key under an unknown kid', rs256({ alg: 'RS256', kid: 'attacker', typ: 'JWT' }, claims(user), attacker.privateKey)],
      ['tampered payload (another user), signature kept', `${header}.${part(claims(other))}.${signature}`],
      ['tampered payload (later expiry), signature kept', `${header}.${part({ ...claims(user), exp: now + 365 * 24 * 3600 })}.${signature}`],
      ['unsigned, alg none', `${part({ alg: 'none', typ: 'JWT' })}.${part(claims(user))}.`],
      ['unsigned, alg none with the kid', `${part({ alg: 'none', kid: KID, typ: 'JWT' })}.${part(claims(user))}.`],
      ['HS256 keyed with the public key', `${hs256Input}.${createHmac('sha256', publicPem).update(hs256Input).digest('base64url')}`],
      ['expired', signed({ ...claims(user, 6 * 24 * 3600) })],
      ['another project (aud)', signed({ ...claims(user), aud: 'another-project' })],
      ['wrong issuer (an ID token issuer)', signed({ ...claims(user), iss: `https://securetoken.google.com/${PROJECT}` })],
      ["another project's issuer", signed({ ...claims(user), iss: 'https://session.firebase.google.com/another-project' })],
      ['no kid', rs256({ alg: 'RS256', typ: 'JWT' }, claims(user), attacker.privateKey)],
      ['a deleted user', signed({ ...claims(user), sub: 'gone-uid', user_id: 'gone-uid' })],
    ];
    for (const [label, cookie] of cases) {
      const response = await myFoods(api, cookie);
      expect(response.status, label).toBe(401);
      expect(response.body, label).toEqual({ message: MSG.unauthorized, code: 'unauthorized' });
    }
  });

  it('refuses a cookie signed in before the user was signed out everywhere (revoked)', async () => {
    const cookie = signed(claims(user, 120));
    expect((await myFoods(api, cookie)).status).toBe(200);
    users.set(user.localId, { ...user, validSince: String(Math.floor(Date.now() / 1000) - 60) });
    try {
      expect((await myFoods(api, cookie)).status).toBe(401);
      // A sign-in after the revocation works.
      expect((await myFoods(api, signed(claims(user, 10)))).status).toBe(200);
    } finally {
      users.set(user.localId, user);
    }
  });

  it('refuses the cookie of a disabled user', async () => {
    const cookie = signed(claims(user));
    users.set(user.localId, { ...user, disabled: true });
    try {
      expect((await myFoods(api, cookie)).status).toBe(401);
    } finally {
      users.set(user.localId, user);
    }
    expect((await myFoods(api, cookie)).status).toBe(200);
  });

  it('answers 503, not 401, when Google will not hand out its keys', async () => {
    keysAnswer = 'error';
    try {
      const failing = await productionApi('production-keys-error');
      const response = await myFoods(failing, signed(claims(user)));
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('5');
    } finally {
      keysAnswer = 'keys';
    }
  });

  it('answers 503 when Google cannot be reached at all', async () => {
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as net.AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const unreachable = await productionApi('production-unreachable', closedPort);
    expect((await myFoods(unreachable, signed(claims(user)))).status).toBe(503);
  });
});
