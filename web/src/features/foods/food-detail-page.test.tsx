import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../lib/paths';
import FoodDetailPage from './food-detail-page';
import type { AuthUser } from '../../lib/auth-context';
import { json, stubApi } from '../../testing/api';
import { alice, bob } from '../../testing/auth';
import { makeFood } from '../../testing/fixtures';
import { renderPage } from '../../testing/render-page';

const render = (user: AuthUser | null = bob) =>
  renderPage(<FoodDetailPage />, { path: paths.food.pattern, route: paths.food('food-1'), user });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Food detail page', () => {
  it('shows the food, its seller, stock and a Purchase Now link', async () => {
    stubApi([['GET', /^\/food\/food-1$/, () => json(makeFood({ quantity: 7 }))]]);
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Chicken Biryani' })).toBeInTheDocument();
    expect(screen.getByText('Alice Cook')).toBeInTheDocument();
    expect(screen.getByText('7 items available')).toBeInTheDocument();
    expect(screen.getByText('$12.50')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Purchase Now' })).toHaveAttribute('href', '/foodPurchase/food-1');
    expect(screen.getByRole('img', { name: 'Chicken Biryani' })).toHaveAttribute('loading', 'eager');
    // The dish is the page's subject: its photo whole (a portrait one is not cropped to 4:3).
    expect(screen.getByRole('img', { name: 'Chicken Biryani' })).toHaveClass('object-contain');
    // Its title is its route's head (food-detail-route.tsx; app/hydration.test.tsx, app/server-render.test.tsx).
    expect(screen.getByRole('link', { name: 'Back to All Foods' })).toHaveAttribute('href', '/foods');
  });

  it('disables purchase when out of stock and names an unknown seller', async () => {
    stubApi([['GET', /^\/food\//, () => json(makeFood({ quantity: 0, buyer: { uid: 'u-x', userName: '', photo: '' } }))]]);
    render();
    expect(await screen.findByRole('button', { name: 'Out of Stock' })).toBeDisabled();
    expect(screen.getByText('Not available')).toBeInTheDocument();
    expect(screen.getByText('Unknown')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Purchase Now' })).not.toBeInTheDocument();
  });

  it('tells the owner it is their dish and links to its edit page instead of Purchase Now', async () => {
    stubApi([['GET', /^\/food\/food-1$/, () => json(makeFood({ quantity: 7 }))]]);
    render(alice);
    expect(await screen.findByText('This is your dish')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit your dish' })).toHaveAttribute('href', '/update-food/food-1');
    expect(screen.queryByRole('link', { name: 'Purchase Now' })).not.toBeInTheDocument();
    expect(screen.getByText('7 items available')).toBeInTheDocument();
  });

  it('offers a visitor Purchase Now', async () => {
    stubApi([['GET', /^\/food\/food-1$/, () => json(makeFood({ quantity: 7 }))]]);
    render(null);
    expect(await screen.findByRole('link', { name: 'Purchase Now' })).toHaveAttribute('href', '/foodPurchase/food-1');
  });

  it('says the food was not found on 404', async () => {
    stubApi([['GET', /^\/food\//, () => json({ message: 'Food item not found.' }, { status: 404 })]]);
    render();
    expect(await screen.findByRole('heading', { name: 'Food item not found.' })).toBeInTheDocument();
  });

  it('says the fetch failed on other errors', async () => {
    stubApi([['GET', /^\/food\//, () => json({ message: 'Something went wrong. Please try again.' }, { status: 500 })]]);
    render();
    expect(await screen.findByRole('heading', { name: 'Failed to fetch food data' })).toBeInTheDocument();
  });
});
