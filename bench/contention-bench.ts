import type { Food, IdResponse, Order } from '../functions/src/domain/types.js';
import type { ApiServer } from '../functions/src/test/api.js';
import type { ApiHarness } from './emulators.js';
import type { ReportLine } from './report.js';
import { verdict } from './report.js';
import { mapBounded } from './stats.js';

export const BUYERS = 30;
export const STOCK = 10;

export interface ContentionResult {
  buyers: number;
  stock: number;
  /** 201 answers. */
  created: number;
  /** Orders of the food found afterwards in the buyers' order lists. */
  storedOrders: number;
  finalStock: number;
  conflicts: number;
  /** Any other status, with how often it came. */
  otherStatuses: Record<string, number>;
  elapsedMs: number;
}

/** 30 buyers, each with a session, buy 1 of a food with stock 10 at the same moment. */
export async function runContention(harness: ApiHarness, api: ApiServer, ownerCookie: string): Promise<ContentionResult> {
  const created = await harness.call<IdResponse>(api, '/api/add-food', {
    method: 'POST',
    body: harness.foodInput({ foodName: 'Bench Contention Platter', quantity: STOCK }),
    cookie: ownerCookie,
  });
  if (created.status !== 201) throw new Error(`contention food: POST /api/add-food answered ${created.status}`);
  const foodId = created.body._id;

  const buyers = await mapBounded(Array.from({ length: BUYERS }, (_, i) => i), 6, async (i) => {
    const user = await harness.createUser(`bench-rush-${i}`);
    return { user, cookie: await harness.signIn(api, user) };
  });

  const started = performance.now();
  const answers = await Promise.all(
    buyers.map(({ cookie }) =>
      harness.call(api, '/api/add-purchase-food', { method: 'POST', body: { foodId, quantity: 1 }, cookie }),
    ),
  );
  const elapsedMs = performance.now() - started;

  const statusCounts: Record<string, number> = {};
  for (const { status } of answers) statusCounts[status] = (statusCounts[status] ?? 0) + 1;
  const { 201: ok = 0, 409: conflicts = 0, ...otherStatuses } = statusCounts;

  const food = await harness.call<Food>(api, `/api/food/${foodId}`);
  if (food.status !== 200) throw new Error(`contention food: GET /api/food/:id answered ${food.status}`);
  const orderLists = await mapBounded(buyers, 6, async ({ user, cookie }) => {
    const orders = await harness.call<Order[]>(api, `/api/purchase-food/${encodeURIComponent(user.email)}`, { cookie });
    if (orders.status !== 200) throw new Error(`GET /api/purchase-food/:email answered ${orders.status}`);
    return orders.body.filter((order) => order.foodId === foodId).length;
  });

  return {
    buyers: BUYERS,
    stock: STOCK,
    created: ok,
    storedOrders: orderLists.reduce((sum, count) => sum + count, 0),
    finalStock: food.body.quantity,
    conflicts,
    otherStatuses,
    elapsedMs,
  };
}

export function contentionLines(result: ContentionResult): Array<Omit<ReportLine, 'section'>> {
  const expectedOrders = Math.min(result.stock, result.buyers);
  const others = Object.entries(result.otherStatuses).map(([status, count]) => `${count} × ${status}`).join(', ');
  return [
    {
      label: 'orders created (201 / stored)',
      figure: `${result.created} / ${result.storedOrders}`,
      budget: `= ${expectedOrders}`,
      verdict: verdict(result.created === expectedOrders && result.storedOrders === expectedOrders),
    },
    { label: 'final stock', figure: String(result.finalStock), budget: '= 0', verdict: verdict(result.finalStock === 0) },
    {
      label: '409 answers',
      figure: String(result.conflicts),
      budget: `= ${result.buyers - expectedOrders}`,
      verdict: verdict(result.conflicts === result.buyers - expectedOrders),
    },
    { label: 'other statuses', figure: others || 'none', budget: 'none', verdict: verdict(others === '') },
    { label: `elapsed (${result.buyers} concurrent requests)`, figure: `${result.elapsedMs.toFixed(0)} ms`, budget: '', verdict: 'INFO' },
  ];
}
