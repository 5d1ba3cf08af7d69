import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';

const FirstCommitContext = createContext<{ current: (() => void) | undefined } | null>(null);

/** Hands `onFirstCommit` to the page: it runs once, when the first page's own content has committed. */
export function FirstCommitProvider({ onFirstCommit, children }: { onFirstCommit?: () => void; children: ReactNode }) {
  const callback = useRef(onFirstCommit);
  return <FirstCommitContext.Provider value={callback}>{children}</FirstCommitContext.Provider>;
}

/**
 * Rendered beside the page, inside its Suspense boundary (root-layout.tsx): its effect runs when the page's content has
 * committed, which over server-rendered HTML is a later commit than the app's first (React hydrates that boundary on
 * its own). Only then can a kept tap or choice reach the page's own controls.
 */
export function PageCommitted(): null {
  const callback = useContext(FirstCommitContext);
  useEffect(() => {
    const run = callback?.current;
    if (callback) callback.current = undefined;
    run?.();
  }, [callback]);
  return null;
}
