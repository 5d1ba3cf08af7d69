import { memo, useDeferredValue, useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import type { CategoryCount, Food } from '@domain/types';
import { categoryKey } from '@domain/foods';
import { SEARCH_MAX_LENGTH } from '@domain/limits';
import { EmptyState } from '../../components/empty-state';
import { LoadMore } from '../../components/load-more';
import { RetryButton } from '../../components/retry-button';
import { FoodCardSkeleton, LoadingRegion } from '../../components/skeletons';
import { buttonSecondary, container } from '../../components/ui';
import { SKELETONS_ALL_FOODS } from '../../config/ui';
import { useT } from '../../i18n';
import { paths } from '../../lib/paths';
import { FoodCard } from './food-card';
import type { FoodListFilters } from '../../lib/foods-query';
import { toListFilters, useCategories, type FoodsPage } from './foods-api';
import { CategoryChips, SortSelect } from './foods-filters';
import { useFoodResults } from './use-food-results';
import { useFoodsView } from './use-foods-view';

const grid = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

function FoodGridSkeleton({ label }: { label: string }) {
  return (
    <LoadingRegion label={label} className={grid}>
      {Array.from({ length: SKELETONS_ALL_FOODS }, (_, i) => (
        <FoodCardSkeleton key={i} />
      ))}
    </LoadingRegion>
  );
}

/** The cards of the list; memo: an urgent render of the page skips them while the deferred list is unchanged. */
const FoodCards = memo(function FoodCards({ foods, dimmed }: { foods: Food[]; dimmed: boolean }) {
  return (
    <ul className={`${grid} transition-opacity ${dimmed ? 'opacity-60' : ''}`}>
      {foods.map((food, index) => (
        <li key={food._id} className="flex">
          {/* The first photo is a phone's largest paint: it alone is fetched at high priority (a second one took
              a quarter of the bandwidth from it); the others load lazily, as the layout shows them. */}
          <FoodCard food={food} priority={index === 0} />
        </li>
      ))}
    </ul>
  );
});

/** Small screens, where the search, sort and chips fill the first screen and the results start below it. */
const SMALL_SCREEN = '(max-width: 767px)';

function revealsResults(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(SMALL_SCREEN).matches;
}

/**
 * After a search, a chip or a sort on a small screen, brings the results to the top of the screen (below the fixed
 * header), once the new view has rendered; on a larger screen they are already in sight and nothing moves.
 */
function useRevealResults(target: RefObject<HTMLElement | null>): () => void {
  const [request, setRequest] = useState(0);
  useEffect(() => {
    if (request === 0 || !target.current) return;
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    target.current.scrollIntoView({ block: 'start', behavior: smooth ? 'smooth' : 'instant' });
  }, [request, target]);
  return () => {
    if (revealsResults()) setRequest((count) => count + 1);
  };
}

/** What All Foods' route loaded (all-foods-route.tsx): the first page of one list, and the categories, if read. */
export interface AllFoodsInitial {
  filters: FoodListFilters;
  list?: FoodsPage;
  categories?: CategoryCount[];
}

export default function AllFoodsPage({ initial }: { initial?: AllFoodsInitial }) {
  const { t, number, path } = useT();
  const inputId = useId();
  const { view, text, setText, submit, setCategory, setSort } = useFoodsView();
  const resultsRef = useRef<HTMLElement>(null);
  const reveal = useRevealResults(resultsRef);
  const filters = toListFilters(view);
  const { query, foods, continuing, loadMore } = useFoodResults(filters, initial);
  // Cards that arrive later render as a transition: in slices between frames, not in one long task the moment an
  // answer arrives (until the first ones have, the skeleton stays). Those the page was served with render at once.
  const [foodsAtMount] = useState(foods);
  const shownFoods = useDeferredValue(foods, foodsAtMount);
  const cardsArriving = foods.length > 0 && shownFoods.length === 0;
  // The category as the store spells it (the URL may say `rice` for `Rice`).
  const categoryLabel = useCategories(initial?.categories).data?.find((item) => categoryKey(item.category) === filters.category)?.category ?? view.category.trim();

  useEffect(() => {
    if (query.error) console.error('Failed to fetch foods', query.error);
  }, [query.error]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit(new FormData(event.currentTarget));
    // On a phone, Enter also closes the keyboard: what was found is what the buyer wants to see.
    if (revealsResults()) (document.activeElement as HTMLElement | null)?.blur();
    reveal();
  };

  const updating = query.isFetching && query.isPlaceholderData;
  const title = filters.search
    ? categoryLabel
      ? t('foods.list.titleSearchIn', { search: filters.search, category: categoryLabel })
      : t('foods.list.titleSearch', { search: filters.search })
    : categoryLabel
      ? t('foods.list.titleAllIn', { category: categoryLabel })
      : t('foods.list.titleAll');
  const nextPageFailed = query.isFetchNextPageError;

  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-br from-brand-50 via-white to-amber-50 pt-8 pb-6 sm:py-20 dark:from-stone-900 dark:via-stone-950 dark:to-stone-900">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-24 -right-24 size-72 rounded-full bg-brand-200/40 blur-3xl dark:bg-brand-800/20"
        />
        <div className={`${container} relative text-center`}>
          <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase dark:text-brand-200">{t('foods.list.eyebrow')}</p>
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-stone-900 sm:mt-3 sm:text-5xl dark:text-white">
            {t('foods.list.title')}
          </h1>
          {/* On a phone the first screen keeps room for the results: the search, sort and chips, then the first dish. */}
          <p className="mx-auto mt-4 hidden max-w-2xl text-lg text-stone-600 sm:block dark:text-stone-300">
            {t('foods.list.subtitle')}
          </p>
          {/* Named fields and a submit button, so a search or a sort sent before the app runs loads the same view from the
              server (paths.ts reads q, category, sort). */}
          <form role="search" action={path(paths.foods)} onSubmit={onSubmit} className="mx-auto mt-5 flex sm:mt-8 max-w-3xl flex-col gap-3 text-left sm:flex-row sm:items-center">
            <label htmlFor={inputId} className="sr-only">
              {t('foods.list.searchLabel')}
            </label>
            <div className="relative flex-1">
              {/* The form's submit button: with or without the app, it sends the text and the sort chosen beside it. */}
              <button
                type="submit"
                aria-label={t('foods.list.searchButton')}
                className="absolute top-1/2 left-3 grid size-9 -translate-y-1/2 place-items-center rounded-full text-stone-500 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-stone-400 dark:hover:text-brand-200"
              >
                <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" className="size-5">
                  <path strokeLinecap="round" d="m21 21-4.3-4.3M10.5 18a7.5 7.5 0 1 1 0-15 7.5 7.5 0 0 1 0 15Z" />
                </svg>
              </button>
              <input
                id={inputId}
                type="search"
                name="q"
                value={text}
                maxLength={SEARCH_MAX_LENGTH}
                onChange={(event) => setText(event.target.value)}
                placeholder={t('foods.list.searchPlaceholder')}
                autoComplete="off"
                className="block w-full rounded-full border border-stone-300 bg-white py-4 pr-5 pl-13 text-base text-stone-900 shadow-lg shadow-brand-700/5 placeholder:text-stone-500 focus:border-brand-600 focus:ring-4 focus:ring-brand-600/20 focus:outline-none dark:border-stone-700 dark:bg-stone-900 dark:text-white dark:placeholder:text-stone-400"
              />
            </div>
            {view.category ? <input type="hidden" name="category" value={view.category} /> : null}
            <SortSelect
              sort={view.sort}
              onChange={(sort) => {
                setSort(sort);
                reveal();
              }}
            />
          </form>
          <div className="mx-auto mt-4 max-w-5xl sm:mt-6">
            <CategoryChips
              active={view.category}
              counts={!filters.search}
              onSelect={(category) => {
                setCategory(category);
                reveal();
              }}
            />
          </div>
        </div>
      </section>

      <section ref={resultsRef} aria-labelledby="foods-results" className={`${container} scroll-mt-16 py-12 max-sm:pt-6`}>
        <div className="mb-6 flex min-h-7 flex-wrap items-center justify-between gap-2">
          <h2 id="foods-results" className="text-lg font-semibold text-stone-900 dark:text-white">
            {title}
          </h2>
          <p aria-live="polite" className="text-sm text-stone-600 dark:text-stone-300">
            {updating
              ? t('foods.list.searching')
              : query.isSuccess && foods.length > 0
                ? t('foods.list.shown', { count: foods.length, shown: number(foods.length) })
                : ''}
          </p>
        </div>

        {query.isPending || cardsArriving ? (
          <FoodGridSkeleton label={t('foods.list.loading')} />
        ) : query.isError && !nextPageFailed ? (
          // One failure state: the spec's 'No Foods Found' says why here, so it never reads as an empty menu.
          <EmptyState
            icon="alert"
            title={t('foods.list.failedTitle')}
            message={t('foods.list.failedText')}
            action={<RetryButton onRetry={() => query.refetch()} pending={query.isRefetching} />}
          />
        ) : foods.length === 0 && query.hasNextPage ? (
          continuing ? (
            <FoodGridSkeleton label={t('foods.list.searchingMore')} />
          ) : (
            <EmptyState
              icon="search"
              title={t('foods.list.noMatchesYet')}
              message={nextPageFailed ? t('foods.list.searchStopped') : t('foods.list.partlySearched')}
              action={
                nextPageFailed ? (
                  <RetryButton onRetry={loadMore} />
                ) : (
                  <button type="button" className={buttonSecondary} onClick={loadMore}>
                    {t('foods.list.keepSearching')}
                  </button>
                )
              }
            />
          )
        ) : foods.length === 0 ? (
          <EmptyState icon="search" title={t('foods.list.noneTitle')} message={t('foods.list.noneText')} />
        ) : (
          <>
            <FoodCards foods={shownFoods} dimmed={updating} />
            <LoadMore
              hasMore={Boolean(query.hasNextPage)}
              loading={continuing}
              failed={nextPageFailed}
              failure={t('foods.list.moreFailed')}
              onLoadMore={loadMore}
            />
          </>
        )}
      </section>
    </>
  );
}
