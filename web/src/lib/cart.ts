import { useSyncExternalStore } from 'react';
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

const listeners = new Set<() => void>();
let snapshot: { raw: string | null; cart: Cart | null } = { raw: null, cart: null };
// The cart while storage is refused (a privacy mode): it lives as long as the page.
let memory: string | null = null;

const isLine = (line: Partial<CartLine> | null) =>
  !!line &&
  typeof line.foodId === 'string' &&
  typeof line.foodName === 'string' &&
  typeof line.foodImage === 'string' &&
  typeof line.price === 'number' &&
  typeof line.stock === 'number' &&
  Number.isInteger(line.quantity);

/** The stored cart, or null for none or for anything that is not a cart (an older shape, a hand edit). */
export function parseCart(raw: string | null): Cart | null {
  try {
    const cart = JSON.parse(raw ?? 'null') as Partial<Cart> | null;
    const kitchen = cart?.kitchen;
    const lines = cart?.lines;
    if (typeof kitchen?.uid !== 'string' || typeof kitchen.userName !== 'string' || !Array.isArray(lines) || !lines.length || !lines.every(isLine)) {
      return null;
    }
    return { kitchen: { uid: kitchen.uid, userName: kitchen.userName }, lines };
  } catch {
    return null;
  }
}

/** The cart now; the same object until it changes (what useSyncExternalStore needs). */
export function readCart(): Cart | null {
  let raw = memory;
  try {
    raw = localStorage.getItem(CART_STORAGE_KEY);
  } catch {
    // No storage: the page's own copy.
  }
  if (raw !== snapshot.raw) snapshot = { raw, cart: parseCart(raw) };
  return snapshot.cart;
}

function notify(): void {
  for (const listener of listeners) listener();
}

/** Stores `cart` (null or no lines: none) and tells every subscriber; lib/cart-actions.ts is its one caller. */
export function writeCart(cart: Cart | null): void {
  memory = cart?.lines.length ? JSON.stringify(cart) : null;
  try {
    if (memory) localStorage.setItem(CART_STORAGE_KEY, memory);
    else localStorage.removeItem(CART_STORAGE_KEY);
  } catch {
    // Full or refused: the page's own copy still serves this page.
  }
  notify();
}

/** Calls `listener` whenever the cart changes, in this tab or another (the storage event). */
export function subscribeCart(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === CART_STORAGE_KEY || event.key === null) listener();
  };
  listeners.add(listener);
  addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    removeEventListener('storage', onStorage);
  };
}

/** How many portions the cart holds. */
export function cartCount(cart: Cart | null): number {
  return cart ? cart.lines.reduce((sum, line) => sum + line.quantity, 0) : 0;
}

/** The cart, re-rendering on every change (this tab or another); null on the server and when empty. */
export function useCart(): Cart | null {
  return useSyncExternalStore(subscribeCart, readCart, () => null);
}
