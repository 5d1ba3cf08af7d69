import { StructuredQueryDirection } from './proto.js';
import type { StructuredQuery } from './proto.js';
import { fieldOf, isNamePath, type StoredDoc } from './document.js';
import { inequalityFields } from './filters.js';
import { compareNames, compareStrings, compareValues, NAME_FIELD, parseFieldPath, type FsValue } from './values.js';

/** One sort key of a query: a field path, or `__name__` (the document id). */
export interface Order {
  path: string[];
  isName: boolean;
  descending: boolean;
}

/** A document with its value for each order, in order. */
export interface Row {
  doc: StoredDoc;
  keys: FsValue[];
}

function comparePaths(a: readonly string[], b: readonly string[]): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const order = compareStrings(a[i] as string, b[i] as string);
    if (order !== 0) return order;
  }
  return a.length - b.length;
}

/**
 * Explicit orders, then the inequality fields not ordered yet in field-path order, then __name__ in the last direction
 * (Firestore's rules). An inequality on `__name__` does not move it: it stays last, after the other inequality fields.
 */
export function normalizeOrders(query: StructuredQuery): Order[] {
  const orders: Order[] = query.order_by.map((order) => {
    const path = parseFieldPath(order.field.field_path);
    return { path, isName: isNamePath(path), descending: order.direction === StructuredQueryDirection.DESCENDING };
  });
  const seen = new Set(orders.map((order) => order.path.join('\u0000')));
  const lastDescending = orders.at(-1)?.descending ?? false;
  if (query.has_where) {
    const missing = [...inequalityFields(query.where)]
      .map(parseFieldPath)
      .filter((path) => !isNamePath(path) && !seen.has(path.join('\u0000')))
      .sort(comparePaths);
    for (const path of missing) {
      orders.push({ path, isName: isNamePath(path), descending: lastDescending });
      seen.add(path.join('\u0000'));
    }
  }
  if (!orders.some((order) => order.isName)) orders.push({ path: [NAME_FIELD], isName: true, descending: lastDescending });
  return orders;
}

/** The document's row, or undefined when it lacks an ordered field (ordering by a field also filters by it). */
export function rowOf(orders: readonly Order[], doc: StoredDoc): Row | undefined {
  const keys: FsValue[] = [];
  for (const order of orders) {
    const value = fieldOf(doc, order.path);
    if (value === undefined) return undefined;
    keys.push(value);
  }
  return { doc, keys };
}

export function compareRows(orders: readonly Order[], a: Row, b: Row): number {
  for (let i = 0; i < orders.length; i++) {
    const order = orders[i] as Order;
    const result = order.isName
      ? compareNames(a.doc.name, b.doc.name)
      : compareValues(a.keys[i] as FsValue, b.keys[i] as FsValue);
    if (result !== 0) return order.descending ? -result : result;
  }
  return 0;
}

/** Whether `doc` sorts strictly before `row` (false too when it lacks an ordered field), without building its row. */
export function beats(orders: readonly Order[], doc: StoredDoc, row: Row): boolean {
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
