import { PENDING_ORDER_STORAGE_PREFIX } from '../config/orders.js';
import { CARRIED_SCROLL_KEY, CART_STORAGE_KEY, CHOSEN_LANG_KEY, LANG_OFFERED_KEY, NEW_ORDER_SOUND_KEY, SESSION_HINT_KEY, THEME_STORAGE_KEY } from '../config/ui.js';

/**
 * Every key (or key prefix) the web keeps in the browser's localStorage and sessionStorage, from the constants the code
 * uses (tests only): the cookie policy lists each, and the Bangla pages show them as they are.
 */
export const BROWSER_STORAGE_KEYS: readonly string[] = [
  THEME_STORAGE_KEY,
  CART_STORAGE_KEY,
  PENDING_ORDER_STORAGE_PREFIX,
  SESSION_HINT_KEY,
  CHOSEN_LANG_KEY,
  LANG_OFFERED_KEY,
  CARRIED_SCROLL_KEY,
  NEW_ORDER_SOUND_KEY,
];
