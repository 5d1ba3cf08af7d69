import { describe, expect, it } from 'vitest';
import { roundMoney } from './money.js';

describe('roundMoney', () => {
  it('rounds a price times a quantity to whole cents', () => {
    expect(1.1 * 3).not.toBe(3.3);
    expect(roundMoney(1.1 * 3)).toBe(3.3);
    expect(roundMoney(0.1 + 0.2)).toBe(0.3);
    expect(roundMoney(12.5 * 2)).toBe(25);
  });
});
