import {
  infiniteQueryOptions,
  type InfiniteData,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { IDEMPOTENCY_KEY_HEADER, ORDERS_PAGE_DEFAULT, ORDERS_PAGE_MAX } from '@domain/limits';
import { isFinalStatus, type SellerTarget } from '@domain/orders';
import { NEXT_CURSOR_HEADER } from '@domain/paging';
import type { DeclineDetails, IdResponse, OkResponse, Order, OrderDetail, PurchaseInput, StatusChange } from '@domain/types';
import { ORDER_REFRESH_MS } from '../../config/ui';
// Orders change stock, so they refresh the shared foods cache.
import { foodKeys } from '../../lib/foods-query';
import { useApi } from '../../lib/api-context';
import type { ApiClient } from '../../lib/http';
import type { SalesFilter } from '../../lib/paths';
import { salesSummaryKey } from '../../lib/sales-summary';

export const orderKeys = {
  all: ['orders'] as const,
  mine: (email: string) => [...orderKeys.all, 'mine', email] as const,
  details: () => [...orderKeys.all, 'detail'] as const,
  detail: (id: string) => [...orderKeys.details(), id] as const,
  sales: () => [...orderKeys.all, 'sales'] as const,
  salesList: (status: SalesFilter) => [...orderKeys.sales(), status] as const,
};

export interface OrdersPage<T extends Order> {
  orders: T[];
  /** The X-Next-Cursor header: present only when more orders exist. */
  nextCursor: string | null;
}

type Pages<T extends Order> = InfiniteData<OrdersPage<T>, string | null>;

async function getPage<T extends Order>(api: ApiClient, path: string, params: URLSearchParams, signal?: AbortSignal): Promise<OrdersPage<T>> {
  const { data, headers } = await api.request<T[]>(`${path}?${params.toString()}`, { signal });
  return { orders: Array.isArray(data) ? data : [], nextCursor: headers.get(NEXT_CURSOR_HEADER) || null };
}

function pageParams(cursor: string | null, extra: Record<string, string> = {}): URLSearchParams {
  const params = new URLSearchParams({ ...extra, limit: String(ORDERS_PAGE_DEFAULT) });
  if (cursor) params.set('cursor', cursor);
  return params;
}

export function getMyOrdersPage(api: ApiClient, email: string, cursor: string | null, signal?: AbortSignal): Promise<OrdersPage<Order>> {
  return getPage(api, `/purchase-food/${encodeURIComponent(email)}`, pageParams(cursor), signal);
}

export function getSalesPage(api: ApiClient, status: SalesFilter, cursor: string | null, signal?: AbortSignal): Promise<OrdersPage<OrderDetail>> {
  return getPage(api, '/sales', pageParams(cursor, status ? { status } : {}), signal);
}

/** The newest placed orders, as many as one request gives: what the new-order bell compares. */
export function getPlacedSales(api: ApiClient, signal?: AbortSignal): Promise<OrdersPage<OrderDetail>> {
  return getPage(api, '/sales', new URLSearchParams({ status: 'placed', limit: String(ORDERS_PAGE_MAX) }), signal);
}

export function getOrder(api: ApiClient, id: string, signal?: AbortSignal): Promise<OrderDetail> {
  return api.get<OrderDetail>(`/orders/${encodeURIComponent(id)}`, { signal });
}

/** Places an order; a repeat with the same `idempotencyKey` answers with the same order instead of a second one. */
export function purchaseFood(api: ApiClient, input: PurchaseInput, idempotencyKey: string): Promise<IdResponse> {
  return api.post<IdResponse>('/add-purchase-food', input, { headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } });
}

export function cancelOrder(api: ApiClient, id: string): Promise<OkResponse> {
  return api.delete<OkResponse>(`/purchase-food/${encodeURIComponent(id)}`);
}

/** A seller's move; a decline may say why (§5f). */
export function moveOrder(api: ApiClient, id: string, status: SellerTarget, decline?: DeclineDetails): Promise<OrderDetail> {
  const body: StatusChange = decline ? { status, reason: decline.reason, ...(decline.note ? { note: decline.note } : {}) } : { status };
  return api.post<OrderDetail>(`/orders/${encodeURIComponent(id)}/status`, body);
}

export const myOrdersQuery = (api: ApiClient, email: string) =>
  infiniteQueryOptions({
    queryKey: orderKeys.mine(email),
    queryFn: ({ pageParam, signal }) => getMyOrdersPage(api, email, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: email !== '',
  });

export const salesQuery = (api: ApiClient, status: SalesFilter) =>
  infiniteQueryOptions({
    queryKey: orderKeys.salesList(status),
    queryFn: ({ pageParam, signal }) => getSalesPage(api, status, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** The signed-in buyer's orders, newest first, page by page (Load More). */
export function useMyOrders(email: string) {
  const api = useApi();
  return useInfiniteQuery(myOrdersQuery(api, email));
}

/** Orders of the signed-in seller's dishes in one status ('' for all), page by page. */
export function useSales(status: SalesFilter) {
  const api = useApi();
  return useInfiniteQuery(salesQuery(api, status));
}

/**
 * One order in full. Until it is final it refetches every ORDER_REFRESH_MS and when the window regains focus, so
 * the buyer sees the kitchen's moves without reloading.
 */
export function useOrder(id: string) {
  const api = useApi();
  return useQuery({
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) => getOrder(api, id, signal),
    refetchInterval: (query) => {
      const order = query.state.data;
      return order && isFinalStatus(order.status) ? false : ORDER_REFRESH_MS;
    },
    // 'always': a focus within the app's default stale time still asks, since the kitchen may have moved it.
    refetchOnWindowFocus: (query) => (query.state.data && isFinalStatus(query.state.data.status) ? false : 'always'),
  });
}

export interface PurchaseAttempt {
  input: PurchaseInput;
  idempotencyKey: string;
}

export function usePurchaseFood() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: PurchaseAttempt) => purchaseFood(api, input, idempotencyKey),
    // A 409 means our stock figure was stale, so the food is refreshed whatever the outcome.
    onSettled: (_data, error, { input }) => {
      void queryClient.invalidateQueries({ queryKey: foodKeys.detail(input.foodId) });
      void queryClient.invalidateQueries({ queryKey: foodKeys.lists() });
      if (!error) void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
  });
}

/** Orders, the food's stock and the sales badge after an order moved (or a move was refused: it moved elsewhere). */
function refreshAfterMove(queryClient: QueryClient, order: Pick<Order, 'foodId'>): void {
  void queryClient.invalidateQueries({ queryKey: orderKeys.all });
  void queryClient.invalidateQueries({ queryKey: salesSummaryKey });
  void queryClient.invalidateQueries({ queryKey: foodKeys.detail(order.foodId) });
  void queryClient.invalidateQueries({ queryKey: foodKeys.lists() });
}

interface CancelContext {
  previous: Pages<Order> | undefined;
}

/** Cancels an order optimistically: it leaves the list at once and comes back if the server refuses. */
export function useCancelOrder(email: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  const key = orderKeys.mine(email);
  return useMutation<OkResponse, Error, Pick<Order, '_id' | 'foodId' | 'foodName'>, CancelContext>({
    mutationFn: (order) => cancelOrder(api, order._id),
    onMutate: async (order) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Pages<Order>>(key);
      queryClient.setQueryData<Pages<Order>>(
        key,
        (list) => list && { ...list, pages: list.pages.map((page) => ({ ...page, orders: page.orders.filter((o) => o._id !== order._id) })) },
      );
      return { previous };
    },
    onSuccess: (_data, order) => {
      // An open order page shows the cancellation at once (and stops offering it) while the refetch runs.
      queryClient.setQueryData<OrderDetail>(
        orderKeys.detail(order._id),
        (detail) => detail && { ...detail, status: 'cancelled', history: [...detail.history, { status: 'cancelled', at: new Date().toISOString(), by: 'buyer' }] },
      );
    },
    onError: (_error, _order, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: (_data, _error, order) => refreshAfterMove(queryClient, order),
  });
}

export interface OrderMoveRequest {
  order: OrderDetail;
  to: SellerTarget;
  decline?: DeclineDetails;
}

/** A seller's move of an order; the answer (the order as it now is) replaces it wherever it is shown. */
export function useMoveOrder() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ order, to, decline }: OrderMoveRequest) => moveOrder(api, order._id, to, decline),
    onSuccess: (updated) => {
      queryClient.setQueryData(orderKeys.detail(updated._id), updated);
      queryClient.setQueriesData<Pages<OrderDetail>>(
        { queryKey: orderKeys.sales() },
        (list) =>
          list && {
            ...list,
            pages: list.pages.map((page) => ({ ...page, orders: page.orders.map((o) => (o._id === updated._id ? updated : o)) })),
          },
      );
    },
    onSettled: (_data, _error, { order }) => refreshAfterMove(queryClient, order),
  });
}
