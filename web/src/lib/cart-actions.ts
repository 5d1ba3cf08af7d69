import { MAX_PER_ORDER, ORDER_LINES_MAX } from '@domain/limits';
import type { Food } from '@domain/types';
import { readCart, writeCart, type Cart, type CartLine } from './cart';

// The cart's changes, apart from lib/cart.ts (which the header reads on every page): only pages that change the cart load them.

/** What a dish needs to go into the cart: the food with its kitchen. */
export type CartFood = Pick<Food, '_id' | 'foodName' | 'foodImage' | 'price' | 'quantity'> & { buyer: Pick<Food['buyer'], 'uid' | 'userName'> };

export type AddOutcome =
  | { kind: 'added'; quantity: number }
  /** The cart holds another kitchen's dishes: `replace` starts a new cart after the buyer agreed. */
  | { kind: 'other-kitchen'; kitchen: string }
  /** The line is at its most already (stock or the per-order limit). */
  | { kind: 'at-most'; quantity: number }
  | { kind: 'full' };

/** The most of a dish one order may hold: the per-order limit, within the stock. */
export function maxQuantity(stock: number): number {
  return Math.max(0, Math.min(MAX_PER_ORDER, Math.floor(stock)));
}

const clamp = (quantity: number, stock: number) => Math.max(1, Math.min(maxQuantity(stock), Math.floor(quantity)));

/**
 * Puts `quantity` of a dish in the cart (added to what is there, within its bounds). A dish of another kitchen is
 * refused with `other-kitchen` unless `replace`: then it starts a new cart.
 */
export function addToCart(food: CartFood, quantity = 1, { replace = false } = {}): AddOutcome {
  const cart = readCart();
  const line: CartLine = {
    foodId: food._id,
    foodName: food.foodName,
    foodImage: food.foodImage,
    price: food.price,
    quantity: 0,
    stock: food.quantity,
  };
  const fresh: Cart = { kitchen: { uid: food.buyer.uid, userName: food.buyer.userName }, lines: [] };
  let next: Cart;
  if (!cart || (replace && cart.kitchen.uid !== food.buyer.uid)) next = fresh;
  else if (cart.kitchen.uid !== food.buyer.uid) return { kind: 'other-kitchen', kitchen: cart.kitchen.userName };
  else next = cart;

  const existing = next.lines.find((item) => item.foodId === food._id);
  if (!existing && next.lines.length >= ORDER_LINES_MAX) return { kind: 'full' };
  const before = existing?.quantity ?? 0;
  const after = Math.min(maxQuantity(food.quantity), before + Math.max(1, Math.floor(quantity)));
  if (after <= before) return { kind: 'at-most', quantity: before };
  const updated: CartLine = { ...line, quantity: after };
  writeCart({
    ...next,
    lines: existing ? next.lines.map((item) => (item.foodId === food._id ? updated : item)) : [...next.lines, updated],
  });
  return { kind: 'added', quantity: after };
}

/** Sets a line's quantity, kept between 1 and its most (the stock, when given, is what the page last saw). */
export function setLineQuantity(foodId: string, quantity: number, stock?: number): void {
  const cart = readCart();
  if (!cart) return;
  writeCart({
    ...cart,
    lines: cart.lines.map((line) => {
      if (line.foodId !== foodId) return line;
      const known = stock ?? line.stock;
      return { ...line, stock: known, quantity: clamp(quantity, known) };
    }),
  });
}

export function removeFromCart(foodId: string): void {
  const cart = readCart();
  if (cart) writeCart({ ...cart, lines: cart.lines.filter((line) => line.foodId !== foodId) });
}

export function clearCart(): void {
  writeCart(null);
}
