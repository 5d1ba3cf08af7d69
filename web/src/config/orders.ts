// The order pages' settings, apart from ui.ts: no page starts with them (the JavaScript a first load needs, §6).

/**
 * localStorage key prefix of an order sent without a final answer yet (its body and Idempotency-Key), followed by the
 * buyer's uid and what is bought: the same order sent again after a reload is the same attempt, never a second order.
 */
export const PENDING_ORDER_STORAGE_PREFIX = 'food-store.pending-order:';
/** An order attempt kept this long without an answer is forgotten (by then My Orders says whether it was placed). */
export const PENDING_ORDER_MAX_AGE_MS = 24 * 60 * 60 * 1000;
