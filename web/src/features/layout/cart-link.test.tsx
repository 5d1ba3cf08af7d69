import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LangProvider, translatorOf } from '../../i18n/i18n-context';
import { addToCart } from '../../lib/cart-actions';
import { CartLink, cartLabel } from './cart-link';

describe('the header cart badge', () => {
  it('links to /cart and counts the portions in its name, e.g. "Cart, 3 items"', () => {
    render(
      <MemoryRouter>
        <CartLink />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Cart, empty' })).toHaveAttribute('href', '/cart');
    act(() => void addToCart({ _id: 'k', foodName: 'Kacchi', foodImage: '', price: 1, quantity: 9, buyer: { uid: 'a', userName: 'A' } }, 3));
    expect(screen.getByRole('link', { name: 'Cart, 3 items' })).toBeInTheDocument();
    expect(screen.getByTestId('cart-count')).toHaveTextContent('3');
  });

  it('says one item, and 99+ past 99', () => {
    expect(cartLabel(translatorOf('en'), 1)).toBe('Cart, 1 item');
    expect(cartLabel(translatorOf('en'), 150)).toBe('Cart, 99+ items');
  });

  it('speaks Bangla on a Bangla page, with Bangla digits, and links to /bn/cart', () => {
    expect(cartLabel(translatorOf('bn'), 0)).toBe('কার্ট, খালি');
    expect(cartLabel(translatorOf('bn'), 3)).toBe('কার্ট, ৩টি আইটেম');
    expect(cartLabel(translatorOf('bn'), 150)).toBe('কার্ট, ৯৯+টি আইটেম');
    render(
      <MemoryRouter initialEntries={['/bn/']}>
        <LangProvider lang="bn">
          <CartLink />
        </LangProvider>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'কার্ট, খালি' })).toHaveAttribute('href', '/bn/cart');
  });
});
