import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TopFood } from '@domain/types';
import { TopFoodsSection } from './top-foods-section';

// Issue 21: a sold-out dish, or one whose kitchen is closed, says so in Our Top Selling Dishes (§5f).

const top = (overrides: Partial<TopFood>): TopFood => ({
  _id: 'f1',
  foodName: 'Roshogolla',
  foodImage: '/images/foods/roshogolla-400.webp',
  foodCategory: 'Dessert',
  description: 'Syrupy.',
  price: 3,
  quantity: 10,
  kitchenOpen: true,
  rating: { average: 0, count: 0 },
  buyer: { uid: 'u-cook', userName: 'Cook', photo: '' },
  ...overrides,
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a top-selling card', () => {
  it('says Sold out or Not taking orders right now, and keeps Details', async () => {
    const foods = [top({ quantity: 0 }), top({ _id: 'f2', foodName: 'Beef Tacos', kitchenOpen: false }), top({ _id: 'f3', foodName: 'Fuchka' })];
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(Response.json(foods))));
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <TopFoodsSection />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const cardOf = async (name: string) => within((await screen.findByRole('heading', { name }, { timeout: 3000 })).closest('article') as HTMLElement);
    expect((await cardOf('Roshogolla')).getByText('Sold out')).toBeInTheDocument();
    expect((await cardOf('Beef Tacos')).getByText('Not taking orders right now')).toBeInTheDocument();
    const open = await cardOf('Fuchka');
    expect(open.queryByText('Sold out')).not.toBeInTheDocument();
    expect(open.queryByText('Not taking orders right now')).not.toBeInTheDocument();
    expect((await cardOf('Roshogolla')).getByRole('link', { name: 'Details for Roshogolla' })).toBeInTheDocument();
  });
});
