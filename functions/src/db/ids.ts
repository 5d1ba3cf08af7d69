import { randomInt } from 'node:crypto';

const MAX_MILLIS = 9_999_999_999_999;
const ID_ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

/**
 * A document id that sorts newest first: the time until year 2286 in 13 digits, then 8 random base-36 characters.
 * Queries ordered by document id (Firestore's default order) therefore list the newest documents first.
 */
export function newestFirstId(now: Date): string {
  const head = String(MAX_MILLIS - now.getTime()).padStart(13, '0');
  let tail = '';
  for (let i = 0; i < 8; i += 1) tail += ID_ALPHABET[randomInt(ID_ALPHABET.length)];
  return head + tail;
}

/**
 * Whether `id` can be a document id of this API: rejects path tricks and the ids Cloud Firestore reserves
 * (`__.*__`) before they reach Firestore.
 */
export function isDocumentId(id: string): boolean {
  return /^[A-Za-z0-9_-]{1,128}$/.test(id) && !/^__.*__$/.test(id);
}
