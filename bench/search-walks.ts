import type { ApiServer } from '../functions/src/test/api.js';
import type { ApiHarness } from './emulators.js';
import { COMMON_GRAMS, SEARCH_TERMS } from './food-names.js';
import { verdict, type ReportLine } from './report.js';
import { summarize, type LatencySummary } from './stats.js';

/** Most documents one request may read (docs/ARCHITECTURE.md §6); a search returns a cursor instead. */
export const REQUEST_READ_CAP = 100;
const SEARCH_READ_ALLOWANCE = 25;
const WALK_RUNS = 5;

/** A search followed through X-Next-Cursor to its end, as Load More does. */
interface Walk {
  name: string;
  search: string;
  limit: number;
  /** Foods the whole walk finds. */
  k: number;
  /** Budget of the whole walk: k + 25 documents; null where the catalogue is built to defeat it (decoys). */
  totalBudget: number | null;
}

export interface WalkResult {
  name: string;
  k: number;
  totalBudget: number | null;
  results: number;
  requests: number;
  /** Reads of each request of the last run. */
  reads: number[];
  latencyMs: LatencySummary;
}

const saffron = SEARCH_TERMS.find(({ term }) => term === 'saffron');

export const WALKS: Walk[] = [
  {
    name: `search "saffron" (k = ${saffron?.k}), every page at limit 100`,
    search: 'saffron',
    limit: 100,
    k: saffron?.k ?? 0,
    totalBudget: (saffron?.k ?? 0) + SEARCH_READ_ALLOWANCE,
  },
  {
    name: `search "${COMMON_GRAMS.term}": common grams (${COMMON_GRAMS.decoys} decoys), k = ${COMMON_GRAMS.k}, every page at limit 24`,
    search: COMMON_GRAMS.term,
    limit: 24,
    k: COMMON_GRAMS.k,
    totalBudget: null,
  },
];

/** Runs each walk WALK_RUNS times on the 5,000-food catalogue. */
export async function runWalks(harness: ApiHarness, api: ApiServer): Promise<WalkResult[]> {
  const results: WalkResult[] = [];
  for (const walk of WALKS) {
    const times: number[] = [];
    let reads: number[] = [];
    let found = 0;
    for (let run = 0; run < WALK_RUNS; run += 1) {
      reads = [];
      found = 0;
      let cursor: string | null = null;
      const started = performance.now();
      do {
        const params = new URLSearchParams({ search: walk.search, limit: String(walk.limit) });
        if (cursor) params.set('cursor', cursor);
        const response = await harness.call<unknown[]>(api, `/api/foods?${params.toString()}`);
        if (response.status !== 200) throw new Error(`${walk.name}: answered ${response.status}: ${JSON.stringify(response.body)}`);
        reads.push(harness.readsOf(response));
        found += response.body.length;
        cursor = response.headers.get('x-next-cursor');
      } while (cursor);
      times.push(performance.now() - started);
    }
    results.push({ name: walk.name, k: walk.k, totalBudget: walk.totalBudget, results: found, requests: reads.length, reads, latencyMs: summarize(times) });
  }
  return results;
}

export function walkLines(walks: readonly WalkResult[]): Array<Omit<ReportLine, 'section'>> {
  return walks.map((walk) => {
    const total = walk.reads.reduce((sum, reads) => sum + reads, 0);
    const most = Math.max(...walk.reads);
    const within = most <= REQUEST_READ_CAP && walk.results === walk.k && (walk.totalBudget === null || total <= walk.totalBudget);
    const budget = [
      `each request ≤ ${REQUEST_READ_CAP}`,
      walk.totalBudget === null ? '' : `total ≤ ${walk.totalBudget}`,
      `results = ${walk.k}`,
    ]
      .filter(Boolean)
      .join(', ');
    return {
      label: walk.name,
      figure:
        `reads ${walk.reads.join(' + ')} = ${total} in ${walk.requests} requests · results ${walk.results}` +
        ` · walk p50 ${walk.latencyMs.p50.toFixed(1)} ms`,
      budget,
      verdict: verdict(within),
    };
  });
}
