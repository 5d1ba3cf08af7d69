import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../lib/paths';
import { json, stubApi } from '../../testing/api';
import { bob } from '../../testing/auth';
import { makeFood } from '../../testing/fixtures';
import { renderPage } from '../../testing/render-page';
import { FoodCard } from './food-card';
import FoodDetailPage from './food-detail-page';

// docs/ARCHITECTURE.md §5f, issue 21: a card or dish page says when a dish cannot be bought now, and why.

afterEach(() => {
  vi.unstubAllGlobals();
});

function card(overrides: Parameters<typeof makeFood>[0]) {
  render(
    <MemoryRouter>
      <FoodCard food={makeFood(overrides)} />
    </MemoryRouter>,
  );
  return within(screen.getByRole('article'));
}

describe('a food card', () => {
  it('offers Purchase while the dish can be bought', () => {
    const shown = card({});
    expect(shown.getByRole('link', { name: /^Purchase/ })).toHaveAttribute('href', '/food/food-1');
    expect(shown.queryByText('Sold out')).not.toBeInTheDocument();
  });

  it('says Sold out at stock 0, with no Purchase', () => {
    const shown = card({ quantity: 0, kitchenOpen: false });
    expect(shown.getByText('Sold out')).toBeInTheDocument();
    expect(shown.queryByText('Not taking orders right now')).not.toBeInTheDocument();
    expect(shown.queryByRole('link', { name: /^Purchase/ })).not.toBeInTheDocument();
    expect(shown.getByRole('link', { name: /^Details/ })).toHaveAttribute('href', '/food/food-1');
  });

  it("says when the dish's kitchen is not taking orders, with no Purchase", () => {
    const shown = card({ kitchenOpen: false });
    expect(shown.getByText('Not taking orders right now')).toBeInTheDocument();
    expect(shown.queryByRole('link', { name: /^Purchase/ })).not.toBeInTheDocument();
  });
});

describe('the dish page of a closed kitchen', () => {
  it('disables Purchase Now and says why', async () => {
    stubApi([['GET', /^\/food\/food-1$/, () => json(makeFood({ kitchenOpen: false }))]]);
    renderPage(<FoodDetailPage />, { path: paths.food.pattern, route: paths.food('food-1'), user: bob });
    const purchase = await screen.findByRole('button', { name: 'Purchase Now' });
    expect(purchase).toBeDisabled();
    expect(purchase).toHaveAccessibleDescription('Not taking orders right now');
    expect(screen.queryByRole('link', { name: 'Purchase Now' })).not.toBeInTheDocument();
    expect(screen.getByText('50 items available')).toBeInTheDocument();
  });
});
