/**
 * Between the first paint and the app's start, a tap on a button does nothing (its handler is not there yet), and
 * text typed into a field, a choice in a select or a box ticked changes nothing but that control: the app, when it
 * starts, holds its own state for each (links and forms work without the app). Measured with Lighthouse's mobile
 * throttling, the app starts about a second after the first paint, so the entry module (main.tsx, which runs as soon
 * as the page is parsed) keeps the last button tapped and the last value of each field meanwhile, and the app enters
 * them again once its first page has committed.
 */

/** A field whose value the app holds: text of any kind, a select, a box or a radio button. */
export type EarlyField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export interface EarlyInput {
  /** The button of the last tap, if that tap was on one (a later tap elsewhere, e.g. into a field, drops it). */
  button: HTMLButtonElement | null;
  /** The last value of each field changed (`checked` for a box or a radio button), in the order they were last changed. */
  fields: Array<{ field: EarlyField; value: string | boolean }>;
}

export interface EarlyTaps {
  /** Stops keeping input (from now on the app handles it) and returns what was kept. */
  take(): EarlyInput;
}

/** Input types whose value is typed; the others (files, ranges, colours, dates, buttons) are not kept. */
const TYPED = new Set(['text', 'search', 'email', 'tel', 'url', 'password', 'number']);

function isCheckable(field: EarlyField): field is HTMLInputElement {
  return field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');
}

function keptField(target: EventTarget | null): EarlyField | null {
  if (target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement) return target;
  if (target instanceof HTMLInputElement && (TYPED.has(target.type) || isCheckable(target))) return target;
  return null;
}

export function keepEarlyTaps(doc: Document): EarlyTaps {
  let button: HTMLButtonElement | null = null;
  const fields = new Map<EarlyField, string | boolean>();
  const keepTap = (event: Event) => {
    button = event.target instanceof Element ? event.target.closest('button') : null;
  };
  const keepValue = (event: Event) => {
    const field = keptField(event.target);
    if (!field) return;
    fields.delete(field);
    fields.set(field, isCheckable(field) ? field.checked : field.value);
    // A radio button ticked clears the others of its group, which fire no event of their own.
    if (field instanceof HTMLInputElement && field.type === 'radio') {
      for (const other of fields.keys()) if (other !== field && other instanceof HTMLInputElement && other.type === 'radio' && other.name === field.name) fields.delete(other);
    }
  };
  doc.addEventListener('click', keepTap, true);
  doc.addEventListener('input', keepValue, true);
  doc.addEventListener('change', keepValue, true);
  return {
    take() {
      doc.removeEventListener('click', keepTap, true);
      doc.removeEventListener('input', keepValue, true);
      doc.removeEventListener('change', keepValue, true);
      const kept: EarlyInput = { button, fields: [...fields].map(([field, value]) => ({ field, value })) };
      button = null;
      fields.clear();
      return kept;
    },
  };
}

/**
 * `element` itself when the app kept it (hydrated), else the control the app rendered in its place: the same tag with
 * the same accessible name, or else the same form name (and value, for a radio button), or else the same id.
 */
function sameControl<T extends HTMLElement>(element: T, root: ParentNode): T | null {
  if (element.isConnected) return element;
  const tag = element.localName;
  const label = element.getAttribute('aria-label');
  if (label) return root.querySelector<T>(`${tag}[aria-label="${CSS.escape(label)}"]`);
  const name = element.getAttribute('name');
  if (name) {
    const radio = element instanceof HTMLInputElement && element.type === 'radio' ? `[value="${CSS.escape(element.value)}"]` : '';
    return root.querySelector<T>(`${tag}[name="${CSS.escape(name)}"]${radio}`);
  }
  return element.id ? root.querySelector<T>(`${tag}#${CSS.escape(element.id)}`) : null;
}

/**
 * Enters a kept value so that the app takes it, as if typed or ticked now. React takes a change only when the element's
 * value differs from the one it last saw, which it records through the element's own `value`/`checked` setter: that
 * setter gets a different value first, then the browser's own setter (the prototype's) the kept one, then the event
 * React listens to for that kind of control. Over hydrated HTML the field may already show the kept value while the
 * app's state does not hold it; this brings them together.
 */
function enter(field: EarlyField, value: string | boolean): void {
  if (isCheckable(field)) {
    if (typeof value !== 'boolean') return;
    field.checked = !value;
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'checked')?.set?.call(field, value);
    // A plain Event, not a MouseEvent: the browser does not tick the box again for it.
    field.dispatchEvent(new Event('click', { bubbles: true }));
    return;
  }
  if (typeof value !== 'string') return;
  if (field instanceof HTMLSelectElement) {
    if (![...field.options].some((option) => option.value === value)) return;
    field.value = value;
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  field.value = value === '' ? '-' : '';
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Enters the kept input again for the app: each field's value, in the order they were changed, then the tap. Over
 * server-rendered HTML the app hydrates those very elements; over the static shell, which the app renders afresh, the
 * control it rendered in that place takes it. A control that is gone, disabled or read-only takes nothing.
 */
export function replayEarlyTap(input: EarlyInput | null, root: ParentNode = document): void {
  if (!input) return;
  for (const { field, value } of input.fields) {
    const target = sameControl(field, root);
    if (!target || target.disabled || (!(target instanceof HTMLSelectElement) && target.readOnly)) continue;
    enter(target, value);
  }
  const button = input.button && sameControl(input.button, root);
  if (button && !button.disabled) button.click();
}
