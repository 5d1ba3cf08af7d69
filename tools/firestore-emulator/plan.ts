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

/**
 * Answers each `==` conjunct on a non-id field with a scalar value from the collection's equality index, and each
 * `array-contains` of a scalar from its array-contains index.
 */
function equalitySets(collection: Collection, where: StructuredQueryFilter | null): EqualitySets {
  if (!where) return { sets: [], residual: null };
  const sets: ReadonlySet<string>[] = [];
  const residual: Predicate[] = [];
  for (const filter of conjuncts(where)) {
    const op = filter.has_field_filter ? filter.field_filter.op : undefined;
    if (op === FieldOp.EQUAL || op === FieldOp.ARRAY_CONTAINS) {
      const path = parseFieldPath(filter.field_filter.field.field_path);
      const value = fromProtoValue(filter.field_filter.value);
      const names = isNamePath(path)
        ? undefined
        : op === FieldOp.EQUAL
          ? collection.equalTo(path, value)
          : collection.containing(path, value);
      if (names) {
        sets.push(names);
        continue;
      }
    }
    residual.push(compileFilter(filter));
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
 * Chooses how to read a query's documents: `==` and `array-contains` filters read the collection's indexes
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
