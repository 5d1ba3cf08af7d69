import { useEffect } from 'react';

// The tab's title is the page's own title, led by the seller's count of new orders when there are any:
// '(2) Food Store | Home'. Pages set the first (useTitle), the app-wide new-order watch the second (useTitleCount).
let pageTitle: string | null = null;
let count = 0;

function show(): void {
  const base = pageTitle ?? document.title.replace(/^\(\d+\) /, '');
  document.title = count > 0 ? `(${count}) ${base}` : base;
}

/** Sets the page's title (led by the count of new orders, if any). */
export function useTitle(title: string): void {
  useEffect(() => {
    pageTitle = title;
    show();
  }, [title]);
}

/** Leads every page's title with `(n) ` while n > 0; one caller in the app (the new-order watch). */
export function useTitleCount(n: number): void {
  useEffect(() => {
    count = n;
    show();
    return () => {
      count = 0;
      show();
    };
  }, [n]);
}
