import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IDEMPOTENCY_KEY_HEADER } from '@domain/limits';
import type { Food, IdResponse, OrderInput, PublicKitchen } from '@domain/types';
import { useApi } from '../../lib/api-context';
import type { CartLine } from '../../lib/cart';
// An order changes stock, so it refreshes the shared foods cache.
import { foodKeys, getFood } from '../../lib/foods-query';
import type { ApiClient } from '../../lib/http';
import { orderKeys } from './orders-api';

export const kitchenKey = (uid: string) => ['kitchens', uid] as const;

/** A kitchen's public terms: open or not, its delivery areas and fees, its minimum order. */
export function getKitchenTerms(api: ApiClient, uid: string, signal?: AbortSignal): Promise<PublicKitchen> {
  return api.get<PublicKitchen>(`/kitchens/${encodeURIComponent(uid)}`, { signal, public: true });
}

/** Places one order of the cart's dishes; a repeat with the same `idempotencyKey` answers with the same order. */
export function placeCartOrder(api: ApiClient, input: OrderInput, idempotencyKey: string): Promise<IdResponse> {
  return api.post<IdResponse>('/orders', input, { headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } });
}

export function useKitchenTerms(uid: string) {
  const api = useApi();
  // Fresh whenever the cart opens: a kitchen may close or change its fees meanwhile.
  return useQuery({ queryKey: kitchenKey(uid), queryFn: ({ signal }) => getKitchenTerms(api, uid, signal), refetchOnMount: 'always' });
}

/** One dish of the cart as the store has it now: the food, or why it could not be read (a 404: no longer sold). */
export interface CartFoodState {
  data?: Food;
  error?: unknown;
}

/** The cart's dishes as they are now (price, stock) by food id, read afresh whenever the cart opens. */
export function useCartFoods(lines: readonly CartLine[]) {
  const api = useApi();
  const ids = lines.map((line) => line.foodId);
  // One query for them all, each read on its own: one dish gone must not hide the others.
  return useQuery({
    queryKey: [...foodKeys.all, 'cart', ids] as const,
    queryFn: async ({ signal }): Promise<Record<string, CartFoodState>> => {
      const results = await Promise.allSettled(ids.map((id) => getFood(api, id, signal)));
      return Object.fromEntries(
        results.map((result, index) => [ids[index], result.status === 'fulfilled' ? { data: result.value } : { error: result.reason }]),
      );
    },
    refetchOnMount: 'always',
    placeholderData: (previous) => previous,
  });
}

export function usePlaceCartOrder() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: OrderInput; idempotencyKey: string }) => placeCartOrder(api, input, idempotencyKey),
    // A 409 means a stock figure was stale, so the dishes are refreshed whatever the outcome.
    onSettled: (_data, error, { input }) => {
      for (const line of input.lines) void queryClient.invalidateQueries({ queryKey: foodKeys.detail(line.foodId) });
      void queryClient.invalidateQueries({ queryKey: [...foodKeys.all, 'cart'] });
      void queryClient.invalidateQueries({ queryKey: foodKeys.lists() });
      if (!error) void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
  });
}
