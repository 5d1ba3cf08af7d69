/**
 * Between the first paint and the app's start, a tap on a button does nothing (its handler is not there yet) and a
 * choice in a select changes nothing but the select (links and forms work without the app). Measured with
 * Lighthouse's mobile throttling, the app starts about a second after the first paint, so the entry module (main.tsx,
 * which runs as soon as the page is parsed) keeps the last button tapped and the last choice made in each select
 * meanwhile, and the app makes them again once its first page has committed.
 */
export interface EarlyInput {
  /** The last button tapped. */
  button: HTMLButtonElement | null;
  /** The last value chosen in each select, in the order they were last changed. */
  choices: Array<{ select: HTMLSelectElement; value: string }>;
}

export interface EarlyTaps {
  /** Stops keeping input (from now on the app handles it) and returns what was kept. */
  take(): EarlyInput;
}

export function keepEarlyTaps(doc: Document): EarlyTaps {
  let button: HTMLButtonElement | null = null;
  const choices = new Map<HTMLSelectElement, string>();
  const keepTap = (event: Event) => {
    const tapped = event.target instanceof Element ? event.target.closest('button') : null;
    if (tapped) button = tapped;
  };
  const keepChoice = (event: Event) => {
    const select = event.target;
    if (!(select instanceof HTMLSelectElement)) return;
    choices.delete(select);
    choices.set(select, select.value);
  };
  doc.addEventListener('click', keepTap, true);
  doc.addEventListener('change', keepChoice, true);
  return {
    take() {
      doc.removeEventListener('click', keepTap, true);
      doc.removeEventListener('change', keepChoice, true);
      const kept: EarlyInput = { button, choices: [...choices].map(([select, value]) => ({ select, value })) };
      button = null;
      choices.clear();
      return kept;
    },
  };
}

/** `element` itself when the app kept it (hydrated), else the element of the same accessible name it rendered instead. */
function sameControl<T extends HTMLElement>(element: T, selector: string, root: ParentNode): T | null {
  if (element.isConnected) return element;
  const label = element.getAttribute('aria-label');
  return label ? root.querySelector<T>(`${selector}[aria-label="${CSS.escape(label)}"]`) : null;
}

/**
 * Makes the kept input again for the app: each select's choice (set, then a `change` event, which React's onChange
 * takes), then the tap. Over server-rendered HTML the app hydrates those very elements; over the static shell, which
 * the app renders afresh, the control of the same accessible name takes it.
 */
export function replayEarlyTap(input: EarlyInput | null, root: ParentNode = document): void {
  if (!input) return;
  for (const { select, value } of input.choices) {
    const target = sameControl(select, 'select', root);
    if (!target || target.disabled || ![...target.options].some((option) => option.value === value)) continue;
    target.value = value;
    target.dispatchEvent(new Event('change', { bubbles: true }));
  }
  const button = input.button && sameControl(input.button, 'button', root);
  if (button && !button.disabled) button.click();
}
