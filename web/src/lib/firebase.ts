import { getApp, getApps, initializeApp, type FirebaseOptions } from 'firebase/app';
import {
  browserLocalPersistence,
  browserPopupRedirectResolver,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  deleteUser,
  getAuth,
  GoogleAuthProvider,
  initializeAuth,
  onAuthStateChanged,
  sendPasswordResetEmail,
  signInWithCredential,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  updateProfile,
  type Auth,
  type Unsubscribe,
  type User,
} from 'firebase/auth';

export type { User } from 'firebase/auth';

const EMULATOR_PROJECT = 'demo-foodstore';
const EMULATOR_PORT = 9099;
// The SDK's popup flow loads this script first; if it is unreachable the popup promise never settles.
const GOOGLE_PROBE_URL = 'https://apis.google.com/js/api.js';
const GOOGLE_PROBE_TIMEOUT_MS = 4000;

/**
 * A build flag, not a run-time switch: the local stack, the browser journeys, the bench and `npm run dev` build in
 * mode `emulators` (web/.env.emulators sets it) and talk to the Auth emulator; `npm run deploy` builds without it,
 * so the emulator wiring and the test hook below are compiled out of production code.
 */
export const usesEmulator = import.meta.env.VITE_USE_EMULATORS === 'true';

function firebaseConfig(): FirebaseOptions {
  const env = import.meta.env;
  if (usesEmulator) {
    return {
      apiKey: env.VITE_FIREBASE_API_KEY || 'demo-api-key',
      authDomain: `${EMULATOR_PROJECT}.firebaseapp.com`,
      projectId: EMULATOR_PROJECT,
    };
  }
  return {
    apiKey: env.VITE_FIREBASE_API_KEY,
    authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
    projectId: env.VITE_FIREBASE_PROJECT_ID,
    appId: env.VITE_FIREBASE_APP_ID,
  };
}

function createAuth(): Auth {
  const app = getApps().length > 0 ? getApp() : initializeApp(firebaseConfig());
  let auth: Auth;
  try {
    auth = initializeAuth(app, {
      persistence: browserLocalPersistence,
      // On mobile browsers the resolver loads Google's iframe at start-up, which cannot work against the offline emulator.
      popupRedirectResolver: usesEmulator ? undefined : browserPopupRedirectResolver,
    });
  } catch {
    // Hot module reload evaluates this module again on an app whose Auth already exists.
    return getAuth(app);
  }
  if (usesEmulator) {
    connectAuthEmulator(auth, `http://${window.location.hostname}:${EMULATOR_PORT}`, { disableWarnings: true });
  }
  return auth;
}

const auth = createAuth();

export function onAuthChange(listener: (user: User | null) => void): Unsubscribe {
  return onAuthStateChanged(auth, listener);
}

export function currentUser(): User | null {
  return auth.currentUser;
}

export async function signInWithEmail(email: string, password: string): Promise<User> {
  const credential = await signInWithEmailAndPassword(auth, email, password);
  return credential.user;
}

/** Creates the account, sets name and photo, and refreshes the ID token so it carries them. */
export async function registerWithEmail(values: { name: string; photo: string; email: string; password: string }): Promise<User> {
  const { user } = await createUserWithEmailAndPassword(auth, values.email, values.password);
  await updateProfile(user, { displayName: values.name, photoURL: values.photo });
  await user.getIdToken(true);
  return user;
}

/** Sets the signed-in user's profile photo, and refreshes the ID token so its `picture` claim carries it. */
export async function setProfilePhoto(user: User, photoURL: string): Promise<void> {
  await updateProfile(user, { photoURL });
  await user.getIdToken(true);
}

/** Deletes an account created moments ago (a registration that could not finish), which also signs it out. */
export function deleteNewUser(user: User): Promise<void> {
  return deleteUser(user);
}

/** Thrown when Google's servers cannot be reached, so the popup flow would hang. */
export class GoogleUnreachableError extends Error {
  readonly code = 'app/google-unreachable';
  constructor() {
    super('Google sign-in is not reachable.');
    this.name = 'GoogleUnreachableError';
  }
}

function probeGoogle(): Promise<never> {
  return fetch(GOOGLE_PROBE_URL, {
    mode: 'no-cors',
    cache: 'no-store',
    signal: AbortSignal.timeout(GOOGLE_PROBE_TIMEOUT_MS),
  }).then(
    () => new Promise<never>(() => undefined),
    () => {
      throw new GoogleUnreachableError();
    },
  );
}

/** Google popup sign-in that fails fast instead of hanging when Google's servers are unreachable. */
export async function signInWithGoogle(): Promise<User> {
  // Both start in the same tick so the popup still opens inside the click's user activation.
  const popup = signInWithPopup(auth, new GoogleAuthProvider(), browserPopupRedirectResolver);
  const credential = await Promise.race([popup, probeGoogle()]);
  return credential.user;
}

export function sendPasswordReset(email: string): Promise<void> {
  return sendPasswordResetEmail(auth, email);
}

export function signOutUser(): Promise<void> {
  return signOut(auth);
}

export interface EmulatorHooks {
  /** Signs in with an unsigned Google ID token JSON, which only the Auth emulator accepts. */
  signInWithGoogleIdToken(json: string): Promise<void>;
}

declare global {
  interface Window {
    __foodStoreEmulator?: EmulatorHooks;
  }
  interface ImportMetaEnv {
    readonly VITE_USE_EMULATORS?: string;
    readonly VITE_FIREBASE_API_KEY?: string;
    readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
    readonly VITE_FIREBASE_PROJECT_ID?: string;
    readonly VITE_FIREBASE_APP_ID?: string;
  }
}

/**
 * In emulator builds only, exposes `window.__foodStoreEmulator` so browser tests can run the Google path;
 * `run` performs the sign-in through the app's post-sign-in path. Returns a cleanup function.
 */
export function installEmulatorHooks(run: (signIn: () => Promise<User>) => Promise<void>): () => void {
  if (!usesEmulator) return () => undefined;
  const hooks: EmulatorHooks = {
    signInWithGoogleIdToken: (json) =>
      run(async () => (await signInWithCredential(auth, GoogleAuthProvider.credential(json))).user),
  };
  window.__foodStoreEmulator = hooks;
  return () => {
    if (window.__foodStoreEmulator === hooks) delete window.__foodStoreEmulator;
  };
}
