import { StructuredQueryFieldFilterOperator as FieldOp, StructuredQueryFindNearestDistanceMeasure as DistanceMeasure } from './proto.js';
import { Duration, ExecutionStats, ExplainMetrics, PlanSummary, Struct, StructValue } from './proto.js';
import type { StructuredQuery } from './proto.js';
import { conjuncts } from './filters.js';
import { normalizeQuery } from './normalize.js';
import { parseFieldPath } from './values.js';

/** Cloud Firestore bills an aggregation one read per batch of up to this many index entries (at least one). */
const INDEX_ENTRIES_PER_READ = 1000;

function struct(fields: Record<string, string | Struct>): Struct {
  const map = new Map<string, StructValue>();
  for (const [key, value] of Object.entries(fields)) {
    map.set(key, typeof value === 'string' ? new StructValue({ string_value: value }) : new StructValue({ struct_value: value }));
  }
  return new Struct({ fields: map });
}

/** A field path as Firestore prints it in index descriptions (segments that are not simple names are backticked). */
function printPath(path: readonly string[]): string {
  return path.map((segment) => (/^[A-Za-z_][A-Za-z0-9_]*$/.test(segment) ? segment : `\`${segment.replace(/[`\\]/g, '\\$&')}\``)).join('.');
}

const MEASURE_NAMES: Record<number, string> = {
  [DistanceMeasure.EUCLIDEAN]: 'EUCLIDEAN',
  [DistanceMeasure.COSINE]: 'COSINE',
  [DistanceMeasure.DOT_PRODUCT]: 'DOT_PRODUCT',
};

/**
 * The plan summary of a query: the index Cloud Firestore would read, described as it describes one, e.g.
 * `{ query_scope: 'Collection', properties: '(category ASC, price DESC, __name__ DESC)' }`: the `==`/`in` fields and
 * `array-contains` fields of the top-level AND, then the query's orders (implicit ones included), then the vector field.
 */
export function planSummary(structured: StructuredQuery): PlanSummary {
  const query = normalizeQuery(structured);
  const properties: string[] = [];
  const seen = new Set<string>();
  const add = (path: readonly string[], kind: string) => {
    const printed = printPath(path);
    if (seen.has(printed)) return;
    seen.add(printed);
    properties.push(`${printed} ${kind}`);
  };
  for (const filter of query.where ? conjuncts(query.where) : []) {
    if (!filter.has_field_filter) continue;
    const { op, field } = filter.field_filter;
    if (op === FieldOp.EQUAL || op === FieldOp.IN) add(parseFieldPath(field.field_path), 'ASC');
    else if (op === FieldOp.ARRAY_CONTAINS || op === FieldOp.ARRAY_CONTAINS_ANY) add(parseFieldPath(field.field_path), 'CONTAINS');
  }
  for (const order of query.orders) add(order.path, order.descending ? 'DESC' : 'ASC');
  if (query.nearest) {
    add(query.nearest.vectorField, `VECTOR<${query.nearest.queryVector.length}> ${MEASURE_NAMES[query.nearest.measure] ?? ''}`.trim());
  }
  const scope = query.allDescendants ? 'Collection group' : 'Collection';
  return new PlanSummary({ indexes_used: [struct({ query_scope: scope, properties: `(${properties.join(', ')})` })] });
}

/** Plan summary only: what `explain()` (analyze false) answers, with no results and no read time. */
export function planMetrics(structured: StructuredQuery): ExplainMetrics {
  return new ExplainMetrics({ plan_summary: planSummary(structured) });
}

/**
 * Plan summary and execution stats of a query that ran (`explain({ analyze: true })`). `documents` is how many
 * documents the query returned (for an aggregation: how many it aggregated), `results` how many results it sent.
 * Read operations follow Cloud Firestore's billing: one per document returned, or one per 1,000 index entries an
 * aggregation reads, and at least one.
 */
export function analyzeMetrics(
  structured: StructuredQuery,
  run: { results: number; documents: number; aggregation: boolean; startedNs: bigint },
): ExplainMetrics {
  const elapsed = process.hrtime.bigint() - run.startedNs;
  const nanos = elapsed > 0n ? elapsed : 1n;
  const reads = Math.max(1, run.aggregation ? Math.ceil(run.documents / INDEX_ENTRIES_PER_READ) : run.documents);
  const scanned = String(run.documents);
  const debug = struct({
    documents_scanned: run.aggregation ? '0' : scanned,
    index_entries_scanned: scanned,
    billing_details: struct({
      documents_billable: run.aggregation ? '0' : String(run.documents),
      index_entries_billable: run.aggregation ? scanned : '0',
      small_ops: '0',
      min_query_cost: run.documents === 0 ? '1' : '0',
    }),
  });
  return new ExplainMetrics({
    plan_summary: planSummary(structured),
    execution_stats: new ExecutionStats({
      results_returned: run.results,
      execution_duration: new Duration({ seconds: Number(nanos / 1_000_000_000n), nanos: Number(nanos % 1_000_000_000n) }),
      read_operations: reads,
      debug_stats: debug,
    }),
  });
}
