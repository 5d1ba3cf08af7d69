import type { Kitchen } from '@domain/types';
import type { ApiClient } from '../../lib/http';

// What the new-order watch around every page reads (new-order-watch.tsx); the settings' hooks are in kitchen-api.ts,
// which only the seller's pages load.
export const kitchenKey = ['kitchen'] as const;

export function getKitchen(api: ApiClient, signal?: AbortSignal): Promise<Kitchen> {
  return api.get<Kitchen>('/kitchen', { signal });
}
