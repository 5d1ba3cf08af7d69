import { createHash } from 'node:crypto';
import { isDocumentId } from './ids.js';

/** What a cursor pins: the last row's sort values, then its document id. */
export type CursorPosition = (string | number)[];

/** What one value of a cursor must be: a stored time (ms), a document id, a sort value or a search gram. */
export type CursorValueKind = 'time' | 'id' | 'number' | 'text';

// Cloud Firestore's Timestamp range, 0001-01-01T00:00:00Z to 9999-12-31T23:59:59.999Z: Timestamp.fromMillis throws
// outside it.
const MIN_TIME_MILLIS = -62_135_596_800_000;
const MAX_TIME_MILLIS = 253_402_300_799_999;

/** Whether a cursor value can be a stored time: whole milliseconds that Firestore's Timestamp can hold. */
export function isCursorTime(value: unknown): value is number {
  return Number.isSafeInteger(value) && (value as number) >= MIN_TIME_MILLIS && (value as number) <= MAX_TIME_MILLIS;
}

const VALUE_CHECKS: Record<CursorValueKind, (value: unknown) => boolean> = {
  time: isCursorTime,
  id: (value) => typeof value === 'string' && isDocumentId(value),
  number: (value) => typeof value === 'number' && Number.isFinite(value),
  text: (value) => typeof value === 'string',
};

/**
 * A cursor's check: a digest of the query's scope and the position, so a cursor of another list, or one whose values
 * were edited, is refused. A digest, not a signature: a client that rebuilds it can only page its own list oddly, as
 * every value is still checked (decodeCursor) before it reaches Firestore.
 */
function checkOf(scope: string, position: readonly unknown[]): string {
  return createHash('sha256').update(JSON.stringify([scope, ...position])).digest('base64url').slice(0, 16);
}

/**
 * An opaque page cursor: the position to continue after, bound to the `scope` of the query it came from (its
 * filters and order), so a cursor of one list is refused by another, and an altered one by all.
 */
export function encodeCursor(scope: string, position: CursorPosition): string {
  return Buffer.from(JSON.stringify([checkOf(scope, position), ...position]), 'utf8').toString('base64url');
}

/**
 * The position of a cursor made by `encodeCursor` for the same scope whose values are of `kinds`, or undefined for
 * anything else: every value a query receives from a cursor is checked here, so no client text reaches Firestore as
 * a time it cannot hold or an id it would refuse.
 */
export function decodeCursor(scope: string, cursor: string, kinds: readonly CursorValueKind[]): CursorPosition | undefined {
  if (!/^[A-Za-z0-9_-]{1,1024}$/.test(cursor)) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (!Array.isArray(parsed) || parsed.length !== kinds.length + 1) return undefined;
  const position = parsed.slice(1) as unknown[];
  if (parsed[0] !== checkOf(scope, position)) return undefined;
  const valid = position.every((value, i) => VALUE_CHECKS[kinds[i] as CursorValueKind](value));
  // Only the text encodeCursor writes: base64 decoding ignores the spare bits of a last character, and JSON its spacing.
  return valid && encodeCursor(scope, position as CursorPosition) === cursor ? (position as CursorPosition) : undefined;
}
