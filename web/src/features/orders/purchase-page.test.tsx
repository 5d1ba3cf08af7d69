import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Food } from '@domain/types';
import { paths } from '../../lib/paths';
import { json, stubApi } from '../../testing/api';
import { bob } from '../../testing/auth';
import { makeFood } from '../../testing/fixtures';
import { renderPage } from '../../testing/render-page';
import PurchasePage from './purchase-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderWith(food: Food, user = bob) {
  const api = stubApi([
    ['GET', /^\/food\//, () => json(food)],
    ['POST', /^\/add-purchase-food$/, () => json({ _id: 'order-9' }, { status: 201 })],
  ]);
  renderPage(<PurchasePage />, { path: paths.purchase.pattern, route: paths.purchase(food._id), user });
  return api;
}

async function submitQuantity(value: string) {
  const input = await screen.findByLabelText('Quantity');
  await userEvent.clear(input);
  if (value) await userEvent.type(input, value);
  await userEvent.click(screen.getByRole('button', { name: 'Confirm Purchase' }));
}

describe('Purchase page', () => {
  it('shows the order form with quantity 1 and the buyer read-only', async () => {
    renderWith(makeFood({ quantity: 12 }));
    const quantity = await screen.findByLabelText('Quantity');
    expect(screen.getByRole('heading', { name: 'Confirm Your Order' })).toBeInTheDocument();
    expect(quantity).toHaveValue(1);
    expect(quantity).toHaveAttribute('min', '1');
    expect(quantity).toHaveAttribute('max', '12');
    expect(screen.getByLabelText('Buyer Name')).toHaveValue('Bob Buyer');
    expect(screen.getByLabelText('Buyer Email')).toHaveValue('bob@example.com');
    expect(screen.getByLabelText('Buyer Email')).toHaveAttribute('readonly');
    expect(screen.getByRole('link', { name: 'Back to the dish' })).toHaveAttribute('href', '/food/food-1');
  });

  it('rejects 0 with the spec message', async () => {
    const { calls } = renderWith(makeFood({ quantity: 12 }));
    await submitQuantity('0');
    expect(await screen.findByText('Quantity must be greater than 0')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('rejects an empty quantity with the spec message', async () => {
    renderWith(makeFood({ quantity: 12 }));
    await submitQuantity('');
    expect(await screen.findByText('Quantity must be greater than 0')).toBeInTheDocument();
  });

  it('rejects more than the stock', async () => {
    const { calls } = renderWith(makeFood({ quantity: 12 }));
    await submitQuantity('13');
    expect(await screen.findByText('Quantity exceeds available stock')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('rejects more than 20 units even with stock 50', async () => {
    const { calls } = renderWith(makeFood({ quantity: 50 }));
    await submitQuantity('21');
    expect(await screen.findByText('You can buy a maximum of 20 units')).toBeInTheDocument();
    expect(screen.getByLabelText('Quantity')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('disables the purchase of the user’s own food', async () => {
    renderWith(makeFood({ buyer: { email: bob.email, userName: bob.displayName, photo: '' } }));
    expect(await screen.findByText('You cannot purchase your own food.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm Purchase' })).toBeDisabled();
  });

  it('disables the purchase when the stock is 0', async () => {
    renderWith(makeFood({ quantity: 0 }));
    expect(await screen.findByRole('note')).toHaveTextContent('This item is currently out of stock.');
    expect(await screen.findByRole('alert')).toHaveTextContent('This item is currently out of stock.');
    expect(screen.getByRole('button', { name: 'Confirm Purchase' })).toBeDisabled();
  });

  it('posts foodId and quantity, toasts and goes to My Orders', async () => {
    const { calls } = renderWith(makeFood({ quantity: 50 }));
    await submitQuantity('3');
    expect(await screen.findByText('Food purchased successfully!')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/my-orders');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ foodId: 'food-1', quantity: 3, fulfilment: 'pickup', note: '' });
  });

  it('shows the server message on a stock conflict and stays', async () => {
    stubApi([
      ['GET', /^\/food\//, () => json(makeFood({ quantity: 5 }))],
      ['POST', /^\/add-purchase-food$/, () => json({ message: 'Quantity exceeds available stock' }, { status: 409 })],
    ]);
    renderPage(<PurchasePage />, { path: paths.purchase.pattern, route: paths.purchase('food-1'), user: bob });
    await submitQuantity('2');
    expect(await screen.findByRole('alert')).toHaveTextContent('Quantity exceeds available stock');
    expect(screen.getByTestId('location')).toHaveTextContent('/foodPurchase/food-1');
  });

  it('shows the own-food 403 on the page and keeps the session (a business rule, not a lost session)', async () => {
    stubApi([
      ['GET', /^\/food\//, () => json(makeFood({ buyer: { email: 'someone-else@example.com', userName: 'Other', photo: '' } }))],
      ['POST', /^\/add-purchase-food$/, () => json({ message: 'You cannot purchase your own food.' }, { status: 403 })],
    ]);
    const { onSessionLost } = renderPage(<PurchasePage />, { path: paths.purchase.pattern, route: paths.purchase('food-1'), user: bob });
    await submitQuantity('1');
    expect(await screen.findByRole('alert')).toHaveTextContent('You cannot purchase your own food.');
    expect(screen.getByTestId('location')).toHaveTextContent('/foodPurchase/food-1');
    expect(onSessionLost).not.toHaveBeenCalled();
  });

  it('says when the food is missing or cannot be loaded', async () => {
    stubApi([['GET', /^\/food\/gone$/, () => json({ message: 'Food item not found.' }, { status: 404 })]]);
    renderPage(<PurchasePage />, { path: paths.purchase.pattern, route: paths.purchase('gone'), user: bob });
    expect(await screen.findByRole('heading', { name: 'Food item not found.' })).toBeInTheDocument();
  });

  it('says when loading fails', async () => {
    stubApi([['GET', /^\/food\//, () => json({ message: 'boom' }, { status: 500 })]]);
    renderPage(<PurchasePage />, { path: paths.purchase.pattern, route: paths.purchase('food-1'), user: bob });
    expect(await screen.findByRole('heading', { name: 'Failed to load food data.' })).toBeInTheDocument();
  });
});
