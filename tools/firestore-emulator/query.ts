import { status } from '@grpc/grpc-js';
import {
  StructuredQueryCompositeFilterOperator as CompositeOp,
  StructuredQueryDirection,
  StructuredQueryFieldFilterOperator as FieldOp,
  StructuredQueryUnaryFilterOperator as UnaryOp,
} from './proto.js';
import type { Cursor, StructuredQuery, StructuredQueryFilter } from './proto.js';
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

/** Evaluates a structured query: filter, order (with implicit orders), cursors, offset, limit. */
export function runStructuredQuery(store: DocumentStore, parent: string, query: StructuredQuery): QueryResult {
  if (query.from.length !== 1) throw new GrpcError(status.INVALID_ARGUMENT, 'a query needs exactly one collection');
  const from = query.from[0] as (typeof query.from)[number];
  let docs = store.collectionDocs(parent, from.collection_id, from.all_descendants);
  if (query.has_where) docs = docs.filter(compileFilter(query.where));

  const orders = normalizeOrders(query);
  const rows: Row[] = [];
  for (const doc of docs) {
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
    if (complete) rows.push({ doc, keys });
  }
  rows.sort((a, b) => compareRows(orders, a, b));

  let selected = rows;
  if (query.has_start_at) {
    const cursor = cursorValues(query.start_at, orders);
    const inclusive = query.start_at.before;
    selected = selected.filter((row) => {
      const order = compareToCursor(orders, row, cursor);
      return inclusive ? order >= 0 : order > 0;
    });
  }
  if (query.has_end_at) {
    const cursor = cursorValues(query.end_at, orders);
    const inclusive = !query.end_at.before;
    selected = selected.filter((row) => {
      const order = compareToCursor(orders, row, cursor);
      return inclusive ? order <= 0 : order < 0;
    });
  }
  const offset = Math.max(0, query.offset);
  const end = query.has_limit ? offset + Math.max(0, query.limit.value) : undefined;
  const result = selected.slice(offset, end).map((row) => row.doc);

  const projection = query.has_select && query.select.fields.length > 0
    ? query.select.fields.map((field) => parseFieldPath(field.field_path))
    : null;
  return { docs: result, projection };
}
