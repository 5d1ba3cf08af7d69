import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes } from 'react-router-dom';
import { publicApi } from '../lib/api-context';
import { paths, readFoodsView } from '../lib/paths';

/**
 * On a first visit straight to a data page, start its API call while the page's chunk is still loading, instead of
 * after it has rendered: the food images that are these pages' largest paint wait on that call.
 */
export function prefetchFirstPage(pathname: string, queryClient: QueryClient, search = ''): Promise<void> {
  if (pathname === paths.foods) {
    // The list the URL's search, category and sort ask for, and the category chips.
    const filters = readFoodsView(new URLSearchParams(search));
    return import('../features/foods/foods-api').then((foods) =>
      Promise.all([
        queryClient.prefetchInfiniteQuery(foods.foodsInfiniteQuery(publicApi, foods.toListFilters(filters))),
        queryClient.prefetchQuery(foods.categoriesQuery(publicApi)),
      ]).then(() => undefined),
    );
  }
  // The id as the page's useParams() will read it, so both use the same cache entry.
  const id = matchRoutes([{ path: paths.food.pattern }], pathname)?.[0]?.params.id;
  if (id) {
    return import('../lib/foods-query').then((foods) => queryClient.prefetchQuery(foods.foodQuery(publicApi, id)));
  }
  return Promise.resolve();
}
