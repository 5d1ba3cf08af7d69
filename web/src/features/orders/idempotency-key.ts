import { useRef } from 'react';
import { PENDING_ORDER_MAX_AGE_MS, PENDING_ORDER_STORAGE_PREFIX } from '../../config/orders';

/** A fresh random key: a UUID where the browser offers one (secure contexts), else 128 random bits in hex. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** An attempt sent without a final answer yet: the order as sent (JSON of an object), its key, and when it was made. */
interface Attempt {
  order: string;
  key: string;
  at: number;
}

function isOrderJson(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}

/** The attempt kept in `storageKey`, if it is one this code wrote and not too old; anything else there is removed. */
function readStored(storageKey: string): Attempt | null {
  let raw: string | null;
  try {
    raw = localStorage.getItem(storageKey);
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value === 'object' && value !== null) {
      const { order, key, at } = value as Record<string, unknown>;
      const fresh = typeof at === 'number' && Date.now() - at < PENDING_ORDER_MAX_AGE_MS;
      // A key that is not one the store takes is refused by it (400), a final answer that forgets the attempt.
      if (typeof order === 'string' && isOrderJson(order) && typeof key === 'string' && key !== '' && fresh) {
        return { order, key, at };
      }
    }
  } catch {
    // Not an attempt this code wrote: removed below.
  }
  store(storageKey, null);
  return null;
}

/** Keeps (or removes) the attempt in localStorage as well, where it can be: a storage that refuses is no error. */
function store(storageKey: string, attempt: Attempt | null): void {
  try {
    if (attempt) localStorage.setItem(storageKey, JSON.stringify(attempt));
    else localStorage.removeItem(storageKey);
  } catch {
    // Full, or refused (private modes): the page still holds the attempt.
  }
}

export interface IdempotencyKeys {
  /** The key to send `order` with: the last one while the same order is sent again, a new one once it differs. */
  keyFor(order: unknown): string;
  /** The attempt got a final answer (placed, or refused): the next one, even of the same order, gets a new key. */
  settle(): void;
  /** The order of an attempt still without a final answer (sent before a reload, say), or null. */
  pending<I>(): I | null;
}

/**
 * One purchase attempt, one `Idempotency-Key`. Re-sending the same order after a lost answer (a network error, a
 * 5xx) reuses the key, so the server returns the order it may already have placed instead of placing a second one.
 *
 * The page holds its attempt until the final answer, whatever storage does. It also keeps it in localStorage under
 * `slot` (the buyer's uid and what is bought), written before the order is sent: a reload, a closed tab or a later
 * visit (within PENDING_ORDER_MAX_AGE_MS) starts from that attempt, so the same order sent again is still the same
 * attempt. Null (no one signed in): the page alone holds it.
 */
export function useIdempotencyKeys(slot: string | null): IdempotencyKeys {
  const storageKey = slot === null ? null : `${PENDING_ORDER_STORAGE_PREFIX}${slot}`;
  // The attempt of `loadedFrom`, read from storage when the slot is first used (another buyer or dish: its own).
  const held = useRef<{ loadedFrom: string | null; attempt: Attempt | null } | null>(null);
  const current = (): Attempt | null => {
    if (!held.current || held.current.loadedFrom !== storageKey) {
      held.current = { loadedFrom: storageKey, attempt: storageKey === null ? null : readStored(storageKey) };
    }
    return held.current.attempt;
  };
  const keep = (attempt: Attempt | null): void => {
    held.current = { loadedFrom: storageKey, attempt };
    if (storageKey !== null) store(storageKey, attempt);
  };
  return {
    keyFor(order) {
      const fingerprint = JSON.stringify(order);
      const known = current();
      if (known?.order === fingerprint) return known.key;
      const next = { order: fingerprint, key: newIdempotencyKey(), at: Date.now() };
      keep(next);
      return next.key;
    },
    settle() {
      keep(null);
    },
    pending<I>(): I | null {
      const known = current();
      return known ? (JSON.parse(known.order) as I) : null;
    },
  };
}
