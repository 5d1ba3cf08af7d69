import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while the markup is prerendered and while the app hydrates that markup, true in every later render (and at
 * once in an app rendered without prerendered markup). What differs between the build and the visit (the time, the
 * year) renders only once this is true, so the hydrating render matches the prerendered HTML exactly.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
