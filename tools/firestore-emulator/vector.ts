import { status } from '@grpc/grpc-js';
import { StructuredQueryFindNearestDistanceMeasure as DistanceMeasure } from './proto.js';
import type { StructuredQuery } from './proto.js';
import { fieldOf, type StoredDoc } from './document.js';
import { GrpcError } from './errors.js';
import { fromProtoValue, isNumber, isVector, parseFieldPath, setAtPath, vectorElements, type FsValue } from './values.js';

/** Cloud Firestore's documented bounds for a nearest-neighbour stage. */
export const MAX_NEAREST_LIMIT = 1000;
export const MAX_VECTOR_DIMENSION = 2048;

/** A `findNearest` stage read from a query. */
export interface Nearest {
  vectorField: string[];
  queryVector: number[];
  measure: DistanceMeasure;
  limit: number;
  /** Field path the distance is written to in each result, or null. */
  resultField: string[] | null;
  /** EUCLIDEAN and COSINE keep distances <= threshold; DOT_PRODUCT keeps products >= threshold. */
  threshold: number | null;
}

const MEASURES = new Set([DistanceMeasure.EUCLIDEAN, DistanceMeasure.COSINE, DistanceMeasure.DOT_PRODUCT]);

function invalid(message: string): GrpcError {
  return new GrpcError(status.INVALID_ARGUMENT, `findNearest: ${message}`);
}

/** A vector's elements as numbers, or undefined when the value is not a vector of numbers. */
function numbersOf(value: FsValue | undefined): number[] | undefined {
  if (!value || !isVector(value)) return undefined;
  const numbers: number[] = [];
  for (const element of vectorElements(value)) {
    if (!isNumber(element)) return undefined;
    numbers.push(element.value);
  }
  return numbers;
}

/**
 * Reads and validates the query's `find_nearest` stage (null without one). Combining it with orderBy, cursors, offset
 * or limit is refused with UNIMPLEMENTED: the nearest-neighbour order replaces the query's order, and how Cloud
 * Firestore combines the rest with it is not documented.
 */
export function readNearest(query: StructuredQuery): Nearest | null {
  if (!query.has_find_nearest) return null;
  const stage = query.find_nearest;
  if (query.order_by.length > 0 || query.has_start_at || query.has_end_at || query.offset > 0 || query.has_limit) {
    throw new GrpcError(
      status.UNIMPLEMENTED,
      'findNearest (vector search) combined with orderBy, startAt/endAt cursors, offset or limit is not supported by this emulator',
    );
  }
  if (!stage.has_vector_field || stage.vector_field.field_path === '') throw invalid('vector_field is required');
  if (!stage.has_query_vector) throw invalid('query_vector is required');
  const queryVector = numbersOf(fromProtoValue(stage.query_vector));
  if (!queryVector) throw invalid('query_vector must be a vector value');
  if (queryVector.length === 0 || queryVector.length > MAX_VECTOR_DIMENSION) {
    throw invalid(`query_vector must have 1 to ${MAX_VECTOR_DIMENSION} dimensions`);
  }
  if (!MEASURES.has(stage.distance_measure)) throw invalid('distance_measure must be EUCLIDEAN, COSINE or DOT_PRODUCT');
  const limit = stage.has_limit ? stage.limit.value : 0;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_NEAREST_LIMIT) {
    throw invalid(`limit must be a positive integer of at most ${MAX_NEAREST_LIMIT}`);
  }
  return {
    vectorField: parseFieldPath(stage.vector_field.field_path),
    queryVector,
    measure: stage.distance_measure,
    limit,
    resultField: stage.distance_result_field === '' ? null : parseFieldPath(stage.distance_result_field),
    threshold: stage.has_distance_threshold ? stage.distance_threshold.value : null,
  };
}

/** The distance between two vectors of one dimension; NaN when undefined (COSINE with a zero vector). */
function distance(measure: DistanceMeasure, a: readonly number[], b: readonly number[]): number {
  let dot = 0;
  let squares = 0;
  let normA = 0;
  let normB = 0;
  for (let i = 0; i < a.length; i++) {
    const x = a[i] as number;
    const y = b[i] as number;
    dot += x * y;
    squares += (x - y) * (x - y);
    normA += x * x;
    normB += y * y;
  }
  if (measure === DistanceMeasure.EUCLIDEAN) return Math.sqrt(squares);
  if (measure === DistanceMeasure.DOT_PRODUCT) return dot;
  return 1 - dot / (Math.sqrt(normA) * Math.sqrt(normB));
}

/**
 * The nearest-neighbour stage over a query's matches (in document-id order): documents whose field holds a vector of
 * the query vector's dimension, most similar first (smallest EUCLIDEAN/COSINE distance, largest DOT_PRODUCT; ties in
 * document-id order), within the threshold, at most `limit`, with the distance written to `resultField` if asked.
 */
export function nearestDocs(nearest: Nearest, docs: readonly StoredDoc[]): StoredDoc[] {
  const scored: { doc: StoredDoc; distance: number }[] = [];
  const descending = nearest.measure === DistanceMeasure.DOT_PRODUCT;
  for (const doc of docs) {
    const vector = numbersOf(fieldOf(doc, nearest.vectorField));
    if (!vector || vector.length !== nearest.queryVector.length) continue;
    const value = distance(nearest.measure, vector, nearest.queryVector);
    if (Number.isNaN(value)) continue;
    if (nearest.threshold !== null && (descending ? value < nearest.threshold : value > nearest.threshold)) continue;
    scored.push({ doc, distance: value });
  }
  const order = (x: number, y: number) => (x < y ? -1 : x > y ? 1 : 0);
  scored.sort((a, b) => (descending ? order(b.distance, a.distance) : order(a.distance, b.distance)));
  return scored.slice(0, nearest.limit).map(({ doc, distance: value }) => {
    if (!nearest.resultField) return doc;
    return { ...doc, fields: setAtPath(doc.fields, nearest.resultField, { type: 'double', value }) };
  });
}
