import { useCallback, useEffect, useRef } from 'react';

/** How long focus waits for its target to show enabled (the outcome of the work may take a refetch to show). */
const WAIT_FRAMES = 120;

/**
 * For a control that is disabled while its work is under way, or replaced once it is done (a browser then drops focus
 * on the page's body): call the returned function when that work has ended, and focus goes to `target()` (the same
 * control, or what took its place) as soon as the page shows it enabled, unless the user has put focus somewhere else
 * meanwhile.
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
    let left = WAIT_FRAMES;
    const attempt = () => {
      const active = document.activeElement;
      if (active && active !== document.body) return;
      const element = targetRef.current();
      if (element && !(element instanceof HTMLButtonElement && element.disabled)) {
        element.focus();
        return;
      }
      if ((left -= 1) > 0) frame.current = requestAnimationFrame(attempt);
    };
    frame.current = requestAnimationFrame(attempt);
  }, []);
}
