import type { ReactNode } from 'react';
import { useHydrated } from '../lib/use-hydrated';

/**
 * `fallback` in the server's render and while the app hydrates it (so the hydrating render matches the HTML), then
 * `children`. The switch re-renders only this component, as a transition (lib/use-hydrated.tsx).
 */
export function AfterHydration({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return useHydrated() ? children : fallback;
}
