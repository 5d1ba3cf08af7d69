import type { RequestHandler } from 'express';
import { PayloadTooLarge } from './errors.js';

/**
 * 413 for a body the Functions framework already parsed (it keeps the bytes in `rawBody` and express.json then
 * skips the request); bodies that reach express.json are limited there.
 */
export function limitParsedBody(maxBytes: number): RequestHandler {
  return (req, _res, next) => {
    const raw = (req as { rawBody?: unknown }).rawBody;
    // A multipart body is a photo upload: its route caps it at the photo limit (photos/photo-upload.ts).
    if (req.is('multipart/form-data')) return next();
    if (Buffer.isBuffer(raw) && raw.length > maxBytes) throw new PayloadTooLarge();
    next();
  };
}
