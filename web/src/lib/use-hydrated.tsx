import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';

const HydratedContext = createContext(true);

/**
 * False in the server's render (and the build's shells) and while the app hydrates it, true in every later render (and
 * at once in an app rendered afresh, or in a part rendered on its own). What differs between the server and the visit
 * (the time, the year) renders only once this is true, so the hydrating render matches the HTML exactly.
 */
export function useHydrated(): boolean {
  return useContext(HydratedContext);
}

/**
 * Tells its tree when the markup it was rendered over is adopted. `hydrating` is true in the server's render and in
 * the browser over it (boot.tsx). Once the hydrating render commits, the users of useHydrated (and they alone: the
 * tree below is the same element) re-render as a transition, in slices, not in one long task (docs/ARCHITECTURE.md §6).
 */
export function HydrationProvider({ hydrating, children }: { hydrating: boolean; children: ReactNode }) {
  const [hydrated, setHydrated] = useState(!hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return <HydratedContext value={hydrated}>{children}</HydratedContext>;
}
