import type { ReactNode } from 'react';
import { useHydrated } from '../lib/use-hydrated';

/**
 * `fallback` in the server's render and while the app hydrates it (so the hydrating render matches the HTML), then
 * `children`. The switch re-renders only this component: React re-renders the user of `useHydrated` synchronously
 * once hydration ends, and a page-wide user (the app, a layout) would re-render the whole page in one long task, and
 * hydrate at once whatever React had not yet adopted (docs/ARCHITECTURE.md §6).
 */
export function AfterHydration({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return useHydrated() ? children : fallback;
}
