import { useEffect, useRef } from 'react';
import { FOCUSABLE } from './focusable';
import { RetryButton } from './retry-button';
import { buttonSecondary } from './ui';
import { useT } from '../i18n/i18n-context';

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

/**
 * The end of a paged list: 'Load More' while a cursor remains, or the failure of the last try with 'Try again'. It
 * follows its list (the element just before it): once the next page is on screen, focus goes to the first new item
 * (its first link or button), not to the page's body with the vanished button, so a keyboard or screen-reader user
 * reads on where the new items start.
 */
export function LoadMore({ hasMore, loading, failed, failure, onLoadMore }: LoadMoreProps) {
  const { t } = useT();
  const endRef = useRef<HTMLDivElement>(null);
  const pending = useRef<{ list: Element; count: number } | null>(null);

  // Every render: the new items may appear a render after the page arrived (a deferred list).
  useEffect(() => {
    const waiting = pending.current;
    if (!waiting || loading) return;
    if (failed || !waiting.list.isConnected) {
      pending.current = null;
      return;
    }
    const first = waiting.list.children[waiting.count];
    if (!(first instanceof HTMLElement)) return;
    pending.current = null;
    const target = first.querySelector<HTMLElement>(FOCUSABLE) ?? first;
    if (target === first && !first.hasAttribute('tabindex')) first.tabIndex = -1;
    target.focus();
  });

  const loadMore = () => {
    const list = endRef.current?.previousElementSibling;
    pending.current = list ? { list, count: list.children.length } : null;
    void onLoadMore();
  };

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
    <div ref={endRef} className="mt-10 flex justify-center">
      <button type="button" className={buttonSecondary} onClick={loadMore} disabled={loading}>
        {loading ? t('common.loading') : t('common.loadMore')}
      </button>
    </div>
  );
}
