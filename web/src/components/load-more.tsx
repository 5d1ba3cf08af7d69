import { RetryButton } from './retry-button';
import { buttonSecondary } from './ui';

export interface LoadMoreProps {
  /** Whether another page may follow (the list's cursor). */
  hasMore: boolean;
  /** True while the next page loads. */
  loading: boolean;
  /** True when loading the next page failed: said as such, with 'Try again'. */
  failed: boolean;
  /** What failed, e.g. 'Could not load more of your orders.' */
  failure: string;
  onLoadMore: () => unknown;
}

/** What an infinite query tells `LoadMore`: `<LoadMore {...nextPageOf(query)} failure="..." />`. */
export function nextPageOf(query: {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
}): Omit<LoadMoreProps, 'failure'> {
  return {
    hasMore: query.hasNextPage,
    loading: query.isFetchingNextPage,
    failed: query.isFetchNextPageError,
    onLoadMore: () => query.fetchNextPage(),
  };
}

/** The end of a paged list: 'Load More' while a cursor remains, or the failure of the last try with 'Try again'. */
export function LoadMore({ hasMore, loading, failed, failure, onLoadMore }: LoadMoreProps) {
  if (failed) {
    return (
      <div role="alert" className="mt-8 flex flex-col items-center gap-3 text-center">
        <p className="text-sm text-red-700 dark:text-red-400">{failure}</p>
        <RetryButton onRetry={onLoadMore} />
      </div>
    );
  }
  if (!hasMore) return null;
  return (
    <div className="mt-10 flex justify-center">
      <button type="button" className={buttonSecondary} onClick={() => void onLoadMore()} disabled={loading}>
        {loading ? 'Loading...' : 'Load More'}
      </button>
    </div>
  );
}
