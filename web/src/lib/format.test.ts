import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dhakaDayOf, formatDhakaClock, formatOrderDate, formatOrderTime, formatPhone, formatPrice } from './format';

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

  it('names the Dhaka calendar day the sales dashboard and export count in', () => {
    expect(dhakaDayOf(new Date('2026-03-10T17:59:59.999Z'))).toBe('2026-03-10');
    expect(dhakaDayOf(new Date('2026-03-10T18:00:00.000Z'))).toBe('2026-03-11');
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

describe('the arithmetic matches what Intl en-US writes in Asia/Dhaka', () => {
  it('for prices, with two decimals after a $', () => {
    const intl = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    for (const value of [0, 0.5, 1, 9.99, 12.5, 100, 999.99, 1000, 1234.56, 99999.99, 1000000, 12345678.9]) {
      expect(formatPrice(value), String(value)).toBe(`$${intl.format(value)}`);
    }
  });

  it('for dates and times across years, months, midnights and noons', () => {
    const zone = { timeZone: 'Asia/Dhaka' } as const;
    const date = new Intl.DateTimeFormat('en-US', { ...zone, month: 'short', day: 'numeric', year: 'numeric' });
    const time = new Intl.DateTimeFormat('en-US', { ...zone, hour: 'numeric', minute: '2-digit', hour12: true });
    const clock = new Intl.DateTimeFormat('en-US', { ...zone, hour: 'numeric', minute: '2-digit', second: '2-digit', hour12: true });
    const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');
    // Every 7 hours 13 minutes 17 seconds over five years: each hour of the day, each month, leap days.
    for (let at = Date.UTC(2022, 0, 1); at < Date.UTC(2027, 0, 1); at += (7 * 3600 + 13 * 60 + 17) * 1000) {
      const moment = new Date(at);
      const iso = moment.toISOString();
      expect(formatOrderDate(iso), iso).toBe(date.format(moment));
      expect(formatOrderTime(iso), iso).toBe(`${date.format(moment)}, ${plain(time.format(moment))}`);
      expect(formatDhakaClock(moment), iso).toBe(plain(clock.format(moment)));
    }
  });
});
