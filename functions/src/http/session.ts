import type { CookieOptions, Request, RequestHandler, Response } from 'express';
import type { Auth, DecodedIdToken } from 'firebase-admin/auth';
import type { AppConfig } from '../config.js';
import { beforeDeadline } from '../db/deadline.js';
import { PERSON_NAME_MAX, URL_MAX } from '../domain/limits.js';
import { MSG } from '../domain/messages.js';
import { hasVisibleText, isImageUrl, isPlainText } from '../domain/schema-rules.js';
import type { SessionUser } from '../domain/types.js';
import { DomainError, Forbidden } from '../domain/errors.js';
import { HttpError, ServiceUnavailable, Unauthorized } from './errors.js';

// Hosting forwards only the cookie named __session.
export const SESSION_COOKIE = '__session';
export const SESSION_LIFETIME_MS = 5 * 24 * 60 * 60 * 1000;
/** Firebase's advice for createSessionCookie: only a sign-in of the last 5 minutes may start a session. */
export const RECENT_SIGN_IN_SECONDS = 5 * 60;

declare module 'express-serve-static-core' {
  interface Request {
    user?: SessionUser;
  }
}

// firebase-admin codes that mean "this token or cookie does not prove a current user" (401).
const REFUSED_CREDENTIAL_CODES = new Set([
  'auth/argument-error',
  'auth/invalid-id-token',
  'auth/id-token-expired',
  'auth/id-token-revoked',
  'auth/session-cookie-expired',
  'auth/session-cookie-revoked',
  'auth/user-disabled',
  'auth/user-not-found',
]);
const UNREACHABLE_CODES = new Set(['app/network-error', 'app/network-timeout']);
// firebase-admin reports a failed fetch of Google's public keys as an invalid token (auth/argument-error, the fetch
// error's message): that is Firebase Auth out of reach, not a bad credential.
const KEY_FETCH_FAILURE = /^Error (while making request|fetching public keys)/;

/** The longest credential worth asking Firebase Auth about; session cookies and ID tokens are 1-2 KB. */
export const CREDENTIAL_MAX_LENGTH = 8192;
// A JWT: header.payload.signature in base64url; the Auth emulator's unsigned ones have an empty signature.
const JWT_FORM = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/;

function errorCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : '';
}

function isFirebaseError(error: unknown): boolean {
  return /^(auth|app)\//.test(errorCode(error));
}

function isUnreachable(error: unknown): boolean {
  if (UNREACHABLE_CODES.has(errorCode(error))) return true;
  return errorCode(error) === 'auth/argument-error' && KEY_FETCH_FAILURE.test((error as Error).message);
}

function unreachable(error: unknown): ServiceUnavailable {
  return new ServiceUnavailable(undefined, undefined, `Firebase Auth is unreachable: ${String(error)}`);
}

function isJsonObject(part: string): boolean {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}

/** Whether a credential has the form of a JWT whose header and payload are JSON objects (what firebase-admin parses). */
export function isJwtForm(credential: string): boolean {
  if (credential.length > CREDENTIAL_MAX_LENGTH || !JWT_FORM.test(credential)) return false;
  const [header = '', payload = ''] = credential.split('.');
  return isJsonObject(header) && isJsonObject(payload);
}

/**
 * A Firebase Auth call within the request's deadline. A refused credential becomes 401, an unreachable Auth 503;
 * anything else stays an error (logged, 500).
 */
export async function callAuth<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await beforeDeadline(Promise.resolve().then(operation), 'Firebase Auth');
  } catch (error) {
    if (isUnreachable(error)) throw unreachable(error);
    if (REFUSED_CREDENTIAL_CODES.has(errorCode(error))) throw new Unauthorized();
    throw error;
  }
}

/**
 * Asks Firebase Auth whether a client's cookie or ID token proves a current user. Whatever does not is 401 however
 * malformed it is (firebase-admin lets some parse errors through as plain SyntaxErrors); only an Auth that cannot be
 * reached (network, timeout, the request's deadline) is 503, and only a Firebase error that blames this server (its
 * credentials, its project) stays a 500.
 */
export async function checkCredential<T>(credential: string, check: (credential: string) => Promise<T>): Promise<T> {
  if (!isJwtForm(credential)) throw new Unauthorized();
  try {
    return await callAuth(() => check(credential));
  } catch (error) {
    // callAuth has classified every Firebase error it knows; one left over is about this server, not the credential.
    if (error instanceof HttpError || error instanceof DomainError || isFirebaseError(error)) throw error;
    throw new Unauthorized();
  }
}

/** Outside demo- projects, emulator variables make firebase-admin trust unsigned tokens: no session is accepted. */
export function assertSessionsAllowed(config: AppConfig): void {
  if (config.sessionsRefused) throw new ServiceUnavailable(MSG.sessionUnavailable, 60, config.sessionsRefused);
}

/** Text that holds an e-mail address ("a@b.c"): shown to others as a name, it would publish the address (§5f Privacy). */
const EMAIL_IN_TEXT = /[^\s@]+@[^\s@]+\.[^\s@]+/;

/**
 * The token's display name if it passes the rules of every name the app shows (visible, plain, not too long) and
 * holds no e-mail address.
 */
function displayName(name: unknown): string | undefined {
  if (typeof name !== 'string') return undefined;
  const trimmed = name.trim();
  const valid = trimmed !== '' && hasVisibleText(trimmed) && isPlainText(trimmed) && trimmed.length <= PERSON_NAME_MAX && !EMAIL_IN_TEXT.test(trimmed);
  return valid ? trimmed : undefined;
}

/** The token's photo URL if it is an image URL the app may show (http(s) or its own /images path, not too long). */
function photoUrl(picture: unknown): string {
  if (typeof picture !== 'string') return '';
  const trimmed = picture.trim();
  return trimmed.length <= URL_MAX && isImageUrl(trimmed) ? trimmed : '';
}

/**
 * The session identity of a verified ID token or session cookie. The name and photo come from the user's own profile
 * and are stored and shown to others, so they meet the rules of every other field: a name that fails falls back to
 * the e-mail's local part, a photo that fails to none.
 */
export function userFromToken(token: DecodedIdToken): SessionUser {
  if (!token.email) throw new Unauthorized(MSG.noEmail);
  const name = displayName(token.name) ?? token.email.split('@')[0] ?? token.email;
  return { uid: token.uid, email: token.email, name, picture: photoUrl(token.picture) };
}

function cookieOptions(config: AppConfig): CookieOptions {
  return { httpOnly: true, path: '/', sameSite: 'strict', secure: !config.demo };
}

/** Sets `__session` to a Firebase session cookie minted from a verified, recent ID token. */
export async function setSessionCookie(res: Response, auth: Auth, config: AppConfig, idToken: string): Promise<void> {
  const cookie = await checkCredential(idToken, (token) => auth.createSessionCookie(token, { expiresIn: SESSION_LIFETIME_MS }));
  res.cookie(SESSION_COOKIE, cookie, { ...cookieOptions(config), maxAge: SESSION_LIFETIME_MS });
}

export function clearSessionCookie(res: Response, config: AppConfig): void {
  res.clearCookie(SESSION_COOKIE, cookieOptions(config));
}

/** The raw `__session` cookie of a request, if any. */
export function sessionCookieOf(req: Request): string | undefined {
  const cookie: unknown = req.cookies?.[SESSION_COOKIE];
  return typeof cookie === 'string' && cookie ? cookie : undefined;
}

/**
 * The session's claims, checked against Firebase Auth on every call (`checkRevoked`): a cookie of a disabled or
 * deleted user, or one minted before the user's tokens were revoked, is refused with 401.
 */
export function verifySession(auth: Auth, cookie: string): Promise<DecodedIdToken> {
  return checkCredential(cookie, (credential) => auth.verifySessionCookie(credential, true));
}

/** 401 unless the request carries a live session cookie; sets `req.user`. */
export function requireSession(auth: Auth, config: AppConfig): RequestHandler {
  return async (req, _res, next) => {
    assertSessionsAllowed(config);
    const cookie = sessionCookieOf(req);
    if (!cookie) throw new Unauthorized();
    req.user = userFromToken(await verifySession(auth, cookie));
    next();
  };
}

/** The session user of a request that passed `requireSession`. */
export function sessionUser(req: Request): SessionUser {
  if (!req.user) throw new Unauthorized(MSG.unauthorized);
  return req.user;
}

/** The session user, after checking that the `:email` path parameter is their own e-mail (else 403). */
export function ownEmailUser(req: Request): SessionUser {
  const user = sessionUser(req);
  if (String(req.params.email ?? '').toLowerCase() !== user.email.toLowerCase()) throw new Forbidden(MSG.otherUser);
  return user;
}
