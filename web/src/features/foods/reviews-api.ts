import { infiniteQueryOptions, type InfiniteData, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { NEXT_CURSOR_HEADER } from '@domain/paging';
import { REVIEWS_PAGE_DEFAULT } from '@domain/reviews';
import type { ReplyInput, Review } from '@domain/types';
import { useApi } from '../../lib/api-context';
import { foodKeys } from '../../lib/foods-query';
import type { ApiClient } from '../../lib/http';

export interface ReviewsPage {
  reviews: Review[];
  /** The X-Next-Cursor header: present only when more reviews may exist. */
  nextCursor: string | null;
}

export async function getReviewsPage(api: ApiClient, foodId: string, cursor: string | null, signal?: AbortSignal): Promise<ReviewsPage> {
  const params = new URLSearchParams({ limit: String(REVIEWS_PAGE_DEFAULT) });
  if (cursor) params.set('cursor', cursor);
  const { data, headers } = await api.request<Review[]>(`/food/${encodeURIComponent(foodId)}/reviews?${params.toString()}`, {
    signal,
    public: true,
  });
  return { reviews: Array.isArray(data) ? data : [], nextCursor: headers.get(NEXT_CURSOR_HEADER) || null };
}

export function replyToReview(api: ApiClient, reviewId: string, input: ReplyInput): Promise<Review> {
  return api.post<Review>(`/reviews/${encodeURIComponent(reviewId)}/reply`, input);
}

export const reviewsQuery = (api: ApiClient, foodId: string) =>
  infiniteQueryOptions({
    queryKey: foodKeys.reviews(foodId),
    queryFn: ({ pageParam, signal }) => getReviewsPage(api, foodId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** A dish's reviews, newest first, page by page (Load More); fetched in the browser, never with the page's HTML. */
export function useFoodReviews(foodId: string) {
  const api = useApi();
  return useInfiniteQuery(reviewsQuery(api, foodId));
}

/** The seller's reply; the answer (the review with its reply) replaces the review in the list. */
export function useReplyToReview(foodId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, input }: { reviewId: string; input: ReplyInput }) => replyToReview(api, reviewId, input),
    onSuccess: (updated) => {
      queryClient.setQueryData<InfiniteData<ReviewsPage, string | null>>(
        foodKeys.reviews(foodId),
        (list) =>
          list && {
            ...list,
            pages: list.pages.map((page) => ({ ...page, reviews: page.reviews.map((review) => (review._id === updated._id ? updated : review)) })),
          },
      );
    },
    // A 409 means a reply exists already (another tab): show it.
    onError: () => queryClient.invalidateQueries({ queryKey: foodKeys.reviews(foodId) }),
  });
}
