import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while the markup is rendered on the server (or into the build's shell) and while the app hydrates it, true
 * in every later render (and at once in an app rendered without such markup). What differs between the server and
 * the visit (the time, the year) renders only once this is true, so the hydrating render matches the HTML exactly.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
