// Reviews and ratings (docs/ARCHITECTURE.md §5c): the bounds of a rating and how a food's rating is shown.

export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const REVIEW_TEXT_MAX = 1000;
export const REPLY_TEXT_MAX = 500;
export const REVIEWS_PAGE_DEFAULT = 10;
export const REVIEWS_PAGE_MAX = 50;

/** The stars a review may give, lowest first. */
export const RATINGS = [1, 2, 3, 4, 5] as const;

/** The mean of `count` ratings adding up to `sum`, rounded to 2 decimals; 0 without ratings. */
export function averageRating(sum: number, count: number): number {
  // Whole hundredths first: one rounding of an exact quotient, the same on the server and in the browser.
  return count > 0 ? Math.round((sum * 100) / count) / 100 : 0;
}
