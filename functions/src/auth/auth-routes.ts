import { Router } from 'express';
import type { Auth, DecodedIdToken } from 'firebase-admin/auth';
import type { AppConfig } from '../config.js';
import { MSG } from '../domain/messages.js';
import type { OkResponse, SessionUser } from '../domain/types.js';
import { PRIVATE_NO_STORE } from '../http/cache-control.js';
import { BadRequest, Unauthorized } from '../http/errors.js';
import { clearSessionCookie, setSessionCookie } from '../http/session.js';

function isAuthError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('auth/');
}

/** The session identity of a verified ID token; the name falls back to the e-mail's local part. */
export function userFromToken(token: DecodedIdToken): SessionUser {
  if (!token.email) throw new Unauthorized(MSG.noEmail);
  const name = typeof token.name === 'string' && token.name.trim() ? token.name.trim() : token.email.split('@')[0] ?? token.email;
  return { uid: token.uid, email: token.email, name, picture: token.picture ?? '' };
}

export function authRouter(auth: Auth, config: AppConfig): Router {
  const router = Router();

  // A body e-mail that differs from the token's is refused with 401: the token does not prove that identity.
  router.post('/jwt', async (req, res) => {
    res.set('Cache-Control', PRIVATE_NO_STORE);
    const idToken = /^Bearer\s+(\S+)$/i.exec(req.get('authorization') ?? '')?.[1];
    if (!idToken) throw new Unauthorized();
    const claimed: unknown = (req.body as { email?: unknown } | undefined)?.email;
    if (claimed !== undefined && typeof claimed !== 'string') throw new BadRequest({ email: MSG.emailInvalid });
    const decoded = await auth.verifyIdToken(idToken).catch((error: unknown) => {
      throw isAuthError(error) ? new Unauthorized() : error;
    });
    const user = userFromToken(decoded);
    if (claimed !== undefined && claimed.trim().toLowerCase() !== user.email.toLowerCase()) {
      throw new Unauthorized(MSG.emailMismatch);
    }
    await setSessionCookie(res, config, user);
    res.json({ ok: true } satisfies OkResponse);
  });

  router.get('/logout', (_req, res) => {
    clearSessionCookie(res, config);
    res.set('Cache-Control', PRIVATE_NO_STORE).json({ ok: true } satisfies OkResponse);
  });

  return router;
}
