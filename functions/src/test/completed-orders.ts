import type { OrderStatus } from '../domain/orders.js';
import type { FoodInput, IdResponse } from '../domain/types.js';
import { call, foodInput, type ApiServer } from './api.js';

/** Adds a food through the API as the user of `cookie` and returns its id. */
export async function addFood(api: ApiServer, cookie: string, overrides: Partial<FoodInput> = {}): Promise<string> {
  const response = await call<IdResponse>(api, '/api/add-food', { method: 'POST', body: foodInput(overrides), cookie });
  if (response.status !== 201) throw new Error(`POST /api/add-food answered ${response.status}: ${JSON.stringify(response.body)}`);
  return response.body._id;
}

// The seller's moves that take a placed order to each status (docs/ARCHITECTURE.md §5a).
const PATH_TO: Partial<Record<OrderStatus, OrderStatus[]>> = {
  placed: [],
  accepted: ['accepted'],
  ready: ['accepted', 'ready'],
  completed: ['accepted', 'ready', 'completed'],
  declined: ['declined'],
};

/** An order of one unit placed over HTTP by `buyer` and moved by `seller` to `status` (a cancel is the buyer's). */
export async function orderIn(
  api: ApiServer,
  { buyer, seller, foodId, status = 'completed' }: { buyer: string; seller: string; foodId: string; status?: OrderStatus },
): Promise<string> {
  const placed = await call<IdResponse>(api, '/api/add-purchase-food', { method: 'POST', body: { foodId, quantity: 1 }, cookie: buyer });
  if (placed.status !== 201) throw new Error(`purchase answered ${placed.status}: ${JSON.stringify(placed.body)}`);
  const id = placed.body._id;
  if (status === 'cancelled') {
    const cancelled = await call(api, `/api/purchase-food/${id}`, { method: 'DELETE', cookie: buyer });
    if (cancelled.status !== 200) throw new Error(`cancel answered ${cancelled.status}`);
    return id;
  }
  const moves = PATH_TO[status];
  if (!moves) throw new Error(`no seller path to ${status}`);
  for (const to of moves) {
    const moved = await call(api, `/api/orders/${id}/status`, { method: 'POST', body: { status: to }, cookie: seller });
    if (moved.status !== 200) throw new Error(`move to ${to} answered ${moved.status}: ${JSON.stringify(moved.body)}`);
  }
  return id;
}
