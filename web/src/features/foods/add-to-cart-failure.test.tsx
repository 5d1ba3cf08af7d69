import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { FoodCard } from './food-card';
import { readCart } from '../../lib/cart';
import { paths } from '../../lib/paths';
import { bob } from '../../testing/auth';
import { makeFood } from '../../testing/fixtures';
import { renderPage } from '../../testing/render-page';

// Adding's chunk cannot be fetched (a dropped connection, the assets of a newer deploy).
vi.mock('../../components/cart-add', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/cart-add-x.js');
});

it('says beside the button that the dish could not be added, and adds nothing, when adding cannot load', async () => {
  renderPage(<FoodCard food={makeFood({ _id: 'kacchi', foodName: 'Kacchi Biryani', price: 450, quantity: 30 })} />, { path: paths.foods, route: paths.foods, user: bob });
  const card = within(screen.getByRole('article'));
  const user = userEvent.setup();
  await user.click(card.getByRole('button', { name: 'Add to cart: Kacchi Biryani' }));
  expect(await card.findByRole('alert')).toHaveTextContent('Kacchi Biryani could not be added. Check your connection and try again.');
  expect(readCart()).toBeNull();
  // The button stays, to try again.
  await user.click(card.getByRole('button', { name: 'Add to cart: Kacchi Biryani' }));
  expect(await card.findByRole('alert')).toHaveTextContent('could not be added');
  expect(readCart()).toBeNull();
});
