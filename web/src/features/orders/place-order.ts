import { useState } from 'react';
import type { IdResponse } from '@domain/types';
import { useViewer } from '../../lib/auth-context';
import { ApiError, isSessionLost } from '../../lib/http';
import { useIdempotencyKeys } from './idempotency-key';
import { usePurchaseFood } from './orders-api';

/** What became of an order: placed, refused by the store (nothing placed), or unknown (the answer was lost). */
export type PlaceOutcome = { kind: 'placed'; id: string } | { kind: 'refused'; error: unknown } | { kind: 'unknown'; error: unknown };

/**
 * A 4xx is the server's final word on an attempt (nothing was placed); a network error or a 5xx may hide a success.
 * So may a refused session (401): it says nothing of an earlier send of the same attempt, which the buyer, signed in
 * again, can still ask about under its key.
 */
function isFinalAnswer(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && !isSessionLost(error);
}

/**
 * Places orders so that a lost answer never leaves the buyer guessing or ordering twice. When an attempt's answer is
 * lost (a network error, a 5xx), the same attempt is sent again at once under the same Idempotency-Key: the store
 * answers with the order when the first one was placed (`Idempotent-Replayed`), places it now when it was not, or
 * refuses it. Only when that answer is lost too does the outcome stay unknown: `unsure` holds the attempt, and
 * `retry()` sends it again, under the same key, until the store answers. The attempt is kept in the browser until its
 * final answer, so after a reload (or in a later visit) the page is still unsure of it and offers only its retry.
 */
export function usePlaceOrder(foodId: string) {
  return useOrderPlacer(usePurchaseFood().mutateAsync, `purchase:${foodId}`);
}

/**
 * The same for any kind of order (a purchase, a cart): `send` posts one attempt under its key; `what` names what is
 * bought (`cart:<its lines>`, `purchase:<foodId>`), where the buyer's attempt is kept until its final answer.
 */
export function useOrderPlacer<I>(send: (attempt: { input: I; idempotencyKey: string }) => Promise<IdResponse>, what: string) {
  const viewer = useViewer();
  const keys = useIdempotencyKeys(viewer === null ? null : `${viewer}:${what}`);
  const [unsure, setUnsure] = useState<I | null>(() => keys.pending<I>());
  // Another buyer, or another dish: its own attempt, if one was left without an answer.
  const slot = `${viewer ?? ''}:${what}`;
  const [shownSlot, setShownSlot] = useState(slot);
  if (shownSlot !== slot) {
    setShownSlot(slot);
    setUnsure(keys.pending<I>());
  }

  async function attempt(input: I): Promise<PlaceOutcome> {
    try {
      const order = await send({ input, idempotencyKey: keys.keyFor(input) });
      keys.settle();
      return { kind: 'placed', id: order._id };
    } catch (error) {
      if (!isFinalAnswer(error)) return { kind: 'unknown', error };
      keys.settle();
      return { kind: 'refused', error };
    }
  }

  async function place(input: I): Promise<PlaceOutcome> {
    let outcome = await attempt(input);
    // Asking again under the same key is how to find out: it can never place a second order.
    if (outcome.kind === 'unknown') outcome = await attempt(input);
    setUnsure(outcome.kind === 'unknown' ? input : null);
    return outcome;
  }

  return {
    place,
    /** The order whose outcome is unknown, if any: no other order should be placed until it is known. */
    unsure,
    retry: (): Promise<PlaceOutcome> => (unsure !== null ? place(unsure) : Promise.resolve({ kind: 'unknown', error: null })),
  };
}
