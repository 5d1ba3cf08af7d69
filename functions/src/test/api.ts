import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Firestore } from 'firebase-admin/firestore';
import { createApp, type AppOptions } from '../app.js';
import type { FoodInput, SessionUser } from '../domain/types.js';
import { defaultBucket, defaultFirestore } from '../firebase.js';
import { USER_STATS } from '../db/user-stats.js';
import { META } from '../foods/foods-categories.js';
import { FOODS } from '../foods/food-doc.js';
import { KITCHENS } from '../kitchens/kitchen-doc.js';
import { ORDERS } from '../orders/orders-repo.js';
import { PHOTOS } from '../photos/photos-repo.js';
import { REVIEWS } from '../reviews/review-doc.js';
import { SALES_DAYS } from '../sales/sales-days.js';

export interface ApiServer {
  url: string;
  close(): Promise<void>;
}

/** `createApp()` on a free port. */
export async function startApi(options: AppOptions = {}): Promise<ApiServer> {
  const server: Server = createApp(options).listen(0, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export function testDb(): Firestore {
  return defaultFirestore();
}

/** Deletes every food, order, review and photo (documents and stored variants), the category summary, the per-user counters, the kitchens and the sales days. */
export async function resetStore(db: Firestore = testDb()): Promise<void> {
  await defaultBucket().deleteFiles({ prefix: 'photos/' });
  for (const name of [FOODS, ORDERS, META, USER_STATS, KITCHENS, PHOTOS, REVIEWS, SALES_DAYS]) {
    const snapshot = await db.collection(name).select().get();
    for (let i = 0; i < snapshot.docs.length; i += 400) {
      const batch = db.batch();
      for (const doc of snapshot.docs.slice(i, i + 400)) batch.delete(doc.ref);
      await batch.commit();
    }
  }
}

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

export interface CallOptions {
  method?: string;
  body?: unknown;
  /** Raw body text, sent as JSON. */
  rawBody?: string;
  cookie?: string;
  headers?: Record<string, string>;
}

export async function call<T = unknown>(api: ApiServer, path: string, options: CallOptions = {}): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...options.headers };
  let body: string | undefined = options.rawBody;
  if (options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (options.cookie) headers.cookie = options.cookie;
  const response = await fetch(api.url + path, { method: options.method ?? 'GET', headers, body });
  const text = await response.text();
  const contentType = response.headers.get('content-type') ?? '';
  return {
    status: response.status,
    headers: response.headers,
    body: (contentType.includes('json') && text ? JSON.parse(text) : text) as T,
  };
}

/** The document count Server-Timing reports. */
export function readsOf(response: ApiResponse): number {
  const match = /desc="reads=(\d+)"/.exec(response.headers.get('server-timing') ?? '');
  if (!match?.[1]) throw new Error(`no reads in Server-Timing: ${response.headers.get('server-timing')}`);
  return Number(match[1]);
}

export interface TestUser extends SessionUser {
  password: string;
  idToken: string;
}

function authUrl(endpoint: string): string {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host) throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set');
  return `http://${host}/identitytoolkit.googleapis.com/v1/${endpoint}?key=fake`;
}

async function identityToolkit<T>(endpoint: string, body: unknown): Promise<T> {
  const response = await fetch(authUrl(endpoint), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as T & { error?: { message: string } };
  if (!response.ok) throw new Error(`${endpoint}: ${json.error?.message ?? response.status}`);
  return json;
}

let userCount = 0;

/** A new Auth emulator user with a display name and photo, and a fresh ID token that carries them. */
export async function createUser(label = 'user', profile: { displayName?: string; photoUrl?: string } = {}): Promise<TestUser> {
  userCount += 1;
  const email = `${label}-${Date.now().toString(36)}-${userCount}@example.com`;
  const password = 'Password123';
  const signUp = await identityToolkit<{ idToken: string; localId: string }>('accounts:signUp', {
    email,
    password,
    returnSecureToken: true,
  });
  const displayName = profile.displayName ?? `Test ${label}`;
  const photoUrl = profile.photoUrl ?? `https://example.com/${label}.png`;
  await identityToolkit('accounts:update', { idToken: signUp.idToken, displayName, photoUrl, returnSecureToken: true });
  const signIn = await identityToolkit<{ idToken: string }>('accounts:signInWithPassword', {
    email,
    password,
    returnSecureToken: true,
  });
  return { uid: signUp.localId, email, name: displayName, picture: photoUrl, password, idToken: signIn.idToken };
}

/** A fresh sign-in's ID token: POST /api/jwt accepts only a sign-in of the last 5 minutes. */
export async function freshIdToken(user: TestUser): Promise<string> {
  const { idToken } = await identityToolkit<{ idToken: string }>('accounts:signInWithPassword', {
    email: user.email,
    password: user.password,
    returnSecureToken: true,
  });
  return idToken;
}

/** Signs in afresh, posts the ID token to /api/jwt and returns the `__session=<cookie>` pair. */
export async function signIn(api: ApiServer, user: TestUser): Promise<string> {
  const response = await fetch(`${api.url}/api/jwt`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await freshIdToken(user)}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email: user.email }),
  });
  if (response.status !== 200) throw new Error(`POST /api/jwt answered ${response.status}`);
  const setCookie = response.headers.get('set-cookie') ?? '';
  const pair = setCookie.split(';')[0];
  if (!pair?.startsWith('__session=')) throw new Error(`no session cookie in ${setCookie}`);
  return pair;
}

export function foodInput(overrides: Partial<FoodInput> = {}): FoodInput {
  return {
    foodName: 'Test Biryani',
    foodImage: 'https://example.com/biryani.webp',
    category: 'Rice',
    price: 12.5,
    quantity: 10,
    foodOrigin: 'Bangladesh',
    description: 'Fragrant rice with tender meat.',
    ...overrides,
  };
}

/**
 * An ID token whose sign-in (`auth_time`) lies `seconds` in the past, as a user who signed in earlier has. The Auth
 * emulator takes auth_time from the account's lastLoginAt, which a privileged update may set; the tokens-valid-after
 * time is moved before it too (sign-up set it to now), then the refresh token mints the ID token.
 */
export async function idTokenSignedInAgo(user: TestUser, seconds: number): Promise<string> {
  const { refreshToken } = await identityToolkit<{ refreshToken: string }>('accounts:signInWithPassword', {
    email: user.email,
    password: user.password,
    returnSecureToken: true,
  });
  const signedInAt = Date.now() - seconds * 1000;
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const project = process.env.GCLOUD_PROJECT;
  const update = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/projects/${project}/accounts:update`, {
    method: 'POST',
    headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
    body: JSON.stringify({
      localId: user.uid,
      lastLoginAt: String(signedInAt),
      validSince: String(Math.floor(signedInAt / 1000) - 60),
    }),
  });
  if (!update.ok) throw new Error(`accounts:update answered ${update.status}: ${await update.text()}`);
  const refreshed = await fetch(`http://${host}/securetoken.googleapis.com/v1/token?key=fake`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }).toString(),
  });
  const json = (await refreshed.json()) as { id_token?: string };
  if (!refreshed.ok || !json.id_token) throw new Error(`token refresh answered ${refreshed.status}`);
  return json.id_token;
}

export interface UploadOptions {
  cookie?: string;
  /** The file name and declared type the browser would send; the API decides by the bytes. */
  name?: string;
  type?: string;
  field?: string;
}

/** `POST /api/photos` with one file, as a browser's FormData sends it. */
export async function uploadPhoto<T = unknown>(api: ApiServer, bytes: Uint8Array, options: UploadOptions = {}): Promise<ApiResponse<T>> {
  const form = new FormData();
  form.append(options.field ?? 'photo', new Blob([new Uint8Array(bytes)], { type: options.type ?? 'image/jpeg' }), options.name ?? 'dish.jpg');
  const response = await fetch(`${api.url}/api/photos`, { method: 'POST', headers: options.cookie ? { cookie: options.cookie } : {}, body: form });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: ((response.headers.get('content-type') ?? '').includes('json') && text ? JSON.parse(text) : text) as T,
  };
}
