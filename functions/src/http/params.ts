import type { Request } from 'express';
import { CODED } from '../domain/message-codes.js';
import { MSG } from '../domain/messages.js';
import { decodeCursor, type CursorPosition, type CursorValueKind } from '../db/cursor.js';
import { InvalidInput } from '../domain/errors.js';

/** What the parameter readers use of a request: its parsed query string (an in-process read passes only this). */
export type QuerySource = Pick<Request, 'query'>;

/** A query parameter given at most once, as text (`?a=1&a=2` and `?a[x]=1` are 400). */
export function singleParam(req: QuerySource, name: string): string | undefined {
  const value: unknown = req.query[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw new InvalidInput({ [name]: MSG.invalidInput });
  return value;
}

/** `?limit=`: a whole number from 1 to `max`, `fallback` when absent. */
export function limitParam(req: QuerySource, fallback: number, max: number): number {
  const text = singleParam(req, 'limit');
  if (text === undefined) return fallback;
  const limit = Number(text);
  if (!/^\d{1,6}$/.test(text) || limit < 1 || limit > max) throw new InvalidInput({ limit: CODED.invalidLimit(max) });
  return limit;
}

/**
 * `?cursor=`: the position of a cursor this list (`scope`) issued, its values of `kinds`; undefined when absent, 400
 * when foreign, broken or holding a value the list's query cannot take.
 */
export function cursorParam(req: QuerySource, scope: string, kinds: readonly CursorValueKind[]): CursorPosition | undefined {
  const text = singleParam(req, 'cursor');
  if (!text) return undefined;
  const position = decodeCursor(scope, text, kinds);
  if (!position) throw new InvalidInput({ cursor: MSG.invalidCursor });
  return position;
}
