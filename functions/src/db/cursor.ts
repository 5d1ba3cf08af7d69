import { createHash } from 'node:crypto';

/** What a cursor pins: the last row's sort values, then its document id. */
export type CursorPosition = (string | number)[];

function scopeTag(scope: string): string {
  return createHash('sha256').update(scope).digest('base64url').slice(0, 12);
}

/**
 * An opaque page cursor: the position to continue after, bound to the `scope` of the query it came from (its
 * filters and order), so a cursor of one list is refused by another.
 */
export function encodeCursor(scope: string, position: CursorPosition): string {
  return Buffer.from(JSON.stringify([scopeTag(scope), ...position]), 'utf8').toString('base64url');
}

/** The position of a cursor made by `encodeCursor` for the same scope, or undefined for anything else. */
export function decodeCursor(scope: string, cursor: string, arity: number): CursorPosition | undefined {
  if (!/^[A-Za-z0-9_-]{1,1024}$/.test(cursor)) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (!Array.isArray(parsed) || parsed.length !== arity + 1 || parsed[0] !== scopeTag(scope)) return undefined;
  const position = parsed.slice(1) as unknown[];
  const valid = position.every((value) => typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value)));
  return valid ? (position as CursorPosition) : undefined;
}
