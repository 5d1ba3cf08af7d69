import { lazy, Suspense, useRef } from 'react';
import type { Food, Review } from '@domain/types';
import { LoadMore, nextPageOf } from '../../components/load-more';
import { RetryButton } from '../../components/retry-button';
import { LoadingRegion } from '../../components/skeletons';
import { RatingSummary, Stars } from '../../components/star-rating';
import { card, mutedText } from '../../components/ui';
import { useViewer } from '../../lib/auth-context';
import { useFocusBack } from '../../lib/use-focus-back';
import { useMessages, useT } from '../../i18n';
import { useFoodReviews } from './reviews-api';

// Only the dish's seller replies: shoppers never download the form (Formik, yup).
const ReviewReplyForm = lazy(() => import('./review-reply-form'));

/**
 * The dish's reviews, newest first with Load More, each with the seller's reply; the seller gets a Reply form under
 * a review without one. Fetched in the browser: the page's own data (and its rating line) comes from the food.
 */
export function FoodReviews({ food }: { food: Food }) {
  const { t } = useT();
  const msg = useMessages();
  const query = useFoodReviews(food._id);
  const viewer = useViewer();
  const isSeller = viewer !== null && viewer === food.buyer?.uid;
  const reviews = query.data?.pages.flatMap((page) => page.reviews) ?? [];
  const sellerName = food.buyer?.userName || t('foods.reviews.theKitchen');

  return (
    <section aria-labelledby="reviews-title" className="mt-14 border-t border-stone-200 pt-10 dark:border-stone-800">
      <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
        <div>
          <h2 id="reviews-title" className="text-2xl font-extrabold tracking-tight text-stone-900 sm:text-3xl dark:text-white">
            {t('foods.reviews.title')}
          </h2>
          <p className={`mt-1 text-sm ${mutedText}`}>{t('foods.reviews.who')}</p>
        </div>
        <RatingSummary rating={food.rating} variant="page" />
      </div>

      {query.isPending ? (
        <LoadingRegion label={t('foods.reviews.loading')} className="mt-6 stack-y-4">
          {[0, 1].map((i) => (
            <div key={i} aria-hidden="true" className={`${card} stack-y-3 p-5`}>
              <div className="h-4 w-40 animate-pulse rounded bg-stone-200 dark:bg-stone-800" />
              <div className="h-4 w-24 animate-pulse rounded bg-stone-200 dark:bg-stone-800" />
              <div className="h-4 w-3/4 animate-pulse rounded bg-stone-200 dark:bg-stone-800" />
            </div>
          ))}
        </LoadingRegion>
      ) : query.isError && !query.isFetchNextPageError ? (
        <div role="alert" className="mt-6 flex flex-col items-start gap-3">
          <p className="text-sm text-red-700 dark:text-red-400">{msg.reviewsFetchFailed}</p>
          <RetryButton onRetry={() => query.refetch()} pending={query.isRefetching} />
        </div>
      ) : reviews.length === 0 ? (
        <p className={`mt-6 rounded-2xl border border-dashed border-stone-300 p-6 text-center text-sm dark:border-stone-700 ${mutedText}`}>
          {t('foods.reviews.none')}
        </p>
      ) : (
        <>
          <ul className="mt-6 stack-y-4">
            {reviews.map((review) => (
              <li key={review._id}>
                <ReviewItem review={review} foodId={food._id} sellerName={sellerName} canReply={isSeller} />
              </li>
            ))}
          </ul>
          <LoadMore {...nextPageOf(query)} failure={t('foods.reviews.moreFailed')} />
        </>
      )}
    </section>
  );
}

function ReviewItem({ review, foodId, sellerName, canReply }: { review: Review; foodId: string; sellerName: string; canReply: boolean }) {
  const { t, date } = useT();
  const name = review.reviewer.userName || t('foods.reviews.aBuyer');
  const replyRef = useRef<HTMLDivElement>(null);
  // A reply just posted takes the focus of its form, which goes as the reply shows.
  const focusReply = useFocusBack(() => replyRef.current);
  return (
    <article aria-label={t('foods.reviews.by', { name })} className={`${card} p-5`}>
      <header className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <span
          aria-hidden="true"
          className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-800 dark:bg-brand-800/40 dark:text-brand-100"
        >
          {name.charAt(0).toUpperCase()}
        </span>
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-semibold text-stone-900 dark:text-white">{name}</p>
          <p className="text-xs text-stone-600 dark:text-stone-400">
            <time dateTime={review.createdAt}>{date(review.createdAt)}</time>
          </p>
        </div>
        <Stars value={review.rating} size="sm" />
      </header>
      {review.text ? <p className="mt-3 text-sm leading-relaxed wrap-anywhere whitespace-pre-line text-stone-700 dark:text-stone-200">{review.text}</p> : null}
      {review.reply ? (
        <div
          ref={replyRef}
          tabIndex={-1}
          className="mt-4 rounded-xl border-l-4 border-brand-600 bg-brand-50 px-4 py-3 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:border-brand-200 dark:bg-stone-800/60"
        >
          <p className="text-xs font-semibold tracking-wide text-brand-800 uppercase dark:text-brand-200">{t('foods.reviews.replyFrom', { name: sellerName })}</p>
          <p className="mt-1 text-sm wrap-anywhere whitespace-pre-line text-stone-700 dark:text-stone-200">{review.reply.text}</p>
        </div>
      ) : canReply ? (
        <Suspense fallback={null}>
          <ReviewReplyForm review={review} foodId={foodId} reviewer={name} onPosted={() => focusReply()} />
        </Suspense>
      ) : null}
    </article>
  );
}
