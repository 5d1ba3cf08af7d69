import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../lib/paths';
import { stubApi } from '../../testing/api';
import { renderPage } from '../../testing/render-page';
import AddFoodPage from './add-food-page';


// A store in Dhaka built with STORE_CURRENCY=BDT.
vi.mock('../../lib/store-currency', async (original) => ({ ...(await original<typeof import('../../lib/store-currency')>()), STORE_CURRENCY: 'BDT' }));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the food form in a BDT store', () => {
  it('labels the price in taka on the English page', () => {
    stubApi([]);
    renderPage(<AddFoodPage />, { path: paths.addFood, route: paths.addFood });
    expect(screen.getByLabelText('Price (৳)')).toHaveAttribute('step', '0.01');
  });

  it('labels the price in taka on the Bangla page', () => {
    stubApi([]);
    renderPage(<AddFoodPage />, { path: `/bn${paths.addFood}`, route: `/bn${paths.addFood}`, lang: 'bn' });
    expect(screen.getByLabelText('দাম (৳)')).toBeInTheDocument();
  });
});
