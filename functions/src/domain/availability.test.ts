import { describe, expect, it } from 'vitest';
import { unavailability, unavailableAt } from './availability.js';
import { hoursCode, SPEC_HOURS } from './hours.js';

// §5f and §5j: why a dish cannot be bought now. SPEC_HOURS is 09:00–22:00 every day in Dhaka (UTC+6).
const NOON_DHAKA = Date.parse('2026-11-25T06:00:00Z');
const MIDNIGHT_DHAKA = Date.parse('2026-11-25T18:00:00Z');
const specHours = hoursCode({ hours: SPEC_HOURS, closedDates: [] });

describe('unavailability', () => {
  it('is null for a dish in stock of an open kitchen within its hours, or of one that set no hours', () => {
    expect(unavailability({ quantity: 2, kitchenOpen: true, kitchenHours: specHours }, NOON_DHAKA)).toBeNull();
    expect(unavailability({ quantity: 2, kitchenOpen: true }, MIDNIGHT_DHAKA)).toBeNull();
  });

  it('says sold out before anything else, then the kitchen switch, then the hours', () => {
    expect(unavailability({ quantity: 0, kitchenOpen: false, kitchenHours: specHours }, MIDNIGHT_DHAKA)).toBe('sold_out');
    expect(unavailability({ quantity: 2, kitchenOpen: false, kitchenHours: specHours }, MIDNIGHT_DHAKA)).toBe('closed');
    expect(unavailability({ quantity: 2, kitchenOpen: true, kitchenHours: specHours }, MIDNIGHT_DHAKA)).toBe('hours');
  });

  it('counts a closed date as closed all day', () => {
    const closedToday = hoursCode({ hours: SPEC_HOURS, closedDates: ['2026-11-25'] });
    expect(unavailability({ quantity: 2, kitchenOpen: true, kitchenHours: closedToday }, NOON_DHAKA)).toBe('hours');
  });

  it('does not ask the hours without a moment (a render whose markup is cached)', () => {
    expect(unavailability({ quantity: 2, kitchenOpen: true, kitchenHours: specHours })).toBeNull();
    expect(unavailability({ quantity: 2, kitchenOpen: true, kitchenHours: 'not a code' }, MIDNIGHT_DHAKA)).toBeNull();
  });

  it('says, for the hours, when the kitchen opens next, and nothing more for stock or the switch', () => {
    // Midnight in Dhaka (Thursday 26 November): the spec's kitchen opens at 09:00 the same day.
    expect(unavailableAt({ quantity: 2, kitchenOpen: true, kitchenHours: specHours }, MIDNIGHT_DHAKA)).toMatchObject({
      reason: 'hours',
      opens: { days: 0, date: '2026-11-26', minute: 9 * 60 },
    });
    // No day with hours: closed, with no opening to tell.
    expect(unavailableAt({ quantity: 2, kitchenOpen: true, kitchenHours: '||||||' }, NOON_DHAKA)).toEqual({ reason: 'hours', opens: null });
    expect(unavailableAt({ quantity: 0, kitchenOpen: true, kitchenHours: specHours }, MIDNIGHT_DHAKA)).toEqual({ reason: 'sold_out' });
    expect(unavailableAt({ quantity: 2, kitchenOpen: false }, NOON_DHAKA)).toEqual({ reason: 'closed' });
    expect(unavailableAt({ quantity: 2, kitchenOpen: true, kitchenHours: specHours }, NOON_DHAKA)).toBeNull();
  });
});
