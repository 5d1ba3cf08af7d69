import { averageRating, ratingScore } from '../domain/reviews.js';
import type { FoodRating } from '../domain/types.js';

// A food's rating as stored (docs/ARCHITECTURE.md §5c): the exact sum and count of its reviews' stars, kept in the
// transaction of every review write, and the Bayesian score that `sort=rating` orders by. Every food has all three
// (new foods from the start, older ones from the backfill), since a Firestore orderBy skips documents lacking a field.

export interface FoodRatingFields {
  ratingSum: number;
  ratingCount: number;
  /** `ratingScore(ratingSum, ratingCount)`: 0 without reviews, so unreviewed foods sort last. */
  ratingScore: number;
}

export const RATING_FIELDS = ['ratingSum', 'ratingCount', 'ratingScore'] as const;

/** What an older version stored for `sort=rating`: the rounded mean (the backfill removes it). */
export const OLD_RATING_FIELD = 'ratingAverage';

export function ratingFields(sum: number, count: number): FoodRatingFields {
  return { ratingSum: sum, ratingCount: count, ratingScore: ratingScore(sum, count) };
}

export const NO_RATING: FoodRatingFields = ratingFields(0, 0);

/** The stored rating with one review's stars added (+1) or taken away (-1). */
export function withReview(stored: Partial<FoodRatingFields>, rating: number, change: 1 | -1): FoodRatingFields {
  const count = Math.max(0, (stored.ratingCount ?? 0) + change);
  const sum = count === 0 ? 0 : Math.max(0, (stored.ratingSum ?? 0) + change * rating);
  return ratingFields(sum, count);
}

/** The API's `rating` of a stored food; a food stored before ratings existed has none. */
export function toFoodRating(stored: Partial<FoodRatingFields>): FoodRating {
  const count = stored.ratingCount ?? 0;
  return { average: averageRating(stored.ratingSum ?? 0, count), count };
}
