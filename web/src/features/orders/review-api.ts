import { type InfiniteData, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { IdResponse, OkResponse, Order, OrderDetail, OrderReview, ReviewInput } from '@domain/types';
import { useApi } from '../../lib/api-context';
// A review changes the dish's rating and its list of reviews, so it refreshes the shared foods cache.
import { foodKeys } from '../../lib/foods-query';
import type { ApiClient } from '../../lib/http';

import { orderKeys, type OrdersPage } from './orders-api';

/** Rates an order's dish: `foodId` names it in an order of several dishes (§5h). */
export function reviewOrder(api: ApiClient, orderId: string, input: ReviewInput, foodId?: string): Promise<IdResponse> {
  return api.post<IdResponse>(`/orders/${encodeURIComponent(orderId)}/review`, foodId ? { ...input, foodId } : input);
}

export function removeReview(api: ApiClient, orderId: string, foodId?: string): Promise<OkResponse> {
  const query = foodId ? `?foodId=${encodeURIComponent(foodId)}` : '';
  return api.delete<OkResponse>(`/orders/${encodeURIComponent(orderId)}/review${query}`);
}

/** An order with the review of one of its dishes (its first, or the only one, when `foodId` is absent) set. */
function withReview<T extends Order>(order: T, review: OrderReview | null, foodId?: string): T {
  const lines = order.lines?.map((line) => (line.foodId === (foodId ?? order.foodId) ? { ...line, review } : line));
  const first = !foodId || foodId === order.foodId;
  return { ...order, ...(lines ? { lines } : {}), ...(first ? { review } : {}) };
}

/** The order's review as every cached copy of it shows it: its page and the buyer's list. */
function setCachedReview(queryClient: QueryClient, orderId: string, review: OrderReview | null, foodId?: string): void {
  queryClient.setQueryData<OrderDetail>(orderKeys.detail(orderId), (order) => order && withReview(order, review, foodId));
  queryClient.setQueriesData<InfiniteData<OrdersPage<Order>, string | null>>(
    { queryKey: [...orderKeys.all, 'mine'] },
    (list) =>
      list && {
        ...list,
        pages: list.pages.map((page) => ({ ...page, orders: page.orders.map((order) => (order._id === orderId ? withReview(order, review, foodId) : order)) })),
      },
  );
}

/** The dish's rating and reviews after one of its reviews was written or removed, and the orders either way. */
function refreshAfterReview(queryClient: QueryClient, foodId: string): void {
  void queryClient.invalidateQueries({ queryKey: foodKeys.detail(foodId) });
  void queryClient.invalidateQueries({ queryKey: foodKeys.reviews(foodId) });
  void queryClient.invalidateQueries({ queryKey: foodKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: orderKeys.all });
}

/** Rates a completed order; its cached copies show the review as soon as the server stored it. */
export function useReviewOrder() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ order, input, foodId }: { order: Pick<Order, '_id' | 'foodId'>; input: ReviewInput; foodId?: string }) =>
      reviewOrder(api, order._id, input, foodId),
    onSuccess: (_data, { order, input, foodId }) => setCachedReview(queryClient, order._id, input, foodId),
    onSettled: (_data, _error, { order, foodId }) => refreshAfterReview(queryClient, foodId ?? order.foodId),
  });
}

/** Removes the buyer's own review of an order. */
export function useRemoveReview() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ order, foodId }: { order: Pick<Order, '_id' | 'foodId'>; foodId?: string }) => removeReview(api, order._id, foodId),
    onSuccess: (_data, { order, foodId }) => setCachedReview(queryClient, order._id, null, foodId),
    onSettled: (_data, _error, { order, foodId }) => refreshAfterReview(queryClient, foodId ?? order.foodId),
  });
}
