import { useEffect } from 'react';

// The tab's title is the page's own title, led by the seller's count of new orders when there are any:
// '(2) Food Store | Home', or '(২) …' on a Bangla page. Pages set the first (useTitle), the app-wide new-order watch the
// second (useTitleCount).
let pageTitle: string | null = null;
let count = '';

function show(): void {
  const base = pageTitle ?? document.title.replace(/^\(\p{Nd}+\) /u, '');
  const title = count ? `(${count}) ${base}` : base;
  // Writing the same title again would still replace the <title>'s text.
  if (document.title !== title) document.title = title;
}

/** Sets the page's title (led by the count of new orders, if any). */
export function useTitle(title: string): void {
  useEffect(() => {
    pageTitle = title;
    show();
  }, [title]);
}

/**
 * Leads every page's title with `(n) ` while n > 0, n written by `format` (the page's digits); one caller in the app
 * (the new-order watch).
 */
export function useTitleCount(n: number, format: (value: number) => string = String): void {
  const text = n > 0 ? format(n) : '';
  useEffect(() => {
    count = text;
    show();
    return () => {
      count = '';
      show();
    };
  }, [text]);
}
