import { useSyncExternalStore } from 'react';

const MINUTE_MS = 60_000;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;
let shown = Math.floor(Date.now() / MINUTE_MS);

function tick() {
  const minute = Math.floor(Date.now() / MINUTE_MS);
  if (minute === shown) return;
  shown = minute;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  timer ??= setInterval(tick, 5_000);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

const snapshot = () => Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS;

/**
 * The minute as a store, for a hook that derives a primitive from it (`useSyncExternalStore(minuteStore.subscribe, () =>
 * f(minuteStore.now()), () => f(null))`): its component re-renders only when what it derives changes, and not at all
 * after hydration when that agrees with the server's render (useNowMinute's users re-render then, synchronously).
 */
export const minuteStore = { subscribe, now: snapshot };

/**
 * The start of the current minute (ms), re-rendering at each new one: what opening hours are checked against (§5j).
 * Null while the markup is rendered on the server and hydrated, so the hydrating render matches the HTML (which
 * cannot know the visit's time); the next render has the time.
 */
export function useNowMinute(): number | null {
  return useSyncExternalStore(subscribe, snapshot, () => null);
}
