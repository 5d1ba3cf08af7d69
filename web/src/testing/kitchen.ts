import { SPEC_HOURS } from '@domain/hours';
import type { Kitchen } from '@domain/types';
import { json, stubApi } from './api';

/** A seller's kitchen as GET /api/kitchen answers it: open on the spec's hours, no areas, no minimum, unless given. */
export const kitchenWith = (settings: Partial<Kitchen> = {}): Kitchen => ({ open: true, deliveryAreas: [], minimumOrder: 0, hours: SPEC_HOURS, closedDates: [], ...settings });

/** GET and PUT /kitchen over one stored kitchen; `put` answers instead of storing when given. */
export function stubKitchen(kitchen: Kitchen, put?: (body: Partial<Kitchen>) => Response) {
  let current = kitchen;
  return stubApi([
    ['GET', /^\/kitchen$/, () => json(current)],
    [
      'PUT',
      /^\/kitchen$/,
      (call) => {
        const body = call.body as Partial<Kitchen>;
        if (put) return put(body);
        current = { ...current, ...body };
        return json(current);
      },
    ],
  ]);
}
