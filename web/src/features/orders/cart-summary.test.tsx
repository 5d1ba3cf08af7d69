import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ALWAYS_OPEN_HOURS } from '@domain/hours';
import type { PublicKitchen } from '@domain/types';
import { LangProvider, type Lang } from '../../i18n';
import { messagesOf } from '../../i18n/messages';
import { textOfCode } from '../../lib/api-error-text';
import { OrderMoney } from './cart-summary';
import { cartTotals } from './cart-totals';

// docs/ARCHITECTURE.md §5h: a delivery below the kitchen's minimum order is said with the minimum as a price.

const kitchen: PublicKitchen = {
  userName: 'Alice Cook',
  open: true,
  hours: ALWAYS_OPEN_HOURS,
  closedDates: [],
  deliveryAreas: [{ area: 'Gulshan', fee: 80 }],
  minimumOrder: 1500,
};

function renderMoney(lang: Lang) {
  const totals = cartTotals([{ price: 450, quantity: 2 }], kitchen, 'delivery', 'Gulshan');
  render(
    <LangProvider lang={lang}>
      <OrderMoney totals={totals} kitchen={kitchen} fulfilment="delivery" area="Gulshan" />
    </LangProvider>,
  );
}

describe('the minimum order', () => {
  it('tells a buyer below it the minimum as a price, in the store currency', () => {
    renderMoney('en');
    expect(screen.getByText('Add a little more: the kitchen delivers orders of at least $1,500.00, or choose pickup.')).toBeInTheDocument();
  });

  it('writes the minimum in Bangla digits on a Bangla page', () => {
    renderMoney('bn');
    expect(screen.getByText('আরেকটু যোগ করুন: রান্নাঘর কমপক্ষে ১,৫০০.০০$ দামের অর্ডার ডেলিভারি দেয়, নয়তো পিকআপ বেছে নিন।')).toBeInTheDocument();
  });

  it("writes the API's refusal below the minimum with prices, never bare numbers", () => {
    const refusal = { code: 'belowMinimumOrder', params: [15, 13.7] };
    expect(textOfCode(messagesOf('en'), refusal)).toBe('This kitchen delivers orders of at least $15.00; this one comes to $13.70. Add dishes, or choose pickup.');
    expect(textOfCode(messagesOf('bn'), refusal)).toBe('এই রান্নাঘর কমপক্ষে ১৫.০০$ দামের অর্ডার ডেলিভারি দেয়; এই অর্ডারের দাম ১৩.৭০$। আরও খাবার যোগ করুন, অথবা পিকআপ বেছে নিন।');
  });
});
