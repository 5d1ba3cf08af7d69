import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AddToCartButton } from '../../components/add-to-cart';
import { LangProvider } from '../../i18n';
import { readCart } from '../../lib/cart';
import { addToCart, clearCart } from '../../lib/cart-actions';
import { paths } from '../../lib/paths';
import { json, stubApi } from '../../testing/api';
import { alice, bob } from '../../testing/auth';
import { makeFood } from '../../testing/fixtures';
import { renderPageWithHistory } from '../../testing/render-page';
import CartPage from './cart-page';

// Add to cart pressed before the page's JavaScript runs: the button is a form that opens `/cart?add=<id>`, and the
// cart page adds the dish once (docs/ARCHITECTURE.md §5h).

afterEach(() => {
  clearCart();
  vi.unstubAllGlobals();
});

const seller = { uid: alice.uid, userName: alice.displayName, photo: '' };
const kacchi = makeFood({ _id: 'kacchi', foodName: 'Kacchi Biryani', price: 450, quantity: 30, buyer: seller });
const pizza = makeFood({ _id: 'pizza', foodName: 'Pizza', price: 900, buyer: { uid: 'u-carol', userName: 'Carol Kitchen', photo: '' } });
const soldOut = makeFood({ _id: 'sold-out', foodName: 'Firni', quantity: 0, buyer: seller });
const closed = makeFood({ _id: 'closed', foodName: 'Borhani', kitchenOpen: false, buyer: seller });

function stubStore({ fail = false } = {}) {
  return stubApi([
    ['GET', /^\/food\/[^/]+$/, (call) => {
      if (fail) throw new TypeError('Failed to fetch');
      const food = [kacchi, pizza, soldOut, closed].find((f) => call.path === `/food/${f._id}`);
      return food ? json(food) : json({ message: 'Food item not found.', code: 'foodNotFound' }, { status: 404 });
    }],
    ['GET', /^\/kitchens\/[^/]+$/, () => json({ userName: alice.displayName, open: true, hours: '', closedDates: [], deliveryAreas: [], minimumOrder: 0 })],
  ]);
}

const openCart = (route: string, lang: 'en' | 'bn' = 'en', user = bob) =>
  renderPageWithHistory(<CartPage />, { path: lang === 'en' ? paths.cart : `/bn${paths.cart}`, route, user, lang });

describe('Add to cart before the JavaScript runs', () => {
  it('is a form that sends the dish to the cart page of the page\'s language', () => {
    for (const lang of ['en', 'bn'] as const) {
      const { unmount } = render(
        <MemoryRouter>
          <LangProvider lang={lang}>
            <AddToCartButton food={kacchi} className="" />
          </LangProvider>
        </MemoryRouter>,
      );
      const button = screen.getByRole('button', { name: /Kacchi Biryani/ });
      const form = button.closest('form');
      expect(form?.method).toBe('get');
      expect(form?.getAttribute('action')).toBe(lang === 'en' ? '/cart' : '/bn/cart');
      // The button, pressed, sends the dish: the form has no other field (the browser's submission, with its submitter).
      expect(Object.fromEntries(new FormData(form as HTMLFormElement, button))).toEqual({ add: 'kacchi' });
      expect(form?.elements).toHaveLength(1);
      unmount();
    }
  });

  it('the cart page adds the dish once, says so, and takes the parameter out of the address', async () => {
    stubStore();
    const { url } = openCart('/cart?add=kacchi');
    expect(await screen.findByText('Kacchi Biryani is in your cart (1).')).toBeInTheDocument();
    await waitFor(() => expect(url()).toBe('/cart'));
    expect(readCart()).toMatchObject({ kitchen: { uid: alice.uid }, lines: [{ foodId: 'kacchi', quantity: 1, price: 450 }] });
    expect(await screen.findByRole('link', { name: 'Kacchi Biryani' })).toBeInTheDocument();
    // Nothing more is added afterwards.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(readCart()?.lines).toEqual([expect.objectContaining({ foodId: 'kacchi', quantity: 1 })]);
  });

  it('on /bn, in Bangla', async () => {
    stubStore();
    const { url } = openCart('/bn/cart?add=kacchi', 'bn');
    await waitFor(() => expect(url()).toBe('/bn/cart'));
    expect(readCart()?.lines).toEqual([expect.objectContaining({ foodId: 'kacchi', quantity: 1 })]);
  });

  it('asks before a dish of another kitchen empties the cart', async () => {
    addToCart(kacchi, 2);
    stubStore();
    const { url } = openCart('/cart?add=pizza');
    const dialog = within(await screen.findByRole('dialog', { name: 'Start a new cart?' }));
    expect(url()).toBe('/cart');
    expect(readCart()?.lines).toEqual([expect.objectContaining({ foodId: 'kacchi', quantity: 2 })]);
    await userEvent.click(dialog.getByRole('button', { name: 'Start a new cart' }));
    await waitFor(() => expect(readCart()).toMatchObject({ kitchen: { uid: 'u-carol' }, lines: [{ foodId: 'pizza', quantity: 1 }] }));
  });

  it('a dish no longer sold is said, and the cart is left as it was', async () => {
    addToCart(kacchi, 2);
    stubStore();
    const { url } = openCart('/cart?add=gone');
    expect(await screen.findByRole('alert')).toHaveTextContent('This dish is no longer sold.');
    await waitFor(() => expect(url()).toBe('/cart'));
    expect(readCart()?.lines).toEqual([expect.objectContaining({ foodId: 'kacchi', quantity: 2 })]);
  });

  it.each([
    ['sold out', 'sold-out', 'Firni was not added to your cart: sold out.'],
    ['of a kitchen not taking orders', 'closed', 'Borhani was not added to your cart: not taking orders right now.'],
  ])('a dish %s (the button is not offered for it) is not added, and the page says why', async (_what, id, text) => {
    addToCart(kacchi, 2);
    stubStore();
    const { url } = openCart(`/cart?add=${id}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    await waitFor(() => expect(url()).toBe('/cart'));
    expect(readCart()?.lines).toEqual([expect.objectContaining({ foodId: 'kacchi', quantity: 2 })]);
  });

  it('the signed-in cook\'s own dish is not added', async () => {
    stubStore();
    const { url } = openCart('/cart?add=kacchi', 'en', alice);
    expect(await screen.findByRole('alert')).toHaveTextContent('You cannot purchase your own food.');
    await waitFor(() => expect(url()).toBe('/cart'));
    expect(readCart()).toBeNull();
  });

  it('an empty `add` leaves the address and adds nothing', async () => {
    const api = stubStore();
    const { url } = openCart('/cart?add=&q=1');
    await waitFor(() => expect(url()).toBe('/cart?q=1'));
    expect(readCart()).toBeNull();
    expect(api.calls.filter((call) => call.path.startsWith('/food/'))).toEqual([]);
  });

  it('a failed read is said with Try again, which adds the dish once the store answers', async () => {
    const api = { fail: true };
    stubApi([
      ['GET', /^\/food\/kacchi$/, () => {
        if (api.fail) throw new TypeError('Failed to fetch');
        return json(kacchi);
      }],
      ['GET', /^\/kitchens\/[^/]+$/, () => json({ userName: alice.displayName, open: true, hours: '', closedDates: [], deliveryAreas: [], minimumOrder: 0 })],
    ]);
    const { url } = openCart('/cart?add=kacchi');
    const alert = within(await screen.findByRole('alert'));
    expect(alert.getByText('The dish could not be added to your cart. Check your connection and try again.')).toBeInTheDocument();
    expect(readCart()).toBeNull();
    api.fail = false;
    await userEvent.click(alert.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(url()).toBe('/cart'));
    expect(readCart()?.lines).toEqual([expect.objectContaining({ foodId: 'kacchi', quantity: 1 })]);
  });
});
