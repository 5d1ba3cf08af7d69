import { START_UP_MSG } from '@domain/start-up-messages';
import type { Food } from '@domain/types';

/** Why a dish cannot be bought now, as a card or page says it (§5f): no stock, or its kitchen is not taking orders. */
export type Unavailability = 'sold_out' | 'closed';

export function unavailability(food: Pick<Food, 'quantity' | 'kitchenOpen'>): Unavailability | null {
  if (food.quantity <= 0) return 'sold_out';
  if (food.kitchenOpen === false) return 'closed';
  return null;
}

export const UNAVAILABLE_TEXT: Record<Unavailability, string> = {
  sold_out: START_UP_MSG.soldOut,
  closed: START_UP_MSG.notTakingOrders,
};

/** The label over a card's photo of a dish that cannot be bought now. */
export function UnavailableBadge({ reason }: { reason: Unavailability }) {
  return (
    <span
      data-unavailable={reason}
      className={`absolute right-3 bottom-3 max-w-[calc(100%-1.5rem)] rounded-full px-3 py-1 text-xs font-bold shadow-sm ${
        reason === 'sold_out' ? 'bg-stone-900/90 text-white dark:bg-stone-100/95 dark:text-stone-900' : 'bg-amber-100/95 text-amber-950 ring-1 ring-amber-300 dark:bg-amber-950/90 dark:text-amber-100 dark:ring-amber-700'
      }`}
    >
      {UNAVAILABLE_TEXT[reason]}
    </span>
  );
}
