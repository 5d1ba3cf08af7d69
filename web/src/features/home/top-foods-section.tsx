import { useEffect, useState } from 'react';
import type { TopFood } from '@domain/types';
import { AddToCartButton } from '../../components/add-to-cart';
import { FoodImage } from '../../components/food-image';
import { UnavailableBadge, useUnavailable } from '../../components/food-availability';
import { RetryButton } from '../../components/retry-button';
import { RatingSummary } from '../../components/star-rating';
import { buttonPrimary, buttonSecondary, card, container, mutedText } from '../../components/ui';
import { SKELETONS_TOP_FOODS, TOP_FOODS_SKELETON_DELAY_MS } from '../../config/ui';
import { useViewer } from '../../lib/auth-context';
import { useT } from '../../i18n/i18n-context';
import { Link } from '../../i18n/links';
import { paths } from '../../lib/paths';
import { useTopFoods } from './home-api';

const grid = 'grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

/** True until `delayMs` after `settled` first turns true; false at once when the data was already there. */
function useSkeleton(settled: boolean, readyAtMount: boolean, delayMs: number): boolean {
  const [done, setDone] = useState(readyAtMount);
  useEffect(() => {
    if (!settled || done) return;
    const timer = setTimeout(() => setDone(true), delayMs);
    return () => clearTimeout(timer);
  }, [settled, done, delayMs]);
  return !done;
}

/** `initial`: the best sellers the page's route loaded, shown without fetching them again. */
export function TopFoodsSection({ initial }: { initial?: TopFood[] }) {
  const { t } = useT();
  const query = useTopFoods(initial);
  const [readyAtMount] = useState(query.isSuccess);
  const loading = useSkeleton(!query.isPending, readyAtMount, TOP_FOODS_SKELETON_DELAY_MS);
  const foods = Array.isArray(query.data) ? query.data : [];
  const failed = query.isError && foods.length === 0;

  useEffect(() => {
    // Spec: a failed load is logged; the grid stays empty, and the panel below says so with a way to retry.
    if (query.error) console.error('Failed to fetch top foods', query.error);
  }, [query.error]);

  return (
    <section aria-labelledby="top-foods-title" className="py-16 sm:py-20">
      <div className={container}>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wider text-brand-700 dark:text-brand-200">{t('home.topFoods.eyebrow')}</p>
            <h2 id="top-foods-title" className="mt-2 text-3xl font-extrabold tracking-tight text-stone-900 sm:text-4xl dark:text-white">
              {t('home.topFoods.title')}
            </h2>
            <p className={`mt-3 max-w-2xl ${mutedText}`}>{t('home.topFoods.subtitle')}</p>
          </div>
          <Link
            to={paths.foods}
            className="inline-flex shrink-0 items-center gap-1.5 self-start rounded-full text-sm font-semibold text-brand-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600 sm:self-auto dark:text-brand-200 dark:hover:text-brand-100"
          >
            {t('home.topFoods.seeAll')}
            <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4">
              <path fillRule="evenodd" d="M3 10a.75.75 0 0 1 .75-.75h10.64l-4.22-4.22a.75.75 0 1 1 1.06-1.06l5.5 5.5a.75.75 0 0 1 0 1.06l-5.5 5.5a.75.75 0 1 1-1.06-1.06l4.22-4.22H3.75A.75.75 0 0 1 3 10Z" clipRule="evenodd" />
            </svg>
          </Link>
        </div>

        {loading ? (
          <ul className={`mt-10 ${grid}`} aria-busy="true" aria-label={t('home.topFoods.loading')}>
            {Array.from({ length: SKELETONS_TOP_FOODS }, (_, i) => (
              <li key={i} data-testid="top-food-skeleton">
                <TopFoodSkeleton />
              </li>
            ))}
          </ul>
        ) : (
          <>
            <ul className={`mt-10 ${grid}`}>
              {foods.map((food) => (
                <li key={food._id}>
                  <TopFoodCard food={food} />
                </li>
              ))}
            </ul>
            {failed ? (
              <div
                role="alert"
                className={`flex flex-col items-center gap-4 rounded-2xl border border-dashed border-stone-300 px-6 py-10 text-center dark:border-stone-700 ${mutedText}`}
              >
                <p>{t('home.topFoods.failed')}</p>
                <RetryButton onRetry={() => query.refetch()} pending={query.isFetching} />
              </div>
            ) : (
              foods.length === 0 && (
                <p className={`rounded-2xl border border-dashed border-stone-300 px-6 py-10 text-center dark:border-stone-700 ${mutedText}`}>
                  {t('home.topFoods.empty')}
                </p>
              )
            )}
          </>
        )}
      </div>
    </section>
  );
}

function TopFoodCard({ food }: { food: TopFood }) {
  const { t, price } = useT();
  const unavailable = useUnavailable(food);
  // A card may be shown outside the app's providers (a test, a preview): no user there.
  const viewer = useViewer();
  // An answer cached from before top foods carried their kitchen has none: no Add to cart then.
  const canAdd = !unavailable && !!food.buyer && viewer !== food.buyer.uid;
  return (
    <article className={`${card} group flex h-full flex-col transition hover:-translate-y-0.5 hover:shadow-lg motion-reduce:transition-none motion-reduce:hover:translate-y-0`}>
      <div className="relative overflow-hidden">
        <FoodImage
          src={food.foodImage}
          alt={food.foodName}
          sizes="(min-width: 1280px) 20rem, (min-width: 1024px) 30vw, (min-width: 640px) 45vw, 92vw"
          className="transition duration-500 group-hover:scale-105 motion-reduce:transition-none motion-reduce:group-hover:scale-100"
        />
        {food.foodCategory && (
          <Link
            to={paths.foodsWith({ category: food.foodCategory })}
            aria-label={t('home.topFoods.categoryLink', { category: food.foodCategory })}
            className="absolute left-3 top-3 rounded-full bg-white/95 px-3 py-1 text-xs font-semibold text-brand-800 shadow-sm transition hover:bg-brand-700 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:bg-stone-900/90 dark:text-brand-200 dark:hover:bg-brand-200 dark:hover:text-stone-950"
          >
            {food.foodCategory}
          </Link>
        )}
        {unavailable ? <UnavailableBadge {...unavailable} /> : null}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h3 className="text-lg font-bold text-stone-900 dark:text-white">{food.foodName}</h3>
        <RatingSummary rating={food.rating} className="mt-1" />
        <p className={`mt-2 line-clamp-2 text-sm ${mutedText}`}>{food.description}</p>
        <div className="mt-auto flex items-center justify-between gap-3 pt-5">
          <span className="text-xl font-extrabold text-stone-900 dark:text-white">{price(food.price)}</span>
          <div className="flex flex-wrap justify-end gap-2">
            {canAdd ? <AddToCartButton food={food} className={`${buttonSecondary} px-4 py-2`} /> : null}
            <Link to={paths.food(food._id)} className={`${buttonPrimary} px-4 py-2`} aria-label={t('home.topFoods.detailsLabel', { name: food.foodName })}>
              {t('home.topFoods.details')}
            </Link>
          </div>
        </div>
      </div>
    </article>
  );
}

function TopFoodSkeleton() {
  return (
    <div className={`${card} animate-pulse motion-reduce:animate-none`} aria-hidden="true">
      <div className="aspect-[4/3] w-full bg-stone-200 dark:bg-stone-800" />
      <div className="stack-y-3 p-5">
        <div className="h-5 w-2/3 rounded bg-stone-200 dark:bg-stone-800" />
        <div className="h-3.5 w-full rounded bg-stone-200 dark:bg-stone-800" />
        <div className="h-3.5 w-4/5 rounded bg-stone-200 dark:bg-stone-800" />
        <div className="flex items-center justify-between pt-3">
          <div className="h-6 w-16 rounded bg-stone-200 dark:bg-stone-800" />
          <div className="h-9 w-24 rounded-full bg-stone-200 dark:bg-stone-800" />
        </div>
      </div>
    </div>
  );
}
