import { useQuery } from '@tanstack/react-query';
import { createContext, createElement, useContext, type ReactNode } from 'react';
import type { SalesSummary } from '@domain/types';
import { NEW_ORDER_CHECK_MS, SALES_SUMMARY_REFRESH_MS } from '../config/ui';
import { useApi } from './api-context';
import { useAuth } from './auth-context';
import type { ApiClient } from './http';

/**
 * `GET /api/sales/summary`, asked for by one poll for the whole app (SalesSummaryProvider) and read by the menu (its
 * 'My Sales' badge) and the orders feature (the new-order bell; it refreshes the summary after every move of an order).
 */
export const salesSummaryKey = ['sales-summary'] as const;

export function getSalesSummary(api: ApiClient, signal?: AbortSignal): Promise<SalesSummary> {
  return api.get<SalesSummary>('/sales/summary', { signal });
}

/**
 * How many of the signed-in seller's orders wait in each open status, refreshed in the background every `refreshMs`;
 * `eager` also refetches on every window focus, however fresh (My Sales listens for new orders).
 */
function useSalesSummary(enabled: boolean, { refreshMs = SALES_SUMMARY_REFRESH_MS, eager = false } = {}) {
  const api = useApi();
  return useQuery({
    queryKey: salesSummaryKey,
    queryFn: ({ signal }) => getSalesSummary(api, signal),
    enabled,
    refetchInterval: refreshMs,
    // An eager check goes on in a hidden tab too: the title count and the notification are for a seller elsewhere.
    refetchIntervalInBackground: eager,
    refetchOnWindowFocus: eager ? 'always' : true,
  });
}

const SalesSummaryContext = createContext<SalesSummary | undefined>(undefined);

/**
 * The app's one poll of the signed-in user's summary, for every page under it: every `NEW_ORDER_CHECK_MS` while
 * `eager` (a seller whose kitchen takes orders), else every `SALES_SUMMARY_REFRESH_MS`; nothing while signed out.
 */
export function SalesSummaryProvider({ eager = false, children }: { eager?: boolean; children?: ReactNode }) {
  const signedIn = Boolean(useAuth().user);
  const summary = useSalesSummary(signedIn, eager ? { refreshMs: NEW_ORDER_CHECK_MS, eager } : {}).data;
  return createElement(SalesSummaryContext.Provider, { value: signedIn ? summary : undefined }, children);
}

/** The signed-in user's open-order counts from SalesSummaryProvider; undefined until known, and while signed out. */
export function useSalesSummaryValue(): SalesSummary | undefined {
  return useContext(SalesSummaryContext);
}
