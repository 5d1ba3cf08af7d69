import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../lib/paths';
import { json, stubApi } from '../../testing/api';
import { bob } from '../../testing/auth';
import { makeOrder } from '../../testing/fixtures';
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
    expect(first.getByText('Jan 5, 2024')).toBeInTheDocument();
    expect(calls[0]!.path).toBe('/purchase-food/bob%40example.com');
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

  it('says when the orders cannot be fetched', async () => {
    stubApi([['GET', /^\/purchase-food\//, () => json({ message: 'boom' }, { status: 500 })]]);
    render();
    expect(await screen.findByText('Could not fetch your orders.')).toBeInTheDocument();
  });
});
