import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ORDERS_PAGE_MAX } from '@domain/limits';
import { MSG } from '@domain/messages';
import type { OrderStatus } from '@domain/orders';
import type { OrderDetail, SalesSummary } from '@domain/types';
import { formatOrderTime } from '../../lib/format';
import { paths } from '../../lib/paths';
import { salesSummaryKey } from '../../lib/sales-summary';
import { json, stubApi, type ApiCall } from '../../testing/api';
import { alice } from '../../testing/auth';
import { makeOrderDetail, makeSalesStats } from '../../testing/fixtures';
import type { Lang } from '../../i18n/langs';
import { renderPageWithHistory } from '../../testing/render-page';
import MySalesPage from './my-sales-page';
import { NewOrderWatch } from './new-order-watch';

// jsdom has no canvas; the dashboard's charts are tested in sales-dashboard.test.tsx and e2e/sellers-desk.test.ts.
vi.mock('./sales-chart', () => ({ default: () => null }));

afterEach(() => {
  vi.unstubAllGlobals();
});

const summary: SalesSummary = { placed: 2, accepted: 1, ready: 0 };
const render = (route: string = paths.mySales, lang: Lang = 'en') => renderPageWithHistory(
    <NewOrderWatch>
      <MySalesPage />
    </NewOrderWatch>, { path: paths.mySales, route, user: alice, lang });

/** The card of one order, found by the buyer's name in its 'View order' link. */
function card(foodName: string): HTMLElement {
  const heading = screen.getAllByRole('heading', { name: foodName })[0];
  return heading?.closest('article') as HTMLElement;
}

// The list's requests; the new-order bell's check asks for the most orders one request gives.
const isBellCheck = (c: ApiCall) => c.params.get('limit') === String(ORDERS_PAGE_MAX);
const salesCalls = (calls: ApiCall[]) => calls.filter((c) => c.method === 'GET' && c.path === '/sales' && !isBellCheck(c));
const summaryCalls = (calls: ApiCall[]) => calls.filter((c) => c.path === '/sales/summary').length;

function stubSales(list: (call: ApiCall) => Response | Promise<Response>, extra: Parameters<typeof stubApi>[0] = []) {
  return stubApi([
    ['GET', /^\/sales\/summary$/, () => json(summary)],
    ['GET', /^\/sales\/stats$/, () => json(makeSalesStats())],
    ['GET', /^\/sales$/, list],
    ['GET', /^\/kitchen$/, () => json({ open: true })],
    ...extra,
  ]);
}

/** A card's buttons that move the order (every card also has 'Print ticket'). */
/** One placed order that moves to whatever status the seller posts, as the API would answer. */
function stubMovingOrder() {
  let status: OrderStatus = 'placed';
  return stubSales(() => json([makeOrderDetail({ status })]), [
    [
      'POST',
      /^\/orders\/order-1\/status$/,
      (call) => {
        status = (call.body as { status: OrderStatus }).status;
        return json(makeOrderDetail({ status }));
      },
    ],
  ]);
}

function moveButtons(element: HTMLElement): HTMLElement[] {
  return within(element)
    .queryAllByRole('button')
    .filter((button) => button.textContent !== 'Print ticket');
}

describe('My Sales page', () => {
  it("leads a Bangla page's title with the count of new orders in Bangla digits", async () => {
    stubSales(() => json([makeOrderDetail(), makeOrderDetail({ _id: 'order-2' })]));
    render(paths.mySales, 'bn');
    await waitFor(() => expect(document.title).toBe('(২) আমার বিক্রি | Food Store'));
  });

  it('lists each order with buyer, phone, address and area or Pickup, note, quantity, total and time', async () => {
    const { calls } = stubSales(() =>
      json([
        makeOrderDetail(),
        makeOrderDetail({
          _id: 'order-2',
          foodName: 'Fish Curry',
          fulfilment: 'pickup',
          delivery: null,
          note: '',
          quantity: 3,
          price: 8,
          total: 24,
          buyer: { email: 'cara@example.com', userName: 'Cara', photo: '' },
        }),
      ]),
    );
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'Orders for Your Dishes' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('(2) My Sales | Food Store'));
    await screen.findByRole('heading', { name: 'Chicken Biryani' });

    const delivery = within(card('Chicken Biryani'));
    expect(delivery.getByText('Bob Buyer')).toBeInTheDocument();
    expect(delivery.getByRole('link', { name: '+880 1712-345678' })).toHaveAttribute('href', 'tel:+8801712345678');
    expect(delivery.getByText('Deliver to').nextElementSibling).toHaveTextContent('House 12, Road 5, Dhanmondi');
    expect(delivery.getByText('Less spicy, please.')).toBeInTheDocument();
    expect(delivery.getByText(/2 × \$12\.50/)).toBeInTheDocument();
    expect(delivery.getByText('$25.00')).toBeInTheDocument();
    expect(delivery.getByText(formatOrderTime('2024-01-05T12:00:00.000Z'))).toBeInTheDocument();
    expect(delivery.getByRole('link', { name: 'View order for Chicken Biryani from Bob Buyer' })).toHaveAttribute('href', '/orders/order-1');

    const pickup = within(card('Fish Curry'));
    expect(pickup.getByText('Pickup')).toBeInTheDocument();
    expect(pickup.queryByText('Deliver to')).not.toBeInTheDocument();
    expect(pickup.queryByText('Note')).not.toBeInTheDocument();
    expect(pickup.getByText('$24.00')).toBeInTheDocument();
    expect(salesCalls(calls)[0]?.params.get('status')).toBeNull();
  });

  it('filters by status through the URL, with the counts of open orders', async () => {
    const { calls, fetchMock } = stubSales((call) => json([makeOrderDetail({ status: (call.params.get('status') as OrderStatus) || 'placed' })]));
    const { url, router } = render(paths.mySalesWith('placed'));
    const filters = within(screen.getByRole('navigation', { name: 'Filter by status' }));
    expect(filters.getAllByRole('link').map((link) => link.firstChild?.textContent)).toEqual(['All', 'New', 'Accepted', 'Ready', 'Completed', 'Declined', 'Cancelled', 'Expired']);
    expect(filters.getByRole('link', { name: 'New' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(filters.getByRole('link', { name: 'New, 2 orders' })).toBeInTheDocument());
    expect(filters.getByRole('link', { name: 'Accepted, 1 order' })).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Chicken Biryani' });
    expect(salesCalls(calls).at(-1)?.params.get('status')).toBe('placed');

    await userEvent.click(filters.getByRole('link', { name: /^Accepted/ }));
    expect(url()).toBe('/my-sales?status=accepted');
    await waitFor(() => expect(salesCalls(calls).at(-1)?.params.get('status')).toBe('accepted'));
    expect(await within(await waitFor(() => card('Chicken Biryani'))).findByText('Accepted')).toBeInTheDocument();

    await userEvent.click(filters.getByRole('link', { name: 'All' }));
    expect(url()).toBe('/my-sales');
    await waitFor(() => expect(salesCalls(calls).at(-1)?.params.get('status')).toBeNull());

    await router.navigate(-1);
    expect(url()).toBe('/my-sales?status=accepted');
    expect(fetchMock).toHaveBeenCalled();
  });

  it('offers the moves of the domain table for each status', async () => {
    const statuses: [OrderStatus, 'delivery' | 'pickup', string[]][] = [
      ['placed', 'delivery', ['Accept', 'Decline']],
      ['accepted', 'delivery', ['Mark out for delivery', 'Decline']],
      ['accepted', 'pickup', ['Mark ready for pickup', 'Decline']],
      ['ready', 'delivery', ['Mark delivered']],
      ['ready', 'pickup', ['Mark collected']],
      ['completed', 'delivery', []],
      ['declined', 'pickup', []],
      ['cancelled', 'delivery', []],
    ];
    stubSales(() =>
      json(
        statuses.map(([status, fulfilment], index) =>
          makeOrderDetail({ _id: `o-${index}`, foodName: `Dish ${index}`, status, fulfilment, delivery: fulfilment === 'pickup' ? null : makeOrderDetail().delivery }),
        ),
      ),
    );
    render();
    await screen.findByRole('heading', { name: 'Dish 0' });
    statuses.forEach(([, , actions], index) => {
      const buttons = moveButtons(card(`Dish ${index}`));
      expect(buttons.map((button) => button.textContent?.replace(`, order for Dish ${index}`, ''))).toEqual(actions);
    });
    expect(within(card('Dish 3')).getByText('Out for delivery')).toBeInTheDocument();
    expect(within(card('Dish 4')).getByText('Ready for pickup')).toBeInTheDocument();
    expect(within(card('Dish 5')).getByText('Delivered')).toBeInTheDocument();
  });

  it('accepts an order: posts the move, toasts, and refreshes the list and the badge', async () => {
    const { calls } = stubMovingOrder();
    render();
    await screen.findByRole('heading', { name: 'Chicken Biryani' });
    await waitFor(() => expect(summaryCalls(calls)).toBe(1));
    const sales = salesCalls(calls).length;

    await userEvent.click(within(card('Chicken Biryani')).getByRole('button', { name: /^Accept/ }));
    expect(await screen.findByText('Order for "Chicken Biryani" accepted.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ status: 'accepted' });
    expect(within(card('Chicken Biryani')).getByText('Accepted')).toBeInTheDocument();
    await waitFor(() => expect(summaryCalls(calls)).toBe(2));
    await waitFor(() => expect(salesCalls(calls).length).toBeGreaterThan(sales));

    await userEvent.click(within(card('Chicken Biryani')).getByRole('button', { name: /^Mark out for delivery/ }));
    expect(await screen.findByText('Order for "Chicken Biryani" is out for delivery.')).toBeInTheDocument();
    await userEvent.click(await within(card('Chicken Biryani')).findByRole('button', { name: /^Mark delivered/ }));
    expect(await screen.findByText('Order for "Chicken Biryani" delivered.')).toBeInTheDocument();
    expect(moveButtons(card('Chicken Biryani'))).toHaveLength(0);
  });

  it('brings keyboard focus to the order\'s next move once a move is saved (the pressed button is gone)', async () => {
    stubMovingOrder();
    render();
    await screen.findByRole('heading', { name: 'Chicken Biryani' });
    within(card('Chicken Biryani')).getByRole('button', { name: /^Accept/ }).focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByText('Order for "Chicken Biryani" accepted.');
    await waitFor(() => expect(within(card('Chicken Biryani')).getByRole('button', { name: /^Mark out for delivery/ })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await screen.findByText('Order for "Chicken Biryani" is out for delivery.');
    await waitFor(() => expect(within(card('Chicken Biryani')).getByRole('button', { name: /^Mark delivered/ })).toHaveFocus());
    // No move left: focus is on the card's heading, not on the page's body.
    await userEvent.keyboard('{Enter}');
    await screen.findByText('Order for "Chicken Biryani" delivered.');
    await waitFor(() => expect(within(card('Chicken Biryani')).getByRole('heading', { name: 'Chicken Biryani' })).toHaveFocus());
  });

  it('declines only after the confirmation dialog', async () => {
    const { calls } = stubSales(() => json([makeOrderDetail()]), [
      ['POST', /^\/orders\/order-1\/status$/, () => json(makeOrderDetail({ status: 'declined' }))],
    ]);
    render();
    await screen.findByRole('heading', { name: 'Chicken Biryani' });
    await userEvent.click(within(card('Chicken Biryani')).getByRole('button', { name: /^Decline/ }));
    const dialog = screen.getByRole('dialog', { name: 'Decline this order?' });
    expect(dialog).toHaveTextContent('Bob Buyer ordered 2 × “Chicken Biryani”');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep the order' }));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await userEvent.click(within(card('Chicken Biryani')).getByRole('button', { name: /^Decline/ }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('Order for "Chicken Biryani" declined. Its stock is back on sale.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ status: 'declined' }]);
  });

  it('keeps the reason and the note of a decline that failed: the dialog reopens with them', async () => {
    let answer = () => json({ message: 'Service unavailable' }, { status: 503 });
    const { calls } = stubSales(() => json([makeOrderDetail()]), [['POST', /^\/orders\/order-1\/status$/, () => answer()]]);
    render();
    await screen.findByRole('heading', { name: 'Chicken Biryani' });
    await userEvent.click(within(card('Chicken Biryani')).getByRole('button', { name: /^Decline/ }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('radio', { name: 'Other' }));
    await userEvent.type(within(screen.getByRole('dialog')).getByLabelText(/A short note for the buyer/), 'Our gas line is out.');
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    await waitFor(() => expect(within(card('Chicken Biryani')).getByRole('button', { name: /^Decline/ })).toBeEnabled());
    answer = () => json(makeOrderDetail({ status: 'declined' }));
    await userEvent.click(within(card('Chicken Biryani')).getByRole('button', { name: /^Decline/ }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('radio', { name: 'Other' })).toBeChecked();
    expect(within(dialog).getByLabelText(/A short note for the buyer/)).toHaveValue('Our gas line is out.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { status: 'declined', reason: 'other', note: 'Our gas line is out.' },
      { status: 'declined', reason: 'other', note: 'Our gas line is out.' },
    ]));
  });

  it('names every dish of an order of several: the decline dialog, and each button of the card', async () => {
    const lines = [
      { foodId: 'kacchi', foodName: 'Kacchi Biryani', foodImage: '/k.webp', price: 450, quantity: 4, total: 1800, review: null },
      { foodId: 'borhani', foodName: 'Borhani', foodImage: '/b.webp', price: 80, quantity: 1, total: 80, review: null },
    ];
    stubSales(() => json([makeOrderDetail({ foodId: 'kacchi', foodName: 'Kacchi Biryani', quantity: 4, lines, subtotal: 1880, total: 1880 })]));
    render();
    const heading = await screen.findByRole('heading', { name: 'Kacchi Biryani and 1 more' });
    const order = within(heading.closest('article') as HTMLElement);
    expect(moveButtons(heading.closest('article') as HTMLElement).map((button) => button.textContent)).toEqual([
      'Accept, order for Kacchi Biryani and 1 more',
      'Decline, order for Kacchi Biryani and 1 more',
    ]);
    await userEvent.click(order.getByRole('button', { name: /^Decline/ }));
    expect(screen.getByRole('dialog', { name: 'Decline this order?' })).toHaveTextContent(
      'Bob Buyer ordered 4 × Kacchi Biryani, 1 × Borhani. They will see the order as declined, and its dishes go back on sale.',
    );
  });

  it('on a 409 (the buyer cancelled meanwhile) says why and shows the order as it now is', async () => {
    let status: OrderStatus = 'placed';
    stubSales(() => json([makeOrderDetail({ status })]), [
      [
        'POST',
        /^\/orders\/order-1\/status$/,
        () => {
          status = 'cancelled';
          return json({ message: MSG.moveNotAllowed('cancelled', 'accepted') }, { status: 409 });
        },
      ],
    ]);
    render();
    await screen.findByRole('heading', { name: 'Chicken Biryani' });
    await userEvent.click(within(card('Chicken Biryani')).getByRole('button', { name: /^Accept/ }));
    expect(await screen.findByText(`${MSG.moveNotAllowed('cancelled', 'accepted')} The order has been refreshed.`)).toBeInTheDocument();
    expect(await within(card('Chicken Biryani')).findByText('Cancelled')).toBeInTheDocument();
    expect(moveButtons(card('Chicken Biryani'))).toHaveLength(0);
  });

  it('shows an empty state for no sales and for an empty filter', async () => {
    stubSales(() => json([]));
    const { router } = render();
    expect(await screen.findByRole('heading', { name: 'No Sales Yet' })).toBeInTheDocument();
    await router.navigate(paths.mySalesWith('declined'));
    expect(await screen.findByRole('heading', { name: 'No declined orders' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show all orders' })).toHaveAttribute('href', '/my-sales');
  });

  it('says when the sales cannot be fetched, and Try again fetches them', async () => {
    let fail = true;
    stubSales(() => (fail ? json({ message: 'boom' }, { status: 500 }) : json([makeOrderDetail()])));
    render();
    expect(await screen.findByRole('heading', { name: 'Could not fetch your sales.' })).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Chicken Biryani' })).toBeInTheDocument();
  });

  it('shows skeletons while loading, then loads more with the cursor', async () => {
    let release: (response: Response) => void = () => undefined;
    const { calls } = stubSales((call) =>
      call.params.get('cursor') === 'c2'
        ? json([makeOrderDetail({ _id: 'order-3', foodName: 'Beef Tehari' })])
        : new Promise<Response>((resolve) => (release = resolve)),
    );
    render();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading your sales...');
    release(json([makeOrderDetail()], { headers: { 'X-Next-Cursor': 'c2' } }));
    await screen.findByRole('heading', { name: 'Chicken Biryani' });
    await userEvent.click(screen.getByRole('button', { name: 'Load More' }));
    expect(await screen.findByRole('heading', { name: 'Beef Tehari' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
    expect(salesCalls(calls).map((c) => c.params.get('cursor'))).toEqual([null, 'c2']);
  });

  it('fetches the list again when the background summary changes (a new order arrived)', async () => {
    let orders: OrderDetail[] = [makeOrderDetail()];
    let current: SalesSummary = { placed: 1, accepted: 0, ready: 0 };
    const { calls } = stubApi([
      ['GET', /^\/sales\/summary$/, () => json(current)],
      ['GET', /^\/sales$/, () => json(orders)],
    ]);
    const { queryClient } = render();
    await screen.findByRole('heading', { name: 'Chicken Biryani' });
    await waitFor(() => expect(summaryCalls(calls)).toBe(1));

    orders = [makeOrderDetail({ _id: 'order-2', foodName: 'Fish Curry' }), ...orders];
    current = { placed: 2, accepted: 0, ready: 0 };
    await queryClient.refetchQueries({ queryKey: salesSummaryKey });
    expect(await screen.findByRole('heading', { name: 'Fish Curry' })).toBeInTheDocument();
  });
});
