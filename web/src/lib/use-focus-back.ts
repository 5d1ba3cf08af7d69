import { useCallback, useEffect, useMemo, useRef, type RefObject } from 'react';

/** How long focus follows its target: the outcome of the work may take a refetch and a new render to show. */
const FOLLOW_MS = 4_000;

/**
 * For a control that is disabled while its work is under way, or replaced once it is done (a browser then drops focus
 * on the page's body): call the returned function when that work has ended, and focus goes to `target()` (the same
 * control, or what took its place) as soon as the page shows it enabled. For a while after, focus follows the target
 * if the page replaces it again (a refetch that draws the form anew). It stops as soon as the user puts focus on
 * anything else. `from`: where the work started (a control, or the row it is in), when focus may still be there (a dialog gave it
 * back).
 */
export function useFocusBack(target: () => HTMLElement | null | undefined): (from?: Element | null) => void {
  const targetRef = useRef(target);
  const frame = useRef(0);
  useEffect(() => {
    targetRef.current = target;
  });
  useEffect(() => () => cancelAnimationFrame(frame.current), []);
  return useCallback((from?: Element | null) => {
    cancelAnimationFrame(frame.current);
    // Where focus may be while it waits: the body, the pressed control (still disabled, or the target itself by now),
    // and each element it gave focus to. Anything else the user chose. Read from the next frame, so that a dialog
    // closed by the same click has handed focus back first.
    let ours: Set<Element | null> | null = null;
    const until = performance.now() + FOLLOW_MS;
    const attempt = () => {
      const active = document.activeElement;
      if (!ours) {
        ours = new Set<Element | null>([document.body]);
        if (active === targetRef.current() || (active instanceof HTMLButtonElement && active.disabled)) ours.add(active);
      }
      if (active && !ours.has(active) && !from?.contains(active)) return;
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

/** The rows of `list`, in order: each carries `data-row` with its id. */
function rowsIn(list: ParentNode | null | undefined): HTMLElement[] {
  return Array.from(list?.querySelectorAll<HTMLElement>('[data-row]') ?? []);
}

/** The row of `list` with this id. */
export function rowIn(list: ParentNode | null | undefined, id: string): HTMLElement | undefined {
  return rowsIn(list).find((row) => row.dataset.row === id);
}

/**
 * Where focus goes once an action in `region` has ended: the first element found there for each selector in turn
 * (the control again, when it is still there; else the region's heading).
 */
export function firstIn(region: ParentNode | null | undefined, ...selectors: string[]): HTMLElement | null {
  for (const selector of selectors) {
    const element = region?.querySelector<HTMLElement>(selector);
    if (element) return element;
  }
  return null;
}

/** A list whose rows the user may remove: each row carries `data-row` with its id. */
export interface RowRemoval {
  /** The row with this id is about to go (call before it goes): its place in the list is kept. */
  leaving(id: string): void;
  /** Its removal has started or ended: focus follows as useFocusBack does, to the row's place once the row is gone. */
  follow(): void;
}

/**
 * Focus for a list whose rows go (a cancelled order, a deleted dish): once the row is gone, the first link of the row
 * now in its place (the one after it), else of the last row, else the list's own (its empty state's). While the row is
 * there (its removal failed), focus stays where it is.
 */
export function useRowRemoval(list: RefObject<HTMLElement | null>): RowRemoval {
  const leaving = useRef({ id: '', at: 0, row: null as Element | null });
  const focusBack = useFocusBack(() => {
    const rows = rowsIn(list.current);
    if (rows.some((row) => row.dataset.row === leaving.current.id)) return null;
    return firstIn(rows[Math.min(leaving.current.at, rows.length - 1)] ?? list.current, 'a[href]');
  });
  return useMemo(
    () => ({
      leaving(id: string) {
        const rows = rowsIn(list.current);
        const at = rows.findIndex((row) => row.dataset.row === id);
        leaving.current = { id, at: Math.max(at, 0), row: rows[at] ?? null };
      },
      follow() {
        focusBack(leaving.current.row);
      },
    }),
    [list, focusBack],
  );
}
