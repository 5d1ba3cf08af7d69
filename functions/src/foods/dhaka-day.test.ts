import { describe, expect, it } from 'vitest';
import { dhakaDay, secondsUntilDhakaMidnight } from './dhaka-day.js';

describe('dhakaDay', () => {
  it('is the calendar day in Asia/Dhaka (UTC+6)', () => {
    expect(dhakaDay(new Date('2024-03-10T17:59:59.999Z'))).toBe('2024-03-10');
    expect(dhakaDay(new Date('2024-03-10T18:00:00.000Z'))).toBe('2024-03-11');
    expect(dhakaDay(new Date('2024-12-31T18:30:00.000Z'))).toBe('2025-01-01');
  });
});

describe('secondsUntilDhakaMidnight', () => {
  it('counts whole seconds to the next Dhaka midnight', () => {
    expect(secondsUntilDhakaMidnight(new Date('2024-03-10T18:00:00.000Z'))).toBe(86_400);
    expect(secondsUntilDhakaMidnight(new Date('2024-03-10T17:59:59.000Z'))).toBe(1);
    expect(secondsUntilDhakaMidnight(new Date('2024-03-10T17:59:59.500Z'))).toBe(1);
    expect(secondsUntilDhakaMidnight(new Date('2024-03-10T12:00:00.250Z'))).toBe(6 * 3600);
  });
});
