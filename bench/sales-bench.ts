import { Timestamp } from 'firebase-admin/firestore';
import { SALES_RANGES, type SalesRange } from '../functions/src/domain/sales.js';
import { ORDERS } from '../functions/src/orders/order-doc.js';
import { backfillSales } from '../functions/src/sales/sales-backfill.js';
import { loadApiHarness } from './emulators.js';
import { verdict, type ReportLine } from './report.js';
import { summarize, type LatencySummary } from './stats.js';

// docs/ARCHITECTURE.md §5j, Dashboard: GET /api/sales/stats reads one rollup document per Dhaka day of its range,
// however many orders the kitchen ever had. Two kitchens, 10 and 10,000 orders over the last 60 days, stored directly
// (as an older version stored them) and counted by the sales backfill; then each range is asked 30 times of each.

export const STATS_KITCHENS = [10, 10_000] as const;
const RUNS = 30;
const SPREAD_DAYS = 60;
const STATUSES = ['completed', 'completed', 'completed', 'cancelled', 'declined', 'expired', 'accepted'] as const;

export interface StatsCase {
  orders: number;
  range: SalesRange;
  /** Most documents one call read (Server-Timing). */
  reads: number;
  latencyMs: LatencySummary;
  /** The range's order count as the stats answered it. */
  counted: number;
}

export interface StatsBenchResult {
  /** Seconds the backfill took to count every stored order into the rollups. */
  backfillSeconds: number;
  backfilled: number;
  cases: StatsCase[];
}

export async function runStatsBench(log: (line: string) => void): Promise<StatsBenchResult> {
  const { emulators, harness } = await loadApiHarness();
  const api = await harness.startApi();
  try {
    const db = harness.testDb();
    const sellers = await Promise.all(STATS_KITCHENS.map(async (count) => ({ count, user: await harness.createUser(`stats-${count}`) })));
    const now = Date.now();
    for (const { count, user } of sellers) {
      log(`  storing ${count} orders of one kitchen...`);
      for (let start = 0; start < count; start += 500) {
        const batch = db.batch();
        for (let i = start; i < Math.min(count, start + 500); i += 1) {
          const at = new Date(now - ((i * 7919) % (SPREAD_DAYS * 24 * 60)) * 60 * 1000 - 60 * 1000);
          const quantity = (i % 3) + 1;
          batch.set(db.collection(ORDERS).doc(), {
            foodId: `dish-${i % 12}`,
            foodName: `Dish ${i % 12}`,
            foodImage: '/images/foods/biryani-800.webp',
            price: 4.5,
            quantity,
            total: 4.5 * quantity,
            buyingDate: at.toISOString(),
            createdAt: Timestamp.fromDate(at),
            sellerUid: user.uid,
            buyerUid: `buyer-${i % 97}`,
            status: STATUSES[i % STATUSES.length],
            fulfilment: i % 2 ? 'pickup' : 'delivery',
            delivery: null,
            note: '',
            history: [],
          });
        }
        await batch.commit();
      }
    }
    const started = performance.now();
    const backfilled = await backfillSales(db);
    const backfillSeconds = (performance.now() - started) / 1000;
    log(`  backfill counted ${backfilled.orders} orders in ${backfillSeconds.toFixed(1)} s`);

    const cases: StatsCase[] = [];
    for (const { count, user } of sellers) {
      const cookie = await harness.signIn(api, user);
      for (const range of Object.keys(SALES_RANGES) as SalesRange[]) {
        const latencies: number[] = [];
        let reads = 0;
        let counted = 0;
        for (let run = 0; run < RUNS; run += 1) {
          const begun = performance.now();
          const response = await harness.call<{ orders: { total: number } }>(api, `/api/sales/stats?range=${range}`, { cookie });
          latencies.push(performance.now() - begun);
          if (response.status !== 200) throw new Error(`stats answered ${response.status}: ${JSON.stringify(response.body)}`);
          reads = Math.max(reads, harness.readsOf(response));
          counted = response.body.orders.total;
        }
        cases.push({ orders: count, range, reads, counted, latencyMs: summarize(latencies) });
      }
    }
    return { backfillSeconds, backfilled: backfilled.orders, cases };
  } finally {
    await api.close();
    await emulators.stop();
  }
}

export function statsLines(result: StatsBenchResult): Array<Omit<ReportLine, 'section'>> {
  const lines: Array<Omit<ReportLine, 'section'>> = result.cases.map((item) => {
    const days = SALES_RANGES[item.range];
    const twin = result.cases.find((other) => other.range === item.range && other.orders !== item.orders);
    return {
      label: `GET /api/sales/stats?range=${item.range}, kitchen of ${item.orders.toLocaleString('en-US')} orders (${item.counted} in range)`,
      figure: `reads ${item.reads} · p50 ${item.latencyMs.p50.toFixed(1)} ms · p95 ${item.latencyMs.p95.toFixed(1)} ms`,
      budget: `reads = ${days} (one per Dhaka day), the same at every history size`,
      verdict: verdict(item.reads === days && (twin === undefined || twin.reads === item.reads)),
    };
  });
  lines.push({
    label: `sales backfill (${result.backfilled.toLocaleString('en-US')} stored orders into their days)`,
    figure: `${result.backfillSeconds.toFixed(1)} s`,
    budget: '',
    verdict: 'INFO',
  });
  return lines;
}
