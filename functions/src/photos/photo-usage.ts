import { FieldValue, Timestamp, type DocumentReference, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { MSG } from '../domain/messages.js';
import { isPhotoUrl, parsePhotoPath } from '../domain/photos.js';
import { oneDoc, tracked } from '../db/read-metrics.js';
import { runTransaction } from '../db/transaction.js';
import type { ReleasedPhoto } from '../db/repo-options.js';
import { InvalidInput } from '../domain/errors.js';
import { PHOTOS, type PhotoDoc } from './photos-repo.js';

// A food's `foodImage` may be an uploaded photo's url (docs/ARCHITECTURE.md §5d). Adding, editing and deleting a food
// update the photos it takes and lets go of in the same transaction as the food: read with `readPhotoChange` (reads
// come before writes in a transaction), then write with `applyPhotoChange`.

interface PhotoRead {
  ref: DocumentReference;
  widths: number[];
  doc: PhotoDoc | undefined;
}

/** The photo a food takes (`to`) and the one it lets go of (`from`), as read in the transaction. */
export interface PhotoChange {
  to?: PhotoRead;
  from?: PhotoRead;
}

function photoRefOf(db: Firestore, image: string | undefined) {
  if (!image || !isPhotoUrl(image)) return undefined;
  const ref = parsePhotoPath(image);
  return ref ? { ref: db.collection(PHOTOS).doc(ref.id), widths: ref.widths } : undefined;
}

/** Reads the photos a food's image going from `from` to `to` touches (none when it stays the same). */
export async function readPhotoChange(tx: Transaction, db: Firestore, from: string | undefined, to: string | undefined): Promise<PhotoChange> {
  if (from === to) return {};
  const [taken, released] = [photoRefOf(db, to), photoRefOf(db, from)];
  const refs = [taken, released].filter((item) => item !== undefined);
  if (refs.length === 0) return {};
  const snapshots = await tracked(tx.getAll(...refs.map((item) => item.ref)), (docs) => docs.length);
  const read = (item: typeof taken, index: number): PhotoRead | undefined =>
    item && { ...item, doc: snapshots[index]?.data() as PhotoDoc | undefined };
  return { to: read(taken, 0), from: read(released, taken ? 1 : 0) };
}

const refused = (message: string) => new InvalidInput({ foodImage: message });

/**
 * Writes the change for food `foodId` of user `uid`: the photo taken must be the user's own (400 otherwise), unused
 * and not yet due; the photo let go of becomes `released`, due at once. Returns that photo, for deletion from Storage
 * after the commit.
 */
export function applyPhotoChange(tx: Transaction, change: PhotoChange, { uid, foodId, now }: { uid: string; foodId: string; now: Date }): ReleasedPhoto | undefined {
  const { to, from } = change;
  if (to) {
    const doc = to.doc;
    if (!doc || doc.widths.join('-') !== to.widths.join('-')) throw refused(MSG.photoNotFound);
    if (doc.ownerUid !== uid) throw refused(MSG.photoNotYours);
    if ((doc.foodId !== undefined && doc.foodId !== foodId) || doc.profileOf !== undefined) throw refused(MSG.photoInUse);
    if (doc.released || (doc.foodId === undefined && doc.deleteAfter && doc.deleteAfter.toMillis() <= now.getTime())) {
      throw refused(MSG.photoNotFound);
    }
    tx.update(to.ref, { foodId, deleteAfter: FieldValue.delete() });
  }
  if (from?.doc && from.doc.foodId === foodId) {
    tx.update(from.ref, { foodId: FieldValue.delete(), released: true, deleteAfter: Timestamp.fromDate(now) });
    return { id: from.ref.id, widths: from.doc.widths };
  }
  return undefined;
}

/**
 * `PUT /api/profile/photo`: the user's own uploaded photo, unused and not yet due, becomes their profile photo, kept
 * for good (no `deleteAfter`); 400 `errors.photo` otherwise. Setting the same photo again changes nothing.
 */
export async function keepProfilePhoto(db: Firestore, { uid, url, now }: { uid: string; url: string; now: Date }): Promise<void> {
  const refusedPhoto = (message: string) => new InvalidInput({ photo: message });
  const photo = photoRefOf(db, url);
  if (!photo) throw refusedPhoto(MSG.photoNotFound);
  await runTransaction(db, async (tx) => {
    const doc = (await tracked(tx.get(photo.ref), oneDoc)).data() as PhotoDoc | undefined;
    if (!doc || doc.widths.join('-') !== photo.widths.join('-')) throw refusedPhoto(MSG.photoNotFound);
    if (doc.ownerUid !== uid) throw refusedPhoto(MSG.photoNotYours);
    if (doc.profileOf === uid) return;
    if (doc.foodId !== undefined) throw refusedPhoto(MSG.photoInUse);
    if (doc.released || (doc.deleteAfter && doc.deleteAfter.toMillis() <= now.getTime())) throw refusedPhoto(MSG.photoNotFound);
    tx.update(photo.ref, { profileOf: uid, deleteAfter: FieldValue.delete() });
  });
}
