import { useSyncExternalStore } from 'react';
import { MAX_PER_ORDER, ORDER_LINES_MAX } from '@domain/limits';
import type { Food } from '@domain/types';
import { CART_STORAGE_KEY } from '../config/ui';

/** One dish in the cart, as it was when it was added (the cart page shows what changed since). */
export interface CartLine {
  foodId: string;
  foodName: string;
  foodImage: string;
  /** Unit price when added. */
  price: number;
  quantity: number;
  /** Stock when added or last seen: a quantity never goes above it. */
  stock: number;
}

/** Dishes of one kitchen, kept in the browser until they are ordered. */
export interface Cart {
  kitchen: { uid: string; userName: string };
  lines: CartLine[];
}

/** What a dish needs to go into the cart: the food with its kitchen. */
export type CartFood = Pick<Food, '_id' | 'foodName' | 'foodImage' | 'price' | 'quantity'> & { buyer: Pick<Food['buyer'], 'uid' | 'userName'> };

export type AddOutcome =
  | { kind: 'added'; quantity: number }
  /** The cart holds another kitchen's dishes: `replace` starts a new cart after the buyer agreed. */
  | { kind: 'other-kitchen'; kitchen: string }
  /** The line is at its most already (stock or the per-order limit). */
  | { kind: 'at-most'; quantity: number }
  | { kind: 'full' };

const listeners = new Set<() => void>();
let snapshot: { raw: string | null; cart: Cart | null } = { raw: null, cart: null };

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage refused (a privacy mode): the cart lives as long as the page.
    return null;
  }
}

function isLine(value: unknown): value is CartLine {
  const line = value as Partial<CartLine> | null;
  return (
    typeof line === 'object' &&
    line !== null &&
    typeof line.foodId === 'string' &&
    typeof line.foodName === 'string' &&
    typeof line.foodImage === 'string' &&
    typeof line.price === 'number' &&
    Number.isInteger(line.quantity) &&
    typeof line.stock === 'number'
  );
}

/** The stored cart, or null for none or for anything that is not a cart (an older shape, a hand edit). */
export function parseCart(raw: string | null): Cart | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Cart> | null;
    const kitchen = value?.kitchen;
    if (!kitchen || typeof kitchen.uid !== 'string' || typeof kitchen.userName !== 'string') return null;
    if (!Array.isArray(value.lines) || !value.lines.every(isLine) || value.lines.length === 0) return null;
    return { kitchen: { uid: kitchen.uid, userName: kitchen.userName }, lines: value.lines };
  } catch {
    return null;
  }
}

let memory: string | null = null;

/** The cart now; the same object until it changes (what useSyncExternalStore needs). */
export function readCart(): Cart | null {
  const store = storage();
  let raw: string | null;
  try {
    raw = store ? store.getItem(CART_STORAGE_KEY) : memory;
  } catch {
    raw = memory;
  }
  if (raw !== snapshot.raw) snapshot = { raw, cart: parseCart(raw) };
  return snapshot.cart;
}

function notify(): void {
  for (const listener of listeners) listener();
}

function writeCart(cart: Cart | null): void {
  const raw = cart && cart.lines.length > 0 ? JSON.stringify(cart) : null;
  memory = raw;
  const store = storage();
  try {
    if (raw) store?.setItem(CART_STORAGE_KEY, raw);
    else store?.removeItem(CART_STORAGE_KEY);
  } catch {
    // Full or refused: the in-memory copy still serves this page.
  }
  notify();
}

function onStorage(event: StorageEvent): void {
  // Another tab changed the cart (or cleared all storage).
  if (event.key === CART_STORAGE_KEY || event.key === null) notify();
}

/** Calls `listener` whenever the cart changes, in this tab or another. */
export function subscribeCart(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1 && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}

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

/** How many portions the cart holds. */
export function cartCount(cart: Cart | null): number {
  return cart ? cart.lines.reduce((sum, line) => sum + line.quantity, 0) : 0;
}

/** The cart, re-rendering on every change (this tab or another); null on the server and when empty. */
export function useCart(): Cart | null {
  return useSyncExternalStore(subscribeCart, readCart, () => null);
}
