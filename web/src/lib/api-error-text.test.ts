import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@domain/messages';
import { messagesOf } from '../i18n';
import { apiErrorMessage, apiErrorText, apiFieldErrors } from './api-error-text';
import { createApiClient, type ApiError } from './http';
import { serverFieldErrors } from './server-field-errors';

// Issue 31, item 3 (docs/ARCHITECTURE.md §5i "Error codes"): an API error shown in the page's language by its code.

const json = (body: unknown, status: number) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

async function refusal(body: unknown, status: number): Promise<ApiError> {
  vi.stubGlobal('fetch', vi.fn(async () => json(body, status)));
  return createApiClient().post<never>('/orders', {}, { public: true }).catch((error: ApiError) => error);
}

afterEach(() => vi.unstubAllGlobals());

describe('apiErrorText', () => {
  it('writes a refused purchase in Bangla by its code and values, with Bangla digits', async () => {
    const error = await refusal({ message: MSG.purchaseQuantityStockLeft(2), code: 'purchaseQuantityStockLeft', params: [2] }, 409);
    expect(apiErrorText(error, messagesOf('bn'))).toBe('পরিমাণ মজুদের চেয়ে বেশি (আর মাত্র ২টি আছে)');
    // English stays the API's own text.
    expect(apiErrorText(error, messagesOf('en'))).toBe('Quantity exceeds available stock (only 2 left)');
    expect(apiErrorMessage(error, MSG.purchaseFailed, messagesOf('bn'))).toBe('পরিমাণ মজুদের চেয়ে বেশি (আর মাত্র ২টি আছে)');
  });

  it("writes an order's statuses in a refused move by their Bangla names", async () => {
    const error = await refusal({ message: MSG.moveNotAllowed('accepted', 'accepted'), code: 'moveNotAllowed', params: ['accepted', 'accepted'] }, 409);
    expect(apiErrorText(error, messagesOf('bn'))).toBe('গৃহীত অবস্থার অর্ডার গৃহীত হতে পারে না।');
    const other = await refusal({ message: MSG.moveNotAllowed('expired', 'ready'), code: 'moveNotAllowed', params: ['expired', 'ready'] }, 409);
    expect(apiErrorText(other, messagesOf('bn'))).toBe('মেয়াদোত্তীর্ণ অবস্থার অর্ডার তৈরি হতে পারে না।');
  });

  it('writes a value that is itself a code first (a kitchen that opens later)', async () => {
    const error = await refusal(
      { message: 'This kitchen is closed now. Opens tomorrow at 11:00 AM.', code: 'kitchenClosedUntil', params: [{ code: 'opensTomorrowAt', params: ['11:00 AM'] }] },
      409,
    );
    expect(apiErrorText(error, messagesOf('bn'))).toBe('এই রান্নাঘর এখন বন্ধ। আগামীকাল ১১:০০ সকাল-এ খুলবে।');
  });

  it("writes the API's English clock, weekday and date of a kitchen's opening in Bangla", async () => {
    const bn = messagesOf('bn');
    const closed = (opens: { code: string; params: string[] }, message: string) => refusal({ message, code: 'kitchenClosedUntil', params: [opens] }, 409);
    const later = await closed({ code: 'opensAt', params: ['6:30 PM'] }, MSG.kitchenClosedUntil(MSG.opensAt('6:30 PM')));
    expect(apiErrorText(later, bn)).toBe('এই রান্নাঘর এখন বন্ধ। ৬:৩০ সন্ধ্যা-এ খুলবে।');
    const friday = await closed({ code: 'opensOnAt', params: ['Friday', '11:00 AM'] }, MSG.kitchenClosedUntil(MSG.opensOnAt('Friday', '11:00 AM')));
    expect(apiErrorText(friday, bn)).toBe('এই রান্নাঘর এখন বন্ধ। শুক্রবার ১১:০০ সকাল-এ খুলবে।');
    const december = await closed({ code: 'opensOnAt', params: ['Dec 16', '9:00 AM'] }, MSG.kitchenClosedUntil(MSG.opensOnAt('Dec 16', '9:00 AM')));
    expect(apiErrorText(december, bn)).toBe('এই রান্নাঘর এখন বন্ধ। ১৬ ডিসে ৯:০০ সকাল-এ খুলবে।');
    // English keeps the API's values as they came.
    expect(apiErrorText(friday, messagesOf('en'))).toBe('This kitchen is closed now. Opens on Friday at 11:00 AM.');
  });

  it('falls back to the English message for no code, an unknown code or missing values', async () => {
    const bn = messagesOf('bn');
    expect(apiErrorText(await refusal({ message: 'Odd failure.' }, 500), bn)).toBe('Odd failure.');
    expect(apiErrorText(await refusal({ message: 'Odd failure.', code: 'noSuchCode' }, 500), bn)).toBe('Odd failure.');
    expect(apiErrorText(await refusal({ message: MSG.tooManyFoods(3), code: 'tooManyFoods' }, 429), bn)).toBe(MSG.tooManyFoods(3));
    expect(apiErrorMessage(new Error('offline'), MSG.purchaseFailed, bn)).toBe(MSG.purchaseFailed);
  });

  it('writes field errors in Bangla by their codes (a list of areas arrives joined)', async () => {
    const error = await refusal(
      {
        message: MSG.invalidInput,
        code: 'invalidInput',
        errors: { 'delivery.phone': MSG.phoneInvalid, 'delivery.area': MSG.areaNotServed(['Gulshan', 'Banani']), note: 'Some text.' },
        fieldCodes: { 'delivery.phone': { code: 'phoneInvalid' }, 'delivery.area': { code: 'areaNotServed', params: [['Gulshan', 'Banani']] } },
      },
      400,
    );
    const bn = messagesOf('bn');
    expect(apiErrorText(error, bn)).toBe('কয়েকটি ঘরের তথ্য সঠিক নয়।');
    expect(apiFieldErrors(error, bn)).toEqual({
      'delivery.phone': 'বাংলাদেশের একটি মোবাইল নম্বর দিন, যেমন ০১৭১২৩৪৫৬৭৮।',
      'delivery.area': 'এই রান্নাঘর শুধু এই এলাকাগুলোতে ডেলিভারি দেয়: Gulshan, Banani।',
      note: 'Some text.',
    });
    const values = { delivery: { phone: '123', area: 'Uttara' } };
    expect(serverFieldErrors(error, values, ['delivery.phone', 'delivery.area'], bn)?.errors).toEqual({
      'delivery.phone': 'বাংলাদেশের একটি মোবাইল নম্বর দিন, যেমন ০১৭১২৩৪৫৬৭৮।',
      'delivery.area': 'এই রান্নাঘর শুধু এই এলাকাগুলোতে ডেলিভারি দেয়: Gulshan, Banani।',
    });
    // Without a table, the API's English as before.
    expect(serverFieldErrors(error, values, ['delivery.phone'])?.errors).toEqual({ 'delivery.phone': MSG.phoneInvalid });
  });
});
