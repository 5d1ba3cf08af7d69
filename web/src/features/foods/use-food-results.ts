import { useEffect, useMemo, useState } from 'react';
import type { Food } from '@domain/types';
import { FOODS_PAGE_DEFAULT } from '@domain/limits';
import { SEARCH_AUTO_CONTINUE_PAGES } from '../../config/ui';
import type { FoodListFilters } from '../../lib/foods-query';
import { useFoodsList, type FoodsPage } from './foods-api';

const NO_FOODS: Food[] = [];

/**
 * The foods of one All Foods list, with the paging a shopper expects. The API stops a search at its read cap and
 * answers a short page, even an empty one, with a cursor to go on. So after each shopper action (a new list, a click
 * on Load More) the next pages are fetched automatically while they have added less than a page of foods, at most
 * SEARCH_AUTO_CONTINUE_PAGES times; then Load More (or, with nothing found yet, 'Keep searching') asks for more.
 */
export function useFoodResults(filters: FoodListFilters, initial?: { filters: FoodListFilters; list?: FoodsPage }) {
  const listKey = JSON.stringify(filters);
  // The list the page's route loaded is shown without fetching it again, while it is the one asked for.
  const query = useFoodsList(filters, initial?.list && JSON.stringify(initial.filters) === listKey ? initial.list : undefined);
  // The page index the current shopper action started at, per list.
  const [anchor, setAnchor] = useState({ listKey, page: 0 });
  const from = anchor.listKey === listKey ? anchor.page : 0;

  const pages = query.isPlaceholderData ? [] : (query.data?.pages ?? []);
  const sinceAction = pages.slice(from);
  const addedSinceAction = sinceAction.reduce((count, page) => count + page.foods.length, 0);
  const autoContinue =
    query.hasNextPage &&
    !query.isFetching &&
    !query.isError &&
    !query.isPlaceholderData &&
    sinceAction.length > 0 &&
    sinceAction.length <= SEARCH_AUTO_CONTINUE_PAGES &&
    addedSinceAction < FOODS_PAGE_DEFAULT;

  const { fetchNextPage } = query;
  const pageCount = pages.length;
  useEffect(() => {
    // cancelRefetch off: a second call while one is under way (StrictMode runs effects twice) joins it.
    if (autoContinue) void fetchNextPage({ cancelRefetch: false });
    // pageCount: a fast answer can arrive before a render shows the fetch, so autoContinue may stay true throughout.
  }, [autoContinue, fetchNextPage, pageCount]);

  // The same array while the pages are (the list renders deferred, and memoized on it).
  const { data } = query;
  const foods = useMemo(() => data?.pages.flatMap((page) => page.foods) ?? NO_FOODS, [data]);
  return {
    query,
    foods,
    /** True while more pages are being fetched for the current action, automatically or by Load More. */
    continuing: autoContinue || query.isFetchingNextPage,
    loadMore: () => {
      setAnchor({ listKey, page: pages.length });
      void fetchNextPage();
    },
  };
}
