import type { RequestHandler } from 'express';

/**
 * The security headers of every response, one source for both places that send them: Hosting (firebase.json's `**`
 * rule, checked against `securityHeaders()` by functions/src/test/hosting-headers.test.ts) and the function itself,
 * whose own URL bypasses Hosting. README, "Security headers", says why each CSP source is there.
 */

/** The inline script of web/index.html (the theme before the first paint), by hash. */
export const INLINE_SCRIPT_HASH = "'sha256-yUPnMNy08nJwfM/Efe82MiFe/qP6VucOH+6l2cRXd84='";

/** The Auth emulator of the local stack (firebase.json `emulators.auth`), which an emulator build's pages talk to. */
export const AUTH_EMULATOR_ORIGINS = ['http://localhost:9099', 'http://127.0.0.1:9099'] as const;

export interface HeaderOptions {
  /** The local stack (a `demo-` project): the pages may also reach the Auth emulator. */
  emulator: boolean;
}

export function contentSecurityPolicy({ emulator }: HeaderOptions): string {
  const local = emulator ? AUTH_EMULATOR_ORIGINS : [];
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", INLINE_SCRIPT_HASH, 'https://apis.google.com'],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', 'https:'],
    ['font-src', "'self'"],
    ['connect-src', "'self'", 'https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com', 'https://apis.google.com', ...local],
    ['frame-src', 'https://*.firebaseapp.com', 'https://accounts.google.com', ...local],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((words) => words.join(' ')).join('; ');
}

/** In firebase.json's `{ key, value }` form and order. */
export function securityHeaders(options: HeaderOptions): { key: string; value: string }[] {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(options) },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'DENY' },
  ];
}

/** Sets the security headers on every response of the app, as Hosting does in front of it. */
export function sendSecurityHeaders(options: HeaderOptions): RequestHandler {
  const headers = Object.fromEntries(securityHeaders(options).map(({ key, value }) => [key, value]));
  return (_req, res, next) => {
    res.set(headers);
    next();
  };
}
