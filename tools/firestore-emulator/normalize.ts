import { status } from '@grpc/grpc-js';
import type { StructuredQuery, StructuredQueryFilter } from './proto.js';
import { boundsOf, type Bounds } from './cursors.js';
import { GrpcError } from './errors.js';
import { normalizeOrders, type Order } from './order.js';
import { parseFieldPath } from './values.js';
import { readNearest, type Nearest } from './vector.js';

/** A structured query read once into the form every later step (planning, execution) works from. */
export interface NormalizedQuery {
  collectionId: string;
  /** A collection-group query: every collection with that id below the parent, not just the direct child. */
  allDescendants: boolean;
  where: StructuredQueryFilter | null;
  /** The explicit orders, then the implicit ones Firestore adds; always ends with or contains `__name__`. */
  orders: Order[];
  bounds: Bounds;
  offset: number;
  /** How many matches, in order, the query needs: offset + limit, or Infinity without a limit. */
  wanted: number;
  /** Field paths of a select() projection, or null for whole documents. */
  projection: string[][] | null;
  /** A findNearest (vector search) stage, applied to every match; null for an ordinary query. */
  nearest: Nearest | null;
}

export function normalizeQuery(query: StructuredQuery): NormalizedQuery {
  if (query.from.length !== 1) throw new GrpcError(status.INVALID_ARGUMENT, 'a query needs exactly one collection');
  const from = query.from[0] as (typeof query.from)[number];
  const orders = normalizeOrders(query);
  const bounds = boundsOf(query, orders);
  const offset = Math.max(0, query.offset);
  const nearest = readNearest(query);
  return {
    collectionId: from.collection_id,
    allDescendants: from.all_descendants,
    where: query.has_where ? query.where : null,
    orders,
    bounds,
    offset,
    wanted: query.has_limit ? offset + Math.max(0, query.limit.value) : Infinity,
    projection:
      query.has_select && query.select.fields.length > 0 ? query.select.fields.map((field) => parseFieldPath(field.field_path)) : null,
    nearest,
  };
}
