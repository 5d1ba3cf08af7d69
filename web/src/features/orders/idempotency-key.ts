import { useRef } from 'react';

/** A fresh random key: a UUID where the browser offers one (secure contexts), else 128 random bits in hex. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export interface IdempotencyKeys {
  /** The key to send `order` with: the last one while the same order is sent again, a new one once it differs. */
  keyFor(order: unknown): string;
  /** The attempt got a final answer (placed, or refused): the next one, even of the same order, gets a new key. */
  settle(): void;
}

/**
 * One purchase attempt, one `Idempotency-Key`. Re-sending the same order after a lost answer (a network error, a
 * 5xx) reuses the key, so the server returns the order it may already have placed instead of placing a second one.
 */
export function useIdempotencyKeys(): IdempotencyKeys {
  const attempt = useRef<{ order: string; key: string } | null>(null);
  return {
    keyFor(order) {
      const fingerprint = JSON.stringify(order);
      if (attempt.current?.order !== fingerprint) attempt.current = { order: fingerprint, key: newIdempotencyKey() };
      return attempt.current.key;
    },
    settle() {
      attempt.current = null;
    },
  };
}
