/**
 * The elements a keyboard can reach: where a dialog's focus trap cycles (use-focus-trap.ts) and what Load More focuses
 * in the first new item (load-more.tsx). A hidden input (Add to cart's form field) or a disabled control takes no focus.
 */
export const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
