import { getAtPath, NAME_FIELD, type Fields, type FsValue } from './values.js';

/** An immutable version of a document; every write creates a new object. */
export interface StoredDoc {
  readonly name: string;
  readonly fields: Fields;
  /** Nanoseconds since the epoch; unique per commit, so it doubles as the version for stale-read checks. */
  readonly createTime: bigint;
  readonly updateTime: bigint;
}

export function timestampOf(time: bigint): { seconds: number; nanos: number } {
  return { seconds: Number(time / 1_000_000_000n), nanos: Number(time % 1_000_000_000n) };
}

export function timeFromTimestamp(timestamp: { seconds: number; nanos: number }): bigint {
  return BigInt(timestamp.seconds) * 1_000_000_000n + BigInt(timestamp.nanos);
}

/** Whether a parsed field path is the document id pseudo-field `__name__`. */
export function isNamePath(path: readonly string[]): boolean {
  return path.length === 1 && path[0] === NAME_FIELD;
}

/** A document's value at a field path, `__name__` being its name as a reference; undefined when absent. */
export function fieldOf(doc: StoredDoc, path: readonly string[]): FsValue | undefined {
  return isNamePath(path) ? { type: 'reference', value: doc.name } : getAtPath(doc.fields, path);
}
