import { describe, expect, it } from 'vitest';
import { MSG } from './messages.js';
import { deliveryFeeFor, linesOf, subtotalOf } from './order-lines.js';
import { areaKey } from './orders.js';
import { deliveryAreasSchema, orderSchema } from './schemas.js';

// docs/ARCHITECTURE.md §5h: the one reader of an order's dishes, the fee by area, and the shared schemas' list rules.

const dish = { foodId: 'f1', foodName: 'Kacchi Biryani', foodImage: '/images/foods/kacchi-biryani-800.webp', price: 14.5, quantity: 3, total: 43.5 };

describe('linesOf', () => {
  it('reads an order stored before lines existed as its one dish, with its review', () => {
    expect(linesOf({ ...dish, total: 43.5, review: { id: 'r1', rating: 5, text: 'Yes' } })).toEqual([{ ...dish, review: { id: 'r1', rating: 5, text: 'Yes' } }]);
    expect(linesOf({ ...dish, price: 0.1, quantity: 3, total: 0.3 })[0]?.total).toBe(0.3);
    expect(linesOf({ ...dish, lines: [] })).toHaveLength(1);
  });

  it('returns the stored lines of an order of several dishes', () => {
    const lines = [
      { ...dish, review: null },
      { foodId: 'f2', foodName: 'Borhani', foodImage: '', price: 1.2, quantity: 2, total: 2.4, review: null },
    ];
    expect(linesOf({ ...dish, total: 45.9, lines })).toEqual(lines);
  });
});

describe('money and areas', () => {
  it('adds line totals to the cent', () => {
    expect(subtotalOf([{ total: 0.1 }, { total: 0.2 }])).toBe(0.3);
    expect(subtotalOf([])).toBe(0);
  });

  it('matches areas case-insensitively with spaces trimmed and made single; no areas = everywhere for free', () => {
    expect(areaKey('  Mirpur   DOHS ')).toBe('mirpur dohs');
    const areas = [{ area: 'Gulshan', fee: 2.5 }, { area: 'Mirpur DOHS', fee: 0 }];
    expect(deliveryFeeFor(areas, 'gulshan ')).toBe(2.5);
    expect(deliveryFeeFor(areas, 'mirpur  dohs')).toBe(0);
    expect(deliveryFeeFor(areas, 'Uttara')).toBeUndefined();
    expect(deliveryFeeFor([], 'Anywhere')).toBe(0);
  });

  it('matches a Bangla area however its letters were typed (য় as one code point or as য + ়)', () => {
    const composed = 'রা\u09DFেরবাজার';
    const decomposed = 'রা\u09AF\u09BCেরবাজার';
    expect(areaKey(composed)).toBe(areaKey(decomposed));
    expect(deliveryFeeFor([{ area: composed, fee: 1.5 }], decomposed)).toBe(1.5);
    expect(deliveryFeeFor([{ area: decomposed, fee: 1.5 }], composed)).toBe(1.5);
  });
});

describe('the shared schemas', () => {
  const error = (run: () => unknown) => {
    try {
      run();
    } catch (caught) {
      return (caught as Error).message;
    }
    return undefined;
  };

  it('an order takes 1 to 10 distinct dishes', () => {
    expect(error(() => orderSchema.validateSync({ lines: [{ foodId: 'a', quantity: 1 }, { foodId: 'b', quantity: 20 }] }))).toBeUndefined();
    expect(error(() => orderSchema.validateSync({ lines: [{ foodId: 'a', quantity: 1 }, { foodId: 'a', quantity: 1 }] }))).toBe(MSG.orderLinesDistinct);
    expect(error(() => orderSchema.validateSync({ lines: [] }))).toBe(MSG.orderLinesRequired);
  });

  it('a kitchen lists an area once, whatever its case', () => {
    expect(error(() => deliveryAreasSchema.validateSync([{ area: 'Gulshan', fee: 1 }, { area: 'Banani', fee: 1 }]))).toBeUndefined();
    expect(error(() => deliveryAreasSchema.validateSync([{ area: 'Gulshan', fee: 1 }, { area: 'GULSHAN', fee: 2 }]))).toBe(MSG.deliveryAreaTwice);
  });
});
