import type { QueryClient } from '@tanstack/react-query';
import { publicApi } from '../lib/api-context';
import type { ApiClient } from '../lib/http';
import { paths, readFoodsView } from '../lib/paths';

/**
 * The data the first screen of a page shows, into the caches its components read: the server renders a page with it
 * (server-render.tsx), and the browser starts it beside the page chunk when no server-rendered page came with it.
 */
export function prefetchFirstPage(pathname: string, queryClient: QueryClient, search = '', api: ApiClient = publicApi): Promise<void> {
  if (pathname === paths.home) {
    return import('../features/home/home-api').then((home) => queryClient.prefetchQuery(home.topFoodsQuery(api)));
  }
  if (pathname === paths.foods) {
    // The list the URL's search, category and sort ask for, and the category chips.
    const filters = readFoodsView(new URLSearchParams(search));
    return import('../features/foods/foods-api').then((foods) =>
      Promise.all([
        queryClient.prefetchInfiniteQuery(foods.foodsInfiniteQuery(api, foods.toListFilters(filters))),
        queryClient.prefetchQuery(foods.categoriesQuery(api)),
      ]).then(() => undefined),
    );
  }
  // The id as the page's useParams() will read it, so both use the same cache entry.
  const id = paths.food.idIn(pathname);
  if (id) {
    return import('../lib/foods-query').then((foods) => queryClient.prefetchQuery(foods.foodQuery(api, id)));
  }
  return Promise.resolve();
}
