import { type InfiniteData, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { IdResponse, OkResponse, Order, OrderDetail, OrderReview, ReviewInput } from '@domain/types';
import { useApi } from '../../lib/api-context';
// A review changes the dish's rating and its list of reviews, so it refreshes the shared foods cache.
import { foodKeys } from '../../lib/foods-query';
import type { ApiClient } from '../../lib/http';
import { orderKeys, type OrdersPage } from './orders-api';

export function reviewOrder(api: ApiClient, orderId: string, input: ReviewInput): Promise<IdResponse> {
  return api.post<IdResponse>(`/orders/${encodeURIComponent(orderId)}/review`, input);
}

export function removeReview(api: ApiClient, orderId: string): Promise<OkResponse> {
  return api.delete<OkResponse>(`/orders/${encodeURIComponent(orderId)}/review`);
}

/** The order's review as every cached copy of it shows it: its page and the buyer's list. */
function setCachedReview(queryClient: QueryClient, orderId: string, review: OrderReview | null): void {
  queryClient.setQueryData<OrderDetail>(orderKeys.detail(orderId), (order) => order && { ...order, review });
  queryClient.setQueriesData<InfiniteData<OrdersPage<Order>, string | null>>(
    { queryKey: [...orderKeys.all, 'mine'] },
    (list) =>
      list && {
        ...list,
        pages: list.pages.map((page) => ({ ...page, orders: page.orders.map((order) => (order._id === orderId ? { ...order, review } : order)) })),
      },
  );
}

/** The dish's rating and reviews after one of its reviews was written or removed, and the orders either way. */
function refreshAfterReview(queryClient: QueryClient, order: Pick<Order, 'foodId'>): void {
  void queryClient.invalidateQueries({ queryKey: foodKeys.detail(order.foodId) });
  void queryClient.invalidateQueries({ queryKey: foodKeys.reviews(order.foodId) });
  void queryClient.invalidateQueries({ queryKey: foodKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: orderKeys.all });
}

/** Rates a completed order; its cached copies show the review as soon as the server stored it. */
export function useReviewOrder() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ order, input }: { order: Pick<Order, '_id' | 'foodId'>; input: ReviewInput }) => reviewOrder(api, order._id, input),
    onSuccess: (_data, { order, input }) => setCachedReview(queryClient, order._id, input),
    onSettled: (_data, _error, { order }) => refreshAfterReview(queryClient, order),
  });
}

/** Removes the buyer's own review of an order. */
export function useRemoveReview() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (order: Pick<Order, '_id' | 'foodId'>) => removeReview(api, order._id),
    onSuccess: (_data, order) => setCachedReview(queryClient, order._id, null),
    onSettled: (_data, _error, order) => refreshAfterReview(queryClient, order),
  });
}
