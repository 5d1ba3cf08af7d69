import { useState } from 'react';
import type { PurchaseInput } from '@domain/types';
import { ApiError } from '../../lib/http';
import { useIdempotencyKeys } from './idempotency-key';
import { usePurchaseFood } from './orders-api';

/** What became of an order: placed, refused by the store (nothing placed), or unknown (the answer was lost). */
export type PlaceOutcome = { kind: 'placed'; id: string } | { kind: 'refused'; error: unknown } | { kind: 'unknown'; error: unknown };

/** A 4xx is the server's final word on an attempt (nothing was placed); a network error or a 5xx may hide a success. */
function isFinalAnswer(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/**
 * Places orders so that a lost answer never leaves the buyer guessing or ordering twice. When an attempt's answer is
 * lost (a network error, a 5xx), the same attempt is sent again at once under the same Idempotency-Key: the store
 * answers with the order when the first one was placed (`Idempotent-Replayed`), places it now when it was not, or
 * refuses it. Only when that answer is lost too does the outcome stay unknown: `unsure` holds the attempt, and
 * `retry()` sends it again, under the same key, until the store answers.
 */
export function usePlaceOrder() {
  const purchase = usePurchaseFood();
  const keys = useIdempotencyKeys();
  const [unsure, setUnsure] = useState<PurchaseInput | null>(null);

  async function send(input: PurchaseInput): Promise<PlaceOutcome> {
    try {
      const order = await purchase.mutateAsync({ input, idempotencyKey: keys.keyFor(input) });
      keys.settle();
      return { kind: 'placed', id: order._id };
    } catch (error) {
      if (!isFinalAnswer(error)) return { kind: 'unknown', error };
      keys.settle();
      return { kind: 'refused', error };
    }
  }

  async function place(input: PurchaseInput): Promise<PlaceOutcome> {
    let outcome = await send(input);
    // Asking again under the same key is how to find out: it can never place a second order.
    if (outcome.kind === 'unknown') outcome = await send(input);
    setUnsure(outcome.kind === 'unknown' ? input : null);
    return outcome;
  }

  return {
    place,
    /** The order whose outcome is unknown, if any: no other order should be placed until it is known. */
    unsure,
    retry: (): Promise<PlaceOutcome> => (unsure ? place(unsure) : Promise.resolve({ kind: 'unknown', error: null })),
  };
}
