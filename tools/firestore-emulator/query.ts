import { status } from '@grpc/grpc-js';
import {
  StructuredQueryCompositeFilterOperator as CompositeOp,
  StructuredQueryDirection,
  StructuredQueryFieldFilterOperator as FieldOp,
  StructuredQueryUnaryFilterOperator as UnaryOp,
} from './proto.js';
import type { Cursor, StructuredQuery, StructuredQueryFilter } from './proto.js';
import { firstIndex, type Collection } from './collection.js';
import { GrpcError, type DocumentStore, type StoredDoc } from './store.js';
import {
  compareNames,
  compareStrings,
  compareValues,
  fromProtoValue,
  getAtPath,
  NAME_FIELD,
  parseFieldPath,
  sameTypeOrder,
  valuesEqual,
  type FsValue,
} from './values.js';

interface Order {
  path: string[];
  isName: boolean;
  descending: boolean;
}

type Predicate = (doc: StoredDoc) => boolean;

export interface QueryResult {
  docs: StoredDoc[];
  /** Field paths of a select() projection, or null for whole documents. */
  projection: string[][] | null;
}

function isNamePath(path: readonly string[]): boolean {
  return path.length === 1 && path[0] === NAME_FIELD;
}

function fieldOf(doc: StoredDoc, path: readonly string[]): FsValue | undefined {
  return isNamePath(path) ? { type: 'reference', value: doc.name } : getAtPath(doc.fields, path);
}

function isNaNValue(value: FsValue | undefined): boolean {
  return (value?.type === 'double' || value?.type === 'integer') && Number.isNaN(value.value);
}

function compileFilter(filter: StructuredQueryFilter): Predicate {
  if (filter.has_composite_filter) {
    const children = filter.composite_filter.filters.map(compileFilter);
    if (filter.composite_filter.op === CompositeOp.OR) return (doc) => children.some((child) => child(doc));
    return (doc) => children.every((child) => child(doc));
  }
  if (filter.has_unary_filter) {
    const path = parseFieldPath(filter.unary_filter.field.field_path);
    switch (filter.unary_filter.op) {
      case UnaryOp.IS_NAN:
        return (doc) => isNaNValue(fieldOf(doc, path));
      case UnaryOp.IS_NULL:
        return (doc) => fieldOf(doc, path)?.type === 'null';
      case UnaryOp.IS_NOT_NAN:
        return (doc) => {
          const value = fieldOf(doc, path);
          return value !== undefined && value.type !== 'null' && !isNaNValue(value);
        };
      case UnaryOp.IS_NOT_NULL:
        return (doc) => {
          const value = fieldOf(doc, path);
          return value !== undefined && value.type !== 'null';
        };
      default:
        throw new GrpcError(status.INVALID_ARGUMENT, 'unsupported unary filter');
    }
  }
  if (!filter.has_field_filter) throw new GrpcError(status.INVALID_ARGUMENT, 'empty filter');
  const path = parseFieldPath(filter.field_filter.field.field_path);
  const operand = fromProtoValue(filter.field_filter.value);
  const list = operand.type === 'array' ? operand.values : [];
  const compare = (test: (order: number) => boolean): Predicate => (doc) => {
    const value = fieldOf(doc, path);
    return value !== undefined && sameTypeOrder(value, operand) && test(compareValues(value, operand));
  };
  switch (filter.field_filter.op) {
    case FieldOp.EQUAL:
      return compare((order) => order === 0);
    case FieldOp.LESS_THAN:
      return compare((order) => order < 0);
    case FieldOp.LESS_THAN_OR_EQUAL:
      return compare((order) => order <= 0);
    case FieldOp.GREATER_THAN:
      return compare((order) => order > 0);
    case FieldOp.GREATER_THAN_OR_EQUAL:
      return compare((order) => order >= 0);
    case FieldOp.NOT_EQUAL:
      return (doc) => {
        const value = fieldOf(doc, path);
        return value !== undefined && value.type !== 'null' && !valuesEqual(value, operand);
      };
    case FieldOp.ARRAY_CONTAINS:
      return (doc) => {
        const value = fieldOf(doc, path);
        return value?.type === 'array' && value.values.some((item) => valuesEqual(item, operand));
      };
    case FieldOp.ARRAY_CONTAINS_ANY:
      return (doc) => {
        const value = fieldOf(doc, path);
        return value?.type === 'array' && value.values.some((item) => list.some((wanted) => valuesEqual(item, wanted)));
      };
    case FieldOp.IN:
      return (doc) => {
        const value = fieldOf(doc, path);
        return value !== undefined && list.some((wanted) => valuesEqual(value, wanted));
      };
    case FieldOp.NOT_IN:
      return (doc) => {
        const value = fieldOf(doc, path);
        return value !== undefined && value.type !== 'null' && !list.some((unwanted) => valuesEqual(value, unwanted));
      };
    default:
      throw new GrpcError(status.INVALID_ARGUMENT, 'unsupported field filter');
  }
}

const INEQUALITY_OPS = new Set<FieldOp>([
  FieldOp.LESS_THAN,
  FieldOp.LESS_THAN_OR_EQUAL,
  FieldOp.GREATER_THAN,
  FieldOp.GREATER_THAN_OR_EQUAL,
  FieldOp.NOT_EQUAL,
  FieldOp.NOT_IN,
]);

function collectInequalityFields(filter: StructuredQueryFilter, into: Set<string>): void {
  if (filter.has_composite_filter) {
    for (const child of filter.composite_filter.filters) collectInequalityFields(child, into);
  } else if (filter.has_field_filter && INEQUALITY_OPS.has(filter.field_filter.op)) {
    into.add(filter.field_filter.field.field_path);
  } else if (
    filter.has_unary_filter &&
    (filter.unary_filter.op === UnaryOp.IS_NOT_NAN || filter.unary_filter.op === UnaryOp.IS_NOT_NULL)
  ) {
    into.add(filter.unary_filter.field.field_path);
  }
}

function comparePaths(a: readonly string[], b: readonly string[]): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const order = compareStrings(a[i] as string, b[i] as string);
    if (order !== 0) return order;
  }
  return a.length - b.length;
}

/** Explicit orders, then unordered inequality fields, then __name__ in the last direction (Firestore's rules). */
function normalizeOrders(query: StructuredQuery): Order[] {
  const orders: Order[] = query.order_by.map((order) => {
    const path = parseFieldPath(order.field.field_path);
    return { path, isName: isNamePath(path), descending: order.direction === StructuredQueryDirection.DESCENDING };
  });
  const seen = new Set(orders.map((order) => order.path.join('\u0000')));
  const lastDescending = orders.at(-1)?.descending ?? false;
  if (query.has_where) {
    const inequalities = new Set<string>();
    collectInequalityFields(query.where, inequalities);
    const missing = [...inequalities]
      .map(parseFieldPath)
      .filter((path) => !seen.has(path.join('\u0000')))
      .sort(comparePaths);
    for (const path of missing) {
      orders.push({ path, isName: isNamePath(path), descending: lastDescending });
      seen.add(path.join('\u0000'));
    }
  }
  if (!orders.some((order) => order.isName)) orders.push({ path: [NAME_FIELD], isName: true, descending: lastDescending });
  return orders;
}

interface Row {
  doc: StoredDoc;
  keys: FsValue[];
}

function compareRows(orders: readonly Order[], a: Row, b: Row): number {
  for (let i = 0; i < orders.length; i++) {
    const order = orders[i] as Order;
    const result = order.isName
      ? compareNames(a.doc.name, b.doc.name)
      : compareValues(a.keys[i] as FsValue, b.keys[i] as FsValue);
    if (result !== 0) return order.descending ? -result : result;
  }
  return 0;
}

function compareToCursor(orders: readonly Order[], row: Row, cursor: readonly FsValue[]): number {
  for (let i = 0; i < cursor.length && i < orders.length; i++) {
    const order = orders[i] as Order;
    const result = compareValues(row.keys[i] as FsValue, cursor[i] as FsValue);
    if (result !== 0) return order.descending ? -result : result;
  }
  return 0;
}

function cursorValues(cursor: Cursor, orders: readonly Order[]): FsValue[] {
  if (cursor.values.length > orders.length) {
    throw new GrpcError(status.INVALID_ARGUMENT, 'too many cursor values: the query orders by fewer fields');
  }
  return cursor.values.map(fromProtoValue);
}

interface Bounds {
  start: { values: FsValue[]; inclusive: boolean } | null;
  end: { values: FsValue[]; inclusive: boolean } | null;
}

/** Whether `doc` sorts strictly before `row` (false too when it lacks an ordered field), without building its row. */
function beats(orders: readonly Order[], doc: StoredDoc, row: Row): boolean {
  for (let i = 0; i < orders.length; i++) {
    const order = orders[i] as Order;
    let result: number;
    if (order.isName) {
      result = compareNames(doc.name, row.doc.name);
    } else {
      const value = fieldOf(doc, order.path);
      if (value === undefined) return false;
      result = compareValues(value, row.keys[i] as FsValue);
    }
    if (result !== 0) return (order.descending ? -result : result) < 0;
  }
  return false;
}

function withinBounds(orders: readonly Order[], row: Row, bounds: Bounds): boolean {
  if (bounds.start) {
    const order = compareToCursor(orders, row, bounds.start.values);
    if (bounds.start.inclusive ? order < 0 : order <= 0) return false;
  }
  if (bounds.end) {
    const order = compareToCursor(orders, row, bounds.end.values);
    if (bounds.end.inclusive ? order > 0 : order >= 0) return false;
  }
  return true;
}

/** The filters every result must pass: the query's filter, split at its (nested) ANDs. */
function conjuncts(filter: StructuredQueryFilter, into: StructuredQueryFilter[]): StructuredQueryFilter[] {
  if (filter.has_composite_filter && filter.composite_filter.op === CompositeOp.AND) {
    for (const child of filter.composite_filter.filters) conjuncts(child, into);
  } else {
    into.push(filter);
  }
  return into;
}

interface Plan {
  /** Index sets of the indexable `==` conjuncts, smallest first. */
  sets: ReadonlySet<string>[];
  /** The other conjuncts, which candidates taken from the sets must still pass. */
  residual: Predicate | null;
}

function allOf(predicates: readonly Predicate[]): Predicate | null {
  if (predicates.length === 0) return null;
  if (predicates.length === 1) return predicates[0] as Predicate;
  return (doc) => predicates.every((predicate) => predicate(doc));
}

/**
 * Answers each `==` conjunct on a non-id field with a scalar value from the collection's equality index, and each
 * `array-contains` of a scalar from its array-contains index.
 */
function plan(collection: Collection, query: StructuredQuery): Plan {
  if (!query.has_where) return { sets: [], residual: null };
  const sets: ReadonlySet<string>[] = [];
  const residual: Predicate[] = [];
  for (const filter of conjuncts(query.where, [])) {
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
 * Compares a document's order keys with cursor values in index order: the first order ascending, each other one in
 * its direction relative to the first.
 */
function compareKeysTo(orders: readonly Order[], doc: StoredDoc, values: readonly FsValue[]): number {
  const firstDescending = (orders[0] as Order).descending;
  for (let i = 0; i < values.length && i < orders.length; i++) {
    const order = orders[i] as Order;
    const result = compareValues(fieldOf(doc, order.path) as FsValue, values[i] as FsValue);
    if (result !== 0) return order.descending === firstDescending ? result : -result;
  }
  return 0;
}

/** Range [low, high) of `sorted` (in index order, see compareKeysTo) inside the query's cursors. */
function cursorRange(sorted: readonly StoredDoc[], orders: readonly Order[], bounds: Bounds): [number, number] {
  const descending = (orders[0] as Order).descending;
  const boundIndex = (values: readonly FsValue[], strict: boolean) =>
    firstIndex(sorted, (doc) => {
      const order = compareKeysTo(orders, doc, values);
      return strict ? order > 0 : order >= 0;
    });
  let low = 0;
  let high = sorted.length;
  const lower = descending ? bounds.end : bounds.start;
  const upper = descending ? bounds.start : bounds.end;
  if (lower) low = boundIndex(lower.values, !lower.inclusive);
  if (upper) high = boundIndex(upper.values, upper.inclusive);
  return [low, Math.max(low, high)];
}

/**
 * Walks documents already in index order (the query's order, walked backwards when its first order is descending)
 * from the start cursor and stops once `wanted` documents passed the filters.
 */
function walkInOrder(
  sorted: readonly StoredDoc[],
  orders: readonly Order[],
  bounds: Bounds,
  accepts: (doc: StoredDoc) => boolean,
  wanted: number,
): StoredDoc[] {
  const [low, high] = cursorRange(sorted, orders, bounds);
  const descending = (orders[0] as Order).descending;
  const found: StoredDoc[] = [];
  const step = descending ? -1 : 1;
  for (let i = descending ? high - 1 : low; i >= low && i < high && found.length < wanted; i += step) {
    const doc = sorted[i] as StoredDoc;
    if (accepts(doc)) found.push(doc);
  }
  return found;
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

/** Keeps the `count` smallest rows offered, in a bounded max-heap: O(n log count) instead of sorting all n. */
class TopRows {
  private readonly heap: Row[] = [];

  constructor(
    private readonly count: number,
    private readonly compare: (a: Row, b: Row) => number,
  ) {}

  /** The current worst kept row once the heap is full; a row not better than it can be skipped. */
  get worst(): Row | undefined {
    return this.heap.length >= this.count ? this.heap[0] : undefined;
  }

  offer(row: Row): void {
    const { heap, compare } = this;
    if (this.count <= 0) return;
    if (heap.length < this.count) {
      heap.push(row);
      let at = heap.length - 1;
      while (at > 0) {
        const parent = (at - 1) >> 1;
        if (compare(heap[at] as Row, heap[parent] as Row) <= 0) break;
        [heap[at], heap[parent]] = [heap[parent] as Row, heap[at] as Row];
        at = parent;
      }
      return;
    }
    if (compare(row, heap[0] as Row) >= 0) return;
    heap[0] = row;
    let at = 0;
    for (;;) {
      const left = 2 * at + 1;
      const right = left + 1;
      let largest = at;
      if (left < heap.length && compare(heap[left] as Row, heap[largest] as Row) > 0) largest = left;
      if (right < heap.length && compare(heap[right] as Row, heap[largest] as Row) > 0) largest = right;
      if (largest === at) return;
      [heap[at], heap[largest]] = [heap[largest] as Row, heap[at] as Row];
      at = largest;
    }
  }

  sorted(): Row[] {
    return this.heap.sort(this.compare);
  }
}

/**
 * Evaluates a structured query: filter, order (with implicit orders), cursors, offset, limit.
 * Plan: `==` and `array-contains` filters read the collection's indexes (smallest set first); a query ordered by
 * document id, or by fields then document id, walks the id-ordered documents or the fields' order index from its
 * cursor and stops at offset + limit; any other order keeps the best offset + limit rows in a bounded heap.
 */
export function runStructuredQuery(store: DocumentStore, parent: string, query: StructuredQuery): QueryResult {
  if (query.from.length !== 1) throw new GrpcError(status.INVALID_ARGUMENT, 'a query needs exactly one collection');
  const from = query.from[0] as (typeof query.from)[number];
  const orders = normalizeOrders(query);
  const bounds: Bounds = {
    start: query.has_start_at ? { values: cursorValues(query.start_at, orders), inclusive: query.start_at.before } : null,
    end: query.has_end_at ? { values: cursorValues(query.end_at, orders), inclusive: !query.end_at.before } : null,
  };
  const offset = Math.max(0, query.offset);
  const wanted = query.has_limit ? offset + Math.max(0, query.limit.value) : Infinity;
  const projection = query.has_select && query.select.fields.length > 0
    ? query.select.fields.map((field) => parseFieldPath(field.field_path))
    : null;
  const finish = (docs: StoredDoc[]): QueryResult => ({ docs: docs.slice(offset, wanted), projection });

  let candidates: readonly StoredDoc[];
  let predicate: Predicate | null;
  if (from.all_descendants) {
    candidates = store.collectionDocs(parent, from.collection_id, true);
    predicate = query.has_where ? compileFilter(query.where) : null;
  } else {
    const collection = store.collection(`${parent}/${from.collection_id}`);
    if (!collection) return finish([]);
    const { sets, residual } = plan(collection, query);
    const smallest = sets[0];
    if (smallest?.size === 0) return finish([]);
    // Walking in query order stops early when matches are dense; sparse ones are cheaper to intersect.
    const ordered = !smallest || smallest.size * 4 > collection.size ? presorted(collection, orders) : undefined;
    if (ordered) {
      const accepts = (doc: StoredDoc) => sets.every((names) => names.has(doc.name)) && (!residual || residual(doc));
      return finish(walkInOrder(ordered, orders, bounds, accepts, wanted));
    }
    candidates = smallest ? intersect(collection, sets) : collection.sorted;
    predicate = residual;
  }

  const compare = (a: Row, b: Row) => compareRows(orders, a, b);
  const bounded = Number.isFinite(wanted) && wanted < candidates.length;
  const top = bounded ? new TopRows(wanted, compare) : null;
  const rows: Row[] = [];
  // Id-ordered candidates walked in the id order's direction, so ties on the other keys cannot displace kept rows.
  const reverse = top !== null && (orders.at(-1) as Order).descending;
  for (let i = 0; i < candidates.length; i++) {
    const doc = candidates[reverse ? candidates.length - 1 - i : i] as StoredDoc;
    const worst = top?.worst;
    // Most documents lose to the kept rows; skip them before filtering or building a row.
    if (worst && !beats(orders, doc, worst)) continue;
    if (predicate && !predicate(doc)) continue;
    const keys: FsValue[] = [];
    let complete = true;
    for (const order of orders) {
      const value = fieldOf(doc, order.path);
      if (value === undefined) {
        complete = false;
        break;
      }
      keys.push(value);
    }
    // Ordering by a field also filters out documents that lack it.
    if (!complete) continue;
    const row = { doc, keys };
    if (!withinBounds(orders, row, bounds)) continue;
    if (top) top.offer(row);
    else rows.push(row);
  }
  return finish((top ? top.sorted() : rows.sort(compare)).map((row) => row.doc));
}
