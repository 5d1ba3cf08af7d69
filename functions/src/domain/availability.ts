// Whether a dish can be bought now (§5f, §5j): what a card, a dish page and the cart say, and what the journeys pick.
import { hoursState, parseHoursCode, type NextOpening } from './hours.js';
import type { Food } from './types.js';

/** Why a dish cannot be bought now: no stock, its kitchen's switch (§5f), or its kitchen's opening hours (§5j). */
export type Unavailability = 'sold_out' | 'closed' | 'hours';

export type AvailabilityFields = Pick<Food, 'quantity' | 'kitchenOpen' | 'kitchenHours'>;

/**
 * Why a dish cannot be bought at `at` (ms), with, for its kitchen's hours, when the kitchen opens next (null: none ahead
 * that hoursState looks at, e.g. no day with hours); null when it can be bought. Without `at` (a render whose markup is
 * cached) the hours are not asked.
 */
export type UnavailableAt = { reason: 'sold_out' | 'closed' } | { reason: 'hours'; opens: NextOpening | null };

export function unavailableAt(food: AvailabilityFields, at: number | null = null): UnavailableAt | null {
  if (food.quantity <= 0) return { reason: 'sold_out' };
  if (food.kitchenOpen === false) return { reason: 'closed' };
  if (at !== null) {
    const hours = parseHoursCode(food.kitchenHours);
    const state = hours ? hoursState(hours, at) : null;
    if (state && !state.open) return { reason: 'hours', opens: state.opens };
  }
  return null;
}

/** The reason alone (unavailableAt). */
export function unavailability(food: AvailabilityFields, at: number | null = null): Unavailability | null {
  return unavailableAt(food, at)?.reason ?? null;
}
