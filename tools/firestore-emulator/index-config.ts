import { readFileSync } from 'node:fs';
import { isNamePath } from './document.js';
import { formatFieldPath, NAME_FIELD, parseFieldPath } from './values.js';

/** The JSON of a `firestore.indexes.json` file, as `firebase deploy` reads it. */
export interface IndexesFile {
  indexes: IndexSpec[];
  fieldOverrides?: FieldOverrideSpec[];
}

export interface IndexSpec {
  collectionGroup: string;
  queryScope: QueryScope;
  fields: IndexFieldSpec[];
  apiScope?: string;
  density?: string;
  multikey?: boolean;
}

export interface IndexFieldSpec {
  fieldPath: string;
  order?: 'ASCENDING' | 'DESCENDING';
  arrayConfig?: 'CONTAINS';
  vectorConfig?: unknown;
  searchConfig?: unknown;
}

export interface FieldOverrideSpec {
  collectionGroup: string;
  /** A field path, or `*` for every field of the collection group without an override of its own. */
  fieldPath: string;
  ttl?: boolean;
  indexes: { order?: 'ASCENDING' | 'DESCENDING'; arrayConfig?: 'CONTAINS'; queryScope?: QueryScope }[];
}

export type QueryScope = 'COLLECTION' | 'COLLECTION_GROUP';
export type IndexMode = 'ASCENDING' | 'DESCENDING' | 'CONTAINS';

/** One field of an index: its parsed path, the canonical path (the comparison key) and how it is indexed. */
export interface IndexField {
  path: readonly string[];
  key: string;
  mode: IndexMode;
}

/** A declared composite index, its fields ending with `__name__` as Cloud Firestore stores it. */
export interface CompositeIndex {
  collectionGroup: string;
  queryScope: QueryScope;
  fields: readonly IndexField[];
  /** The entry as declared in the file. */
  spec: IndexSpec;
}

/** The single-field index settings of one field path (or `*`) of a collection group. */
export interface FieldOverride {
  collectionGroup: string;
  /** Null for `*`. */
  path: readonly string[] | null;
  indexes: readonly { mode: IndexMode; queryScope: QueryScope }[];
}

export interface IndexConfig {
  /** Composite indexes that can serve queries here (see README: vector and search indexes cannot). */
  indexes: readonly CompositeIndex[];
  fieldOverrides: readonly FieldOverride[];
}

export class InvalidIndexConfigError extends Error {}

const QUERY_SCOPES: readonly string[] = ['COLLECTION', 'COLLECTION_GROUP'];
const ORDERS: readonly string[] = ['ASCENDING', 'DESCENDING'];
const API_SCOPES: readonly string[] = ['ANY_API', 'DATASTORE_MODE_API', 'MONGODB_COMPATIBLE_API'];
const NAME_KEY = NAME_FIELD;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `__name__` is appended in the direction of the last field, or ascending when the last field is an array one. */
export function defaultNameMode(fields: readonly IndexField[]): IndexMode {
  const last = fields.at(-1);
  return last?.mode === 'DESCENDING' ? 'DESCENDING' : 'ASCENDING';
}

function sameFields(a: readonly IndexField[], b: readonly IndexField[]): boolean {
  return a.length === b.length && a.every((field, i) => field.key === b[i]?.key && field.mode === b[i]?.mode);
}

/** Reads and validates index definitions; `source` names them in error messages. */
export function parseIndexConfig(json: unknown, source = 'firestore.indexes.json'): IndexConfig {
  const fail = (where: string, problem: string): never => {
    throw new InvalidIndexConfigError(`${source}: ${where}: ${problem}`);
  };
  if (!isObject(json)) fail('top level', 'must be an object with "indexes" (and optionally "fieldOverrides")');
  const file = json as Record<string, unknown>;
  if (!Array.isArray(file.indexes)) fail('top level', '"indexes" must be an array');
  if (file.fieldOverrides !== undefined && !Array.isArray(file.fieldOverrides)) fail('top level', '"fieldOverrides" must be an array');

  const fieldPathOf = (where: string, value: unknown): string[] => {
    if (typeof value !== 'string' || value === '') return fail(where, '"fieldPath" must be a non-empty string');
    try {
      return parseFieldPath(value);
    } catch {
      return fail(where, `"fieldPath" ${JSON.stringify(value)} is not a valid field path`);
    }
  };
  const collectionGroupOf = (where: string, value: unknown): string => {
    if (typeof value !== 'string' || value === '' || value.includes('/')) {
      return fail(where, '"collectionGroup" must be a collection id (a non-empty string without "/")');
    }
    return value;
  };

  const indexes: CompositeIndex[] = [];
  (file.indexes as unknown[]).forEach((entry, i) => {
    const where = `indexes[${i}]`;
    if (!isObject(entry)) return fail(where, 'must be an object');
    const collectionGroup = collectionGroupOf(where, entry.collectionGroup);
    if (!QUERY_SCOPES.includes(entry.queryScope as string)) fail(where, '"queryScope" must be COLLECTION or COLLECTION_GROUP');
    if (entry.apiScope !== undefined && !API_SCOPES.includes(entry.apiScope as string)) {
      fail(where, `"apiScope" must be one of ${API_SCOPES.join(', ')}`);
    }
    if (!Array.isArray(entry.fields) || entry.fields.length === 0) return fail(where, '"fields" must be a non-empty array');
    const fields: IndexField[] = [];
    let servesQueries = entry.apiScope === undefined || entry.apiScope === 'ANY_API';
    (entry.fields as unknown[]).forEach((raw, j) => {
      const at = `${where}.fields[${j}]`;
      if (!isObject(raw)) return fail(at, 'must be an object');
      const configs = ['order', 'arrayConfig', 'vectorConfig', 'searchConfig'].filter((name) => raw[name] !== undefined);
      if (configs.length !== 1) fail(at, 'must have exactly one of "order", "arrayConfig", "vectorConfig", "searchConfig"');
      const path = fieldPathOf(at, raw.fieldPath);
      const key = formatFieldPath(path);
      if (fields.some((field) => field.key === key)) fail(at, `field ${key} appears twice in the index`);
      if (raw.vectorConfig !== undefined || raw.searchConfig !== undefined) {
        servesQueries = false;
        return;
      }
      let mode: IndexMode;
      if (raw.order !== undefined) {
        if (!ORDERS.includes(raw.order as string)) fail(at, '"order" must be ASCENDING or DESCENDING');
        mode = raw.order as IndexMode;
      } else {
        if (raw.arrayConfig !== 'CONTAINS') fail(at, '"arrayConfig" must be CONTAINS');
        if (fields.some((field) => field.mode === 'CONTAINS')) fail(at, 'an index can have at most one array field');
        mode = 'CONTAINS';
      }
      if (isNamePath(path)) {
        if (mode === 'CONTAINS') fail(at, '__name__ cannot be an array field');
        if (j !== (entry.fields as unknown[]).length - 1) fail(at, '__name__ must be the last field');
      }
      fields.push({ path, key, mode });
    });
    if (!servesQueries) return;
    if (fields.at(-1)?.key !== NAME_KEY) fields.push({ path: [NAME_FIELD], key: NAME_KEY, mode: defaultNameMode(fields) });
    const [first, name] = fields as [IndexField, IndexField | undefined];
    const singleField = fields.length === 2 && name?.mode === (first.mode === 'DESCENDING' ? 'DESCENDING' : 'ASCENDING');
    if (singleField || (fields.length === 1 && first.mode === 'ASCENDING')) {
      fail(where, 'a single-field index is not a composite index (Cloud Firestore rejects it as not necessary): set it in "fieldOverrides"');
    }
    const index: CompositeIndex = { collectionGroup, queryScope: entry.queryScope as QueryScope, fields, spec: entry as unknown as IndexSpec };
    const twin = indexes.findIndex(
      (other) => other.collectionGroup === collectionGroup && other.queryScope === index.queryScope && sameFields(other.fields, fields),
    );
    if (twin >= 0) fail(where, `declares the same index as indexes[${twin}]`);
    indexes.push(index);
  });

  const fieldOverrides: FieldOverride[] = [];
  ((file.fieldOverrides ?? []) as unknown[]).forEach((entry, i) => {
    const where = `fieldOverrides[${i}]`;
    if (!isObject(entry)) return fail(where, 'must be an object');
    const collectionGroup = collectionGroupOf(where, entry.collectionGroup);
    const path = entry.fieldPath === '*' ? null : fieldPathOf(where, entry.fieldPath);
    if (path && isNamePath(path)) fail(where, '__name__ has no single-field settings (a descending __name__ index is declared in "indexes")');
    if (entry.ttl !== undefined && typeof entry.ttl !== 'boolean') fail(where, '"ttl" must be a boolean');
    if (!Array.isArray(entry.indexes)) return fail(where, '"indexes" must be an array ([] exempts the field from single-field indexing)');
    const modes: { mode: IndexMode; queryScope: QueryScope }[] = [];
    (entry.indexes as unknown[]).forEach((raw, j) => {
      const at = `${where}.indexes[${j}]`;
      if (!isObject(raw)) return fail(at, 'must be an object');
      if ((raw.order === undefined) === (raw.arrayConfig === undefined)) fail(at, 'must have exactly one of "order", "arrayConfig"');
      if (raw.order !== undefined && !ORDERS.includes(raw.order as string)) fail(at, '"order" must be ASCENDING or DESCENDING');
      if (raw.arrayConfig !== undefined && raw.arrayConfig !== 'CONTAINS') fail(at, '"arrayConfig" must be CONTAINS');
      if (raw.queryScope !== undefined && !QUERY_SCOPES.includes(raw.queryScope as string)) {
        fail(at, '"queryScope" must be COLLECTION or COLLECTION_GROUP');
      }
      const mode = (raw.order ?? 'CONTAINS') as IndexMode;
      const queryScope = (raw.queryScope ?? 'COLLECTION') as QueryScope;
      if (!modes.some((m) => m.mode === mode && m.queryScope === queryScope)) modes.push({ mode, queryScope });
    });
    const key = path ? formatFieldPath(path) : '*';
    const twin = fieldOverrides.findIndex(
      (other) => other.collectionGroup === collectionGroup && (other.path ? formatFieldPath(other.path) : '*') === key,
    );
    if (twin >= 0) fail(where, `overrides the same field as fieldOverrides[${twin}]`);
    fieldOverrides.push({ collectionGroup, path, indexes: modes });
  });
  return { indexes, fieldOverrides };
}

/** Index definitions from a parsed `firestore.indexes.json` object or the path of such a file. */
export function loadIndexConfig(input: IndexesFile | string): IndexConfig {
  if (typeof input !== 'string') return parseIndexConfig(input, 'indexes option');
  let text: string;
  try {
    text = readFileSync(input, 'utf8');
  } catch (error) {
    throw new InvalidIndexConfigError(`cannot read the index file ${input}: ${(error as Error).message}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new InvalidIndexConfigError(`${input}: not valid JSON: ${(error as Error).message}`);
  }
  return parseIndexConfig(json, input);
}
