import { describe, expect, it } from 'vitest';
import { formatPrice } from './format';

describe('formatPrice', () => {
  it('writes what Intl en-US writes with two decimals, after a $', () => {
    const intl = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    for (const value of [0, 0.5, 1, 9.99, 12.5, 100, 999.99, 1000, 1234.56, 99999.99, 1000000, 12345678.9]) {
      expect(formatPrice(value), String(value)).toBe(`$${intl.format(value)}`);
    }
  });
});
