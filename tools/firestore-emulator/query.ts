import type { StructuredQuery } from './proto.js';
import { cursorRange, withinBounds } from './cursors.js';
import type { StoredDoc } from './document.js';
import type { Predicate } from './filters.js';
import { checkIndexes } from './index-check.js';
import type { CompositeIndex, IndexConfig } from './index-config.js';
import { normalizeQuery, type NormalizedQuery } from './normalize.js';
import { beats, compareRows, rowOf, type Order, type Row } from './order.js';
import { planQuery, type Plan } from './plan.js';
import type { DocumentReader } from './store.js';
import { TopRows } from './top-rows.js';
import { getAtPath } from './values.js';
import { nearestDocs } from './vector.js';

export interface QueryResult {
  docs: StoredDoc[];
  /** Field paths of a select() projection, or null for whole documents. */
  projection: string[][] | null;
}

/** Walks documents in index order (backwards when the first order is descending) from the start cursor until `wanted` are accepted. */
function walkInOrder(query: NormalizedQuery, sorted: readonly StoredDoc[], accepts: Predicate): StoredDoc[] {
  const { orders, bounds, wanted } = query;
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
 * Filters id-ordered candidates and orders the matches; with a limit below the candidate count it keeps only the
 * best `wanted` rows in a bounded heap, skipping documents that cannot beat the worst kept row before filtering.
 */
function scan(query: NormalizedQuery, candidates: readonly StoredDoc[], predicate: Predicate | null): StoredDoc[] {
  const { orders, bounds, wanted } = query;
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
    const row = rowOf(orders, doc);
    if (!row || !withinBounds(orders, row, bounds)) continue;
    if (top) top.offer(row);
    else rows.push(row);
  }
  return (top ? top.sorted() : rows.sort(compare)).map((row) => row.doc);
}

/** Narrows a plan to documents that have every one of `paths` (any value, null included). */
function requiring(plan: Plan, paths: readonly (readonly string[])[]): Plan {
  if (paths.length === 0 || plan.kind === 'none') return plan;
  const has = (doc: StoredDoc) => paths.every((path) => getAtPath(doc.fields, path) !== undefined);
  if (plan.kind === 'ordered-walk') return { ...plan, accepts: (doc) => has(doc) && plan.accepts(doc) };
  const { predicate } = plan;
  return { ...plan, predicate: predicate ? (doc) => has(doc) && predicate(doc) : has };
}

export interface RunOptions {
  /**
   * Field paths every result must have, before offset and limit: an aggregation's sum/avg fields, since Cloud Firestore
   * aggregates over an index that holds only documents with those fields.
   */
  requiredFields?: readonly (readonly string[])[];
  /** Declared indexes to enforce like Cloud Firestore (index-check.ts); absent: every query runs. */
  indexes?: IndexConfig | null;
  /** Told each declared index a query could not have run without. */
  onIndexNeeded?: (index: CompositeIndex) => void;
}

/**
 * Evaluates a structured query: filter, order (with implicit orders), cursors, offset, limit, projection, and a
 * findNearest stage over the matches. normalize.ts reads the query, plan.ts chooses how to read the documents, and this
 * runs the plan.
 */
export function runStructuredQuery(
  store: DocumentReader,
  parent: string,
  structured: StructuredQuery,
  options: RunOptions = {},
): QueryResult {
  const query = normalizeQuery(structured);
  if (options.indexes) for (const index of checkIndexes(options.indexes, query)) options.onIndexNeeded?.(index);
  const plan = requiring(planQuery(store, parent, query), options.requiredFields ?? []);
  let docs: StoredDoc[];
  if (plan.kind === 'none') docs = [];
  else if (plan.kind === 'ordered-walk') docs = walkInOrder(query, plan.sorted, plan.accepts);
  else docs = scan(query, plan.candidates, plan.predicate);
  docs = docs.slice(query.offset, query.wanted);
  if (query.nearest) docs = nearestDocs(query.nearest, docs);
  return { docs, projection: query.projection };
}
