import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@domain/messages';
import type { OrderDetail, OrderHistoryEntry, OrderLine } from '@domain/types';
import { paths } from '../../lib/paths';
import { json, stubApi } from '../../testing/api';
import { alice, bob } from '../../testing/auth';
import { makeOrder, makeOrderDetail } from '../../testing/fixtures';
import { englishWordsIn, visibleTextOf } from '../../testing/english-words';
import { renderPage } from '../../testing/render-page';
import MyOrdersPage from './my-orders-page';

import OrderPage from './order-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const history: OrderHistoryEntry[] = [
  { status: 'placed', at: '2024-01-05T12:00:00.000Z', by: 'buyer' },
  { status: 'completed', at: '2024-01-05T13:00:00.000Z', by: 'seller' },
];
const completed = (overrides: Partial<OrderDetail> = {}) => makeOrderDetail({ status: 'completed', history, ...overrides });
const renderOrder = (user = bob) => renderPage(<OrderPage />, { path: paths.order.pattern, route: paths.order('order-1'), user });
const PANEL = { name: /Rate this dish|Your rating|The buyer's rating/ };
const panel = () => within(screen.getByRole('region', PANEL));

describe('Rate this dish on the order page', () => {
  it('is a star radio group the keyboard drives, read as "4 of 5 stars", sent with the optional text', async () => {
    let order = completed();
    const { calls } = stubApi([
      ['GET', /^\/orders\/order-1$/, () => json(order)],
      [
        'POST',
        /^\/orders\/order-1\/review$/,
        ({ body }) => {
          order = { ...order, review: body as { rating: number; text: string } };
          return json({ _id: 'review-1' }, { status: 201 });
        },
      ],
    ]);
    renderOrder();
    const form = within(await screen.findByRole('form', { name: 'Rate Chicken Biryani' }));
    const group = form.getByRole('group', { name: 'Your rating' });
    expect(within(group).getAllByRole('radio').map((radio) => radio.getAttribute('aria-label'))).toEqual([
      '1 of 5 stars',
      '2 of 5 stars',
      '3 of 5 stars',
      '4 of 5 stars',
      '5 of 5 stars',
    ]);

    // No stars yet: the shared rule's message, and nothing is sent.
    await userEvent.click(form.getByRole('button', { name: 'Submit rating' }));
    expect(await form.findByText(MSG.ratingInvalid)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.click(form.getByRole('radio', { name: '2 of 5 stars' }));
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(form.getByRole('radio', { name: '4 of 5 stars' })).toBeChecked();
    expect(form.getByRole('radio', { name: '4 of 5 stars' })).toHaveFocus();
    expect(form.getByText('Very good')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowLeft}');
    expect(form.getByRole('radio', { name: '3 of 5 stars' })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(form.queryByText(MSG.ratingInvalid)).not.toBeInTheDocument());

    await userEvent.type(form.getByLabelText('Tell others about it (optional)'), '  Smoky and tender.  ');
    await userEvent.click(form.getByRole('button', { name: 'Submit rating' }));
    expect(await screen.findByText(MSG.reviewSuccess)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ rating: 4, text: 'Smoky and tender.' });
    // The order now shows the rating it was given.
    expect(await panel().findByRole('img', { name: '4 of 5 stars' })).toBeInTheDocument();
    expect(panel().getByRole('heading', { name: 'Your rating' })).toBeInTheDocument();
    expect(panel().getByText('“Smoky and tender.”')).toBeInTheDocument();
    // The form is gone: focus is on the heading over the rating given, not on the page's body.
    await waitFor(() => expect(panel().getByRole('heading', { name: 'Your rating' })).toHaveFocus());
  });

  it("says why the server refused, e.g. a rating given meanwhile in another tab", async () => {
    stubApi([
      ['GET', /^\/orders\/order-1$/, () => json(completed())],
      ['POST', /^\/orders\/order-1\/review$/, () => json({ message: MSG.alreadyReviewed }, { status: 409 })],
    ]);
    renderOrder();
    const form = within(await screen.findByRole('form', { name: 'Rate Chicken Biryani' }));
    await userEvent.click(form.getByRole('radio', { name: '5 of 5 stars' }));
    await userEvent.click(form.getByRole('button', { name: 'Submit rating' }));
    expect(await screen.findByText(MSG.alreadyReviewed)).toBeInTheDocument();
    await waitFor(() => expect(form.getByRole('button', { name: 'Submit rating' })).toHaveFocus());
  });

  it('lets the buyer remove their rating after confirming, then rate again', async () => {
    let order = completed({ review: { rating: 2, text: 'Too salty.' } });
    const { calls } = stubApi([
      ['GET', /^\/orders\/order-1$/, () => json(order)],
      [
        'DELETE',
        /^\/orders\/order-1\/review$/,
        () => {
          order = { ...order, review: null };
          return json({ ok: true });
        },
      ],
    ]);
    renderOrder();
    await screen.findByRole('region', PANEL);
    expect(panel().getByRole('img', { name: '2 of 5 stars' })).toBeInTheDocument();
    await userEvent.click(panel().getByRole('button', { name: 'Remove my rating' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove your rating?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(MSG.reviewRemoved)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
    expect(await screen.findByRole('form', { name: 'Rate Chicken Biryani' })).toBeInTheDocument();
    await waitFor(() => expect(panel().getByRole('heading', { name: 'Rate this dish' })).toHaveFocus());
  });

  it('keeps the rating when its removal fails, says so, and gives focus back to Remove', async () => {
    stubApi([
      ['GET', /^\/orders\/order-1$/, () => json(completed({ review: { rating: 2, text: 'Too salty.' } }))],
      ['DELETE', /^\/orders\/order-1\/review$/, () => new Response('', { status: 503 })],
    ]);
    renderOrder();
    await screen.findByRole('region', PANEL);
    await userEvent.click(panel().getByRole('button', { name: 'Remove my rating' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Remove your rating?' })).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(MSG.reviewRemoveFailed)).toBeInTheDocument();
    expect(panel().getByRole('img', { name: '2 of 5 stars' })).toBeInTheDocument();
    await waitFor(() => expect(panel().getByRole('button', { name: 'Remove my rating' })).toHaveFocus());
  });

  it('is not offered before the order is completed, and shows the seller the rating without a form', async () => {
    stubApi([['GET', /^\/orders\/order-1$/, () => json(makeOrderDetail({ status: 'accepted' }))]]);
    const first = renderOrder();
    expect(await screen.findByRole('heading', { level: 1, name: 'Chicken Biryani' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: /^Rate/ })).not.toBeInTheDocument();
    first.unmount();

    stubApi([['GET', /^\/orders\/order-1$/, () => json(completed({ review: { rating: 5, text: '' } }))]]);
    renderOrder(alice);
    expect(await screen.findByRole('heading', { name: "The buyer's rating" })).toBeInTheDocument();
    expect(panel().getByRole('img', { name: '5 of 5 stars' })).toBeInTheDocument();
    expect(panel().queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('Rate this dish on a My Orders card', () => {
  it('opens the form in the card, focuses the stars, and shows the stars once rated', async () => {
    let orders = [makeOrder({ status: 'completed' }), makeOrder({ _id: 'order-2', foodName: 'Fish Curry', status: 'completed', review: { rating: 3, text: 'Fine.' } })];
    const { calls } = stubApi([
      ['GET', /^\/purchase-food\//, () => json(orders)],
      [
        'POST',
        /^\/orders\/order-1\/review$/,
        ({ body }) => {
          orders = orders.map((order) => (order._id === 'order-1' ? { ...order, review: body as { rating: number; text: string } } : order));
          return json({ _id: 'review-1' }, { status: 201 });
        },
      ],
    ]);
    renderPage(<MyOrdersPage />, { path: paths.myOrders, route: paths.myOrders, user: bob });
    const [biryani, curry] = await screen.findAllByRole('article');
    expect(within(curry!).getByRole('img', { name: '3 of 5 stars' })).toBeInTheDocument();
    expect(within(curry!).queryByRole('button', { name: /Rate this dish/ })).not.toBeInTheDocument();

    // Not now closes the form and gives focus back to Rate this dish.
    await userEvent.click(within(biryani!).getByRole('button', { name: 'Rate this dish: Chicken Biryani' }));
    await userEvent.click(within(biryani!).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(within(biryani!).getByRole('button', { name: 'Rate this dish: Chicken Biryani' })).toHaveFocus());

    await userEvent.click(within(biryani!).getByRole('button', { name: 'Rate this dish: Chicken Biryani' }));
    const form = within(within(biryani!).getByRole('form', { name: 'Rate Chicken Biryani' }));
    expect(form.getByRole('radio', { name: '1 of 5 stars' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(form.getByRole('radio', { name: '5 of 5 stars' })).toBeChecked();
    await userEvent.click(form.getByRole('button', { name: 'Submit rating' }));
    expect(await screen.findByText(MSG.reviewSuccess)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ rating: 5, text: '' });
    expect(await within(biryani!).findByRole('img', { name: '5 of 5 stars' })).toBeInTheDocument();
    await waitFor(() => expect(within(biryani!).getByText('Your rating')).toHaveFocus());
  });

  it('offers no rating on an order that is not completed', async () => {
    stubApi([['GET', /^\/purchase-food\//, () => json([makeOrder({ status: 'ready' })])]]);
    renderPage(<MyOrdersPage />, { path: paths.myOrders, route: paths.myOrders, user: bob });
    const [card] = await screen.findAllByRole('article');
    expect(within(card!).queryByRole('button', { name: /Rate this dish/ })).not.toBeInTheDocument();
  });
});

describe('an order of several dishes (§5h)', () => {
  const lines: OrderLine[] = [
    { foodId: 'kacchi', foodName: 'Kacchi Biryani', foodImage: '/k.webp', price: 450, quantity: 4, total: 1800, review: null },
    { foodId: 'borhani', foodName: 'Borhani', foodImage: '/b.webp', price: 80, quantity: 1, total: 80, review: null },
    { foodId: 'firni', foodName: 'Firni', foodImage: '/f.webp', price: 60, quantity: 2, total: 120, review: null },
  ];
  const meal = (overrides: Partial<OrderDetail> = {}) =>
    completed({ foodId: 'kacchi', foodName: 'Kacchi Biryani', price: 450, quantity: 4, total: 2080, ...overrides, ...{ lines, subtotal: 2000, deliveryFee: 80 } });

  it('shows every line with subtotal, delivery fee and total, and lets the buyer rate each dish with its foodId', async () => {
    let order = meal() as OrderDetail & { lines: OrderLine[] };
    const { calls } = stubApi([
      ['GET', /^\/orders\/order-1$/, () => json(order)],
      [
        'POST',
        /^\/orders\/order-1\/review$/,
        ({ body }) => {
          const { foodId, ...review } = body as { foodId: string; rating: number; text: string };
          order = { ...order, lines: order.lines.map((line) => (line.foodId === foodId ? { ...line, review } : line)) };
          return json({ _id: `review-${foodId}` }, { status: 201 });
        },
      ],
    ]);
    renderOrder();
    expect(await screen.findByRole('heading', { level: 1, name: 'Kacchi Biryani and 2 more' })).toBeInTheDocument();
    const summary = within(screen.getByRole('article', { name: 'Order summary' }));
    expect(within(summary.getByRole('list', { name: 'Dishes' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '4 × Kacchi Biryani$450.00 each$1,800.00',
      '1 × Borhani$80.00 each$80.00',
      '2 × Firni$60.00 each$120.00',
    ]);
    expect(summary.getByText('Subtotal').nextElementSibling).toHaveTextContent('$2,000.00');
    expect(summary.getByText('Delivery fee').nextElementSibling).toHaveTextContent('$80.00');
    expect(summary.getByText('Total').nextElementSibling).toHaveTextContent('$2,080.00');

    const borhani = within(screen.getByRole('form', { name: 'Rate Borhani' }));
    await userEvent.click(borhani.getByRole('radio', { name: '5 of 5 stars' }));
    await userEvent.click(borhani.getByRole('button', { name: 'Submit rating' }));
    expect(await screen.findByText(MSG.reviewSuccess)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ rating: 5, text: '', foodId: 'borhani' });
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Rate Borhani' })).not.toBeInTheDocument());
    // Focus is on the dish's name over the stars it was given.
    await waitFor(() => expect(screen.getByRole('heading', { level: 3, name: 'Borhani' })).toHaveFocus());
    // The other dishes still wait for their stars.
    expect(screen.getByRole('form', { name: 'Rate Kacchi Biryani' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Rate Firni' })).toBeInTheDocument();
  });

  it('removes the rating of one dish with ?foodId=', async () => {
    const rated = lines.map((line) => (line.foodId === 'firni' ? { ...line, review: { rating: 2, text: 'Too sweet.' } } : line));
    const { calls } = stubApi([
      ['GET', /^\/orders\/order-1$/, () => json({ ...meal(), lines: rated })],
      ['DELETE', /^\/orders\/order-1\/review$/, () => json({ ok: true })],
    ]);
    renderOrder();
    const firni = within((await screen.findByRole('heading', { level: 3, name: 'Firni' })).closest('li') as HTMLElement);
    expect(firni.getByRole('img', { name: '2 of 5 stars' })).toBeInTheDocument();
    await userEvent.click(firni.getByRole('button', { name: 'Remove my rating of Firni' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(MSG.reviewRemoved)).toBeInTheDocument();
    const removal = calls.find((call) => call.method === 'DELETE');
    expect(removal?.params.get('foodId')).toBe('firni');
  });
});

describe('Rate this dish in Bangla', () => {
  it('offers the stars in Bangla with Bangla digits and thanks in Bangla', async () => {
    let order = completed();
    stubApi([
      ['GET', /^\/orders\/order-1$/, () => json(order)],
      [
        'POST',
        /^\/orders\/order-1\/review$/,
        ({ body }) => {
          order = { ...order, review: body as { rating: number; text: string } };
          return json({ _id: 'review-1' }, { status: 201 });
        },
      ],
    ]);
    const user = userEvent.setup();
    renderPage(<OrderPage />, { path: `/bn${paths.order.pattern}`, route: `/bn${paths.order('order-1')}`, user: bob, lang: 'bn' });
    const form = within(await screen.findByRole('form', { name: 'Chicken Biryani-এর রেটিং দিন' }));
    const group = form.getByRole('group', { name: 'আপনার রেটিং' });
    expect(within(group).getAllByRole('radio').map((radio) => radio.getAttribute('aria-label'))[3]).toBe('৫টির মধ্যে ৪টি তারা');
    expect(englishWordsIn(visibleTextOf(screen.getByRole('region', { name: 'এই খাবারের রেটিং দিন' })), ['Chicken', 'Biryani'])).toEqual([]);
    await user.click(within(group).getAllByRole('radio')[3]!);
    await user.click(form.getByRole('button', { name: 'রেটিং জমা দিন' }));
    expect(await screen.findByText('ধন্যবাদ! আপনার রেটিং সেভ হয়েছে।')).toBeInTheDocument();
  });
});
