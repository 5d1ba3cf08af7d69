import { useQuery } from '@tanstack/react-query';
import type { SalesRange, SalesStats } from '@domain/sales';
import { useApi } from '../../lib/api-context';
import { orderKeys } from './orders-api';

/**
 * The dashboard's numbers' queries: under orderKeys.all, so every move refreshes them, and not under orderKeys.sales(),
 * whose caches hold pages of orders.
 */
export const salesStatsKey = [...orderKeys.all, 'stats'] as const;

/** The dashboard's numbers (docs/ARCHITECTURE.md §5j). */
export function useSalesStats(range: SalesRange) {
  const api = useApi();
  return useQuery({
    queryKey: [...salesStatsKey, range] as const,
    queryFn: ({ signal }) => api.get<SalesStats>(`/sales/stats?range=${range}`, { signal }),
  });
}

/** Where the browser downloads the accountant's file of `from`..`to` (Dhaka days): a plain link, streamed to disk. */
export function salesExportUrl(from: string, to: string): string {
  return `/api/sales/export?${new URLSearchParams({ from, to }).toString()}`;
}
