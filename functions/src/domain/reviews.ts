// Reviews and ratings (docs/ARCHITECTURE.md §5c): the bounds of a rating and how a food's rating is shown.

export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const REVIEW_TEXT_MAX = 1000;
export const REPLY_TEXT_MAX = 500;
export const REVIEWS_PAGE_DEFAULT = 10;
export const REVIEWS_PAGE_MAX = 50;

/** The stars a review may give, lowest first. */
export const RATINGS = [1, 2, 3, 4, 5] as const;

/**
 * `sort=rating` (docs/ARCHITECTURE.md §5c) ranks by a Bayesian average: every food starts as if it had
 * RATING_PRIOR_WEIGHT reviews of RATING_PRIOR_MEAN stars, so one 5★ review (3.75) ranks below 30 reviews averaging
 * 4.7 (4.53), and a dish needs several good reviews to climb. A fixed prior, not the store's mean: a food's score
 * changes only with its own reviews, in their transaction.
 */
export const RATING_PRIOR_MEAN = 3.5;
export const RATING_PRIOR_WEIGHT = 5;
/** Reviews a food needs before its page's JSON-LD carries an `aggregateRating` (§5e). */
export const AGGREGATE_RATING_MIN_COUNT = 3;

/** What `sort=rating` orders by: (prior weight × prior mean + sum) / (prior weight + count); 0 without ratings (last). */
export function ratingScore(sum: number, count: number): number {
  return count > 0 ? (RATING_PRIOR_WEIGHT * RATING_PRIOR_MEAN + sum) / (RATING_PRIOR_WEIGHT + count) : 0;
}

/** Whether a food's rating is shown to search engines as its `aggregateRating`. */
export const showsAggregateRating = (rating: { count: number } | undefined): boolean => (rating?.count ?? 0) >= AGGREGATE_RATING_MIN_COUNT;

/** The mean of `count` ratings adding up to `sum`, rounded to 2 decimals; 0 without ratings. */
export function averageRating(sum: number, count: number): number {
  // Whole hundredths first: one rounding of an exact quotient, the same on the server and in the browser.
  return count > 0 ? Math.round((sum * 100) / count) / 100 : 0;
}
