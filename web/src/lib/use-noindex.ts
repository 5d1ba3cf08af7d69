import { useEffect } from 'react';

const NOINDEX = 'meta[name="robots"][content="noindex"]';

/**
 * While the calling view is shown, the document says `noindex`: the app's not-found view at a path no route knows,
 * which Hosting answers with the app shell and 200 (a crawler rendering the page then leaves it out, as Google
 * advises for a single-page app's error views). A shell that already says it (the signed-in pages') is left alone.
 */
export function useNoindex(): void {
  useEffect(() => {
    if (document.head.querySelector(NOINDEX)) return undefined;
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.append(meta);
    // The route's head writer may have written its own copy meanwhile: none of them outlives the view.
    return () => {
      for (const element of document.head.querySelectorAll(NOINDEX)) element.remove();
    };
  }, []);
}
