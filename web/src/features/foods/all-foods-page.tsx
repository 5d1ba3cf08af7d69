import { useEffect, useId, useState, type FormEvent } from 'react';
import { SEARCH_MAX_LENGTH } from '@domain/limits';
import { EmptyState } from '../../components/empty-state';
import { FoodCardSkeleton, LoadingRegion } from '../../components/skeletons';
import { buttonSecondary, container } from '../../components/ui';
import { SEARCH_DEBOUNCE_MS, SKELETONS_ALL_FOODS } from '../../config/ui';
import { useTitle } from '../../lib/use-title';
import { FoodCard } from './food-card';
import { useFoodsSearch } from './foods-api';
import { useDebouncedValue } from './use-debounced-value';

const grid = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

export default function AllFoodsPage() {
  useTitle('Food Store | All Foods');
  const inputId = useId();
  const [text, setText] = useState('');
  const [submitted, setSubmitted] = useState<string | null>(null);
  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  // Enter searches at once instead of waiting for the debounce.
  const search = (submitted ?? debounced).trim();
  const query = useFoodsSearch(search);
  const foods = query.data?.pages.flatMap((page) => page.foods) ?? [];

  useEffect(() => {
    if (query.error) console.error('Failed to fetch foods', query.error);
  }, [query.error]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(text);
  };

  const updating = query.isFetching && query.isPlaceholderData;

  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-br from-brand-50 via-white to-amber-50 py-14 sm:py-20 dark:from-stone-900 dark:via-stone-950 dark:to-stone-900">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-24 -right-24 size-72 rounded-full bg-brand-200/40 blur-3xl dark:bg-brand-800/20"
        />
        <div className={`${container} relative text-center`}>
          <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase dark:text-brand-200">All Foods</p>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-stone-900 sm:text-5xl dark:text-white">
            Explore Our Culinary World
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-stone-600 dark:text-stone-300">
            From street-food favourites to slow-cooked classics, find the dish you are craving.
          </p>
          <form role="search" onSubmit={onSubmit} className="mx-auto mt-8 max-w-xl">
            <label htmlFor={inputId} className="sr-only">
              Search foods by name
            </label>
            <div className="relative">
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                className="pointer-events-none absolute top-1/2 left-5 size-5 -translate-y-1/2 text-stone-500 dark:text-stone-400"
              >
                <path strokeLinecap="round" d="m21 21-4.3-4.3M10.5 18a7.5 7.5 0 1 1 0-15 7.5 7.5 0 0 1 0 15Z" />
              </svg>
              <input
                id={inputId}
                type="search"
                value={text}
                maxLength={SEARCH_MAX_LENGTH}
                onChange={(event) => {
                  setText(event.target.value);
                  setSubmitted(null);
                }}
                placeholder="Search by food name..."
                autoComplete="off"
                className="block w-full rounded-full border border-stone-300 bg-white py-4 pr-5 pl-13 text-base text-stone-900 shadow-lg shadow-brand-700/5 placeholder:text-stone-500 focus:border-brand-600 focus:ring-4 focus:ring-brand-600/20 focus:outline-none dark:border-stone-700 dark:bg-stone-900 dark:text-white dark:placeholder:text-stone-400"
              />
            </div>
          </form>
        </div>
      </section>

      <section aria-labelledby="foods-results" className={`${container} py-12`}>
        <div className="mb-6 flex min-h-7 flex-wrap items-center justify-between gap-2">
          <h2 id="foods-results" className="text-lg font-semibold text-stone-900 dark:text-white">
            {search ? `Results for “${search}”` : 'All dishes'}
          </h2>
          <p aria-live="polite" className="text-sm text-stone-600 dark:text-stone-300">
            {updating ? 'Searching...' : query.isSuccess && foods.length > 0 ? `${foods.length} ${foods.length === 1 ? 'dish' : 'dishes'} shown` : ''}
          </p>
        </div>

        {query.isPending ? (
          <LoadingRegion label="Loading foods..." className={grid}>
            {Array.from({ length: SKELETONS_ALL_FOODS }, (_, i) => (
              <FoodCardSkeleton key={i} />
            ))}
          </LoadingRegion>
        ) : (query.isError && !query.isFetchNextPageError) || foods.length === 0 ? (
          <EmptyState
            icon="search"
            title="No Foods Found"
            message="Try adjusting your search or check back later."
          />
        ) : (
          <>
            <ul className={`${grid} transition-opacity ${updating ? 'opacity-60' : ''}`}>
              {foods.map((food, index) => (
                <li key={food._id} className="flex">
                  <FoodCard food={food} priority={index < 2} />
                </li>
              ))}
            </ul>
            {query.isFetchNextPageError ? (
              <p role="alert" className="mt-8 text-center text-sm text-red-700 dark:text-red-400">
                Could not load more dishes. Please try again.
              </p>
            ) : null}
            {query.hasNextPage ? (
              <div className="mt-10 flex justify-center">
                <button
                  type="button"
                  className={buttonSecondary}
                  onClick={() => void query.fetchNextPage()}
                  disabled={query.isFetchingNextPage}
                >
                  {query.isFetchingNextPage ? 'Loading...' : 'Load More'}
                </button>
              </div>
            ) : null}
          </>
        )}
      </section>
    </>
  );
}
