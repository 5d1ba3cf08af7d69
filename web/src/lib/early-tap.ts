/**
 * Between the first paint and the app's start, a tap on a button does nothing: its handler is not there yet (links and
 * forms work without it). Measured with Lighthouse's mobile throttling, the app starts 0.7–3 s after the first paint,
 * so the entry module (main.tsx, which runs as soon as the page is parsed) keeps the last button tapped meanwhile, and
 * the app clicks it again once it has committed its first render.
 */
export interface EarlyTaps {
  /** Stops keeping taps (from now on the app handles them) and returns the last button tapped, if any. */
  take(): HTMLButtonElement | null;
}

export function keepEarlyTaps(doc: Document): EarlyTaps {
  let tapped: HTMLButtonElement | null = null;
  const keep = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button) tapped = button;
  };
  doc.addEventListener('click', keep, true);
  return {
    take() {
      doc.removeEventListener('click', keep, true);
      const button = tapped;
      tapped = null;
      return button;
    },
  };
}

/**
 * Clicks `button` again for the app. Over server-rendered HTML the app hydrates that very element; over the static
 * shell, which the app renders afresh, the button of the same accessible name takes the tap.
 */
export function replayEarlyTap(button: HTMLButtonElement | null, root: ParentNode = document): void {
  if (!button) return;
  const label = button.getAttribute('aria-label');
  const target = button.isConnected ? button : label ? root.querySelector<HTMLButtonElement>(`button[aria-label="${CSS.escape(label)}"]`) : null;
  if (target && !target.disabled) target.click();
}
