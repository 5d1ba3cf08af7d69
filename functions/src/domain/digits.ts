// Bangla digits ০-৯ (U+09E6-U+09EF), as a Bangla keyboard types them.
const BANGLA_DIGIT = /[\u09e6-\u09ef]/g;

/** Whether `text` holds a Bangla digit. */
export function hasBanglaDigits(text: string): boolean {
  return /[\u09e6-\u09ef]/.test(text);
}

/** `text` with each Bangla digit as its Latin one (০১৭ → 017), so a number typed either way reads the same. */
export function toLatinDigits(text: string): string {
  return text.replace(BANGLA_DIGIT, (digit) => String(digit.charCodeAt(0) - 0x09e6));
}
