import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@domain/messages';
import { paths } from '../../lib/paths';
import AddFoodPage from './add-food-page';
import { json, stubApi } from '../../testing/api';
import { renderPage } from '../../testing/render-page';

const render = () => renderPage(<AddFoodPage />, { path: paths.addFood, route: paths.addFood });

afterEach(() => {
  vi.unstubAllGlobals();
});

async function fillValidForm() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Food Name'), '  Mango Lassi ');
  await user.type(screen.getByLabelText('Food Image (URL)'), 'https://img.example.com/lassi.jpg');
  await user.type(screen.getByLabelText('Category'), 'Beverage');
  await user.type(screen.getByLabelText('Food Origin'), 'India');
  await user.type(screen.getByLabelText('Quantity'), '30');
  await user.type(screen.getByLabelText('Price ($)'), '4.75');
  await user.type(screen.getByLabelText('Description'), 'Chilled yoghurt with ripe mango.');
  return user;
}

describe('Add Food page', () => {
  it('shows the headline and the signed-in user read-only', () => {
    stubApi([]);
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'Share Your Culinary Creation' })).toBeInTheDocument();
    expect(document.title).toBe('Add New Food');
    expect(screen.getByLabelText('Your Name')).toHaveValue('Alice Cook');
    expect(screen.getByLabelText('Your Email')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Price ($)')).toHaveAttribute('step', '0.01');
  });

  it('shows every required message on an empty submit and sends nothing', async () => {
    const { calls } = stubApi([]);
    render();
    await userEvent.click(screen.getByRole('button', { name: 'Add Food' }));

    for (const message of [
      'Food name is required.',
      'Food image URL is required.',
      'Category is required.',
      'Quantity is required.',
      'Price is required.',
      'Food origin is required.',
      'Description is required.',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Food Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Food Name')).toHaveAccessibleDescription('Food name is required.');
    // Focus goes to the first field in error (on a phone the button is far below it).
    await waitFor(() => expect(screen.getByLabelText('Food Name')).toHaveFocus());
    expect(calls).toHaveLength(0);
  });

  it('validates a field on blur', async () => {
    stubApi([]);
    render();
    await userEvent.type(screen.getByLabelText('Food Image (URL)'), 'not a url');
    expect(screen.queryByText(MSG.foodImageInvalid)).not.toBeInTheDocument();
    await userEvent.tab();
    expect(await screen.findByText(MSG.foodImageInvalid)).toBeInTheDocument();
  });

  it('refuses an http: image URL on blur, as the API does', async () => {
    stubApi([]);
    render();
    await userEvent.type(screen.getByLabelText('Food Image (URL)'), 'http://example.com/biryani.webp');
    await userEvent.tab();
    expect(await screen.findByText(MSG.foodImageInvalid)).toBeInTheDocument();
  });

  it('posts trimmed text with parsed numbers, toasts and goes to My Foods', async () => {
    const { calls } = stubApi([['POST', /^\/add-food$/, () => json({ _id: 'new-id' }, { status: 201 })]]);
    render();
    const user = await fillValidForm();
    await user.click(screen.getByRole('button', { name: 'Add Food' }));

    expect(await screen.findByText('Food Added Successfully!')).toBeInTheDocument();
    // The toast renders first; the navigation commits in a render of its own.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/my-foods'));
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({
      foodName: 'Mango Lassi',
      foodImage: 'https://img.example.com/lassi.jpg',
      category: 'Beverage',
      quantity: 30,
      price: 4.75,
      foodOrigin: 'India',
      description: 'Chilled yoghurt with ripe mango.',
    });
  });

  it('shows the server message when the add fails and stays on the form', async () => {
    stubApi([['POST', /^\/add-food$/, () => json({ message: 'Some fields are invalid.' }, { status: 400 })]]);
    render();
    const user = await fillValidForm();
    await user.click(screen.getByRole('button', { name: 'Add Food' }));

    expect(await screen.findByText('Some fields are invalid.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/add-food');
    expect(screen.getByLabelText('Food Name')).toHaveValue('  Mango Lassi ');
  });

  it('shows the server’s field errors next to their fields', async () => {
    stubApi([
      [
        'POST',
        /^\/add-food$/,
        () => json({ message: 'Some fields are invalid.', errors: { foodName: 'Remove control or text-direction characters.' } }, { status: 400 }),
      ],
    ]);
    render();
    const user = await fillValidForm();
    await user.click(screen.getByRole('button', { name: 'Add Food' }));

    expect(await screen.findByText('Remove control or text-direction characters.')).toBeInTheDocument();
    expect(screen.getByLabelText('Food Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Food Name')).toHaveAccessibleDescription('Remove control or text-direction characters.');
    expect(screen.getByLabelText('Category')).toHaveAttribute('aria-invalid', 'false');
  });

  it('shows the server message of the daily limit (429)', async () => {
    const limit = MSG.tooManyFoods(5);
    stubApi([['POST', /^\/add-food$/, () => json({ message: limit }, { status: 429, headers: { 'Retry-After': '3600' } })]]);
    render();
    const user = await fillValidForm();
    await user.click(screen.getByRole('button', { name: 'Add Food' }));

    expect(await screen.findByText(limit)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/add-food');
  });

  it('falls back to the spec text when the network fails', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    render();
    const user = await fillValidForm();
    await user.click(screen.getByRole('button', { name: 'Add Food' }));
    expect(await screen.findByText('Failed to add food.')).toBeInTheDocument();
  });
});
