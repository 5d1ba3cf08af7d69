/** What index.html's inline script leaves for the app: the name of a prerendered button tapped before it booted. */
declare global {
  interface Window {
    __takeEarlyClick?: () => string | null;
  }
}

/** Marks a button whose tap on the prerendered page, before the app boots, the app replays once it has. */
export function earlyClick(name: string): { 'data-early-click': string } {
  return { 'data-early-click': name };
}

/** Stops keeping taps and returns the one kept since the page loaded, if any (once: later calls answer null). */
export function takeEarlyClick(): string | null {
  const take = typeof window === 'undefined' ? undefined : window.__takeEarlyClick;
  if (!take) return null;
  delete window.__takeEarlyClick;
  return take();
}

/** Clicks the app's own button of the data-early-click `name`, if it is there. */
export function clickEarlyButton(name: string | null, root: ParentNode = document): void {
  if (!name) return;
  const button = [...root.querySelectorAll<HTMLElement>('[data-early-click]')].find((element) => element.dataset.earlyClick === name);
  button?.click();
}

/**
 * Called once the app's first screen has committed over the prerendered markup it replaced: stops keeping taps, and
 * clicks the app's own button for the tap the visitor made on the prerendered page meanwhile (if any, and if that
 * button is still there).
 */
export function replayEarlyClick(root: ParentNode = document): void {
  clickEarlyButton(takeEarlyClick(), root);
}
