import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TopFood } from '@domain/types';
import { TopFoodsSection } from './top-foods-section';

const cook = { uid: 'u-cook', userName: 'Cook', photo: '' };
const FOODS: TopFood[] = [
  { _id: 'f1', foodName: 'Kacchi Biryani', foodImage: '/images/foods/kacchi-400.webp', foodCategory: 'Rice', description: 'Slow-cooked mutton and rice.', price: 12.5, quantity: 10, kitchenOpen: true, rating: { average: 4.67, count: 3 }, buyer: cook },
  { _id: 'f2', foodName: 'Beef Bhuna', foodImage: '/images/foods/bhuna-400.webp', foodCategory: 'Curry', description: 'Rich and spicy.', price: 9, quantity: 10, kitchenOpen: true, rating: { average: 0, count: 0 }, buyer: cook },
];

function renderSection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <TopFoodsSection />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** A fetch stub that answers after `delayMs` of (fake) time. */
function delayedFetch(delayMs: number, response: () => Response) {
  return vi.fn(
    () => new Promise<Response>((resolve) => setTimeout(() => resolve(response()), delayMs)),
  );
}

const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('TopFoodsSection', () => {
  it('shows 4 skeletons until 500 ms after the response, then the cards', async () => {
    const fetchStub = delayedFetch(200, () => Response.json(FOODS));
    vi.stubGlobal('fetch', fetchStub);
    renderSection();

    expect(screen.getAllByTestId('top-food-skeleton')).toHaveLength(4);
    expect(fetchStub).toHaveBeenCalledWith('/api/top-foods', expect.objectContaining({ method: 'GET' }));

    await advance(250);
    expect(screen.getAllByTestId('top-food-skeleton')).toHaveLength(4);
    await advance(400);
    expect(screen.getAllByTestId('top-food-skeleton')).toHaveLength(4);
    await advance(100);
    expect(screen.queryByTestId('top-food-skeleton')).not.toBeInTheDocument();

    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByRole('heading', { name: 'Kacchi Biryani' })).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'All Rice dishes' })).toHaveAttribute('href', '/foods?category=Rice');
    expect(first.getByText('$12.50')).toBeInTheDocument();
    expect(first.getByText('Slow-cooked mutton and rice.')).toHaveClass('line-clamp-2');
    expect(first.getByRole('link', { name: /^Details/ })).toHaveAttribute('href', '/food/f1');
    expect(within(cards[1]!).getByRole('link', { name: /^Details/ })).toHaveAttribute('href', '/food/f2');
    expect(within(cards[1]!).getByText('$9.00')).toBeInTheDocument();
    expect(within(cards[1]!).getByRole('link', { name: 'All Curry dishes' })).toHaveAttribute('href', '/foods?category=Curry');
    // The stars of each dish, from the food itself.
    expect(first.getByRole('img', { name: 'Rated 4.7 out of 5' })).toBeInTheDocument();
    expect(first.getByText('3 reviews')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('No reviews yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See All Foods' })).toHaveAttribute('href', '/foods');
  });

  it('clears the skeleton 500 ms after a failure and leaves the grid empty', async () => {
    vi.stubGlobal('fetch', delayedFetch(100, () => Response.json({ message: 'Boom' }, { status: 500 })));
    renderSection();

    await advance(550);
    expect(screen.getAllByTestId('top-food-skeleton')).toHaveLength(4);
    await advance(100);
    expect(screen.queryByTestId('top-food-skeleton')).not.toBeInTheDocument();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByRole('alert')).toHaveTextContent("We couldn't load our best sellers just now.");
    expect(screen.queryByText(/best sellers will show up here soon/)).not.toBeInTheDocument();
  });

  it('says an empty store is empty, not failed', async () => {
    vi.stubGlobal('fetch', delayedFetch(100, () => Response.json([])));
    renderSection();
    await advance(650);
    expect(screen.getByText(/best sellers will show up here soon/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('loads the dishes again with Try again after a failure', async () => {
    let calls = 0;
    vi.stubGlobal(
      'fetch',
      delayedFetch(100, () => (++calls === 1 ? Response.json({ message: 'Boom' }, { status: 500 }) : Response.json(FOODS))),
    );
    renderSection();
    await advance(650);
    act(() => screen.getByRole('button', { name: 'Try again' }).click());
    await advance(150);
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(calls).toBe(2);
  });
});
