import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FoodSort } from '@domain/foods';
import type { Food } from '@domain/types';
import { useApi } from './api-context';
import type { ApiClient } from './http';

/** One All Foods list as the API is asked for it (`GET /api/foods?search=&category=&sort=`). */
export interface FoodListFilters {
  search: string;
  category: string;
  sort: FoodSort;
}

/**
 * The foods cache, shared by every feature that shows or changes a food: the foods pages read it, a purchase or a
 * cancelled order refreshes it (stock moves). Feature-only fetchers and hooks live in their feature's `*-api.ts`.
 */
export const foodKeys = {
  all: ['foods'] as const,
  lists: () => [...foodKeys.all, 'list'] as const,
  list: (filters: FoodListFilters) => [...foodKeys.lists(), filters] as const,
  /** `GET /api/categories`: under `all`, so adding, editing or deleting a food refreshes the counts too. */
  categories: () => [...foodKeys.all, 'categories'] as const,
  details: () => [...foodKeys.all, 'detail'] as const,
  detail: (id: string) => [...foodKeys.details(), id] as const,
  mine: (email: string) => [...foodKeys.all, 'mine', email] as const,
  /** `GET /api/food/:id/reviews`: under `all`, so a review written from an order refreshes the dish's list too. */
  reviews: (id: string) => [...foodKeys.all, 'reviews', id] as const,
};

export function getFood(api: ApiClient, id: string, signal?: AbortSignal): Promise<Food> {
  return api.get<Food>(`/food/${encodeURIComponent(id)}`, { signal, public: true });
}

export const foodQuery = (api: ApiClient, id: string) =>
  queryOptions({
    queryKey: foodKeys.detail(id),
    queryFn: ({ signal }) => getFood(api, id, signal),
  });

/**
 * One food by id, as the detail, purchase and edit pages show it; `initialData` (what a page's route loaded) is shown
 * without fetching, and `enabled: false` fetches nothing (a dish its route found missing).
 */
export function useFood(id: string, options: { initialData?: Food; enabled?: boolean; refetchInterval?: number | false; refetchOnWindowFocus?: boolean | 'always' } = {}) {
  const api = useApi();
  return useQuery({ ...foodQuery(api, id), ...options });
}
