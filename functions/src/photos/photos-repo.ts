import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { PHOTO_UNUSED_HOURS } from '../domain/limits.js';
import { CODED } from '../domain/message-codes.js';
import type { SessionUser } from '../domain/types.js';
import { oneDoc, querySize, tracked } from '../db/read-metrics.js';
import { NO_LIMITS, type ReleasedPhoto, type RepoOptions } from '../db/repo-options.js';
import { runTransaction } from '../db/transaction.js';
import { USER_STATS, type UserStatsDoc } from '../db/user-stats.js';
import { dhakaDay, secondsUntilDhakaMidnight } from '../foods/dhaka-day.js';
import { LimitReached } from '../domain/errors.js';

export const PHOTOS = 'photos';

/**
 * An uploaded photo (id = the id in its URL). Exactly one of: used by a food (`foodId`), a user's profile photo
 * (`profileOf`), or unused and due for deletion at `deleteAfter` (24 h after the upload, or at once when a food let go of it: `released`).
 */
export interface PhotoDoc {
  ownerUid: string;
  /** The stored variant widths, ascending (also in the URL). */
  widths: number[];
  createdAt: Timestamp;
  foodId?: string;
  /** The uid whose profile photo it is (set at registration): kept for good, never a food's. */
  profileOf?: string;
  deleteAfter?: Timestamp;
  /** A food used it and let go of it (deleted, or given another image): it can never be used again. */
  released?: boolean;
}

const HOUR_MS = 60 * 60 * 1000;

export type PhotosRepo = ReturnType<typeof createPhotosRepo>;

export function createPhotosRepo(db: Firestore, options: RepoOptions = {}) {
  const now = options.now ?? (() => new Date());
  const limits = options.limits ?? NO_LIMITS;
  const photos = db.collection(PHOTOS);

  /** Photos the user uploaded today (Asia/Dhaka); 429 when that is the limit. */
  function countToday(stats: UserStatsDoc | undefined, at: Date): number {
    const today = stats?.photosAddedDay === dhakaDay(at) ? (stats.photosAddedCount ?? 0) : 0;
    const limit = limits.photosPerDay;
    if (limit !== null && today >= limit) throw new LimitReached(CODED.tooManyPhotos(limit), secondsUntilDhakaMidnight(at));
    return today;
  }

  return {
    /** A new photo id (a Firestore auto id: 20 letters and digits). */
    newId(): string {
      return photos.doc().id;
    },

    /** 429 before any work when the user already uploaded their photos for today (checked again on create). */
    async assertUnderLimit(uid: string): Promise<void> {
      if (limits.photosPerDay === null) return;
      const stats = await tracked(db.collection(USER_STATS).doc(uid).get(), oneDoc);
      countToday(stats.data() as UserStatsDoc | undefined, now());
    },

    /** One transaction: the daily limit, the photo's document (unused, due in 24 h) and the user's daily count. */
    async create(owner: SessionUser, id: string, widths: number[]): Promise<void> {
      const createdAt = now();
      const statsRef = db.collection(USER_STATS).doc(owner.uid);
      await runTransaction(db, async (tx) => {
        const stats = await tracked(tx.get(statsRef), oneDoc);
        const today = countToday(stats.data() as UserStatsDoc | undefined, createdAt);
        tx.create(photos.doc(id), {
          ownerUid: owner.uid,
          widths,
          createdAt: Timestamp.fromDate(createdAt),
          deleteAfter: Timestamp.fromMillis(createdAt.getTime() + PHOTO_UNUSED_HOURS * HOUR_MS),
        } satisfies PhotoDoc);
        tx.set(statsRef, { photosAddedDay: dhakaDay(createdAt), photosAddedCount: today + 1 } satisfies UserStatsDoc, { merge: true });
      });
    },

    /** Up to `limit` unused photos whose `deleteAfter` is at or before `cutoff`, the oldest first. */
    async due(cutoff: Date, limit: number): Promise<ReleasedPhoto[]> {
      const query = photos.where('deleteAfter', '<=', Timestamp.fromDate(cutoff)).orderBy('deleteAfter').limit(limit);
      const snapshot = await tracked(query.get(), querySize);
      return snapshot.docs.map((doc) => ({ id: doc.id, widths: (doc.data() as PhotoDoc).widths }));
    },

    /** Drops the document of a photo whose variants are deleted (a due photo can never be used again). */
    async forget(id: string): Promise<void> {
      await tracked(photos.doc(id).delete(), () => 0);
    },
  };
}
