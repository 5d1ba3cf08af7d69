import { setTimeout as sleep } from 'node:timers/promises';
import { Router, type Request } from 'express';
import type { Auth, DecodedIdToken } from 'firebase-admin/auth';
import type { AppConfig } from '../config.js';
import { MSG } from '../domain/messages.js';
import type { OkResponse } from '../domain/types.js';
import { PRIVATE_NO_STORE } from '../http/cache-control.js';
import { InvalidInput } from '../domain/errors.js';
import { Unauthorized } from '../http/errors.js';
import { isPlainObject } from '../http/validate.js';
import {
  assertSessionsAllowed,
  callAuth,
  checkCredential,
  clearSessionCookie,
  RECENT_SIGN_IN_SECONDS,
  sessionCookieOf,
  setSessionCookie,
  userFromToken,
  verifySession,
} from '../http/session.js';

/** How far past a whole second a sign-out's revocation is sent: Firebase Auth's clock is not this instance's. */
const CLOCK_MARGIN_MS = 50;

function bearerToken(req: Request): string {
  const idToken = /^Bearer\s+(\S+)$/i.exec(req.get('authorization') ?? '')?.[1];
  if (!idToken) throw new Unauthorized();
  return idToken;
}

/** Whether the request already carries a live session of this user (verified against Firebase Auth). */
async function hasSessionOf(req: Request, auth: Auth, uid: string): Promise<boolean> {
  const cookie = sessionCookieOf(req);
  if (!cookie) return false;
  try {
    return (await verifySession(auth, cookie)).uid === uid;
  } catch (error) {
    if (error instanceof Unauthorized) return false;
    throw error;
  }
}

function signedInRecently(token: DecodedIdToken): boolean {
  return Date.now() / 1000 - token.auth_time <= RECENT_SIGN_IN_SECONDS;
}

export function authRouter(auth: Auth, config: AppConfig): Router {
  const router = Router();

  /**
   * Exchanges a Firebase ID token for a 5-day Firebase session cookie. Only a sign-in of the last 5 minutes may start
   * a session (a stolen ID token, valid for an hour, must not become a 5-day session); the SPA posts the token again
   * on every page load, and an older sign-in that already has its live session keeps it (200, no new cookie).
   * A body e-mail that differs from the token's is refused with 401: the token does not prove that identity.
   */
  router.post('/jwt', async (req, res) => {
    res.set('Cache-Control', PRIVATE_NO_STORE);
    assertSessionsAllowed(config);
    const idToken = bearerToken(req);
    const claimed: unknown = isPlainObject(req.body) ? req.body.email : undefined;
    if (claimed !== undefined && typeof claimed !== 'string') throw new InvalidInput({ email: MSG.emailInvalid });
    const decoded = await checkCredential(idToken, (token) => auth.verifyIdToken(token, true));
    const user = userFromToken(decoded);
    if (claimed !== undefined && claimed.trim().toLowerCase() !== user.email.toLowerCase()) {
      throw new Unauthorized(MSG.emailMismatch);
    }
    if (!signedInRecently(decoded)) {
      if (!(await hasSessionOf(req, auth, decoded.uid))) throw new Unauthorized(MSG.signInAgain);
    } else {
      await setSessionCookie(res, auth, config, idToken);
    }
    res.json({ ok: true } satisfies OkResponse);
  });

  /**
   * Signs out everywhere: clears the cookie and revokes the user's refresh tokens, so every session cookie of that
   * user (other devices included) gets 401 on its next request. Firebase has no per-cookie revocation.
   * SameSite=Strict keeps other sites from sending the cookie, and http/write-guard.ts refuses a page of another origin
   * of this site, so neither can sign a user out.
   */
  router.post('/logout', async (req, res) => {
    res.set('Cache-Control', PRIVATE_NO_STORE);
    clearSessionCookie(res, config);
    const cookie = sessionCookieOf(req);
    if (cookie) {
      assertSessionsAllowed(config);
      try {
        const { uid, auth_time: signedInAt } = await verifySession(auth, cookie);
        // Firebase keeps the revocation time in whole seconds and refuses only sessions signed in before it: a
        // revocation within the second of this session's sign-in would leave it valid. So it waits for the next second.
        const wait = (signedInAt + 1) * 1000 + CLOCK_MARGIN_MS - Date.now();
        if (wait > 0) await sleep(Math.min(wait, 1000 + CLOCK_MARGIN_MS));
        await callAuth(() => auth.revokeRefreshTokens(uid));
      } catch (error) {
        // A cookie that is already dead (revoked, expired, forged, user gone) has nothing left to revoke.
        if (!(error instanceof Unauthorized)) throw error;
      }
    }
    res.json({ ok: true } satisfies OkResponse);
  });

  // The spec's logout call. A GET must stay safe (no side effect beyond this browser), so it only clears the cookie.
  router.get('/logout', (_req, res) => {
    clearSessionCookie(res, config);
    res.set('Cache-Control', PRIVATE_NO_STORE).json({ ok: true } satisfies OkResponse);
  });

  return router;
}
