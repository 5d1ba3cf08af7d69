import type { MessageKey } from '../../i18n/areas';
import { messagesOf, type MessageTable } from '../../i18n/messages';
import { translatorOf } from '../../i18n/i18n-context';
import { ApiError } from '../../lib/http';

/** What the texts are written with: MSG and the translator of the page's language (English by default). */
export interface AuthTexts {
  msg: MessageTable;
  t(key: MessageKey): string;
}

/** English, for callers that name no language (MSG must be loaded, as on every page that shows these). */
const english = (): AuthTexts => ({ msg: messagesOf('en'), t: translatorOf('en').t });

// Readable text for the Firebase Auth error codes people actually meet.
const READABLE: Record<string, (texts: AuthTexts) => string> = {
  'auth/invalid-credential': ({ msg }) => msg.loginFailed,
  'auth/invalid-login-credentials': ({ msg }) => msg.loginFailed,
  'auth/wrong-password': ({ msg }) => msg.loginFailed,
  'auth/user-not-found': ({ msg }) => msg.loginFailed,
  'auth/invalid-email': ({ msg }) => msg.emailInvalid,
  'auth/missing-password': ({ msg }) => msg.passwordRequired,
  'auth/weak-password': ({ msg }) => msg.passwordMin,
  'auth/email-already-in-use': ({ t }) => t('account.error.emailInUse'),
  'auth/user-disabled': ({ t }) => t('account.error.userDisabled'),
  'auth/too-many-requests': ({ t }) => t('account.error.tooManyRequests'),
  'auth/network-request-failed': ({ t }) => t('account.error.network'),
  'auth/popup-closed-by-user': ({ t }) => t('account.error.popupClosed'),
  'auth/cancelled-popup-request': ({ t }) => t('account.error.popupClosed'),
  'auth/popup-blocked': ({ t }) => t('account.error.popupBlocked'),
  'auth/account-exists-with-different-credential': ({ t }) => t('account.error.otherCredential'),
  'auth/operation-not-allowed': ({ t }) => t('account.error.notAllowed'),
};

const BARE_FIREBASE_MESSAGE = /^Firebase: Error \(auth\/[\w-]+\)\.?$/;

/** The provider's code: only `auth/…` codes come from Firebase; the app's own (e.g. Google unreachable) do not. */
export function providerErrorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  const code = (error as { code: unknown }).code;
  return typeof code === 'string' && code.startsWith('auth/') ? code : undefined;
}

/** Login and Google failures: a readable message for the provider's code, else its message, else the fallback. */
export function authErrorMessage(error: unknown, fallback: string, texts?: AuthTexts): string {
  const code = providerErrorCode(error);
  // The provider signed the user in, but the store's session call failed (its answer, or the network).
  if (!code && (error instanceof ApiError || error instanceof TypeError)) return (texts ?? english()).msg.sessionStartFailed;
  if (!code) return fallback;
  const readable = READABLE[code];
  if (readable) return readable(texts ?? english());
  // A bare 'Firebase: Error (auth/x).' says nothing a person can act on: the spec's fallback is clearer.
  const message = error instanceof Error ? error.message : '';
  return message && !BARE_FIREBASE_MESSAGE.test(message) ? message : fallback;
}

/** Registration failures name the provider's error code (spec §8), with readable text when the code is known. */
export function registerErrorMessage(error: unknown, texts: AuthTexts = english()): string {
  const code = providerErrorCode(error);
  if (!code) return texts.msg.registerFailed;
  const readable = READABLE[code];
  return readable ? `${readable(texts)} (${code})` : code;
}
