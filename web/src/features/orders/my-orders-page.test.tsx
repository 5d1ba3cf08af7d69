import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@domain/messages';
import { paths } from '../../lib/paths';
import { json, stubApi } from '../../testing/api';
import { bob } from '../../testing/auth';
import { makeOrder } from '../../testing/fixtures';
import { englishWordsIn, visibleTextOf } from '../../testing/english-words';
import { renderPage } from '../../testing/render-page';
import MyOrdersPage from './my-orders-page';

const orders = [makeOrder(), makeOrder({ _id: 'order-2', foodId: 'food-2', foodName: 'Fish Curry', price: 8, quantity: 1, total: 8 })];
const render = () => renderPage(<MyOrdersPage />, { path: paths.myOrders, route: paths.myOrders, user: bob });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('My Orders page', () => {
  it('lists orders with unit price, quantity, total and the order date', async () => {
    const { calls } = stubApi([['GET', /^\/purchase-food\//, () => json(orders)]]);
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'My Order History' })).toBeInTheDocument();
    expect(document.title).toBe('My Orders');
    const cards = await screen.findAllByRole('article');
    const first = within(cards[0]!);
    expect(first.getByRole('heading', { name: 'Chicken Biryani' })).toBeInTheDocument();
    expect(first.getByText('Price:')).toBeInTheDocument();
    expect(first.getByText('$12.50')).toBeInTheDocument();
    expect(first.getByText('$25.00')).toBeInTheDocument();
    expect(first.getByText('Ordered on:')).toBeInTheDocument();
    // The spec's date, then the time: same-day orders stay apart. Dhaka's clock whatever the device's zone.
    expect(first.getByText('Ordered on:').nextElementSibling).toHaveTextContent(/^Jan 5, 2024, 6:00 PM Dhaka time$/);
    expect(calls[0]!.path).toBe('/purchase-food/bob%40example.com');
  });

  it('asks about an order of several dishes by all of them', async () => {
    const lines = [
      { foodId: 'kacchi', foodName: 'Kacchi Biryani', foodImage: '/k.webp', price: 450, quantity: 4, total: 1800, review: null },
      { foodId: 'borhani', foodName: 'Borhani', foodImage: '/b.webp', price: 80, quantity: 1, total: 80, review: null },
    ];
    stubApi([['GET', /^\/purchase-food\//, () => json([makeOrder({ foodName: 'Kacchi Biryani', lines, status: 'placed' })])]]);
    render();
    const [card] = await screen.findAllByRole('article');
    await userEvent.click(within(card!).getByRole('button', { name: /Cancel Order/ }));
    expect(screen.getByRole('dialog', { name: 'Confirm Cancellation' })).toHaveTextContent('Are you sure you want to cancel your order for “Kacchi Biryani and 1 more”?');
  });

  it('keeps the order when the user says No, Keep it', async () => {
    const { calls } = stubApi([['GET', /^\/purchase-food\//, () => json(orders)]]);
    render();
    const cards = await screen.findAllByRole('article');
    await userEvent.click(within(cards[0]!).getByRole('button', { name: /Cancel Order/ }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm Cancellation' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'No, Keep it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
  });

  it('closes the dialog on Escape', async () => {
    stubApi([['GET', /^\/purchase-food\//, () => json(orders)]]);
    render();
    const cards = await screen.findAllByRole('article');
    await userEvent.click(within(cards[0]!).getByRole('button', { name: /Cancel Order/ }));
    expect(screen.getByRole('button', { name: 'No, Keep it' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('removes the order at once and confirms the cancellation', async () => {
    let release: (r: Response) => void = () => undefined;
    let remaining = orders;
    const { calls } = stubApi([
      ['GET', /^\/purchase-food\//, () => json(remaining)],
      ['DELETE', /^\/purchase-food\/order-1$/, () => new Promise<Response>((resolve) => (release = resolve))],
    ]);
    render();
    const cards = await screen.findAllByRole('article');
    await userEvent.click(within(cards[0]!).getByRole('button', { name: /Cancel Order/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, Cancel' }));

    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Chicken Biryani' })).not.toBeInTheDocument());
    // Focus went from the card's Cancel to the next card's first link, not to the page's body.
    await waitFor(() => expect(document.activeElement).toBe(within(screen.getByRole('article')).getByRole('link', { name: /Fish Curry/ })));
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
    remaining = orders.slice(1);
    release(json({ ok: true }));
    expect(await screen.findByText('Order for "Chicken Biryani" cancelled.')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('restores the order and says so when the cancellation fails', async () => {
    let release: (r: Response) => void = () => undefined;
    let gets = 0;
    stubApi([
      // Later refetches never answer, so only the rollback itself can bring the order back.
      ['GET', /^\/purchase-food\//, () => (++gets === 1 ? json(orders) : new Promise<Response>(() => undefined))],
      ['DELETE', /^\/purchase-food\//, () => new Promise<Response>((resolve) => (release = resolve))],
    ]);
    render();
    const cards = await screen.findAllByRole('article');
    await userEvent.click(within(cards[0]!).getByRole('button', { name: /Cancel Order/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, Cancel' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Chicken Biryani' })).not.toBeInTheDocument());

    release(json({ message: 'Something went wrong. Please try again.' }, { status: 500 }));

    expect(await screen.findByText('Failed to cancel order. Reverting...')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Chicken Biryani' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('shows the empty state with a link to the foods', async () => {
    stubApi([['GET', /^\/purchase-food\//, () => json([])]]);
    render();
    expect(await screen.findByRole('heading', { name: 'No Orders Yet' })).toBeInTheDocument();
    expect(screen.getByText("Looks like you haven't placed an order. Explore our foods!")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore All Foods' })).toHaveAttribute('href', '/foods');
  });

  it('says when the orders cannot be fetched, and Try again fetches them', async () => {
    let fail = true;
    stubApi([['GET', /^\/purchase-food\//, () => (fail ? json({ message: 'boom' }, { status: 500 }) : json(orders))]]);
    render();
    expect(await screen.findByText('Could not fetch your orders.')).toBeInTheDocument();
    expect(screen.queryByText('No Orders Yet')).not.toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Fish Curry' })).toBeInTheDocument();
    expect(screen.queryByText('Could not fetch your orders.')).not.toBeInTheDocument();
  });

  it('shows each order’s status, and Cancel Order only while it is placed', async () => {
    stubApi([
      [
        'GET',
        /^\/purchase-food\//,
        () =>
          json([
            makeOrder({ _id: 'o-placed', foodName: 'Placed Pulao' }),
            makeOrder({ _id: 'o-accepted', foodName: 'Accepted Aloo', status: 'accepted' }),
            makeOrder({ _id: 'o-ready', foodName: 'Ready Roti', status: 'ready', fulfilment: 'delivery' }),
            makeOrder({ _id: 'o-ready-pickup', foodName: 'Pickup Paratha', status: 'ready', fulfilment: 'pickup' }),
            makeOrder({ _id: 'o-done', foodName: 'Done Dal', status: 'completed', fulfilment: 'delivery' }),
            makeOrder({ _id: 'o-declined', foodName: 'Declined Doi', status: 'declined' }),
          ]),
      ],
    ]);
    render();
    const card = async (name: string) => within((await screen.findByRole('heading', { name })).closest('article') as HTMLElement);
    const expected: [string, string, boolean][] = [
      ['Placed Pulao', 'Placed', true],
      ['Accepted Aloo', 'Accepted', false],
      ['Ready Roti', 'Out for delivery', false],
      ['Pickup Paratha', 'Ready for pickup', false],
      ['Done Dal', 'Delivered', false],
      ['Declined Doi', 'Declined', false],
    ];
    for (const [name, status, cancellable] of expected) {
      const item = await card(name);
      expect(item.getByText(status)).toBeInTheDocument();
      expect(item.getByText('Status:')).toBeInTheDocument();
      expect(Boolean(item.queryByRole('button', { name: /Cancel Order/ }))).toBe(cancellable);
      expect(item.getByRole('link', { name: `View order for ${name}` })).toHaveAttribute('href', expect.stringMatching(/^\/orders\/o-/));
    }
  });

  it('restores the card and says why when the kitchen accepted it meanwhile (409)', async () => {
    let status: 'placed' | 'accepted' = 'placed';
    stubApi([
      ['GET', /^\/purchase-food\//, () => json([makeOrder({ status }), orders[1]])],
      [
        'DELETE',
        /^\/purchase-food\/order-1$/,
        () => {
          status = 'accepted';
          return json({ message: MSG.cancelTooLate }, { status: 409 });
        },
      ],
    ]);
    render();
    const cards = await screen.findAllByRole('article');
    await userEvent.click(within(cards[0]!).getByRole('button', { name: /Cancel Order/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, Cancel' }));

    expect(await screen.findByText(MSG.cancelTooLate)).toBeInTheDocument();
    const card = within((await screen.findByRole('heading', { name: 'Chicken Biryani' })).closest('article') as HTMLElement);
    expect(await card.findByText('Accepted')).toBeInTheDocument();
    expect(card.queryByRole('button', { name: /Cancel Order/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Failed to cancel order. Reverting...')).not.toBeInTheDocument();
  });

  it('loads more orders with the cursor of the previous page', async () => {
    const { calls } = stubApi([
      [
        'GET',
        /^\/purchase-food\//,
        (call) =>
          call.params.get('cursor') === 'c2'
            ? json([makeOrder({ _id: 'order-3', foodName: 'Beef Tehari' })])
            : json(orders, { headers: { 'X-Next-Cursor': 'c2' } }),
      ],
    ]);
    render();
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Load More' }));
    expect(await screen.findByRole('heading', { name: 'Beef Tehari' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
    expect(calls.map((call) => call.params.get('cursor'))).toEqual([null, 'c2']);
    expect(calls[0]!.params.get('limit')).toBe('50');
  });
});

describe('My Orders page in Bangla', () => {
  it('lists the orders with Bangla prices, quantities and dates, and the cancel dialog in Bangla', async () => {
    stubApi([['GET', /^\/purchase-food\//, () => json(orders)]]);
    renderPage(<MyOrdersPage />, { path: `/bn${paths.myOrders}`, route: `/bn${paths.myOrders}`, user: bob, lang: 'bn' });
    expect(screen.getByRole('heading', { level: 1, name: 'আমার অর্ডারের ইতিহাস' })).toBeInTheDocument();
    const cards = await screen.findAllByRole('article');
    const first = within(cards[0]!);
    expect(first.getByText('দাম:').nextElementSibling?.textContent).toMatch(/^১২\.৫০/);
    expect(first.getByText('পরিমাণ:').nextElementSibling).toHaveTextContent('২');
    expect(first.getByText('অর্ডারের তারিখ:').nextElementSibling?.textContent).toMatch(/^৫ জানু, ২০২৪/);
    expect(first.getByRole('link', { name: 'Chicken Biryani-এর অর্ডার দেখুন' })).toHaveAttribute('href', '/bn/orders/order-1');
    const main = document.body.querySelector('main, section')?.parentElement as HTMLElement;
    expect(englishWordsIn(visibleTextOf(cards[0]!), ['Chicken', 'Biryani'])).toEqual([]);
    expect(englishWordsIn(visibleTextOf(main.querySelector('section') as HTMLElement))).toEqual([]);
    await userEvent.click(first.getByRole('button', { name: /অর্ডার বাতিল করুন/ }));
    const dialog = screen.getByRole('dialog', { name: 'বাতিল নিশ্চিত করুন' });
    expect(within(dialog).getByRole('button', { name: 'না, রেখে দিন' })).toBeInTheDocument();
  });
});
