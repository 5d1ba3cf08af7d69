import { Router, type RequestHandler } from 'express';
import { MSG } from '../domain/messages.js';
import { parsePhotoPath, parsePhotoSharePath } from '../domain/photos.js';
import { InvalidInput } from '../domain/errors.js';
import { sessionUser } from '../http/session.js';
import { isPlainObject } from '../http/validate.js';
import type { Photos } from './photos-service.js';
import { PHOTO_CACHE_CONTROL, PHOTO_CONTENT_TYPE, SHARE_CONTENT_TYPE } from './photos-store.js';

/** `POST /api/photos` and `PUT /api/profile/photo` (mounted under /api). */
export function photosRouter(photos: Photos, session: RequestHandler): Router {
  const router = Router();
  router.post('/photos', session, async (req, res) => {
    // The multipart reader (busboy) is loaded by the first upload, not with the function.
    const upload = await photos.upload(sessionUser(req), async () => (await import('./photo-upload.js')).readPhotoFile(req));
    res.status(201).json(upload);
  });
  // The photo a new user chose at registration: uploaded above, then kept as theirs (docs/ARCHITECTURE.md §5d).
  router.put('/profile/photo', session, async (req, res) => {
    const photo: unknown = isPlainObject(req.body) ? req.body.photo : undefined;
    if (typeof photo !== 'string' || !photo) throw new InvalidInput({ photo: MSG.photoNotFound });
    await photos.keepProfilePhoto(sessionUser(req), photo);
    res.json({ photo });
  });
  return router;
}

/**
 * `GET /photos/<id>/<widths>/<width>.webp` and `…/share.jpg`, outside /api (Hosting rewrites /photos/** to the
 * function): the bytes of one variant or of the share JPEG, cached for a year by browsers and the CDN; any other path under /photos is 404.
 */
export function photoFilesRouter(photos: Photos): Router {
  const router = Router();
  router.get('/photos/*path', async (req, res, next) => {
    const share = parsePhotoSharePath(req.path);
    if (share) {
      const jpeg = await photos.readShare(share);
      if (!jpeg) return next();
      return void res.set({ 'Content-Type': SHARE_CONTENT_TYPE, 'Cache-Control': PHOTO_CACHE_CONTROL }).send(jpeg);
    }
    const ref = parsePhotoPath(req.path);
    const bytes = ref && (await photos.read(ref));
    if (!bytes) return next();
    res.set({ 'Content-Type': PHOTO_CONTENT_TYPE, 'Cache-Control': PHOTO_CACHE_CONTROL }).send(bytes);
  });
  return router;
}
