import type { Request, RequestHandler } from 'express';
import { Forbidden } from '../domain/errors.js';
import { MSG } from '../domain/messages.js';
import { UnsupportedMediaType } from './errors.js';

/** Methods that change nothing (§5): never refused here. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** The body every write takes: JSON. */
const JSON_TYPES = ['application/json', '+json'];

/** The one write that takes a multipart form: the photo upload (§5d). */
const isPhotoUpload = (req: Request) => req.method === 'POST' && req.path === '/photos';

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
  if (!bodyless && !req.is(isPhotoUpload(req) ? 'multipart/form-data' : JSON_TYPES)) return next(new UnsupportedMediaType(isPhotoUpload(req) ? MSG.photoNotMultipart : MSG.bodyNotJson));
  next();
};
