import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../lib/paths';
import UpdateFoodPage from './update-food-page';
import { json, stubApi } from '../../testing/api';
import { bob } from '../../testing/auth';
import { makeFood } from '../../testing/fixtures';
import { renderPage } from '../../testing/render-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Update Food page', () => {
  it('prefills the owner’s food and saves parsed values, then goes to My Foods', async () => {
    const { calls } = stubApi([
      ['GET', /^\/food\/food-1$/, () => json(makeFood())],
      ['PUT', /^\/update-food\/food-1$/, () => json({ ok: true })],
    ]);
    renderPage(<UpdateFoodPage />, { path: paths.updateFoodSpecCasing.pattern, route: paths.updateFoodSpecCasing('food-1') });

    expect(await screen.findByLabelText('Food Name')).toHaveValue('Chicken Biryani');
    expect(screen.getByRole('heading', { level: 1, name: 'Refine Your Dish' })).toBeInTheDocument();
    expect(screen.getByLabelText('Short Description').tagName).toBe('TEXTAREA');
    expect(screen.getByLabelText('Short Description')).toHaveAttribute('rows', '4');
    const price = screen.getByLabelText('Price ($)');
    await userEvent.clear(price);
    await userEvent.type(price, '13.25');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Food Updated Successfully!')).toBeInTheDocument();
    // The toast and the navigation are separate renders: under load the toast can show first.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/my-foods'));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      foodName: 'Chicken Biryani',
      foodImage: '/images/foods/biryani-800.webp',
      category: 'Rice',
      quantity: 50,
      price: 13.25,
      foodOrigin: 'Bangladesh',
      description: 'Fragrant basmati rice layered with spiced chicken.',
      baseQuantity: 50,
    });
  });

  it('on a stale edit (409) shows the server message and reloads the form with the current values', async () => {
    let stock = 50;
    const stockChanged = 'The stock changed while you were editing (now 47 left). The form now shows the current values.';
    const { calls } = stubApi([
      ['GET', /^\/food\/food-1$/, () => json(makeFood({ quantity: stock, price: stock === 50 ? 12.5 : 14 }))],
      [
        'PUT',
        /^\/update-food\/food-1$/,
        (call) => {
          const body = call.body as { baseQuantity: number };
          return body.baseQuantity === stock ? json(makeFood({ quantity: stock })) : json({ message: stockChanged }, { status: 409 });
        },
      ],
    ]);
    renderPage(<UpdateFoodPage />, { path: paths.updateFood.pattern, route: paths.updateFood('food-1') });
    expect(await screen.findByLabelText('Quantity')).toHaveValue(50);

    // Someone buys 3 while the owner edits the name.
    stock = 47;
    await userEvent.clear(screen.getByLabelText('Food Name'));
    await userEvent.type(screen.getByLabelText('Food Name'), 'Royal Biryani');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(stockChanged);
    // Focus goes to the message (at the top of a long form, off a phone's screen otherwise).
    await waitFor(() => expect(screen.getByRole('alert')).toHaveFocus());
    await waitFor(() => expect(screen.getByLabelText('Quantity')).toHaveValue(47));
    expect(screen.getByLabelText('Price ($)')).toHaveValue(14);
    expect(screen.getByLabelText('Food Name')).toHaveValue('Chicken Biryani');
    expect(screen.getByTestId('location')).toHaveTextContent('/update-food/food-1');
    expect(screen.queryByText('Food Updated Successfully!')).not.toBeInTheDocument();

    // Saving again is based on the reloaded stock, and goes through.
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Food Updated Successfully!')).toBeInTheDocument();
    const puts = calls.filter((c) => c.method === 'PUT').map((c) => c.body as { baseQuantity: number; quantity: number });
    expect(puts.map((body) => [body.baseQuantity, body.quantity])).toEqual([
      [50, 50],
      [47, 47],
    ]);
  });

  it('shows the server’s field errors next to their fields until the field is changed', async () => {
    stubApi([
      ['GET', /^\/food\//, () => json(makeFood())],
      [
        'PUT',
        /^\/update-food\//,
        () => json({ message: 'Some fields are invalid.', errors: { foodOrigin: 'Remove control or text-direction characters.', baseQuantity: 'x' } }, { status: 400 }),
      ],
    ]);
    renderPage(<UpdateFoodPage />, { path: paths.updateFood.pattern, route: paths.updateFood('food-1') });
    await userEvent.click(await screen.findByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Some fields are invalid.')).toBeInTheDocument();
    const origin = screen.getByLabelText('Food Origin');
    expect(origin).toHaveAttribute('aria-invalid', 'true');
    expect(origin).toHaveAccessibleDescription('Remove control or text-direction characters.');
    expect(screen.getByLabelText('Food Name')).toHaveAttribute('aria-invalid', 'false');

    await userEvent.type(origin, 'x');
    expect(origin).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByText('Remove control or text-direction characters.')).not.toBeInTheDocument();
  });

  it('requires every field', async () => {
    const { calls } = stubApi([['GET', /^\/food\//, () => json(makeFood())]]);
    renderPage(<UpdateFoodPage />, { path: paths.updateFood.pattern, route: paths.updateFood('food-1') });
    await userEvent.clear(await screen.findByLabelText('Food Name'));
    await userEvent.clear(screen.getByLabelText('Quantity'));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Food name is required.')).toBeInTheDocument();
    expect(screen.getByText('Quantity is required.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it('shows the page to a visitor who is not the owner, with Save disabled and a notice', async () => {
    stubApi([['GET', /^\/food\//, () => json(makeFood())]]);
    renderPage(<UpdateFoodPage />, { path: paths.updateFood.pattern, route: paths.updateFood('food-1'), user: bob });
    expect(await screen.findByText('Only the cook who added this dish can save changes to it.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  });

  it('shows the form only once auth has said who is looking, so its notice does not push the form down', async () => {
    const { calls } = stubApi([['GET', /^\/food\//, () => json(makeFood())]]);
    const { queryClient } = renderPage(<UpdateFoodPage />, { path: paths.updateFood.pattern, route: paths.updateFood('food-1'), authLoading: true });
    await waitFor(() => expect(calls.filter((c) => c.method === 'GET')).toHaveLength(1));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.getByText('Loading food...')).toBeInTheDocument();
    expect(screen.queryByLabelText('Food Name')).not.toBeInTheDocument();
  });

  it('shows the page to a signed-out visitor with a login prompt', async () => {
    stubApi([['GET', /^\/food\//, () => json(makeFood())]]);
    renderPage(<UpdateFoodPage />, { path: paths.updateFood.pattern, route: paths.updateFood('food-1'), user: null });
    expect(await screen.findByText('Log in as the cook who added this dish to save changes.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  });

  it('shows the server message when the update fails', async () => {
    stubApi([
      ['GET', /^\/food\//, () => json(makeFood())],
      ['PUT', /^\/update-food\//, () => json({ message: 'Some fields are invalid.' }, { status: 400 })],
    ]);
    renderPage(<UpdateFoodPage />, { path: paths.updateFood.pattern, route: paths.updateFood('food-1') });
    await userEvent.click(await screen.findByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Some fields are invalid.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/update-food/food-1');
  });

  it('says when the food cannot be loaded', async () => {
    stubApi([['GET', /^\/food\//, () => json({ message: 'boom' }, { status: 500 })]]);
    renderPage(<UpdateFoodPage />, { path: paths.updateFood.pattern, route: paths.updateFood('food-1') });
    expect(await screen.findByRole('heading', { name: 'Failed to load food item.' })).toBeInTheDocument();
  });
});
