import type { getStorage } from 'firebase-admin/storage';
import { photoPath, photoSharePath } from '../domain/photos.js';
import { beforeDeadline } from '../db/deadline.js';
import { ServiceUnavailable } from '../http/errors.js';
import type { PhotoVariant } from './photo-image.js';

export type Bucket = ReturnType<ReturnType<typeof getStorage>['bucket']>;

/** Served with every variant: the path names the bytes, which never change (docs/ARCHITECTURE.md §5d). */
export const PHOTO_CACHE_CONTROL = 'public, max-age=31536000, immutable';
export const PHOTO_CONTENT_TYPE = 'image/webp';
export const SHARE_CONTENT_TYPE = 'image/jpeg';

/** A variant's object name: its URL path without the leading slash. */
export function objectName(id: string, widths: readonly number[], width: number): string {
  return photoPath(id, widths, width).slice(1);
}

function statusOf(error: unknown): number | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'number' ? code : undefined;
}

/** A Cloud Storage call within the request's deadline; Storage failing, unreachable or not set up becomes 503. */
async function callStorage<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await beforeDeadline(operation(), 'Cloud Storage');
  } catch (error) {
    if (error instanceof ServiceUnavailable || statusOf(error) === 404) throw error;
    throw new ServiceUnavailable(undefined, undefined, `Cloud Storage failed: ${String(error)}`);
  }
}

export type PhotoStore = ReturnType<typeof createPhotoStore>;

/**
 * The photos' variants in Cloud Storage, through firebase-admin's client only. `bucket` is asked for on first use: a
 * project without a default bucket answers photo calls 503 (logged) and keeps everything else working.
 */
export function createPhotoStore(bucket: () => Bucket) {
  const file = (id: string, widths: readonly number[], width: number) => bucket().file(objectName(id, widths, width));
  const shareFile = (id: string, widths: readonly number[]) => bucket().file(photoSharePath(id, widths).slice(1));

  async function download(target: () => ReturnType<Bucket['file']>): Promise<Buffer | null> {
    try {
      const [bytes] = await callStorage(() => target().download());
      return bytes;
    } catch (error) {
      if (statusOf(error) === 404) return null;
      throw error;
    }
  }

  return {
    /** Writes every variant; one upload each, not resumable (they are small), never over an existing object. */
    async save(id: string, widths: readonly number[], variants: PhotoVariant[]): Promise<void> {
      await callStorage(() =>
        Promise.all(
          variants.map((variant) =>
            file(id, widths, variant.width).save(variant.bytes, {
              resumable: false,
              contentType: PHOTO_CONTENT_TYPE,
              metadata: { cacheControl: PHOTO_CACHE_CONTROL },
              preconditionOpts: { ifGenerationMatch: 0 },
            }),
          ),
        ),
      );
    },

    /** The bytes of one variant, or null when there is no such object. */
    read(id: string, widths: readonly number[], width: number): Promise<Buffer | null> {
      return download(() => file(id, widths, width));
    },

    /** Writes the share JPEG; one already there (made by another request) is fine. */
    async saveShare(id: string, widths: readonly number[], bytes: Buffer): Promise<void> {
      try {
        await callStorage(() =>
          shareFile(id, widths).save(bytes, {
            resumable: false,
            contentType: SHARE_CONTENT_TYPE,
            metadata: { cacheControl: PHOTO_CACHE_CONTROL },
            preconditionOpts: { ifGenerationMatch: 0 },
          }),
        );
      } catch (error) {
        if (statusOf(error) !== 412) throw error;
      }
    },

    /** The share JPEG's bytes, or null when it was not made (yet). */
    readShare(id: string, widths: readonly number[]): Promise<Buffer | null> {
      return download(() => shareFile(id, widths));
    },

    /** Deletes every variant of a photo and its share JPEG; ones already gone are fine. */
    async remove(id: string, widths: readonly number[]): Promise<void> {
      await callStorage(() =>
        Promise.all([...widths.map((width) => file(id, widths, width)), shareFile(id, widths)].map((target) => target.delete({ ignoreNotFound: true }))),
      );
    },
  };
}
