import { StructuredQueryFieldFilterOperator as FieldOp } from './proto.js';
import type { StructuredQueryFilter } from './proto.js';
import type { Collection } from './collection.js';
import { isNamePath, type StoredDoc } from './document.js';
import { allOf, compileFilter, conjuncts, type Predicate } from './filters.js';
import type { NormalizedQuery } from './normalize.js';
import type { Order } from './order.js';
import type { DocumentReader } from './store.js';
import { fromProtoValue, parseFieldPath } from './values.js';

/** How a query reads its documents. */
export type Plan =
  /** Nothing can match (no such collection, or an `==` index set is empty). */
  | { kind: 'none' }
  /**
   * `sorted` is already in index order (the query's order, walked backwards when its first order is descending), so the
   * walk starts at the start cursor and stops once enough documents are accepted.
   */
  | { kind: 'ordered-walk'; sorted: readonly StoredDoc[]; accepts: Predicate }
  /** Every candidate is filtered by `predicate` (null: all pass), then ordered; candidates are in document-id order. */
  | { kind: 'scan'; candidates: readonly StoredDoc[]; predicate: Predicate | null };

interface EqualitySets {
  /** Index sets of the indexable `==` conjuncts, smallest first. */
  sets: ReadonlySet<string>[];
  /** The other conjuncts, which candidates taken from the sets must still pass. */
  residual: Predicate | null;
}

/** The filters an index answers: `==` and `in` from the equality index, `array-contains(-any)` from the elements' one. */
const INDEXED_OPS = new Map<FieldOp, { elements: boolean; list: boolean }>([
  [FieldOp.EQUAL, { elements: false, list: false }],
  [FieldOp.IN, { elements: false, list: true }],
  [FieldOp.ARRAY_CONTAINS, { elements: true, list: false }],
  [FieldOp.ARRAY_CONTAINS_ANY, { elements: true, list: true }],
]);

/** The names of the documents a filter matches, from the collection's indexes; undefined when a value is not indexable. */
function indexedNames(collection: Collection, filter: StructuredQueryFilter): ReadonlySet<string> | undefined {
  const indexed = filter.has_field_filter ? INDEXED_OPS.get(filter.field_filter.op) : undefined;
  if (!indexed) return undefined;
  const path = parseFieldPath(filter.field_filter.field.field_path);
  if (isNamePath(path)) return undefined;
  const value = fromProtoValue(filter.field_filter.value);
  const lookup = (wanted: typeof value) => (indexed.elements ? collection.containing(path, wanted) : collection.equalTo(path, wanted));
  if (!indexed.list) return lookup(value);
  if (value.type !== 'array') return undefined;
  // `in` and `array-contains-any`: the documents matching any of the listed values.
  const union = new Set<string>();
  for (const wanted of value.values) {
    const names = lookup(wanted);
    if (!names) return undefined;
    for (const name of names) union.add(name);
  }
  return union;
}

/**
 * Answers each `==` and `in` conjunct on a non-id field with scalar values from the collection's equality index, and
 * each `array-contains` and `array-contains-any` of scalars from its array-contains index.
 */
function equalitySets(collection: Collection, where: StructuredQueryFilter | null): EqualitySets {
  if (!where) return { sets: [], residual: null };
  const sets: ReadonlySet<string>[] = [];
  const residual: Predicate[] = [];
  for (const filter of conjuncts(where)) {
    const names = indexedNames(collection, filter);
    if (names) sets.push(names);
    else residual.push(compileFilter(filter));
  }
  return { sets: sets.sort((a, b) => a.size - b.size), residual: allOf(residual) };
}

function intersect(collection: Collection, sets: readonly ReadonlySet<string>[]): StoredDoc[] {
  const docs: StoredDoc[] = [];
  const [smallest] = sets as [ReadonlySet<string>];
  outer: for (const name of smallest) {
    for (let i = 1; i < sets.length; i++) if (!(sets[i] as ReadonlySet<string>).has(name)) continue outer;
    const doc = collection.get(name);
    if (doc) docs.push(doc);
  }
  return docs;
}

/**
 * The id-ordered documents, or an order index of the query's fields in its directions relative to the first (a
 * composite index), when the query orders by fields and then by document id only.
 */
function presorted(collection: Collection, orders: readonly Order[]): readonly StoredDoc[] | undefined {
  const first = orders[0] as Order;
  if (orders.length === 1) return collection.sorted;
  if (orders.slice(0, -1).some((order) => order.isName)) return undefined;
  return collection.orderedBy(
    orders.map((order) => ({ path: order.path, isName: order.isName, reversed: order.descending !== first.descending })),
  );
}

/**
 * Chooses how to read a query's documents: `==`, `in`, `array-contains` and `array-contains-any` filters read the collection's indexes
 * (smallest set first); a query ordered by document id, or by fields then document id, walks the id-ordered
 * documents or the fields' order index; anything else (collection groups, sparse index sets) scans the candidates.
 */
export function planQuery(store: DocumentReader, parent: string, query: NormalizedQuery): Plan {
  if (query.allDescendants) {
    return {
      kind: 'scan',
      candidates: store.collectionDocs(parent, query.collectionId, true),
      predicate: query.where ? compileFilter(query.where) : null,
    };
  }
  const collection = store.collection(`${parent}/${query.collectionId}`);
  if (!collection) return { kind: 'none' };
  const { sets, residual } = equalitySets(collection, query.where);
  const smallest = sets[0];
  if (smallest?.size === 0) return { kind: 'none' };
  // Walking in query order stops early when matches are dense; sparse ones are cheaper to intersect.
  const ordered = !smallest || smallest.size * 4 > collection.size ? presorted(collection, query.orders) : undefined;
  if (ordered) {
    const accepts = (doc: StoredDoc) => sets.every((names) => names.has(doc.name)) && (!residual || residual(doc));
    return { kind: 'ordered-walk', sorted: ordered, accepts };
  }
  return { kind: 'scan', candidates: smallest ? intersect(collection, sets) : collection.sorted, predicate: residual };
}
