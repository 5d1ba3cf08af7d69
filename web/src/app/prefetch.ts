import type { QueryClient } from '@tanstack/react-query';

/**
 * On a first visit straight to a data page, start its API call while the page's chunk is still loading, instead of
 * after it has rendered: the food images that are these pages' largest paint wait on that call.
 */
export function prefetchFirstPage(pathname: string, queryClient: QueryClient): Promise<void> {
  if (pathname === '/foods') {
    return import('../features/foods/foods-api').then((api) => queryClient.prefetchInfiniteQuery(api.foodsInfiniteQuery('')));
  }
  const detail = /^\/food\/([^/]+)\/?$/.exec(pathname);
  if (detail?.[1]) {
    const id = decodeURIComponent(detail[1]);
    return import('../lib/foods-query').then((foods) => queryClient.prefetchQuery(foods.foodQuery(id)));
  }
  return Promise.resolve();
}
