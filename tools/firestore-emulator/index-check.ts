import { status } from '@grpc/grpc-js';
import { isNamePath } from './document.js';
import { GrpcError } from './errors.js';
import { defaultNameMode, type CompositeIndex, type IndexConfig, type IndexField, type IndexMode, type QueryScope } from './index-config.js';
import type { NormalizedQuery } from './normalize.js';
import {
  StructuredQueryCompositeFilterOperator as CompositeOp,
  StructuredQueryFieldFilterOperator as FieldOp,
  StructuredQueryUnaryFilterOperator as UnaryOp,
  type StructuredQueryFilter,
} from './proto.js';
import { formatFieldPath, NAME_FIELD, parseFieldPath } from './values.js';

/**
 * What one conjunction of a query needs from an index (README.md, "Composite indexes"): its equality fields (== and
 * `in`, IS_NULL, IS_NAN) in any order, its array-contains field, then exactly its orders (explicit, then the implicit
 * ones for inequalities, then `__name__`) in their directions.
 */
interface Need {
  equalities: Map<string, readonly string[]>;
  contains: { key: string; path: readonly string[] } | null;
  suffix: IndexField[];
}

/** The conjunctions of a filter's disjunctive normal form, each as its leaf filters (Cloud Firestore plans each). */
function disjuncts(filter: StructuredQueryFilter | null): StructuredQueryFilter[][] {
  if (!filter) return [[]];
  if (filter.has_composite_filter) {
    const children = filter.composite_filter.filters.map(disjuncts);
    if (filter.composite_filter.op === CompositeOp.OR) return children.flat();
    return children.reduce<StructuredQueryFilter[][]>(
      (product, child) => product.flatMap((left) => child.map((right) => [...left, ...right])),
      [[]],
    );
  }
  return [[filter]];
}

const EQUALITY_OPS = new Set<FieldOp>([FieldOp.EQUAL, FieldOp.IN]);
const CONTAINS_OPS = new Set<FieldOp>([FieldOp.ARRAY_CONTAINS, FieldOp.ARRAY_CONTAINS_ANY]);

function needOf(query: NormalizedQuery, leaves: readonly StructuredQueryFilter[]): Need {
  const equalities = new Map<string, readonly string[]>();
  let contains: Need['contains'] = null;
  for (const leaf of leaves) {
    let path: string[];
    let kind: 'equality' | 'contains' | 'other';
    if (leaf.has_field_filter) {
      path = parseFieldPath(leaf.field_filter.field.field_path);
      const op = leaf.field_filter.op;
      kind = EQUALITY_OPS.has(op) ? 'equality' : CONTAINS_OPS.has(op) ? 'contains' : 'other';
    } else if (leaf.has_unary_filter) {
      path = parseFieldPath(leaf.unary_filter.field.field_path);
      const op = leaf.unary_filter.op;
      kind = op === UnaryOp.IS_NULL || op === UnaryOp.IS_NAN ? 'equality' : 'other';
    } else {
      continue;
    }
    // The document key is in every index: filters on it need no field of their own.
    if (isNamePath(path)) continue;
    if (kind === 'equality') equalities.set(formatFieldPath(path), path);
    if (kind === 'contains') contains = { key: formatFieldPath(path), path };
  }
  // Ordering by a field held equal orders nothing; the index needs it only as an equality.
  const suffix = query.orders
    .map((order): IndexField => {
      const path = order.isName ? [NAME_FIELD] : order.path;
      return { path, key: formatFieldPath(path), mode: order.descending ? 'DESCENDING' : 'ASCENDING' };
    })
    .filter((field) => !equalities.has(field.key));
  return { equalities, contains, suffix };
}

/** The automatic (or overridden) single-field indexes of one field, as index field lists ending with `__name__`. */
function singleFieldIndexes(config: IndexConfig, collectionGroup: string, scope: QueryScope, field: IndexField): IndexField[][] {
  const own = config.fieldOverrides.find((override) => override.collectionGroup === collectionGroup && override.path && formatFieldPath(override.path) === field.key);
  const all = config.fieldOverrides.find((override) => override.collectionGroup === collectionGroup && override.path === null);
  const settings = own ?? all;
  const modes: IndexMode[] = settings
    ? settings.indexes.filter((index) => index.queryScope === scope).map((index) => index.mode)
    : scope === 'COLLECTION'
      ? ['ASCENDING', 'DESCENDING', 'CONTAINS']
      : [];
  return modes.map((mode) => [
    { path: field.path, key: field.key, mode },
    { path: [NAME_FIELD], key: NAME_FIELD, mode: mode === 'DESCENDING' ? 'DESCENDING' : 'ASCENDING' },
  ]);
}

const sameField = (a: IndexField, b: IndexField) => a.key === b.key && a.mode === b.mode;

/**
 * The fields of the need's equalities and array-contains that `fields` serves, or null when it cannot serve the need:
 * it must be some of those fields (equalities in either direction, the array one as CONTAINS), then exactly the suffix.
 */
function covered(need: Need, fields: readonly IndexField[]): string[] | null {
  const prefixLength = fields.length - need.suffix.length;
  if (prefixLength < 0) return null;
  if (!need.suffix.every((field, i) => sameField(field, fields[prefixLength + i] as IndexField))) return null;
  const keys: string[] = [];
  for (const field of fields.slice(0, prefixLength)) {
    const equality = need.equalities.has(field.key) && field.mode !== 'CONTAINS';
    const contains = need.contains?.key === field.key && field.mode === 'CONTAINS';
    if (!equality && !contains) return null;
    keys.push(field.key);
  }
  return keys;
}

/** An index a query may read: a declared composite one, or a single-field one (`index` null). */
interface Candidate {
  fields: readonly IndexField[];
  index: CompositeIndex | null;
}

/**
 * Whether the candidates serve the need: one index holding all its fields, or, for equalities only, several merged
 * (zig-zag merge join of indexes ending in the same suffix). Cloud Firestore documents merging for equality clauses
 * only, so an array-contains with any other field must share one index with them.
 */
function served(need: Need, candidates: readonly Candidate[]): boolean {
  const wanted = new Set([...need.equalities.keys(), ...(need.contains ? [need.contains.key] : [])]);
  if (wanted.size === 0 && need.suffix.length === 1) return true; // a plain scan of the collection in key order
  const got = new Set<string>();
  let fits = false;
  for (const candidate of candidates) {
    const keys = covered(need, candidate.fields);
    if (!keys) continue;
    if (keys.length === wanted.size) return true;
    if (need.contains && keys.includes(need.contains.key)) continue;
    fits = true;
    for (const key of keys) got.add(key);
  }
  return fits && !need.contains && [...wanted].every((key) => got.has(key));
}

/** The index Cloud Firestore would ask for, in `firestore.indexes.json` form. */
function suggestion(need: Need, collectionGroup: string, scope: QueryScope): string {
  const fields: IndexField[] = [
    ...[...need.equalities].map(([key, path]): IndexField => ({ key, path, mode: 'ASCENDING' })),
    ...(need.contains ? [{ ...need.contains, mode: 'CONTAINS' as const }] : []),
    ...need.suffix,
  ];
  const last = fields.at(-1);
  // A trailing __name__ in the direction Firestore would add anyway is left implicit, as the console writes it.
  if (last?.key === NAME_FIELD && last.mode === defaultNameMode(fields.slice(0, -1)) && fields.length > 1) fields.pop();
  const spec = {
    collectionGroup,
    queryScope: scope,
    fields: fields.map((field) =>
      field.mode === 'CONTAINS' ? { fieldPath: field.key, arrayConfig: 'CONTAINS' } : { fieldPath: field.key, order: field.mode },
    ),
  };
  return JSON.stringify(spec);
}

/**
 * Refuses, as Cloud Firestore does, a query that no declared composite index and no single-field index can serve:
 * FAILED_PRECONDITION 'The query requires an index', naming the index to declare. Vector (findNearest) and kindless
 * queries are not checked (README.md). Returns the declared indexes the query could not run without.
 */
export function checkIndexes(config: IndexConfig, query: NormalizedQuery): CompositeIndex[] {
  if (query.collectionId === '' || query.nearest) return [];
  const collectionGroup = query.collectionId;
  const scope: QueryScope = query.allDescendants ? 'COLLECTION_GROUP' : 'COLLECTION';
  const composites: Candidate[] = config.indexes
    .filter((index) => index.collectionGroup === collectionGroup && index.queryScope === scope)
    .map((index) => ({ fields: index.fields, index }));
  const essential = new Set<CompositeIndex>();
  for (const leaves of disjuncts(query.where)) {
    const need = needOf(query, leaves);
    const fieldsUsed = new Map<string, IndexField>();
    for (const [key, path] of need.equalities) fieldsUsed.set(key, { key, path, mode: 'ASCENDING' });
    if (need.contains) fieldsUsed.set(need.contains.key, { ...need.contains, mode: 'CONTAINS' });
    for (const field of need.suffix) if (field.key !== NAME_FIELD) fieldsUsed.set(field.key, field);
    const singles = [...fieldsUsed.values()]
      .flatMap((field) => singleFieldIndexes(config, collectionGroup, scope, field))
      .map((fields): Candidate => ({ fields, index: null }));
    const candidates = [...composites, ...singles];
    if (!served(need, candidates)) {
      throw new GrpcError(
        status.FAILED_PRECONDITION,
        `The query requires an index. Declare it in firestore.indexes.json: ${suggestion(need, collectionGroup, scope)}`,
      );
    }
    for (const candidate of composites) {
      if (candidate.index && !served(need, candidates.filter((other) => other !== candidate))) essential.add(candidate.index);
    }
  }
  return [...essential];
}
