import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const sdk = vi.hoisted(() => ({
  auth: { currentUser: null, name: 'auth' },
  initializeApp: vi.fn(() => ({ name: 'app' })),
  initializeAuth: vi.fn(),
  connectAuthEmulator: vi.fn(),
  signInWithPopup: vi.fn(),
  signInWithCredential: vi.fn(),
  credential: vi.fn((idToken: string) => ({ providerId: 'google.com', idToken })),
  createUserWithEmailAndPassword: vi.fn(),
  updateProfile: vi.fn(),
}));

vi.mock('firebase/app', () => ({
  getApps: () => [],
  getApp: vi.fn(),
  initializeApp: sdk.initializeApp,
}));

vi.mock('firebase/auth', () => {
  class GoogleAuthProvider {
    static credential = sdk.credential;
  }
  return {
    browserLocalPersistence: 'local-persistence',
    browserPopupRedirectResolver: 'popup-resolver',
    connectAuthEmulator: sdk.connectAuthEmulator,
    createUserWithEmailAndPassword: sdk.createUserWithEmailAndPassword,
    getAuth: vi.fn(() => sdk.auth),
    GoogleAuthProvider,
    initializeAuth: sdk.initializeAuth,
    onAuthStateChanged: vi.fn(),
    sendPasswordResetEmail: vi.fn(),
    signInWithCredential: sdk.signInWithCredential,
    signInWithEmailAndPassword: vi.fn(),
    signInWithPopup: sdk.signInWithPopup,
    signOut: vi.fn(),
    updateProfile: sdk.updateProfile,
  };
});

const jsdom = (globalThis as unknown as { jsdom: { reconfigure(options: { url: string }): void } }).jsdom;
const never = () => new Promise<never>(() => undefined);

/** Loads lib/firebase as built with or without the VITE_USE_EMULATORS build flag, on the page `url`. */
async function loadFirebase(url = 'http://localhost:5000/', { emulators = true } = {}) {
  jsdom.reconfigure({ url });
  vi.stubEnv('VITE_USE_EMULATORS', emulators ? 'true' : undefined);
  vi.resetModules();
  return import('./firebase');
}

beforeEach(() => {
  vi.clearAllMocks();
  sdk.initializeAuth.mockReturnValue(sdk.auth);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  delete window.__foodStoreEmulator;
});

describe('in an emulator build (the local stack)', () => {
  it('connects the Auth emulator of the demo project without a start-up popup resolver', async () => {
    await loadFirebase('http://127.0.0.1:5000/');
    expect(sdk.initializeApp).toHaveBeenCalledWith(expect.objectContaining({ projectId: 'demo-foodstore' }));
    expect(sdk.initializeAuth).toHaveBeenCalledWith(expect.anything(), {
      persistence: 'local-persistence',
      popupRedirectResolver: undefined,
    });
    expect(sdk.connectAuthEmulator).toHaveBeenCalledWith(sdk.auth, 'http://127.0.0.1:9099', { disableWarnings: true });
  });

  it('exposes the Google ID-token hook, which signs in through the given post-sign-in path', async () => {
    const firebase = await loadFirebase();
    const user = { uid: 'g1', email: 'g@example.com' };
    sdk.signInWithCredential.mockResolvedValue({ user });
    const run = vi.fn(async (signIn: () => Promise<unknown>) => {
      await signIn();
    });
    const remove = firebase.installEmulatorHooks(run);

    await window.__foodStoreEmulator?.signInWithGoogleIdToken('{"sub":"g1","email":"g@example.com"}');

    expect(run).toHaveBeenCalledTimes(1);
    expect(sdk.credential).toHaveBeenCalledWith('{"sub":"g1","email":"g@example.com"}');
    expect(sdk.signInWithCredential).toHaveBeenCalledWith(sdk.auth, { providerId: 'google.com', idToken: '{"sub":"g1","email":"g@example.com"}' });
    remove();
    expect(window.__foodStoreEmulator).toBeUndefined();
  });

  it('registers, then sets name and photo, then refreshes the token', async () => {
    const firebase = await loadFirebase();
    const calls: string[] = [];
    const user = {
      getIdToken: vi.fn(async (force?: boolean) => {
        calls.push(`token:${String(force)}`);
        return 't';
      }),
    };
    sdk.createUserWithEmailAndPassword.mockImplementation(async () => {
      calls.push('create');
      return { user };
    });
    sdk.updateProfile.mockImplementation(async (_user: unknown, profile: unknown) => {
      calls.push(`profile:${JSON.stringify(profile)}`);
    });

    const result = await firebase.registerWithEmail({ name: 'Ann', photo: 'https://x.test/a.png', email: 'a@x.test', password: 'Secret1' });

    expect(result).toBe(user);
    expect(calls).toEqual(['create', 'profile:{"displayName":"Ann","photoURL":"https://x.test/a.png"}', 'token:true']);
  });
});

describe('Google popup sign-in', () => {
  it('rejects within the probe time when Google is unreachable instead of hanging', async () => {
    const firebase = await loadFirebase();
    sdk.signInWithPopup.mockReturnValue(never());
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));

    await expect(firebase.signInWithGoogle()).rejects.toBeInstanceOf(firebase.GoogleUnreachableError);
    expect(sdk.signInWithPopup).toHaveBeenCalledWith(sdk.auth, expect.anything(), 'popup-resolver');
    expect(fetch).toHaveBeenCalledWith('https://apis.google.com/js/api.js', expect.objectContaining({ mode: 'no-cors' }));
  });

  it('resolves with the popup user when Google is reachable', async () => {
    const firebase = await loadFirebase();
    const user = { uid: 'g2' };
    sdk.signInWithPopup.mockResolvedValue({ user });
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response(null, { status: 200 }))));

    await expect(firebase.signInWithGoogle()).resolves.toBe(user);
  });

  it('keeps waiting for the popup (the user is choosing an account) when the probe succeeds', async () => {
    const firebase = await loadFirebase();
    sdk.signInWithPopup.mockReturnValue(never());
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response(null, { status: 200 }))));

    const outcome = await Promise.race([
      firebase.signInWithGoogle().then(
        () => 'resolved',
        () => 'rejected',
      ),
      new Promise((resolve) => setTimeout(() => resolve('pending'), 50)),
    ]);
    expect(outcome).toBe('pending');
  });
});

describe('in a production build', () => {
  afterEach(() => jsdom.reconfigure({ url: 'http://localhost:3000/' }));

  it('uses the env config, never the emulator, and exposes no test hook', async () => {
    const firebase = await loadFirebase('https://food-store.example.com/', { emulators: false });
    expect(firebase.usesEmulator).toBe(false);
    expect(sdk.connectAuthEmulator).not.toHaveBeenCalled();
    expect(sdk.initializeAuth).toHaveBeenCalledWith(expect.anything(), {
      persistence: 'local-persistence',
      popupRedirectResolver: 'popup-resolver',
    });
    firebase.installEmulatorHooks(vi.fn());
    expect(window.__foodStoreEmulator).toBeUndefined();
  });

  it('stays off the emulator on localhost too: the build flag decides, not the host name', async () => {
    const firebase = await loadFirebase('http://localhost:5000/', { emulators: false });
    expect(firebase.usesEmulator).toBe(false);
    expect(sdk.connectAuthEmulator).not.toHaveBeenCalled();
    expect(sdk.initializeApp).not.toHaveBeenCalledWith(expect.objectContaining({ projectId: 'demo-foodstore' }));
    firebase.installEmulatorHooks(vi.fn());
    expect(window.__foodStoreEmulator).toBeUndefined();
  });
});
