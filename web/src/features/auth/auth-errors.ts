import { MSG } from '@domain/messages';

// Readable text for the Firebase Auth error codes people actually meet.
const READABLE: Record<string, string> = {
  'auth/invalid-credential': MSG.loginFailed,
  'auth/invalid-login-credentials': MSG.loginFailed,
  'auth/wrong-password': MSG.loginFailed,
  'auth/user-not-found': MSG.loginFailed,
  'auth/invalid-email': MSG.emailInvalid,
  'auth/missing-password': MSG.passwordRequired,
  'auth/weak-password': MSG.passwordMin,
  'auth/email-already-in-use': 'An account with this e-mail already exists.',
  'auth/user-disabled': 'This account has been disabled.',
  'auth/too-many-requests': 'Too many attempts. Please wait a moment and try again.',
  'auth/network-request-failed': 'Network error. Check your connection and try again.',
  'auth/popup-closed-by-user': 'The Google sign-in window was closed before it finished.',
  'auth/cancelled-popup-request': 'The Google sign-in window was closed before it finished.',
  'auth/popup-blocked': 'Your browser blocked the Google sign-in window. Allow pop-ups and try again.',
  'auth/account-exists-with-different-credential':
    'An account with this e-mail already exists with a different sign-in method.',
  'auth/operation-not-allowed': 'This sign-in method is not enabled.',
};

const BARE_FIREBASE_MESSAGE = /^Firebase: Error \(auth\/[\w-]+\)\.?$/;

/** The provider's code: only `auth/…` codes come from Firebase; the app's own (e.g. Google unreachable) do not. */
export function providerErrorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  const code = (error as { code: unknown }).code;
  return typeof code === 'string' && code.startsWith('auth/') ? code : undefined;
}

/** Login and Google failures: a readable message for the provider's code, else its message, else the fallback. */
export function authErrorMessage(error: unknown, fallback: string): string {
  const code = providerErrorCode(error);
  if (!code) return fallback;
  const readable = READABLE[code];
  if (readable) return readable;
  // A bare 'Firebase: Error (auth/x).' says nothing a person can act on: the spec's fallback is clearer.
  const message = error instanceof Error ? error.message : '';
  return message && !BARE_FIREBASE_MESSAGE.test(message) ? message : fallback;
}

/** Registration failures name the provider's error code (spec §8), with readable text when the code is known. */
export function registerErrorMessage(error: unknown): string {
  const code = providerErrorCode(error);
  if (!code) return MSG.registerFailed;
  const readable = READABLE[code];
  return readable ? `${readable} (${code})` : code;
}
