import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TopFood } from '@domain/types';
import { http } from '../../lib/http';

export const homeKeys = {
  all: ['home'] as const,
  topFoods: () => [...homeKeys.all, 'top-foods'] as const,
};

export function getTopFoods(signal?: AbortSignal): Promise<TopFood[]> {
  return http.get<TopFood[]>('/top-foods', { signal });
}

export const topFoodsQuery = () =>
  queryOptions({
    queryKey: homeKeys.topFoods(),
    queryFn: ({ signal }) => getTopFoods(signal),
  });

export function useTopFoods() {
  return useQuery(topFoodsQuery());
}
