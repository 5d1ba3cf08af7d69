import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * For a control that is disabled while its work is under way, or replaced once it is done (a browser then drops focus
 * on the page's body): call the returned function when that work has ended, and focus goes to `target()` (the same
 * control, or what took its place) once the page shows the outcome, unless the user has put focus somewhere else.
 */
export function useFocusBack(target: () => HTMLElement | null | undefined): () => void {
  const [done, setDone] = useState(0);
  const targetRef = useRef(target);
  useEffect(() => {
    targetRef.current = target;
  });
  useEffect(() => {
    if (done === 0) return;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    targetRef.current()?.focus();
  }, [done]);
  return useCallback(() => setDone((count) => count + 1), []);
}
