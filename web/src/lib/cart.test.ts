import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ORDER_LINES_MAX } from '@domain/limits';
import { CART_STORAGE_KEY } from '../config/ui';
import { cartCount, readCart, useCart } from './cart';
import { addToCart, clearCart, removeFromCart, setLineQuantity, type CartFood } from './cart-actions';

const kacchi: CartFood = { _id: 'kacchi', foodName: 'Kacchi Biryani', foodImage: '/k.webp', price: 450, quantity: 30, buyer: { uid: 'rina', userName: 'Rina' } };
const borhani: CartFood = { _id: 'borhani', foodName: 'Borhani', foodImage: '/b.webp', price: 80, quantity: 3, buyer: { uid: 'rina', userName: 'Rina' } };
const pizza: CartFood = { _id: 'pizza', foodName: 'Pizza', foodImage: '/p.webp', price: 900, quantity: 5, buyer: { uid: 'tom', userName: 'Tom' } };

describe('cart store', () => {
  it('adds dishes of one kitchen as lines and counts the portions', () => {
    expect(addToCart(kacchi, 4)).toEqual({ kind: 'added', quantity: 4 });
    expect(addToCart(borhani)).toEqual({ kind: 'added', quantity: 1 });
    expect(addToCart(kacchi)).toEqual({ kind: 'added', quantity: 5 });
    const cart = readCart();
    expect(cart?.kitchen).toEqual({ uid: 'rina', userName: 'Rina' });
    expect(cart?.lines.map((line) => [line.foodName, line.quantity, line.price])).toEqual([
      ['Kacchi Biryani', 5, 450],
      ['Borhani', 1, 80],
    ]);
    expect(cartCount(cart)).toBe(6);
  });

  it('asks before a dish of another kitchen replaces the cart, and replaces it only when told', () => {
    addToCart(kacchi, 2);
    expect(addToCart(pizza)).toEqual({ kind: 'other-kitchen', kitchen: 'Rina' });
    expect(readCart()?.lines.map((line) => line.foodId)).toEqual(['kacchi']);
    expect(addToCart(pizza, 1, { replace: true })).toEqual({ kind: 'added', quantity: 1 });
    expect(readCart()).toMatchObject({ kitchen: { uid: 'tom' }, lines: [{ foodId: 'pizza', quantity: 1 }] });
  });

  it('keeps every quantity between 1 and the per-order limit, within the stock', () => {
    addToCart(kacchi, 50);
    expect(readCart()?.lines[0]?.quantity).toBe(20);
    expect(addToCart(kacchi)).toEqual({ kind: 'at-most', quantity: 20 });
    addToCart(borhani, 2);
    setLineQuantity('borhani', 9);
    expect(readCart()?.lines[1]?.quantity).toBe(3);
    setLineQuantity('borhani', 0);
    expect(readCart()?.lines[1]?.quantity).toBe(1);
    // The page saw the stock drop to 1 meanwhile.
    setLineQuantity('kacchi', 20, 1);
    expect(readCart()?.lines[0]).toMatchObject({ quantity: 1, stock: 1 });
  });

  it(`holds at most ${ORDER_LINES_MAX} dishes`, () => {
    for (let i = 0; i < ORDER_LINES_MAX; i += 1) addToCart({ ...kacchi, _id: `dish-${i}` });
    expect(addToCart({ ...kacchi, _id: 'one-more' })).toEqual({ kind: 'full' });
    expect(readCart()?.lines).toHaveLength(ORDER_LINES_MAX);
  });

  it('removing the last line empties the cart and its storage', () => {
    addToCart(kacchi);
    removeFromCart('kacchi');
    expect(readCart()).toBeNull();
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  });

  it('survives a reload: the cart is read back from localStorage', () => {
    addToCart(kacchi, 3);
    const stored = localStorage.getItem(CART_STORAGE_KEY);
    expect(JSON.parse(stored ?? 'null')).toMatchObject({ kitchen: { uid: 'rina' }, lines: [{ foodId: 'kacchi', quantity: 3 }] });
    clearCart();
    // What a new page load finds.
    localStorage.setItem(CART_STORAGE_KEY, stored ?? '');
    expect(readCart()?.lines[0]).toMatchObject({ foodId: 'kacchi', quantity: 3 });
  });

  it('reads anything that is not a cart as an empty one', () => {
    localStorage.setItem(CART_STORAGE_KEY, '{"kitchen":{"uid":"x"},"lines":"no"}');
    expect(readCart()).toBeNull();
    localStorage.setItem(CART_STORAGE_KEY, 'not json');
    expect(readCart()).toBeNull();
  });

  it('re-renders on a change in this tab and on one from another tab (the storage event)', () => {
    const { result } = renderHook(() => useCart());
    expect(result.current).toBeNull();
    act(() => void addToCart(kacchi, 2));
    expect(cartCount(result.current)).toBe(2);

    const other = JSON.stringify({ kitchen: { uid: 'rina', userName: 'Rina' }, lines: [{ ...result.current?.lines[0], quantity: 7 }] });
    act(() => {
      localStorage.setItem(CART_STORAGE_KEY, other);
      window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY, newValue: other }));
    });
    expect(cartCount(result.current)).toBe(7);
  });
});
