import { status } from '@grpc/grpc-js';
import type { StructuredAggregationQuery, Value } from './proto.js';
import type { QueryResult } from './query.js';
import { GrpcError } from './errors.js';
import { getAtPath, isNumber, parseFieldPath, toProtoValue, type FsValue } from './values.js';

/**
 * The field paths of the sum and avg aggregations. Cloud Firestore aggregates over an index of these fields, so a
 * document that lacks any of them is not counted, summed or averaged by any aggregation of the query.
 */
export function aggregatedFields(query: StructuredAggregationQuery): string[][] {
  const paths: string[][] = [];
  for (const aggregation of query.aggregations) {
    if (aggregation.has_sum) paths.push(parseFieldPath(aggregation.sum.field.field_path));
    else if (aggregation.has_avg) paths.push(parseFieldPath(aggregation.avg.field.field_path));
  }
  return paths;
}

/** count (with up_to), sum and avg over a query's results (documents with every aggregated field), keyed by alias. */
export function aggregate(result: QueryResult, query: StructuredAggregationQuery): Map<string, Value> {
  const fields = new Map<string, Value>();
  for (const aggregation of query.aggregations) {
    let value: FsValue;
    if (aggregation.has_count) {
      const upTo = aggregation.count.has_up_to ? Number(aggregation.count.up_to.value) : Infinity;
      value = { type: 'integer', value: Math.min(result.docs.length, upTo) };
    } else if (aggregation.has_sum || aggregation.has_avg) {
      const path = parseFieldPath(aggregation.has_sum ? aggregation.sum.field.field_path : aggregation.avg.field.field_path);
      const numbers = result.docs.map((doc) => getAtPath(doc.fields, path)).filter((v): v is FsValue => v !== undefined && isNumber(v));
      const total = numbers.reduce((sum, v) => sum + (v as { value: number }).value, 0);
      const allIntegers = numbers.every((v) => v.type === 'integer');
      if (aggregation.has_sum) {
        value = allIntegers && Number.isSafeInteger(total) ? { type: 'integer', value: total } : { type: 'double', value: total };
      } else {
        value = numbers.length === 0 ? { type: 'null' } : { type: 'double', value: total / numbers.length };
      }
    } else {
      throw new GrpcError(status.INVALID_ARGUMENT, 'unsupported aggregation');
    }
    fields.set(aggregation.alias, toProtoValue(value));
  }
  return fields;
}
