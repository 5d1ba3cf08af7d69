import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '../../lib/paths';
import { json, stubApi } from '../../testing/api';
import { alice } from '../../testing/auth';
import { makeOrderDetail } from '../../testing/fixtures';
import { renderPageWithHistory } from '../../testing/render-page';
import MySalesPage from './my-sales-page';
import { NewOrderWatch } from './new-order-watch';

// The dashboard's code cannot be loaded (a dropped connection, the assets of a newer deploy): My Sales keeps its orders.
vi.mock('./sales-dashboard', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/sales-dashboard.js');
});

describe('My Sales without its dashboard', () => {
  it("keeps the orders a seller works from and says the numbers could not be loaded, instead of the route's error screen", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi([
      ['GET', /^\/sales\/summary$/, () => json({ placed: 1, accepted: 0, ready: 0 })],
      ['GET', /^\/sales$/, () => json([makeOrderDetail()])],
      ['GET', /^\/kitchen$/, () => json({ open: true })],
    ]);
    renderPageWithHistory(
      <NewOrderWatch>
        <MySalesPage />
      </NewOrderWatch>,
      { path: paths.mySales, route: paths.mySales, user: alice });
    expect(await screen.findByText('Your numbers could not be loaded. Reload the page to try again; your orders above work as usual.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Chicken Biryani' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Accept/ })).toBeEnabled();
  });
});
