import { hasBanglaDigits, toLatinDigits } from '@domain/digits';

/**
 * A `beforeinput` listener for number inputs, which refuse Bangla digits (০-৯, from a Bangla keyboard or a paste): the
 * same text goes in with Latin digits instead, as if typed so (the caret, the selection and undo behave as usual).
 */
export function typeLatinDigits(event: InputEvent): void {
  const text = event.data ?? event.dataTransfer?.getData('text/plain') ?? null;
  const input = event.target;
  if (!text || !hasBanglaDigits(text) || !event.cancelable || !(input instanceof HTMLInputElement)) return;
  event.preventDefault();
  const latin = toLatinDigits(text);
  // execCommand is the one way to insert text as typing does; where it is missing, the text is appended.
  if (document.execCommand?.('insertText', false, latin)) return;
  setInputValue(input, `${input.value}${latin}`);
}

/** Sets the value through the prototype's setter and fires `input`, so React's onChange sees it like typing. */
function setInputValue(input: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}
