import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import { MSG } from '../domain/messages.js';
import { photoSrcSet, photoUrl, type PhotoRef } from '../domain/photos.js';
import type { PhotoUpload, SessionUser } from '../domain/types.js';
import type { ReleasedPhoto, RepoOptions } from '../db/repo-options.js';
import { InvalidInput } from '../domain/errors.js';
import { createGate, type Gate } from './photo-gate.js';
import { keepProfilePhoto } from './photo-usage.js';
import { createPhotosRepo } from './photos-repo.js';
import { createPhotoStore, type Bucket } from './photos-store.js';

// The image code (sharp, libvips) is loaded by the first upload or share image that needs it, not with the function:
// most instances serve pages and reads only (a cold start pays for what its request uses).
const photoImage = () => import('./photo-image.js');
const photoShare = () => import('./photo-share.js');

/** How long past `deleteAfter` the sweep waits, so no food write that checked the photo moments ago is in flight. */
export const SWEEP_GRACE_MS = 60_000;
const SWEEP_BATCH = 100;

export interface PhotosOptions extends RepoOptions {
  /** Decodes one photo at a time with a short line by default (photo-gate.ts). */
  gate?: Gate;
}

export interface SweepResult {
  deleted: number;
  failed: number;
}

export type Photos = ReturnType<typeof createPhotos>;

/** Uploaded photos: their documents in Firestore (photos-repo.ts) and their variants in Cloud Storage. */
export function createPhotos(db: Firestore, bucket: () => Bucket, options: PhotosOptions = {}) {
  const now = options.now ?? (() => new Date());
  const repo = createPhotosRepo(db, options);
  const store = createPhotoStore(bucket);
  const gate = options.gate ?? createGate(1, 6);

  /** Variants first, then the document; a failure leaves the document due, so the sweep tries again. */
  async function purgeOne(photo: ReleasedPhoto): Promise<boolean> {
    try {
      await store.remove(photo.id, photo.widths);
      await repo.forget(photo.id);
      return true;
    } catch (error) {
      logger.warn(`Photo ${photo.id} not deleted yet (the sweep retries): ${String(error)}`);
      return false;
    }
  }

  async function saveShare(id: string, widths: number[], widest: Buffer): Promise<Buffer> {
    const { makeShareJpeg } = await photoShare();
    const bytes = await gate.run(() => makeShareJpeg(widest));
    await store.saveShare(id, widths, bytes);
    return bytes;
  }

  return {
    /**
     * `POST /api/photos`: the limit before any work (429), then the file (`readFile`: 413, 415, 400), its header
     * (415, 400), the variants, the document with the daily count, and the variants in Storage.
     */
    async upload(user: SessionUser, readFile: () => Promise<Buffer>): Promise<PhotoUpload> {
      await repo.assertUnderLimit(user.uid);
      const bytes = await readFile();
      if (bytes.length === 0) throw new InvalidInput({ photo: MSG.photoMissing }, MSG.photoMissing);
      const { makeVariants, readPhotoHeader } = await photoImage();
      const header = await readPhotoHeader(bytes);
      const variants = await gate.run(() => makeVariants(bytes, header));
      const id = repo.newId();
      const widths = variants.map((variant) => variant.width);
      // The document first: if storing the variants fails, the sweep finds it (due in 24 h) and deletes what landed.
      await repo.create(user, id, widths);
      await store.save(id, widths, variants);
      // The share JPEG from the widest variant; if this fails, the first request for it makes it (readShare).
      const widest = variants[variants.length - 1];
      if (widest) await saveShare(id, widths, widest.bytes).catch((error: unknown) => logger.warn(`Share image of photo ${id} not made yet: ${String(error)}`));
      const url = photoUrl(id, widths);
      return { id, url, srcset: photoSrcSet(url) ?? '' };
    },

    /** `PUT /api/profile/photo`: the user's uploaded photo `url` becomes their profile photo, kept for good (400 otherwise). */
    keepProfilePhoto(user: SessionUser, url: string): Promise<void> {
      return keepProfilePhoto(db, { uid: user.uid, url, now: now() });
    },

    /**
     * The share JPEG of a photo (`ref` names its widest variant), or null when there is no such photo. A photo stored
     * before share images existed, or whose share image failed at upload, gets it made now, once.
     */
    async readShare(ref: PhotoRef): Promise<Buffer | null> {
      const stored = await store.readShare(ref.id, ref.widths);
      if (stored) return stored;
      const widest = await store.read(ref.id, ref.widths, ref.width);
      return widest && saveShare(ref.id, ref.widths, widest);
    },

    /** The bytes of the variant a path names, or null. */
    read(ref: PhotoRef): Promise<Buffer | null> {
      return store.read(ref.id, ref.widths, ref.width);
    },

    /** Deletes photos foods let go of, right after the food's transaction; never throws. */
    async purge(photos: ReleasedPhoto[]): Promise<void> {
      for (const photo of photos) await purgeOne(photo);
    },

    /** Deletes every unused photo past its `deleteAfter` (the scheduled sweep). */
    async sweep(): Promise<SweepResult> {
      const result: SweepResult = { deleted: 0, failed: 0 };
      const cutoff = new Date(now().getTime() - SWEEP_GRACE_MS);
      const failed = new Set<string>();
      for (;;) {
        const due = (await repo.due(cutoff, SWEEP_BATCH + failed.size)).filter((photo) => !failed.has(photo.id));
        for (const photo of due) {
          if (await purgeOne(photo)) result.deleted += 1;
          else failed.add(photo.id);
        }
        if (due.length < SWEEP_BATCH) break;
      }
      result.failed = failed.size;
      return result;
    },
  };
}
