import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@domain/messages';
import type { OrderDetail, OrderHistoryEntry } from '@domain/types';
import { formatOrderTime, TIME_ZONE_LABEL } from '../../lib/format';
import { paths } from '../../lib/paths';
import { json, stubApi } from '../../testing/api';
import { alice, bob } from '../../testing/auth';
import { makeOrderDetail } from '../../testing/fixtures';
import { renderPage } from '../../testing/render-page';
import OrderPage from './order-page';

// docs/ARCHITECTURE.md §5f on the order page: why a declined order was declined, an expired order, and where to
// pick up (the kitchen's address and phone for the buyer; the buyer's phone for the seller).

afterEach(() => {
  vi.unstubAllGlobals();
});

const at = (minutes: number) => new Date(Date.UTC(2024, 0, 5, 12, minutes)).toISOString();
const step = (status: OrderHistoryEntry['status'], minutes: number, by: OrderHistoryEntry['by']): OrderHistoryEntry => ({ status, at: at(minutes), by });

function show(order: OrderDetail, user = bob) {
  stubApi([['GET', /^\/orders\/order-1$/, () => json(order)]]);
  renderPage(<OrderPage />, { path: paths.order.pattern, route: paths.order('order-1'), user });
}

describe('how an order ended', () => {
  it('tells the buyer why the kitchen declined', async () => {
    show(
      makeOrderDetail({
        status: 'declined',
        decline: { reason: 'cannot_deliver', note: '' },
        history: [step('placed', 0, 'buyer'), step('declined', 4, 'seller')],
      }),
    );
    const outcome = (await screen.findByText('The kitchen declined this order.')).parentElement;
    expect(outcome).toHaveTextContent('Reason: Cannot deliver there');
  });

  it("shows the note of 'Other'", async () => {
    show(makeOrderDetail({ status: 'declined', decline: { reason: 'other', note: 'Our gas is out today.' } }));
    expect(await screen.findByText('Reason: Other: Our gas is out today.')).toBeInTheDocument();
  });

  it('says an expired order expired because the kitchen did not answer, with the system step in the timeline', async () => {
    show(makeOrderDetail({ status: 'expired', history: [step('placed', 0, 'buyer'), step('expired', 30, 'system')] }));
    expect(await screen.findByText(MSG.orderExpiredForBuyer)).toBeInTheDocument();
    expect(document.querySelector('[data-status="expired"]')).toHaveTextContent('Expired');
    const timeline = within(screen.getByRole('list', { name: 'Order timeline' }));
    expect(timeline.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      `Placed${formatOrderTime(at(0))} ${TIME_ZONE_LABEL}`,
      `Expired (now)${formatOrderTime(at(30))} ${TIME_ZONE_LABEL} · unanswered in time`,
    ]);
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument();
    expect(screen.queryByText('This page updates by itself.')).not.toBeInTheDocument();
  });
});

describe('a pickup order', () => {
  const pickup = { fulfilment: 'pickup', delivery: { phone: '+8801712345678' } } as const;

  it("shows its buyer the kitchen's pickup address and phone", async () => {
    show(makeOrderDetail({ ...pickup, kitchen: { pickupAddress: 'House 7, Road 3, Dhanmondi', phone: '+8801812345678' } }));
    const card = within(await screen.findByRole('article', { name: 'Pickup' }));
    expect(card.getByText('House 7, Road 3, Dhanmondi')).toBeInTheDocument();
    expect(card.getByText('Kitchen phone').nextElementSibling?.querySelector('a')).toHaveAttribute('href', 'tel:+8801812345678');
    expect(card.getByText('Your phone')).toBeInTheDocument();
  });

  it("shows its seller the buyer's phone", async () => {
    show(makeOrderDetail(pickup), alice);
    const card = within(await screen.findByRole('article', { name: 'Pickup' }));
    expect(card.getByText('Phone').nextElementSibling?.querySelector('a')).toHaveAttribute('href', 'tel:+8801712345678');
    expect(card.queryByText('Kitchen phone')).not.toBeInTheDocument();
  });
});

describe('a delivery order', () => {
  const delivery = { fulfilment: 'delivery', delivery: { phone: '+8801712345678', address: 'Flat 2A, House 9, Road 4', area: 'Banani' } } as const;

  it("shows its buyer the kitchen's phone once the API gives it (accepted), beside the buyer's own", async () => {
    show(makeOrderDetail({ ...delivery, status: 'accepted', kitchen: { phone: '+8801812345678' } }));
    const card = within(await screen.findByRole('article', { name: 'Delivery' }));
    expect(card.getByText('Kitchen phone').nextElementSibling?.querySelector('a')).toHaveAttribute('href', 'tel:+8801812345678');
    expect(card.getByText('Your phone').nextElementSibling?.querySelector('a')).toHaveAttribute('href', 'tel:+8801712345678');
  });
});
