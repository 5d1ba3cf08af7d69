import { status } from '@grpc/grpc-js';
import type { Cursor, StructuredQuery } from './proto.js';
import { firstIndex } from './collection.js';
import { fieldOf, type StoredDoc } from './document.js';
import { GrpcError } from './errors.js';
import type { Order, Row } from './order.js';
import { compareValues, fromProtoValue, type FsValue } from './values.js';

/** A query's start and end cursors: values in order-by order, and whether the cursor position itself is included. */
export interface Bounds {
  start: { values: FsValue[]; inclusive: boolean } | null;
  end: { values: FsValue[]; inclusive: boolean } | null;
}

function cursorValues(cursor: Cursor, orders: readonly Order[]): FsValue[] {
  if (cursor.values.length > orders.length) {
    throw new GrpcError(status.INVALID_ARGUMENT, 'too many cursor values: the query orders by fewer fields');
  }
  return cursor.values.map(fromProtoValue);
}

export function boundsOf(query: StructuredQuery, orders: readonly Order[]): Bounds {
  return {
    start: query.has_start_at ? { values: cursorValues(query.start_at, orders), inclusive: query.start_at.before } : null,
    end: query.has_end_at ? { values: cursorValues(query.end_at, orders), inclusive: !query.end_at.before } : null,
  };
}

function compareToCursor(orders: readonly Order[], row: Row, cursor: readonly FsValue[]): number {
  for (let i = 0; i < cursor.length && i < orders.length; i++) {
    const order = orders[i] as Order;
    const result = compareValues(row.keys[i] as FsValue, cursor[i] as FsValue);
    if (result !== 0) return order.descending ? -result : result;
  }
  return 0;
}

export function withinBounds(orders: readonly Order[], row: Row, bounds: Bounds): boolean {
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
export function cursorRange(sorted: readonly StoredDoc[], orders: readonly Order[], bounds: Bounds): [number, number] {
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
