import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { IdResponse, OkResponse, Order, PurchaseInput } from '@domain/types';
// Orders change stock, so they refresh the shared foods cache.
import { foodKeys } from '../../lib/foods-query';
import { http } from '../../lib/http';

export const orderKeys = {
  all: ['orders'] as const,
  mine: (email: string) => [...orderKeys.all, 'mine', email] as const,
};

export function getMyOrders(email: string, signal?: AbortSignal): Promise<Order[]> {
  return http.get<Order[]>(`/purchase-food/${encodeURIComponent(email)}`, { signal, credentialed: true });
}

export function purchaseFood(input: PurchaseInput): Promise<IdResponse> {
  return http.post<IdResponse>('/add-purchase-food', input, { credentialed: true });
}

export function cancelOrder(id: string): Promise<OkResponse> {
  return http.delete<OkResponse>(`/purchase-food/${encodeURIComponent(id)}`, { credentialed: true });
}

export const myOrdersQuery = (email: string) =>
  queryOptions({
    queryKey: orderKeys.mine(email),
    queryFn: ({ signal }) => getMyOrders(email, signal),
    enabled: email !== '',
  });

export function useMyOrders(email: string) {
  return useQuery(myOrdersQuery(email));
}

export function usePurchaseFood() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: purchaseFood,
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
  const queryClient = useQueryClient();
  const key = orderKeys.mine(email);
  return useMutation<OkResponse, Error, Order, CancelContext>({
    mutationFn: (order) => cancelOrder(order._id),
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
