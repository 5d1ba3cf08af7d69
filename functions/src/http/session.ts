import type { CookieOptions, Request, RequestHandler, Response } from 'express';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { AppConfig } from '../config.js';
import { MSG } from '../domain/messages.js';
import type { SessionUser } from '../domain/types.js';
import { Forbidden, Unauthorized } from './errors.js';

// Hosting forwards only the cookie named __session.
export const SESSION_COOKIE = '__session';
export const SESSION_LIFETIME_SECONDS = 5 * 24 * 60 * 60;
const ALGORITHM = 'HS256';

declare module 'express-serve-static-core' {
  interface Request {
    user?: SessionUser;
  }
}

/** A missing production secret is an operator error: the handler logs it and answers 500. */
export class SessionKeyMissing extends Error {
  constructor() {
    super('SESSION_SECRET is missing or shorter than 32 characters: sessions are disabled until it is set.');
    this.name = 'SessionKeyMissing';
  }
}

function sessionKey(config: AppConfig): Uint8Array {
  if (!config.sessionKey) throw new SessionKeyMissing();
  return config.sessionKey;
}

function cookieOptions(config: AppConfig): CookieOptions {
  return { httpOnly: true, path: '/', sameSite: 'strict', secure: !config.emulator };
}

export async function setSessionCookie(res: Response, config: AppConfig, user: SessionUser): Promise<void> {
  const token = await new SignJWT({ email: user.email, name: user.name, picture: user.picture })
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(user.uid)
    .setIssuedAt()
    .setExpirationTime(`${SESSION_LIFETIME_SECONDS}s`)
    .sign(sessionKey(config));
  res.cookie(SESSION_COOKIE, token, { ...cookieOptions(config), maxAge: SESSION_LIFETIME_SECONDS * 1000 });
}

export function clearSessionCookie(res: Response, config: AppConfig): void {
  res.clearCookie(SESSION_COOKIE, cookieOptions(config));
}

async function readSession(token: string, config: AppConfig): Promise<SessionUser> {
  try {
    const { payload } = await jwtVerify(token, sessionKey(config), { algorithms: [ALGORITHM] });
    const { sub, email, name, picture } = payload;
    if (typeof sub !== 'string' || typeof email !== 'string' || typeof name !== 'string' || typeof picture !== 'string') {
      throw new Unauthorized();
    }
    return { uid: sub, email, name, picture };
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) throw new Unauthorized();
    throw error;
  }
}

/** 401 unless the request carries a valid session cookie; sets `req.user`. */
export function requireSession(config: AppConfig): RequestHandler {
  return async (req, _res, next) => {
    const token: unknown = req.cookies?.[SESSION_COOKIE];
    if (typeof token !== 'string' || !token) throw new Unauthorized();
    req.user = await readSession(token, config);
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
