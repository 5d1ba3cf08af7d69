import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes } from 'react-router-dom';
import { publicApi } from '../lib/api-context';
import { paths } from '../lib/paths';

/**
 * On a first visit straight to a data page, start its API call while the page's chunk is still loading, instead of
 * after it has rendered: the food images that are these pages' largest paint wait on that call.
 */
export function prefetchFirstPage(pathname: string, queryClient: QueryClient): Promise<void> {
  if (pathname === paths.foods) {
    return import('../features/foods/foods-api').then((foods) => queryClient.prefetchInfiniteQuery(foods.foodsInfiniteQuery(publicApi, '')));
  }
  // The id as the page's useParams() will read it, so both use the same cache entry.
  const id = matchRoutes([{ path: paths.food.pattern }], pathname)?.[0]?.params.id;
  if (id) {
    return import('../lib/foods-query').then((foods) => queryClient.prefetchQuery(foods.foodQuery(publicApi, id)));
  }
  return Promise.resolve();
}
