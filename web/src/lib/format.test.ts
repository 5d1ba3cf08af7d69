import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDhakaClock, formatOrderDate, formatOrderTime, formatPhone, formatPrice } from './format';

// A device far from Dhaka: the shown times must not follow it.
const deviceZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/Los_Angeles';
});
afterAll(() => {
  process.env.TZ = deviceZone;
});

describe('times are Dhaka time, whatever the device says', () => {
  it('shows an order moment as Dhaka reads it', () => {
    expect(formatOrderTime('2026-11-24T04:33:00.000Z')).toBe('Nov 24, 2026, 10:33 AM');
    expect(formatOrderDate('2026-11-24T04:33:00.000Z')).toBe('Nov 24, 2026');
  });

  it('takes the date from Dhaka too: late evening in UTC is already tomorrow there', () => {
    expect(formatOrderTime('2024-01-04T20:30:00.000Z')).toBe('Jan 5, 2024, 2:30 AM');
    expect(formatOrderDate('2024-01-04T20:30:00.000Z')).toBe('Jan 5, 2024');
  });

  it('keeps the footer clock on the same zone, with seconds', () => {
    expect(formatDhakaClock(new Date('2024-01-05T06:30:15.000Z'))).toBe('12:30:15 PM');
  });

  it('gives nothing for a date it cannot read', () => {
    expect(formatOrderTime('not a date')).toBe('');
    expect(formatOrderDate('')).toBe('');
  });
});

describe('prices and phones', () => {
  it('shows two decimals and a Bangladeshi mobile as people read it', () => {
    expect(formatPrice(12.5)).toBe('$12.50');
    expect(formatPhone('+8801712345678')).toBe('+880 1712-345678');
    expect(formatPhone('12345')).toBe('12345');
  });
});
