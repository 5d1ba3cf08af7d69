import { AUTH_EMULATOR_URL, PASSWORD, uniqueTag } from './env.js';

// The Auth emulator accepts any API key.
const KEY = 'demo-api-key';

export interface TestAccount {
  uid: string;
  email: string;
  password: string;
  name: string;
  photo: string;
}

interface TokenResponse {
  idToken: string;
  localId: string;
}

async function identityToolkit<T>(endpoint: string, body: unknown): Promise<T> {
  const response = await fetch(`${AUTH_EMULATOR_URL}/identitytoolkit.googleapis.com/v1/${endpoint}?key=${KEY}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as T & { error?: { message?: string } };
  if (!response.ok) throw new Error(`Auth emulator ${endpoint}: ${response.status} ${json.error?.message ?? ''}`);
  return json;
}

/** A new e-mail/password account with a display name and photo, created straight in the Auth emulator. */
export async function createAccount(name: string, label = 'user'): Promise<TestAccount> {
  const email = `e2e-${label}-${uniqueTag()}@example.com`;
  const photo = '/images/avatars/rahim.webp';
  const { idToken, localId } = await identityToolkit<TokenResponse>('accounts:signUp', {
    email,
    password: PASSWORD,
    returnSecureToken: true,
  });
  await identityToolkit('accounts:update', { idToken, displayName: name, photoUrl: photo, returnSecureToken: true });
  return { uid: localId, email, password: PASSWORD, name, photo };
}

/** A fresh Firebase ID token for an e-mail/password account. */
export async function idTokenFor(email: string, password = PASSWORD): Promise<string> {
  const { idToken } = await identityToolkit<TokenResponse>('accounts:signInWithPassword', {
    email,
    password,
    returnSecureToken: true,
  });
  return idToken;
}

export interface AccountInfo {
  localId: string;
  email: string;
  displayName?: string;
  photoUrl?: string;
  providerUserInfo?: { providerId: string }[];
}

/** What the Auth emulator stores for the account behind an ID token. */
export async function lookupAccount(idToken: string): Promise<AccountInfo> {
  const { users } = await identityToolkit<{ users: AccountInfo[] }>('accounts:lookup', { idToken });
  const user = users[0];
  if (!user) throw new Error('Auth emulator lookup returned no user');
  return user;
}
