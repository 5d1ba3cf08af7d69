import { describe, expect, it } from 'vitest';
import { MSG } from './messages.js';
import { foodSchema, isImageUrl, kitchenSchema, orderStatusSchema, purchaseFormSchema, purchaseSchema, registerSchema } from './schemas.js';

const allErrors = (fn: () => unknown): Record<string, string> => {
  try {
    fn();
    return {};
  } catch (error) {
    const inner = (error as { inner: { path: string; message: string }[] }).inner;
    return Object.fromEntries(inner.map((e) => [e.path, e.message]));
  }
};

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
    expect(firstError(() => purchaseFormSchema(12).validateSync({ quantity: 13 }))).toBe(MSG.purchaseQuantityStockLeft(12));
    expect(firstError(() => purchaseFormSchema(50).validateSync({ quantity: 21 }))).toBe(MSG.purchaseQuantityMax);
    expect(firstError(() => purchaseFormSchema(50).validateSync({ quantity: 20 }))).toBeUndefined();
  });

  it("says how many are left, after the spec's own words", () => {
    expect(MSG.purchaseQuantityStockLeft(3)).toBe('Quantity exceeds available stock (only 3 left)');
    expect(MSG.purchaseQuantityStockLeft(3).startsWith(MSG.purchaseQuantityStock)).toBe(true);
  });

  it('keeps the stock rule when the limit of 20 is also present', () => {
    expect(firstError(() => purchaseFormSchema(3).validateSync({ quantity: 4 }))).toBe(MSG.purchaseQuantityStockLeft(3));
  });

  it('the API schema has no stock rule and requires a whole number', () => {
    expect(firstError(() => purchaseSchema.validateSync({ foodId: 'a', quantity: 20 }))).toBeUndefined();
    expect(firstError(() => purchaseSchema.validateSync({ foodId: 'a', quantity: 1.5 }))).toBe(MSG.purchaseQuantityInteger);
  });
});

describe('food and register rules', () => {
  it('accepts https URLs and the app\'s own image paths only', () => {
    expect(isImageUrl('https://example.com/a.jpg')).toBe(true);
    // The pages' CSP blocks http: images: refused, not stored to show nothing.
    expect(isImageUrl('http://example.com/a.jpg')).toBe(false);
    expect(isImageUrl('HTTP://example.com/a.jpg')).toBe(false);
    expect(isImageUrl('/images/foods/fuchka-800.webp')).toBe(true);
    expect(isImageUrl('javascript:alert(1)')).toBe(false);
    expect(isImageUrl('/images/../secret')).toBe(false);
  });

  it('limits prices to two decimals', () => {
    const valid = { foodName: 'a', foodImage: '/images/x.webp', category: 'c', quantity: 1, foodOrigin: 'o', description: 'd' };
    expect(firstError(() => foodSchema.validateSync({ ...valid, price: 1.25 }))).toBeUndefined();
    expect(firstError(() => foodSchema.validateSync({ ...valid, price: 1.255 }))).toBe(MSG.priceDecimals);
    expect(firstError(() => foodSchema.validateSync({ ...valid, price: 12.340000001 }))).toBe(MSG.priceDecimals);
    expect(firstError(() => foodSchema.validateSync({ ...valid, price: 4.35 }))).toBeUndefined();
  });

  it('asks for mixed-case passwords', () => {
    const base = { name: 'N', photo: 'https://example.com/p.png', email: 'a@b' };
    expect(firstError(() => registerSchema.validateSync({ ...base, password: 'abcdef' }))).toBe(MSG.passwordCase);
    expect(firstError(() => registerSchema.validateSync({ ...base, password: 'abc' }))).toBe(MSG.passwordMin);
  });

  it('takes a registration photo that is an https image URL or one of the app\'s own images, not http:', () => {
    const base = { name: 'N', email: 'a@b', password: 'Secret1' };
    expect(firstError(() => registerSchema.validateSync({ ...base, photo: 'https://example.com/p.png' }))).toBeUndefined();
    expect(firstError(() => registerSchema.validateSync({ ...base, photo: '/images/avatars/rahim.webp' }))).toBeUndefined();
    expect(firstError(() => registerSchema.validateSync({ ...base, photo: 'http://example.com/p.png' }))).toBe(MSG.photoUrlInvalid);
    expect(firstError(() => registerSchema.validateSync({ ...base, photo: 'p' }))).toBe(MSG.photoUrlInvalid);
  });
});

describe('kitchen settings (§5f)', () => {
  it('takes any of open, pickupAddress and phone, normalising the phone; an empty one clears', () => {
    expect(kitchenSchema.validateSync({ open: false })).toEqual({ open: false });
    expect(kitchenSchema.validateSync({ pickupAddress: '  House 5, Road 2, Mirpur 10 ', phone: '017 1234 5678' })).toEqual({
      pickupAddress: 'House 5, Road 2, Mirpur 10',
      phone: '+8801712345678',
    });
    expect(kitchenSchema.validateSync({ pickupAddress: '', phone: '' })).toEqual({ pickupAddress: '', phone: '' });
  });

  it('refuses nothing to change, a short or invisible address and a foreign phone', () => {
    expect(firstError(() => kitchenSchema.validateSync({}))).toBe(MSG.kitchenNothingToChange);
    expect(allErrors(() => kitchenSchema.validateSync({ pickupAddress: 'Mirpur', phone: '+4471234567' }, { abortEarly: false }))).toEqual({
      pickupAddress: MSG.pickupAddressMin,
      phone: MSG.phoneInvalid,
    });
    expect(firstError(() => kitchenSchema.validateSync({ pickupAddress: '\u200b'.repeat(12) }))).toBe(MSG.pickupAddressMin);
    expect(firstError(() => kitchenSchema.validateSync({ pickupAddress: 'x'.repeat(301) }))).toBe(MSG.tooLong(300));
  });
});

describe('a seller\'s move and its decline reason (§5f)', () => {
  it('takes a bare status, or a decline with a reason and an optional note', () => {
    expect(orderStatusSchema.validateSync({ status: 'declined' })).toEqual({ status: 'declined', note: '' });
    expect(orderStatusSchema.validateSync({ status: 'declined', reason: 'other', note: ' Gas is out ' })).toEqual({
      status: 'declined',
      reason: 'other',
      note: 'Gas is out',
    });
  });

  it('refuses an unknown reason, a reason without a decline, a note without a reason and a long note', () => {
    expect(firstError(() => orderStatusSchema.validateSync({ status: 'declined', reason: 'bored' }))).toBe(MSG.declineReasonInvalid);
    expect(firstError(() => orderStatusSchema.validateSync({ status: 'accepted', reason: 'sold_out' }))).toBe(MSG.declineReasonOnlyForDecline);
    expect(firstError(() => orderStatusSchema.validateSync({ status: 'declined', note: 'Sorry' }))).toBe(MSG.declineNoteNeedsReason);
    expect(firstError(() => orderStatusSchema.validateSync({ status: 'declined', reason: 'other', note: 'x'.repeat(201) }))).toBe(MSG.tooLong(200));
  });
});

describe('order details', () => {
  const base = { foodId: 'f1', quantity: 2 };
  const delivery = { phone: '01712345678', address: 'House 12, Road 5, Dhanmondi', area: 'Dhanmondi' };

  it('defaults to pickup and keeps only the phone of a delivery sent with it (§5f)', () => {
    expect(purchaseSchema.validateSync({ ...base, delivery })).toEqual({ ...base, fulfilment: 'pickup', delivery: { phone: '+8801712345678' }, note: '' });
    expect(purchaseSchema.validateSync({ ...base, delivery: { ...delivery, phone: '  ' } })).toEqual({ ...base, fulfilment: 'pickup', note: '' });
    expect(purchaseSchema.validateSync(base)).toEqual({ ...base, fulfilment: 'pickup', note: '' });
    expect(allErrors(() => purchaseSchema.validateSync({ ...base, fulfilment: 'pickup', delivery: { phone: '12345' } }, { abortEarly: false }))).toEqual({
      'delivery.phone': MSG.phoneInvalid,
    });
  });

  it('requires phone, address and area for delivery and stores the phone as +880', () => {
    expect(purchaseSchema.validateSync({ ...base, fulfilment: 'delivery', delivery, note: ' Ring twice ' })).toEqual({
      ...base,
      fulfilment: 'delivery',
      delivery: { ...delivery, phone: '+8801712345678' },
      note: 'Ring twice',
    });
    expect(allErrors(() => purchaseSchema.validateSync({ ...base, fulfilment: 'delivery' }, { abortEarly: false }))).toEqual({
      delivery: MSG.addressRequired,
    });
    const bad = { phone: '12345', address: 'short', area: 'D' };
    expect(allErrors(() => purchaseSchema.validateSync({ ...base, fulfilment: 'delivery', delivery: bad }, { abortEarly: false }))).toEqual({
      'delivery.phone': MSG.phoneInvalid,
      'delivery.address': MSG.addressMin,
      'delivery.area': MSG.areaMin,
    });
  });

  it('refuses an unknown fulfilment and a long note', () => {
    expect(allErrors(() => purchaseSchema.validateSync({ ...base, fulfilment: 'drone', note: 'x'.repeat(301) }, { abortEarly: false }))).toEqual({
      fulfilment: MSG.fulfilmentInvalid,
      note: MSG.tooLong(300),
    });
  });

  it('gives the purchase form the same rules plus the stock check', () => {
    expect(allErrors(() => purchaseFormSchema(1).validateSync({ quantity: 2, fulfilment: 'delivery', delivery: { ...delivery, phone: '' } }, { abortEarly: false }))).toEqual({
      quantity: MSG.purchaseQuantityStockLeft(1),
      'delivery.phone': MSG.phoneRequired,
    });
  });
});
