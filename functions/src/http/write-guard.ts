import type { Request, RequestHandler } from 'express';
import { Forbidden } from '../domain/errors.js';
import { MSG } from '../domain/messages.js';
import { UnsupportedMediaType } from './errors.js';

/** Methods that change nothing (§5): never refused here. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** The body every write takes (JSON), and the one write that takes a multipart form instead: the photo upload (§5d). */
const JSON_BODY = { types: ['application/json', '+json'], refusal: MSG.bodyNotJson };
const PHOTO_BODY = { types: ['multipart/form-data'], refusal: MSG.photoNotMultipart };
const bodyOf = (req: Request) => (req.method === 'POST' && req.path === '/photos' ? PHOTO_BODY : JSON_BODY);

/**
 * The API's writes come from the app's own pages (the same origin) or from programs (no browser), never from another
 * site's page (docs/ARCHITECTURE.md §5):
 * - a write the browser says another origin sent (`Sec-Fetch-Site: same-site` or `cross-site`) is 403 before anything
 *   runs. SameSite=Strict keeps the session cookie from other sites' requests, but not from a page of another origin
 *   of the same site (a sibling host of a custom domain, another port), which can post a plain form;
 * - a write whose body is not JSON (a form's `application/x-www-form-urlencoded`, `multipart/form-data` or `text/plain`,
 *   or no type named) is 415: a browser lets any page send those types without asking the server first; JSON it does
 *   not. The photo upload alone takes a multipart form (and nothing else).
 */
export const guardWrites: RequestHandler = (req, _res, next) => {
  if (READS.has(req.method)) return next();
  const site = req.get('sec-fetch-site');
  if (site === 'same-site' || site === 'cross-site') return next(new Forbidden(MSG.writeFromOtherOrigin));
  // A write without a body (a sign-out's POST) names no type: `Content-Length: 0`, as fetch sends it, is none.
  const bodyless = req.headers['transfer-encoding'] === undefined && Number(req.headers['content-length'] ?? 0) === 0;
  const body = bodyOf(req);
  if (!bodyless && !req.is(body.types)) return next(new UnsupportedMediaType(body.refusal));
  next();
};
