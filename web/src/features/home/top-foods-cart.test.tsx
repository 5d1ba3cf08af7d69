import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TopFood } from '@domain/types';
import { readCart } from '../../lib/cart';
import { paths } from '../../lib/paths';
import { json, stubApi } from '../../testing/api';
import { alice, bob } from '../../testing/auth';
import { renderPage } from '../../testing/render-page';
import { TopFoodsSection } from './top-foods-section';

const kitchen = { uid: alice.uid, userName: alice.displayName, photo: '' };
const kacchi: TopFood = {
  _id: 'kacchi',
  foodName: 'Kacchi Biryani',
  foodImage: '/images/foods/kacchi-400.webp',
  foodCategory: 'Rice',
  description: 'Slow-cooked mutton and rice.',
  price: 450,
  quantity: 30,
  kitchenOpen: true,
  rating: { average: 0, count: 0 },
  buyer: kitchen,
};
const soldOut: TopFood = { ...kacchi, _id: 'bhuna', foodName: 'Beef Bhuna', quantity: 0 };

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The section as the route renders it, with the best sellers its loader read; `GET /api/top-foods` answers the same. */
function section(user = bob) {
  stubApi([['GET', /^\/top-foods$/, () => json([kacchi, soldOut])]]);
  renderPage(<TopFoodsSection initial={[kacchi, soldOut]} />, { path: paths.home, route: paths.home, user });
}
const card = (name: string) => within(screen.getByRole('heading', { name }).closest('article') as HTMLElement);

describe("Add to cart on the home's top foods", () => {
  it('sits beside Details on a top food and puts the dish in the cart of its kitchen', async () => {
    section();
    expect(card('Kacchi Biryani').getByRole('link', { name: 'Details for Kacchi Biryani' })).toBeInTheDocument();
    await userEvent.click(card('Kacchi Biryani').getByRole('button', { name: 'Add to cart: Kacchi Biryani' }));
    expect(await screen.findByText('Kacchi Biryani is in your cart (1).')).toBeInTheDocument();
    await waitFor(() =>
      expect(readCart()).toEqual({
        kitchen: { uid: alice.uid, userName: alice.displayName },
        lines: [{ foodId: 'kacchi', foodName: 'Kacchi Biryani', foodImage: kacchi.foodImage, price: 450, quantity: 1, stock: 30 }],
      }),
    );
  });

  it('is not offered on a dish nobody can buy now', () => {
    section();
    expect(card('Beef Bhuna').queryByRole('button', { name: /^Add to cart/ })).not.toBeInTheDocument();
    expect(card('Beef Bhuna').getByRole('link', { name: 'Details for Beef Bhuna' })).toBeInTheDocument();
  });

  it('is not offered to the cook on their own dish', () => {
    section(alice);
    expect(card('Kacchi Biryani').queryByRole('button', { name: /^Add to cart/ })).not.toBeInTheDocument();
  });
});
