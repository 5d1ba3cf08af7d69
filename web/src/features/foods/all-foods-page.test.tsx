import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../lib/paths';
import AllFoodsPage from './all-foods-page';
import { json, stubApi } from '../../testing/api';
import { makeFood } from '../../testing/fixtures';
import { renderPage } from '../../testing/render-page';

const render = () => renderPage(<AllFoodsPage />, { path: paths.foods, route: paths.foods });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('All Foods page', () => {
  it('shows 8 skeleton cards, then the cards with origin, price and a Purchase link', async () => {
    stubApi([['GET', /^\/foods$/, () => json([makeFood(), makeFood({ _id: 'food-2', foodName: 'Beef Tehari', price: 9 })])]]);
    const { container } = render();

    const loading = screen.getByRole('status');
    expect(loading.querySelectorAll(':scope > [aria-hidden="true"]')).toHaveLength(8);

    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByRole('heading', { name: 'Chicken Biryani' })).toBeInTheDocument();
    expect(first.getByText('Rice')).toBeInTheDocument();
    expect(first.getByText('Origin: Bangladesh')).toBeInTheDocument();
    expect(first.getByText('$12.50')).toBeInTheDocument();
    expect(first.getByRole('link', { name: /Purchase/ })).toHaveAttribute('href', '/food/food-1');
    expect(within(cards[1]!).getByText('$9.00')).toBeInTheDocument();
    expect(container.querySelector('[role="status"]')).toBeNull();
  });

  it('debounces typing into one search request for the final text', async () => {
    const { calls } = stubApi([
      ['GET', /^\/foods$/, (call) => json(call.params.get('search') === 'pizza' ? [makeFood({ _id: 'p', foodName: 'Pepperoni Pizza' })] : [makeFood()])],
    ]);
    render();
    await screen.findByRole('heading', { name: 'Chicken Biryani' });
    expect(calls.map((c) => c.params.get('search'))).toEqual(['']);

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search foods by name' }), 'pizza');

    expect(await screen.findByRole('heading', { name: 'Pepperoni Pizza' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Chicken Biryani' })).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(calls.map((c) => c.params.get('search'))).toEqual(['', 'pizza']);
  });

  it('shows the empty state when nothing matches', async () => {
    stubApi([['GET', /^\/foods$/, () => json([])]]);
    render();
    expect(await screen.findByRole('heading', { name: 'No Foods Found' })).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search or check back later.')).toBeInTheDocument();
  });

  it('shows the empty state when the list cannot be fetched', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi([['GET', /^\/foods$/, () => json({ message: 'Something went wrong. Please try again.' }, { status: 500 })]]);
    render();
    expect(await screen.findByRole('heading', { name: 'No Foods Found' })).toBeInTheDocument();
  });

  it('loads the next page with the X-Next-Cursor value and appends it', async () => {
    const { calls } = stubApi([
      [
        'GET',
        /^\/foods$/,
        (call) =>
          call.params.get('cursor') === 'cursor-2'
            ? json([makeFood({ _id: 'food-3', foodName: 'Fish Curry' })])
            : json([makeFood(), makeFood({ _id: 'food-2', foodName: 'Beef Tehari' })], { headers: { 'X-Next-Cursor': 'cursor-2' } }),
      ],
    ]);
    render();
    await screen.findByRole('heading', { name: 'Chicken Biryani' });

    await userEvent.click(screen.getByRole('button', { name: 'Load More' }));

    expect(await screen.findByRole('heading', { name: 'Fish Curry' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.getByRole('heading', { name: 'Chicken Biryani' })).toBeInTheDocument();
    expect(calls).toHaveLength(2);
    expect(calls[1]!.params.get('cursor')).toBe('cursor-2');
    expect(calls[0]!.params.has('cursor')).toBe(false);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument());
  });
});
