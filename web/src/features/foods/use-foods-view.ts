import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import type { FoodSort } from '@domain/foods';
import { SEARCH_DEBOUNCE_MS } from '../../config/ui';
import { readFoodsView, writeFoodsView, type FoodsView } from '../../lib/paths';

export interface FoodsViewState {
  /** What the URL says All Foods shows: the results follow it. */
  view: FoodsView;
  /** The search box's text: ahead of `view.q` while the shopper is typing. */
  text: string;
  setText(text: string): void;
  /**
   * Shows what the search form holds at once (Enter, the search button) instead of after the debounce: its text and
   * sort as the form sends them, so what was typed or chosen before the app ran counts as it would without the app.
   */
  submit(form: FormData): void;
  setCategory(category: string): void;
  setSort(sort: FoodSort): void;
}

/**
 * The state of All Foods, kept in the URL (`/foods?q=&category=&sort=`) so a shared link, a reload, back and forward
 * show exactly the same page. Typing replaces the history entry (300 ms after the last key, or at once on Enter);
 * choosing a category or a sort pushes one.
 */
export function useFoodsView(): FoodsViewState {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const view = readFoodsView(params);
  const [text, setTextState] = useState(view.q);
  // The URL entry the text was last matched to, and the search text this page itself wrote to the URL since then.
  const [seen, setSeen] = useState<{ key: string; written: string | null }>({ key: location.key, written: null });

  if (location.key !== seen.key) {
    setSeen({ key: location.key, written: null });
    // Back, forward or a link brought another entry: its text shows. Our own write keeps what was typed meanwhile.
    if (seen.written !== view.q) setTextState(view.q);
  }

  const write = (next: FoodsView, replace: boolean) => {
    setSeen((current) => ({ ...current, written: next.q }));
    // A new search, chip or sort keeps the scroll position (the router would jump to the top): on a phone the page
    // itself brings the results into view (all-foods-page.tsx).
    setParams((current) => writeFoodsView(current, next), { replace, preventScrollReset: true });
  };

  const { category, sort } = view;
  useEffect(() => {
    if (text === view.q) return undefined;
    const timer = setTimeout(() => write({ q: text, category, sort }, true), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // `write` is rebuilt every render; the timer restarts only when the text or the view changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text, view.q, category, sort]);

  return {
    view,
    text,
    setText: setTextState,
    submit: (form) => {
      const sent = readFoodsView(new URLSearchParams([...form].flatMap(([name, value]) => (typeof value === 'string' ? [[name, value]] : []))));
      setTextState(sent.q);
      write({ ...view, q: sent.q, sort: sent.sort }, sent.sort === view.sort);
    },
    // A pending search goes into the new entry, so back returns to what was on screen before the click.
    setCategory: (next) => write({ ...view, q: text, category: next }, false),
    setSort: (next) => write({ ...view, q: text, sort: next }, false),
  };
}
