// Settings of the web UI only: the API neither knows nor enforces them (its rules are in @domain/limits).

/** Skeleton placeholders shown while a list loads. */
export const SKELETONS_ALL_FOODS = 8;
export const SKELETONS_TOP_FOODS = 4;
export const SKELETONS_LISTS = 3;
/** Placeholder pills beside 'All' while the category chips of All Foods load. */
export const SKELETONS_CATEGORY_CHIPS = 6;
/** The top-foods skeleton stays this long after the data arrives, so a fast answer does not flash. */
export const TOP_FOODS_SKELETON_DELAY_MS = 500;

export const SEARCH_DEBOUNCE_MS = 300;
/**
 * All Foods: after a search or a Load More, how many more pages are fetched without a click while they bring less
 * than a page of foods (the API ends a search request at its read cap, so a page can be short or empty).
 */
export const SEARCH_AUTO_CONTINUE_PAGES = 3;

export const TESTIMONIAL_AUTOPLAY_MS = 4000;
export const TESTIMONIAL_GAP_PX = 50;

/** Gallery images shown at first and added by each 'Load more'. */
export const GALLERY_PAGE_SIZE = 6;

/** The contact form has no backend; it "sends" for this long. */
export const CONTACT_SEND_DELAY_MS = 1500;

/** localStorage key of the light/dark choice; index.html reads the same key before first paint. */
export const THEME_STORAGE_KEY = 'theme';

/** An order page that is not final refetches this often (and on window focus), so a buyer sees 'accepted' unasked. */
export const ORDER_REFRESH_MS = 15_000;
/**
 * A purchase form that waits on a paused, sold-out or closed kitchen reads the dish again this often (and on focus),
 * so it goes on by itself, with what the buyer typed, once the dish can be ordered again.
 */
export const WAITING_DISH_CHECK_MS = 15_000;
/** The 'My Sales' badge of new orders refreshes this often in the background while the user's kitchen is closed. */
export const SALES_SUMMARY_REFRESH_MS = 30_000;
/** A seller whose kitchen takes orders is checked for new orders this often (and on focus), on every page, to ring the bell (§5f). */
export const NEW_ORDER_CHECK_MS = 15_000;
/**
 * How long a session call waits at most for a logout call still in flight (app/auth-provider.tsx): its answer clears the
 * session cookie, so the new session's cookie must come after it; a logout that does not answer is not waited for longer.
 */
export const LOGOUT_ANSWER_WAIT_MS = 5_000;
/** localStorage key: 'on' once the seller turned on the new-order sound (browsers need a click to play sound). */
export const NEW_ORDER_SOUND_KEY = 'newOrderSound';
/**
 * localStorage key set while this browser has a signed-in user. Without it the Firebase Auth SDK is not loaded on
 * public pages (a visitor who never signed in does not pay for it); auth pages and auth actions load it.
 */
export const SESSION_HINT_KEY = 'signedIn';
/** localStorage key of the cart (one kitchen's dishes, JSON): it outlives a reload and signing in, and other tabs follow it. */
export const CART_STORAGE_KEY = 'food-store.cart';
/** localStorage key of the language a visitor chose with a language link: once set, Bangla is not offered (docs/ARCHITECTURE.md §5i). */
export const CHOSEN_LANG_KEY = 'foodStore.lang';
/** sessionStorage key of the scroll position a language link carries to the other language's page, for that address only. */
export const CARRIED_SCROLL_KEY = 'foodStore.langScroll';
/** localStorage key set once the offer of the Bangla page has been shown: a visitor is offered Bangla once (docs/ARCHITECTURE.md §5i). */
export const LANG_OFFERED_KEY = 'foodStore.langOffered';
