import { useRef } from 'react';
import { IDEMPOTENCY_KEY_PATTERN } from '@domain/limits';
import { PENDING_ORDER_STORAGE_PREFIX } from '../../config/ui';

/** A fresh random key: a UUID where the browser offers one (secure contexts), else 128 random bits in hex. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** An attempt sent without a final answer yet: the order as sent (JSON) and its key. */
interface Attempt {
  order: string;
  key: string;
}

// Where storage is refused (private modes that throw on access), attempts live as long as the page does.
const memory = new Map<string, string>();

function readSlot(slot: string): Attempt | null {
  let raw: string | null;
  try {
    raw = localStorage.getItem(slot);
  } catch {
    raw = memory.get(slot) ?? null;
  }
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value === 'object' && value !== null && 'order' in value && 'key' in value) {
      const { order, key } = value;
      if (typeof order === 'string' && typeof key === 'string' && IDEMPOTENCY_KEY_PATTERN.test(key)) {
        JSON.parse(order);
        return { order, key };
      }
    }
  } catch {
    // Not an attempt this code wrote: forgotten below.
  }
  writeSlot(slot, null);
  return null;
}

function writeSlot(slot: string, attempt: Attempt | null): void {
  const raw = attempt ? JSON.stringify(attempt) : null;
  try {
    if (raw === null) localStorage.removeItem(slot);
    else localStorage.setItem(slot, raw);
    memory.delete(slot);
  } catch {
    if (raw === null) memory.delete(slot);
    else memory.set(slot, raw);
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
 * `slot` names where the attempt is kept until its final answer (the buyer's uid and what is bought): in
 * localStorage, written before the order is sent, so that a reload, a closed tab or a lost answer does not forget
 * the key and the same order sent again from a fresh page is still the same attempt. Null (no one signed in): the
 * attempt is kept for the life of the component only.
 */
export function useIdempotencyKeys(slot: string | null): IdempotencyKeys {
  const attempt = useRef<Attempt | null>(null);
  const storageKey = slot === null ? null : `${PENDING_ORDER_STORAGE_PREFIX}${slot}`;
  const current = (): Attempt | null => (storageKey === null ? attempt.current : readSlot(storageKey));
  const keep = (next: Attempt | null): void => {
    attempt.current = next;
    if (storageKey !== null) writeSlot(storageKey, next);
  };
  return {
    keyFor(order) {
      const fingerprint = JSON.stringify(order);
      const known = current();
      if (known?.order === fingerprint) return known.key;
      const next = { order: fingerprint, key: newIdempotencyKey() };
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
