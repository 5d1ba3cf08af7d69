import { describe, expect, it } from 'vitest';
import { hasBanglaDigits, toLatinDigits } from './digits.js';

describe('Bangla digits', () => {
  it('become their Latin digits, everything else unchanged', () => {
    expect(toLatinDigits('০১২৩৪৫৬৭৮৯')).toBe('0123456789');
    expect(toLatinDigits('৳ ১২.৫০ and 7')).toBe('৳ 12.50 and 7');
    expect(toLatinDigits('')).toBe('');
  });

  it('are told apart from Latin ones', () => {
    expect(hasBanglaDigits('১')).toBe(true);
    expect(hasBanglaDigits('12.50')).toBe(false);
    // Bangla letters are not digits.
    expect(hasBanglaDigits('বাংলা')).toBe(false);
  });
});
