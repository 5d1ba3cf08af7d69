import { ORDER_LINES_MAX } from '../functions/src/domain/limits.js';
import type { IdResponse } from '../functions/src/domain/types.js';
import type { ApiServer } from '../functions/src/test/api.js';
import { loadApiHarness, type ApiHarness } from './emulators.js';
import { verdict, type ReportLine } from './report.js';
import { summarize, type LatencySummary } from './stats.js';

// Issue 30 (docs/ARCHITECTURE.md §5h): what an order of ORDER_LINES_MAX dishes costs against an order of one. Both
// are POST /api/orders with an Idempotency-Key, one transaction reading the key's order id, the buyer's counters, every
// food and the kitchen: lines + 3 documents.

const WARMUP_RUNS = 3;
const MEASURED_RUNS = 30;
/** Documents an order reads beyond its foods: the Idempotency-Key's order id, the buyer's counters, the kitchen. */
export const ORDER_FIXED_READS = 3;

export interface CartCase {
  lines: number;
  /** Most documents one order read (Server-Timing). */
  reads: number;
  latencyMs: LatencySummary;
  firestoreMs: LatencySummary;
}

export interface CartBenchResult {
  runs: number;
  one: CartCase;
  ten: CartCase;
  /** p50 of the 10-line order over p50 of the 1-line order. */
  latencyRatio: number;
}

async function expectStatus<T>(what: string, answer: Promise<{ status: number; body: T }>, status: number): Promise<T> {
  const response = await answer;
  if (response.status !== status) throw new Error(`${what} answered ${response.status}: ${JSON.stringify(response.body)}`);
  return response.body;
}

const firestoreMsOf = (header: string | null) => Number(/firestore;dur=([\d.]+)/.exec(header ?? '')?.[1] ?? Number.NaN);

/** Alternates 1-line and 10-line orders (each cancelled after, so the buyer's open units stay low), WARMUP_RUNS unmeasured. */
export async function measureCart(harness: ApiHarness, api: ApiServer, runs = MEASURED_RUNS): Promise<CartBenchResult> {
  const seller = await harness.signIn(api, await harness.createUser('cart-bench-kitchen'));
  const buyer = await harness.signIn(api, await harness.createUser('cart-bench-family'));
  const foods: string[] = [];
  for (let i = 0; i < ORDER_LINES_MAX; i += 1) {
    const food = harness.foodInput({ foodName: `Bench Dish ${i}`, quantity: 10_000, price: 2.5 + i });
    foods.push((await expectStatus('add-food', harness.call<IdResponse>(api, '/api/add-food', { method: 'POST', body: food, cookie: seller }), 201))._id);
  }
  const samples = new Map<number, { reads: number[]; latencies: number[]; firestore: number[] }>([
    [1, { reads: [], latencies: [], firestore: [] }],
    [ORDER_LINES_MAX, { reads: [], latencies: [], firestore: [] }],
  ]);
  let attempt = 0;
  for (let run = 0; run < WARMUP_RUNS + runs; run += 1) {
    for (const count of [1, ORDER_LINES_MAX]) {
      attempt += 1;
      const body = { lines: foods.slice(0, count).map((foodId) => ({ foodId, quantity: 1 })), fulfilment: 'pickup' };
      const started = performance.now();
      const response = await harness.call<IdResponse>(api, '/api/orders', {
        method: 'POST',
        body,
        cookie: buyer,
        headers: { 'Idempotency-Key': `cart-bench-${process.pid}-${attempt}` },
      });
      const elapsed = performance.now() - started;
      if (response.status !== 201) throw new Error(`POST /api/orders answered ${response.status}: ${JSON.stringify(response.body)}`);
      if (run >= WARMUP_RUNS) {
        const sample = samples.get(count);
        sample?.reads.push(harness.readsOf(response));
        sample?.latencies.push(elapsed);
        sample?.firestore.push(firestoreMsOf(response.headers.get('server-timing')));
      }
      await expectStatus('cancel', harness.call(api, `/api/purchase-food/${response.body._id}`, { method: 'DELETE', cookie: buyer }), 200);
    }
  }
  const figures = (lines: number): CartCase => {
    const sample = samples.get(lines) ?? { reads: [], latencies: [], firestore: [] };
    return { lines, reads: Math.max(...sample.reads), latencyMs: summarize(sample.latencies), firestoreMs: summarize(sample.firestore) };
  };
  const one = figures(1);
  const ten = figures(ORDER_LINES_MAX);
  return { runs, one, ten, latencyRatio: ten.latencyMs.p50 / one.latencyMs.p50 };
}

/** The bench's part: its own emulators and API. */
export async function runCartBench(log: (line: string) => void): Promise<CartBenchResult> {
  const { emulators, harness } = await loadApiHarness();
  const api = await harness.startApi();
  try {
    log(`  ${MEASURED_RUNS} orders of 1 and of ${ORDER_LINES_MAX} dishes, alternating, after ${WARMUP_RUNS} unmeasured each`);
    return await measureCart(harness, api);
  } finally {
    await api.close();
    await emulators.stop();
  }
}

export function cartLines(result: CartBenchResult): Array<Omit<ReportLine, 'section'>> {
  const line = ({ lines, reads, latencyMs, firestoreMs }: CartCase): Omit<ReportLine, 'section'> => ({
    label: `POST /api/orders, ${lines} line${lines === 1 ? '' : 's'}`,
    figure: `reads ${reads} · p50 ${latencyMs.p50.toFixed(1)} ms · p95 ${latencyMs.p95.toFixed(1)} ms · Firestore p50 ${firestoreMs.p50.toFixed(1)} ms`,
    budget: `reads = lines + ${ORDER_FIXED_READS} (key, buyer's counters, kitchen), one transaction`,
    verdict: verdict(reads === lines + ORDER_FIXED_READS),
  });
  return [
    line(result.one),
    line(result.ten),
    { label: `${result.ten.lines} lines over 1 line, p50`, figure: `${result.latencyRatio.toFixed(2)}×`, budget: '', verdict: 'INFO' },
  ];
}
