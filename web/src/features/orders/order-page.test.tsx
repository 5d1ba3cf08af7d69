import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@domain/messages';
import type { OrderDetail, OrderHistoryEntry } from '@domain/types';
import { ORDER_REFRESH_MS } from '../../config/ui';
import { formatOrderTime } from '../../lib/format';
import { paths } from '../../lib/paths';
import { json, stubApi } from '../../testing/api';
import { alice, bob } from '../../testing/auth';
import { makeOrderDetail } from '../../testing/fixtures';
import { formatsOf } from '../../i18n';
import { englishWordsIn, visibleTextOf } from '../../testing/english-words';
import { renderPage } from '../../testing/render-page';
import OrderPage from './order-page';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const render = (user = bob, id = 'order-1') => renderPage(<OrderPage />, { path: paths.order.pattern, route: paths.order(id), user });
const at = (minutes: number) => new Date(Date.UTC(2024, 0, 5, 12, minutes)).toISOString();
const step = (status: OrderHistoryEntry['status'], minutes: number, by: OrderHistoryEntry['by'] = 'seller'): OrderHistoryEntry => ({ status, at: at(minutes), by });
const timeline = () => within(screen.getByRole('list', { name: 'Order timeline' }));
/** The status the timeline marks as the current one. */
const current = () =>
  screen
    .queryByRole('list', { name: 'Order timeline' })
    ?.querySelector('li:has(.sr-only)')
    ?.querySelector('p')
    ?.textContent?.replace(' (now)', '');
const gets = (calls: { method: string; path: string }[]) => calls.filter((c) => c.method === 'GET' && c.path === '/orders/order-1').length;

describe('Order page', () => {
  it("tells the seller of an old finished order that the buyer's phone and address were removed", async () => {
    const old = makeOrderDetail({ status: 'completed', delivery: null, history: [step('placed', 0, 'buyer'), step('completed', 30)] });
    stubApi([['GET', /^\/orders\/order-1$/, () => json(old)]]);
    render(alice);
    const delivery = within(await screen.findByRole('article', { name: 'Delivery' }));
    expect(delivery.getByText(MSG.contactRemoved)).toBeInTheDocument();
    expect(delivery.queryByText(/Pickup from/)).not.toBeInTheDocument();
  });

  it('shows the buyer the dish, quantity, prices, delivery details, note, payment and the timeline', async () => {
    stubApi([['GET', /^\/orders\/order-1$/, () => json(makeOrderDetail())]]);
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Chicken Biryani' })).toBeInTheDocument();
    // Written by an effect, which may run after the heading is on screen.
    await waitFor(() => expect(document.title).toBe('Food Store | Order'));
    const summary = within(screen.getByRole('article', { name: 'Order summary' }));
    expect(summary.getByRole('link', { name: 'Chicken Biryani' })).toHaveAttribute('href', '/food/food-1');
    expect(summary.getByText('Quantity').nextElementSibling).toHaveTextContent('2');
    expect(summary.getByText('Unit price').nextElementSibling).toHaveTextContent('$12.50');
    expect(summary.getByText('Total').nextElementSibling).toHaveTextContent('$25.00');
    expect(summary.getByText('Payment').nextElementSibling).toHaveTextContent('Cash on delivery');

    const delivery = within(screen.getByRole('article', { name: 'Delivery' }));
    expect(delivery.getByRole('link', { name: '+880 1712-345678' })).toHaveAttribute('href', 'tel:+8801712345678');
    expect(delivery.getByText('House 12, Road 5')).toBeInTheDocument();
    expect(delivery.getByText('Dhanmondi, Dhaka')).toBeInTheDocument();
    expect(delivery.getByText('Less spicy, please.')).toBeInTheDocument();
    expect(delivery.queryByText('Buyer')).not.toBeInTheDocument();

    expect(screen.getByText(/from Alice Cook/)).toBeInTheDocument();
    expect(screen.getAllByText('Placed')[0]).toBeInTheDocument();
    expect(timeline().getByText(formatOrderTime(at(0)))).toBeInTheDocument();
    // The steps still ahead of a placed delivery order.
    expect(timeline().getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      `Placed (now)${formatOrderTime(at(0))} Dhaka time`,
      'AcceptedNot yet',
      'Out for deliveryNot yet',
      'DeliveredNot yet',
    ]);
    expect(screen.getByRole('button', { name: 'Cancel Order' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to My Orders/ })).toHaveAttribute('href', '/my-orders');
  });

  it('shows a pickup order as Pickup and its history with who moved it', async () => {
    stubApi([
      [
        'GET',
        /^\/orders\/order-1$/,
        () =>
          json(
            makeOrderDetail({
              fulfilment: 'pickup',
              delivery: null,
              note: '',
              status: 'completed',
              history: [step('placed', 0, 'buyer'), step('accepted', 5), step('ready', 30), step('completed', 45)],
            }),
          ),
      ],
    ]);
    render();
    const pickup = within(await screen.findByRole('article', { name: 'Pickup' }));
    expect(pickup.getByText('Pickup from the kitchen of Alice Cook')).toBeInTheDocument();
    expect(pickup.getByText('No note')).toBeInTheDocument();
    expect(screen.getByText('Payment').nextElementSibling).toHaveTextContent('Cash on pickup');
    expect(timeline().getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      `Placed${formatOrderTime(at(0))} Dhaka time`,
      `Accepted${formatOrderTime(at(5))} Dhaka time · by the kitchen`,
      `Ready for pickup${formatOrderTime(at(30))} Dhaka time · by the kitchen`,
      `Collected (now)${formatOrderTime(at(45))} Dhaka time · by the kitchen`,
    ]);
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument();
    expect(screen.queryByText('This page updates by itself.')).not.toBeInTheDocument();
  });

  it('refreshes itself until the order is final, so the buyer sees it accepted without reloading', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let order: OrderDetail = makeOrderDetail();
    const { calls } = stubApi([['GET', /^\/orders\/order-1$/, () => json(order)]]);
    render();
    expect(await screen.findByRole('button', { name: 'Cancel Order' })).toBeInTheDocument();
    expect(screen.getByText('This page updates by itself.')).toBeInTheDocument();

    order = makeOrderDetail({ status: 'accepted', history: [step('placed', 0, 'buyer'), step('accepted', 5)] });
    await act(() => vi.advanceTimersByTimeAsync(ORDER_REFRESH_MS));
    await waitFor(() => expect(current()).toBe('Accepted'));
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument();
    expect(gets(calls)).toBe(2);

    order = makeOrderDetail({ status: 'declined', history: [step('placed', 0, 'buyer'), step('accepted', 5), step('declined', 9)] });
    await act(() => vi.advanceTimersByTimeAsync(ORDER_REFRESH_MS));
    await waitFor(() => expect(current()).toBe('Declined'));
    expect(gets(calls)).toBe(3);

    // Final: no more polling, and a focus does not ask either.
    await act(() => vi.advanceTimersByTimeAsync(ORDER_REFRESH_MS * 3));
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(gets(calls)).toBe(3);
  });

  it('refetches when the window regains focus while the order is open', async () => {
    let order: OrderDetail = makeOrderDetail();
    const { calls } = stubApi([['GET', /^\/orders\/order-1$/, () => json(order)]]);
    render();
    expect(await screen.findByRole('button', { name: 'Cancel Order' })).toBeInTheDocument();
    order = makeOrderDetail({ status: 'accepted', history: [step('placed', 0, 'buyer'), step('accepted', 5)] });
    act(() => {
      window.dispatchEvent(new Event('visibilitychange'));
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(current()).toBe('Accepted'));
    expect(gets(calls)).toBe(2);
  });

  it('lets the buyer cancel while placed, and then shows it cancelled', async () => {
    let order: OrderDetail = makeOrderDetail();
    const { calls } = stubApi([
      ['GET', /^\/orders\/order-1$/, () => json(order)],
      ['GET', /^\/purchase-food\//, () => json([])],
      [
        'DELETE',
        /^\/purchase-food\/order-1$/,
        () => {
          order = makeOrderDetail({ status: 'cancelled', history: [step('placed', 0, 'buyer'), step('cancelled', 3, 'buyer')] });
          return json({ ok: true });
        },
      ],
    ]);
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Order' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm Cancellation' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, Cancel' }));

    expect(await screen.findByText('Order for "Chicken Biryani" cancelled.')).toBeInTheDocument();
    await waitFor(() => expect(current()).toBe('Cancelled'));
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument();
    // Cancel is gone: focus is on the progress heading, above the list that now ends in Cancelled.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Progress' })));
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });

  it('says why a cancel was refused (409) and shows the order as the kitchen left it', async () => {
    let order: OrderDetail = makeOrderDetail();
    stubApi([
      ['GET', /^\/orders\/order-1$/, () => json(order)],
      [
        'DELETE',
        /^\/purchase-food\/order-1$/,
        () => {
          order = makeOrderDetail({ status: 'accepted', history: [step('placed', 0, 'buyer'), step('accepted', 1)] });
          return json({ message: MSG.cancelTooLate }, { status: 409 });
        },
      ],
    ]);
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Order' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, Cancel' }));
    expect(await screen.findByText(MSG.cancelTooLate)).toBeInTheDocument();
    await waitFor(() => expect(current()).toBe('Accepted'));
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Progress' })));
  });

  it('shows the seller the buyer’s contact and the moves of the table', async () => {
    let order: OrderDetail = makeOrderDetail();
    const { calls } = stubApi([
      ['GET', /^\/orders\/order-1$/, () => json(order)],
      [
        'POST',
        /^\/orders\/order-1\/status$/,
        () => {
          order = makeOrderDetail({ status: 'accepted', history: [step('placed', 0, 'buyer'), step('accepted', 2)] });
          return json(order);
        },
      ],
    ]);
    render(alice);
    const delivery = within(await screen.findByRole('article', { name: 'Delivery' }));
    expect(delivery.getByText('Buyer').nextElementSibling).toHaveTextContent('Bob Buyer');
    expect(delivery.getByRole('link', { name: 'bob@example.com' })).toHaveAttribute('href', 'mailto:bob@example.com');
    expect(delivery.getByRole('link', { name: '+880 1712-345678' })).toHaveAttribute('href', 'tel:+8801712345678');
    expect(screen.getByText(/by Bob Buyer/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to My Sales/ })).toHaveAttribute('href', '/my-sales');
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Decline/ })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /^Accept/ }));
    expect(await screen.findByText('Order for "Chicken Biryani" accepted.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ status: 'accepted' });
    expect(await screen.findByRole('button', { name: /^Mark out for delivery/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Accept/ })).not.toBeInTheDocument();
  });

  it('says the order is missing (404)', async () => {
    stubApi([['GET', /^\/orders\//, () => json({ message: MSG.orderNotFound }, { status: 404 })]]);
    render(bob, 'gone');
    expect(await screen.findByRole('heading', { name: MSG.orderNotFound })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My Orders' })).toHaveAttribute('href', '/my-orders');
  });

  it('says the order is someone else’s (403) and keeps the user signed in', async () => {
    stubApi([['GET', /^\/orders\//, () => json({ message: MSG.notOrderParty }, { status: 403 })]]);
    const { onSessionLost } = render();
    expect(await screen.findByRole('heading', { name: MSG.notOrderParty })).toBeInTheDocument();
    expect(onSessionLost).not.toHaveBeenCalled();
  });

  it('says when the order cannot be loaded, and Try again loads it', async () => {
    let fail = true;
    stubApi([['GET', /^\/orders\/order-1$/, () => (fail ? json({ message: 'boom' }, { status: 500 }) : json(makeOrderDetail()))]]);
    render();
    expect(await screen.findByRole('heading', { name: 'Could not load this order.' })).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Chicken Biryani' })).toBeInTheDocument());
  });
});

describe('Order page in Bangla', () => {
  it('shows the order, its date and time in Dhaka and its total in Bangla, with no English outside the order\'s own content', async () => {
    const order = makeOrderDetail({ history: [step('placed', 0, 'buyer'), step('accepted', 5)], status: 'accepted' });
    stubApi([['GET', /^\/orders\/order-1$/, () => json(order)]]);
    renderPage(<OrderPage />, { path: `/bn${paths.order.pattern}`, route: `/bn${paths.order('order-1')}`, user: bob, lang: 'bn' });
    expect(await screen.findByRole('heading', { level: 1, name: order.foodName })).toBeInTheDocument();
    const summary = within(screen.getByRole('article', { name: 'অর্ডারের সারাংশ' }));
    expect(summary.getByText('পরিমাণ').nextElementSibling).toHaveTextContent('২');
    expect(summary.getByText('মোট').nextElementSibling?.textContent).toMatch(/^২৫\.০০/);
    expect(summary.getByText('পেমেন্ট').nextElementSibling).toHaveTextContent('ক্যাশ অন ডেলিভারি');
    const bnTime = formatsOf('bn').dateTime(at(0));
    expect(bnTime).toMatch(/^৫ জানু/);
    const list = within(screen.getByRole('list', { name: 'অর্ডারের সময়রেখা' }));
    expect(list.getByText(bnTime)).toBeInTheDocument();
    expect(list.getAllByText('গ্রহণ করা হয়েছে').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: /আমার অর্ডারে ফিরুন/ })).toHaveAttribute('href', '/bn/my-orders');
    const page = screen.getByRole('heading', { level: 1 }).closest('section') as HTMLElement;
    const content = [order.foodName, order.seller.userName, order.note, order.delivery && 'address' in order.delivery ? `${order.delivery.address} ${order.delivery.area}` : ''];
    expect(englishWordsIn(visibleTextOf(page), content)).toEqual([]);
  });
});
