import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCart } from '../../lib/cart';
import { paths } from '../../lib/paths';
import { json, stubApi } from '../../testing/api';
import { alice, bob } from '../../testing/auth';
import { makeFood } from '../../testing/fixtures';
import { renderPage } from '../../testing/render-page';
import { FoodCard } from './food-card';
import FoodDetailPage from './food-detail-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const carol = { uid: 'u-carol', userName: 'Carol Kitchen', photo: '' };
const kacchi = makeFood({ _id: 'kacchi', foodName: 'Kacchi Biryani', price: 450, quantity: 30 });
const pizza = makeFood({ _id: 'pizza', foodName: 'Pizza', price: 900, buyer: carol });

function cards(user = bob) {
  return renderPage(
    <>
      <FoodCard food={kacchi} />
      <FoodCard food={pizza} />
    </>,
    { path: paths.foods, route: paths.foods, user },
  );
}
const card = (name: string) => within(screen.getByRole('heading', { name }).closest('article') as HTMLElement);

describe('Add to cart', () => {
  it('sits beside Purchase on a card and puts the dish in the cart, once more on each press', async () => {
    cards();
    const user = userEvent.setup();
    expect(card('Kacchi Biryani').getByRole('link', { name: /^Purchase/ })).toBeInTheDocument();
    await user.click(card('Kacchi Biryani').getByRole('button', { name: 'Add to cart: Kacchi Biryani' }));
    expect(await screen.findByText('Kacchi Biryani is in your cart (1).')).toBeInTheDocument();
    await user.click(card('Kacchi Biryani').getByRole('button', { name: 'Add to cart: Kacchi Biryani' }));
    expect(await screen.findByText('Kacchi Biryani is in your cart (2).')).toBeInTheDocument();
    expect(readCart()).toMatchObject({ kitchen: { uid: alice.uid }, lines: [{ foodId: 'kacchi', quantity: 2, price: 450 }] });
  });

  it('asks before a dish of another kitchen starts a new cart, and keeps the cart on "Keep my cart"', async () => {
    cards();
    const user = userEvent.setup();
    await user.click(card('Kacchi Biryani').getByRole('button', { name: /^Add to cart/ }));
    await waitFor(() => expect(readCart()).not.toBeNull());
    await user.click(card('Pizza').getByRole('button', { name: /^Add to cart/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Start a new cart?' }));
    expect(dialog.getByText(/Your cart holds dishes from Alice Cook's kitchen/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Keep my cart' }));
    expect(readCart()?.lines.map((line) => line.foodId)).toEqual(['kacchi']);

    await user.click(card('Pizza').getByRole('button', { name: /^Add to cart/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Start a new cart' }));
    await waitFor(() => expect(readCart()).toMatchObject({ kitchen: { uid: carol.uid }, lines: [{ foodId: 'pizza', quantity: 1 }] }));
  });

  it("is not offered on the seller's own dish", () => {
    cards(alice);
    expect(card('Kacchi Biryani').queryByRole('button', { name: /^Add to cart/ })).not.toBeInTheDocument();
    expect(card('Pizza').getByRole('button', { name: /^Add to cart/ })).toBeInTheDocument();
  });

  it('is on the dish page beside Purchase Now', async () => {
    stubApi([
      ['GET', /^\/food\/kacchi$/, () => json(kacchi)],
      ['GET', /^\/food\/kacchi\/reviews$/, () => json([])],
    ]);
    renderPage(<FoodDetailPage />, { path: paths.food.pattern, route: paths.food('kacchi'), user: bob });
    await userEvent.click(await screen.findByRole('button', { name: /^Add to cart/ }));
    expect(screen.getByRole('link', { name: 'Purchase Now' })).toBeInTheDocument();
    await waitFor(() => expect(readCart()?.lines[0]).toMatchObject({ foodId: 'kacchi', quantity: 1 }));
  });
});
