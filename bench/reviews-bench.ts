import type { IdResponse } from '../functions/src/domain/types.js';
import type { ApiServer } from '../functions/src/test/api.js';
import type { ApiHarness } from './emulators.js';
import { verdict, type ReportLine } from './report.js';
import { summarize, type LatencySummary } from './stats.js';

/** Reviews given to one food of each catalogue: two full pages of 10 and a part of a third. */
export const REVIEWS_ON_FOOD = 25;
/** A review write reads the order and then its food, in one transaction that also writes the review. */
export const REVIEW_WRITE_READS = 2;

export interface ReviewWrites {
  writes: number;
  /** Most documents one review write read (Server-Timing). */
  maxReads: number;
  latencyMs: LatencySummary;
}

async function expectOk<T>(what: string, answer: Promise<{ status: number; body: T }>, status = 200): Promise<T> {
  const response = await answer;
  if (response.status !== status) throw new Error(`${what} answered ${response.status}: ${JSON.stringify(response.body)}`);
  return response.body;
}

/**
 * Gives the food `count` reviews the way the app does: the buyer orders, the seller moves the order to completed,
 * the buyer reviews it. Returns what each review write cost.
 */
export async function prepareReviews(
  harness: ApiHarness,
  api: ApiServer,
  { foodId, buyer, seller, count = REVIEWS_ON_FOOD }: { foodId: string; buyer: string; seller: string; count?: number },
): Promise<{ reads: number[]; latencies: number[] }> {
  const reads: number[] = [];
  const latencies: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const order = await expectOk(
      'purchase',
      harness.call<IdResponse>(api, '/api/add-purchase-food', { method: 'POST', body: { foodId, quantity: 1 }, cookie: buyer }),
      201,
    );
    for (const status of ['accepted', 'ready', 'completed']) {
      await expectOk(`move to ${status}`, harness.call(api, `/api/orders/${order._id}/status`, { method: 'POST', body: { status }, cookie: seller }));
    }
    const started = performance.now();
    const response = await harness.call(api, `/api/orders/${order._id}/review`, {
      method: 'POST',
      body: { rating: (i % 5) + 1, text: `Bench review ${i}` },
      cookie: buyer,
    });
    latencies.push(performance.now() - started);
    if (response.status !== 201) throw new Error(`review answered ${response.status}: ${JSON.stringify(response.body)}`);
    reads.push(harness.readsOf(response));
  }
  return { reads, latencies };
}

export function summarizeWrites(runs: ReadonlyArray<{ reads: number[]; latencies: number[] }>): ReviewWrites {
  const reads = runs.flatMap((run) => run.reads);
  return { writes: reads.length, maxReads: Math.max(...reads), latencyMs: summarize(runs.flatMap((run) => run.latencies)) };
}

export function reviewWriteLines(writes: ReviewWrites): Array<Omit<ReportLine, 'section'>> {
  return [
    {
      label: `review write POST /api/orders/:id/review (${writes.writes} writes)`,
      figure: `reads ${writes.maxReads} · p50 ${writes.latencyMs.p50.toFixed(1)} ms · p95 ${writes.latencyMs.p95.toFixed(1)} ms`,
      budget: `reads = ${REVIEW_WRITE_READS} (order, food), one transaction`,
      verdict: verdict(writes.maxReads === REVIEW_WRITE_READS),
    },
  ];
}
