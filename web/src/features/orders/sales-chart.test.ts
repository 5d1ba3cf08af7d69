import { describe, expect, it } from 'vitest';
import { translatorOf } from '../../i18n';
import { valueTick } from './sales-chart';

// docs/ARCHITECTURE.md §5i (the seller's side in Bangla): the charts' ticks write Bangla digits on a Bangla page, the
// counts' and the ratings' as well as the money's.
describe('the charts’ value ticks', () => {
  it('write counts and ratings in the page’s digits, money with the currency', () => {
    const bn = translatorOf('bn');
    expect([0, 3, 4.5].map((value) => valueTick(bn, value, false))).toEqual(['০', '৩', '৪.৫']);
    expect(valueTick(bn, 40, true)).toMatch(/^৪০/);
    const en = translatorOf('en');
    expect([0, 3, 4.5].map((value) => valueTick(en, value, false))).toEqual(['0', '3', '4.5']);
    expect(valueTick(en, 40, true)).toBe('$40');
  });
});
