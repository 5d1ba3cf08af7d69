import type { StoredDoc } from './document.js';
import { compareNames, compareValues, getAtPath, type FsValue } from './values.js';

/**
 * Document names by the encoded value of one field path (only scalar values are indexed), or for an array-contains
 * index by each scalar element of the array there.
 */
interface EqualityIndex {
  readonly path: readonly string[];
  readonly byValue: Map<string, Set<string>>;
  readonly elements: boolean;
}

/** One key of an order index: a field path (or `__name__`), compared descending when `reversed`. */
export interface OrderKey {
  readonly path: readonly string[];
  readonly isName: boolean;
  readonly reversed: boolean;
}

/** The documents that have every field of `keys`, ordered by those keys (the last one is `__name__`). */
interface OrderIndex {
  readonly keys: readonly OrderKey[];
  readonly docs: StoredDoc[];
}

const EMPTY_SET: ReadonlySet<string> = new Set();

/**
 * A key equal for two scalar values exactly when Firestore's `==` matches them (1 == 1.0, -0 == 0, NaN == NaN),
 * or undefined for arrays and maps, which the indexes leave to the filter scan.
 */
export function equalityKey(value: FsValue): string | undefined {
  switch (value.type) {
    case 'null':
      return 'z';
    case 'boolean':
      return value.value ? 'b1' : 'b0';
    case 'integer':
    case 'double':
      return `n${String(value.value)}`;
    case 'timestamp':
      return `t${value.seconds}.${value.nanos}`;
    case 'string':
      return `s${value.value}`;
    case 'bytes':
      return `y${Buffer.from(value.value).toString('hex')}`;
    case 'reference':
      return `r${value.value}`;
    case 'geo':
      return `g${String(value.latitude)},${String(value.longitude)}`;
    case 'array':
    case 'map':
      return undefined;
  }
}

/** Index of the first document for which `after` holds; `after` must be false, then true, along the array. */
export function firstIndex(sorted: readonly StoredDoc[], after: (doc: StoredDoc) => boolean): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (after(sorted[middle] as StoredDoc)) high = middle;
    else low = middle + 1;
  }
  return low;
}

/** One collection's documents in document-id order, plus equality indexes built on first use and kept up to date. */
export class Collection {
  private readonly docs: StoredDoc[] = [];
  private readonly byName = new Map<string, StoredDoc>();
  private readonly indexes = new Map<string, EqualityIndex>();
  private readonly orderIndexes = new Map<string, OrderIndex>();

  get size(): number {
    return this.docs.length;
  }

  /** The documents in ascending document-id order; read-only for callers. */
  get sorted(): readonly StoredDoc[] {
    return this.docs;
  }

  /** Stores a new version of a document; `previous` is the version it replaces, if any. */
  put(previous: StoredDoc | undefined, doc: StoredDoc): void {
    const at = this.positionOf(doc.name);
    if (previous) this.docs[at] = doc;
    else this.docs.splice(at, 0, doc);
    this.byName.set(doc.name, doc);
    for (const index of this.indexes.values()) {
      const before = previous ? keysAt(previous, index) : [];
      const after = keysAt(doc, index);
      for (const key of before) if (!after.includes(key)) removeName(index, key, doc.name);
      for (const key of after) if (!before.includes(key)) addName(index, key, doc.name);
    }
    for (const index of this.orderIndexes.values()) {
      if (previous) removeOrdered(index, previous);
      insertOrdered(index, doc);
    }
  }

  remove(previous: StoredDoc): void {
    const at = this.positionOf(previous.name);
    if (this.docs[at]?.name !== previous.name) return;
    this.docs.splice(at, 1);
    this.byName.delete(previous.name);
    for (const index of this.indexes.values()) {
      for (const key of keysAt(previous, index)) removeName(index, key, previous.name);
    }
    for (const index of this.orderIndexes.values()) removeOrdered(index, previous);
  }

  get(name: string): StoredDoc | undefined {
    return this.byName.get(name);
  }

  /** Names of the documents whose field at `path` equals `value`, or undefined when the value is not indexable. */
  equalTo(path: readonly string[], value: FsValue): ReadonlySet<string> | undefined {
    const key = equalityKey(value);
    if (key === undefined) return undefined;
    return this.indexFor(path, false).byValue.get(key) ?? EMPTY_SET;
  }

  /** Names of the documents whose array at `path` contains `value`, or undefined when the value is not indexable. */
  containing(path: readonly string[], value: FsValue): ReadonlySet<string> | undefined {
    const key = equalityKey(value);
    if (key === undefined) return undefined;
    return this.indexFor(path, true).byValue.get(key) ?? EMPTY_SET;
  }

  /** The documents that have every field of `keys`, in the order of the keys (the last one is `__name__`). */
  orderedBy(keys: readonly OrderKey[]): readonly StoredDoc[] {
    const id = JSON.stringify(keys);
    let index = this.orderIndexes.get(id);
    if (!index) {
      const docs = this.docs.filter((doc) => hasKeys(doc, keys));
      docs.sort((a, b) => compareByKeys(keys, a, b));
      index = { keys, docs };
      this.orderIndexes.set(id, index);
    }
    return index.docs;
  }

  private indexFor(path: readonly string[], elements: boolean): EqualityIndex {
    const id = JSON.stringify([elements, path]);
    let index = this.indexes.get(id);
    if (!index) {
      index = { path: [...path], byValue: new Map(), elements };
      for (const doc of this.docs) for (const key of keysAt(doc, index)) addName(index, key, doc.name);
      this.indexes.set(id, index);
    }
    return index;
  }

  private positionOf(name: string): number {
    return firstIndex(this.docs, (doc) => compareNames(doc.name, name) >= 0);
  }
}

/** The keys a document has in an index: its value's, or each distinct scalar element's of an array. */
function keysAt(doc: StoredDoc, index: EqualityIndex): string[] {
  const value = getAtPath(doc.fields, index.path);
  if (value === undefined) return [];
  if (!index.elements) {
    const key = equalityKey(value);
    return key === undefined ? [] : [key];
  }
  if (value.type !== 'array') return [];
  const keys = new Set<string>();
  for (const element of value.values) {
    const key = equalityKey(element);
    if (key !== undefined) keys.add(key);
  }
  return [...keys];
}

function addName(index: EqualityIndex, key: string, name: string): void {
  let names = index.byValue.get(key);
  if (!names) {
    names = new Set();
    index.byValue.set(key, names);
  }
  names.add(name);
}

function removeName(index: EqualityIndex, key: string, name: string): void {
  const names = index.byValue.get(key);
  if (!names) return;
  names.delete(name);
  if (names.size === 0) index.byValue.delete(key);
}

function hasKeys(doc: StoredDoc, keys: readonly OrderKey[]): boolean {
  return keys.every((key) => key.isName || getAtPath(doc.fields, key.path) !== undefined);
}

/** Compares two documents that have every field of `keys` in the order of the keys. */
export function compareByKeys(keys: readonly OrderKey[], a: StoredDoc, b: StoredDoc): number {
  for (const key of keys) {
    const result = key.isName
      ? compareNames(a.name, b.name)
      : compareValues(getAtPath(a.fields, key.path) as FsValue, getAtPath(b.fields, key.path) as FsValue);
    if (result !== 0) return key.reversed ? -result : result;
  }
  return 0;
}

/** Position of `doc` in an order index. */
function orderedPosition(index: OrderIndex, doc: StoredDoc): number {
  return firstIndex(index.docs, (other) => compareByKeys(index.keys, other, doc) >= 0);
}

function insertOrdered(index: OrderIndex, doc: StoredDoc): void {
  if (hasKeys(doc, index.keys)) index.docs.splice(orderedPosition(index, doc), 0, doc);
}

function removeOrdered(index: OrderIndex, doc: StoredDoc): void {
  if (!hasKeys(doc, index.keys)) return;
  const at = orderedPosition(index, doc);
  if (index.docs[at]?.name === doc.name) index.docs.splice(at, 1);
}
