import type { CookieOptions, Request, RequestHandler, Response } from 'express';
import type { Auth, DecodedIdToken } from 'firebase-admin/auth';
import type { AppConfig } from '../config.js';
import { beforeDeadline } from '../db/deadline.js';
import { MSG } from '../domain/messages.js';
import type { SessionUser } from '../domain/types.js';
import { Forbidden, ServiceUnavailable, Unauthorized } from './errors.js';

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

// firebase-admin codes that mean "this token or cookie does not prove a current user" (401), as opposed to
// Firebase Auth failing (anything else: logged, 500).
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

function errorCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : '';
}

/**
 * A Firebase Auth call within the request's deadline. A refused credential becomes 401, an unreachable Auth 503;
 * anything else stays an error (logged, 500).
 */
export async function callAuth<T>(operation: Promise<T>): Promise<T> {
  try {
    return await beforeDeadline(operation, 'Firebase Auth');
  } catch (error) {
    if (REFUSED_CREDENTIAL_CODES.has(errorCode(error))) throw new Unauthorized();
    if (UNREACHABLE_CODES.has(errorCode(error))) {
      throw new ServiceUnavailable(undefined, undefined, `Firebase Auth is unreachable: ${String(error)}`);
    }
    throw error;
  }
}

/** Outside demo- projects, emulator variables make firebase-admin trust unsigned tokens: no session is accepted. */
export function assertSessionsAllowed(config: AppConfig): void {
  if (config.sessionsRefused) throw new ServiceUnavailable(MSG.sessionUnavailable, 60, config.sessionsRefused);
}

/** The session identity of a verified ID token or session cookie; the name falls back to the e-mail's local part. */
export function userFromToken(token: DecodedIdToken): SessionUser {
  if (!token.email) throw new Unauthorized(MSG.noEmail);
  const name = typeof token.name === 'string' && token.name.trim() ? token.name.trim() : token.email.split('@')[0] ?? token.email;
  return { uid: token.uid, email: token.email, name, picture: typeof token.picture === 'string' ? token.picture : '' };
}

function cookieOptions(config: AppConfig): CookieOptions {
  return { httpOnly: true, path: '/', sameSite: 'strict', secure: !config.demo };
}

/** Sets `__session` to a Firebase session cookie minted from a verified, recent ID token. */
export async function setSessionCookie(res: Response, auth: Auth, config: AppConfig, idToken: string): Promise<void> {
  const cookie = await callAuth(auth.createSessionCookie(idToken, { expiresIn: SESSION_LIFETIME_MS }));
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
  return callAuth(auth.verifySessionCookie(cookie, true));
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
