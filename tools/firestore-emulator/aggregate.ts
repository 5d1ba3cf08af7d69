import { status } from '@grpc/grpc-js';
import type { StructuredAggregationQuery, Value } from './proto.js';
import type { QueryResult } from './query.js';
import { GrpcError } from './errors.js';
import { getAtPath, isNumber, parseFieldPath, toProtoValue, type FsValue } from './values.js';

/** count (with up_to), sum and avg over a query's results, keyed by alias. */
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
