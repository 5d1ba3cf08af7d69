import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TopFood } from '@domain/types';
import { useApi } from '../../lib/api-context';
import type { ApiClient } from '../../lib/http';

export const homeKeys = {
  all: ['home'] as const,
  topFoods: () => [...homeKeys.all, 'top-foods'] as const,
};

export function getTopFoods(api: ApiClient, signal?: AbortSignal): Promise<TopFood[]> {
  return api.get<TopFood[]>('/top-foods', { signal, public: true });
}

export const topFoodsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: homeKeys.topFoods(),
    queryFn: ({ signal }) => getTopFoods(api, signal),
  });

/** The best sellers; `initialData`, when given, is shown without fetching (what the page's route loaded). */
export function useTopFoods(initialData?: TopFood[]) {
  const api = useApi();
  return useQuery({ ...topFoodsQuery(api), initialData });
}
