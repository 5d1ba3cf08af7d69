// Whether a dish can be bought now (§5f, §5j): what a card, a dish page and the cart say, and what the journeys pick.
import { hoursState, parseHoursCode } from './hours.js';
import type { Food } from './types.js';

/** Why a dish cannot be bought now: no stock, its kitchen's switch (§5f), or its kitchen's opening hours (§5j). */
export type Unavailability = 'sold_out' | 'closed' | 'hours';

export type AvailabilityFields = Pick<Food, 'quantity' | 'kitchenOpen' | 'kitchenHours'>;

/** The reason at `at` (ms), or null when it can be bought; without `at` (a render whose markup is cached) the hours are not asked. */
export function unavailability(food: AvailabilityFields, at: number | null = null): Unavailability | null {
  if (food.quantity <= 0) return 'sold_out';
  if (food.kitchenOpen === false) return 'closed';
  if (at !== null) {
    const hours = parseHoursCode(food.kitchenHours);
    if (hours && !hoursState(hours, at).open) return 'hours';
  }
  return null;
}
