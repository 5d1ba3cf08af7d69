import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeOrder } from '../../testing/fixtures';
import { renderPage } from '../../testing/render-page';
import { OrderSumsList } from './order-lines-list';

describe('OrderSumsList', () => {
  it('says a pickup has no delivery fee, as the cart does, and a free delivery is free', () => {
    const { unmount } = renderPage(<OrderSumsList order={makeOrder({ fulfilment: 'pickup' })} />, { path: '/', route: '/' });
    expect(screen.getByText('Delivery fee').nextElementSibling).toHaveTextContent('None (pickup)');
    unmount();
    renderPage(<OrderSumsList order={makeOrder({ fulfilment: 'delivery', deliveryFee: 0 })} />, { path: '/', route: '/' });
    expect(screen.getByText('Delivery fee').nextElementSibling).toHaveTextContent('Free');
  });
});
