import { useQuery } from '@tanstack/react-query';
import type { SalesSummary } from '@domain/types';
import { SALES_SUMMARY_REFRESH_MS } from '../config/ui';
import { useApi } from './api-context';
import type { ApiClient } from './http';

/**
 * `GET /api/sales/summary`, shared by the menu (its 'My Sales' badge) and the orders feature (which refreshes it
 * after every move of an order).
 */
export const salesSummaryKey = ['sales-summary'] as const;

export function getSalesSummary(api: ApiClient, signal?: AbortSignal): Promise<SalesSummary> {
  return api.get<SalesSummary>('/sales/summary', { signal });
}

/**
 * How many of the signed-in seller's orders wait in each open status, refreshed in the background every `refreshMs`;
 * `eager` also refetches on every window focus, however fresh (My Sales listens for new orders).
 */
export function useSalesSummary(enabled: boolean, { refreshMs = SALES_SUMMARY_REFRESH_MS, eager = false } = {}) {
  const api = useApi();
  return useQuery({
    queryKey: salesSummaryKey,
    queryFn: ({ signal }) => getSalesSummary(api, signal),
    enabled,
    refetchInterval: refreshMs,
    refetchOnWindowFocus: eager ? 'always' : true,
  });
}
