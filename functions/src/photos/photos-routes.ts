import { Router, type RequestHandler } from 'express';
import { parsePhotoPath } from '../domain/photos.js';
import { sessionUser } from '../http/session.js';
import { readPhotoFile } from './photo-upload.js';
import type { Photos } from './photos-service.js';
import { PHOTO_CACHE_CONTROL, PHOTO_CONTENT_TYPE } from './photos-store.js';

/** `POST /api/photos` (mounted under /api). */
export function photosRouter(photos: Photos, session: RequestHandler): Router {
  const router = Router();
  router.post('/photos', session, async (req, res) => {
    const upload = await photos.upload(sessionUser(req), () => readPhotoFile(req));
    res.status(201).json(upload);
  });
  return router;
}

/**
 * `GET /photos/<id>/<widths>/<width>.webp`, outside /api (Hosting rewrites /photos/** to the function): the bytes
 * of one variant, cached for a year by browsers and the CDN; any other path under /photos is 404.
 */
export function photoFilesRouter(photos: Photos): Router {
  const router = Router();
  router.get('/photos/*path', async (req, res, next) => {
    const ref = parsePhotoPath(req.path);
    const bytes = ref && (await photos.read(ref));
    if (!bytes) return next();
    res.set({ 'Content-Type': PHOTO_CONTENT_TYPE, 'Cache-Control': PHOTO_CACHE_CONTROL }).send(bytes);
  });
  return router;
}
