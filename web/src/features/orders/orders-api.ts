import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { IdResponse, OkResponse, Order, PurchaseInput } from '@domain/types';
// Orders change stock, so they refresh the shared foods cache.
import { foodKeys } from '../../lib/foods-query';
import { useApi } from '../../lib/api-context';
import type { ApiClient } from '../../lib/http';

export const orderKeys = {
  all: ['orders'] as const,
  mine: (email: string) => [...orderKeys.all, 'mine', email] as const,
};

export function getMyOrders(api: ApiClient, email: string, signal?: AbortSignal): Promise<Order[]> {
  return api.get<Order[]>(`/purchase-food/${encodeURIComponent(email)}`, { signal });
}

export function purchaseFood(api: ApiClient, input: PurchaseInput): Promise<IdResponse> {
  return api.post<IdResponse>('/add-purchase-food', input);
}

export function cancelOrder(api: ApiClient, id: string): Promise<OkResponse> {
  return api.delete<OkResponse>(`/purchase-food/${encodeURIComponent(id)}`);
}

export const myOrdersQuery = (api: ApiClient, email: string) =>
  queryOptions({
    queryKey: orderKeys.mine(email),
    queryFn: ({ signal }) => getMyOrders(api, email, signal),
    enabled: email !== '',
  });

export function useMyOrders(email: string) {
  const api = useApi();
  return useQuery(myOrdersQuery(api, email));
}

export function usePurchaseFood() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PurchaseInput) => purchaseFood(api, input),
    // A 409 means our stock figure was stale, so the food is refreshed whatever the outcome.
    onSettled: (_data, error, input) => {
      void queryClient.invalidateQueries({ queryKey: foodKeys.detail(input.foodId) });
      void queryClient.invalidateQueries({ queryKey: foodKeys.lists() });
      if (!error) void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
  });
}

interface CancelContext {
  previous: Order[] | undefined;
}

/** Cancels an order optimistically: it leaves the list at once and comes back if the server refuses. */
export function useCancelOrder(email: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  const key = orderKeys.mine(email);
  return useMutation<OkResponse, Error, Order, CancelContext>({
    mutationFn: (order) => cancelOrder(api, order._id),
    onMutate: async (order) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Order[]>(key);
      queryClient.setQueryData<Order[]>(key, (list) => list?.filter((o) => o._id !== order._id));
      return { previous };
    },
    onError: (_error, _order, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: (_data, _error, order) => {
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
      void queryClient.invalidateQueries({ queryKey: foodKeys.detail(order.foodId) });
      void queryClient.invalidateQueries({ queryKey: foodKeys.lists() });
    },
  });
}
