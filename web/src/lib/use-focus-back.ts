import { useCallback, useEffect, useRef } from 'react';

/** How long focus follows its target: the outcome of the work may take a refetch and a new render to show. */
const FOLLOW_MS = 4_000;

/**
 * For a control that is disabled while its work is under way, or replaced once it is done (a browser then drops focus
 * on the page's body): call the returned function when that work has ended, and focus goes to `target()` (the same
 * control, or what took its place) as soon as the page shows it enabled. For a while after, focus follows the target
 * if the page replaces it again (a refetch that draws the form anew). It stops as soon as the user puts focus on
 * anything else.
 */
export function useFocusBack(target: () => HTMLElement | null | undefined): () => void {
  const targetRef = useRef(target);
  const frame = useRef(0);
  useEffect(() => {
    targetRef.current = target;
  });
  useEffect(() => () => cancelAnimationFrame(frame.current), []);
  return useCallback(() => {
    cancelAnimationFrame(frame.current);
    // Where focus may be while it waits: the body, the pressed control (still disabled, or the target itself by now),
    // and each element it gave focus to. Anything else the user chose.
    const ours = new Set<Element | null>([document.body]);
    const start = document.activeElement;
    if (start === targetRef.current() || (start instanceof HTMLButtonElement && start.disabled)) ours.add(start);
    const until = performance.now() + FOLLOW_MS;
    const attempt = () => {
      const active = document.activeElement;
      if (active && !ours.has(active)) return;
      const element = targetRef.current();
      if (element && element !== active && !(element instanceof HTMLButtonElement && element.disabled)) {
        element.focus();
        ours.add(element);
      }
      if (performance.now() < until) frame.current = requestAnimationFrame(attempt);
    };
    frame.current = requestAnimationFrame(attempt);
  }, []);
}
