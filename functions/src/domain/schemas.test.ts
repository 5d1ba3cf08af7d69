import { describe, expect, it } from 'vitest';
import { MSG } from './messages.js';
import { foodSchema, isImageUrl, purchaseFormSchema, purchaseSchema, registerSchema } from './schemas.js';

const firstError = (fn: () => unknown): string | undefined => {
  try {
    fn();
    return undefined;
  } catch (error) {
    return (error as { errors: string[] }).errors[0];
  }
};

describe('purchase quantity rules', () => {
  it('refuses 0, above stock and above 20 with the spec messages', () => {
    expect(firstError(() => purchaseFormSchema(12).validateSync({ quantity: 0 }))).toBe(MSG.purchaseQuantityPositive);
    expect(firstError(() => purchaseFormSchema(12).validateSync({ quantity: 13 }))).toBe(MSG.purchaseQuantityStock);
    expect(firstError(() => purchaseFormSchema(50).validateSync({ quantity: 21 }))).toBe(MSG.purchaseQuantityMax);
    expect(firstError(() => purchaseFormSchema(50).validateSync({ quantity: 20 }))).toBeUndefined();
  });

  it('keeps the stock rule when the limit of 20 is also present', () => {
    expect(firstError(() => purchaseFormSchema(3).validateSync({ quantity: 4 }))).toBe(MSG.purchaseQuantityStock);
  });

  it('the API schema has no stock rule and requires a whole number', () => {
    expect(firstError(() => purchaseSchema.validateSync({ foodId: 'a', quantity: 20 }))).toBeUndefined();
    expect(firstError(() => purchaseSchema.validateSync({ foodId: 'a', quantity: 1.5 }))).toBe(MSG.purchaseQuantityInteger);
  });
});

describe('food and register rules', () => {
  it('accepts http(s) URLs and the app\'s own image paths only', () => {
    expect(isImageUrl('https://example.com/a.jpg')).toBe(true);
    expect(isImageUrl('/images/foods/fuchka-800.webp')).toBe(true);
    expect(isImageUrl('javascript:alert(1)')).toBe(false);
    expect(isImageUrl('/images/../secret')).toBe(false);
  });

  it('limits prices to two decimals', () => {
    const valid = { foodName: 'a', foodImage: '/images/x.webp', category: 'c', quantity: 1, foodOrigin: 'o', description: 'd' };
    expect(firstError(() => foodSchema.validateSync({ ...valid, price: 1.25 }))).toBeUndefined();
    expect(firstError(() => foodSchema.validateSync({ ...valid, price: 1.255 }))).toBe(MSG.priceDecimals);
  });

  it('asks for mixed-case passwords', () => {
    const base = { name: 'N', photo: 'p', email: 'a@b' };
    expect(firstError(() => registerSchema.validateSync({ ...base, password: 'abcdef' }))).toBe(MSG.passwordCase);
    expect(firstError(() => registerSchema.validateSync({ ...base, password: 'abc' }))).toBe(MSG.passwordMin);
  });
});
