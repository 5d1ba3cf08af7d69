import { toast } from 'react-toastify/unstyled';
import { ConfirmDialog } from './confirm-dialog';
import { MAX_PER_ORDER, ORDER_LINES_MAX } from '@domain/limits';
import { addToCart, type AddOutcome, type CartFood } from '../lib/cart-actions';

// What Add to cart does once pressed, and its question (add-to-cart.tsx loads them then).

/** The words for what adding did; null when a question comes first. */
export function addedText(food: Pick<CartFood, 'foodName' | 'quantity'>, outcome: AddOutcome): string | null {
  switch (outcome.kind) {
    case 'added':
      return `${food.foodName} is in your cart (${outcome.quantity}).`;
    case 'at-most':
      return `Your cart already holds ${outcome.quantity} ${food.foodName}, the most one order takes (${Math.min(MAX_PER_ORDER, food.quantity)}).`;
    case 'full':
      return `One order holds up to ${ORDER_LINES_MAX} dishes: order these first.`;
    case 'other-kitchen':
      return null;
  }
}

/** Adds one of `food` to the cart and says so; a cart of another kitchen is kept (unless `replace`) and its name returned. */
export function addAndTell(food: CartFood, replace: boolean): string | null {
  const outcome = addToCart(food, 1, { replace });
  if (outcome.kind === 'other-kitchen') return outcome.kitchen;
  const text = addedText(food, outcome);
  if (outcome.kind === 'added') toast.success(text);
  else toast.info(text);
  return null;
}

/** Asks before a dish of another kitchen (`kitchen`, the cart's) empties the cart. */
export function NewCartDialog({ food, kitchen, onKeep, onReplace }: { food: CartFood; kitchen: string; onKeep(): void; onReplace(): void }) {
  return (
    <ConfirmDialog
      open
      title="Start a new cart?"
      description={`Your cart holds dishes from ${kitchen}'s kitchen. One order comes from one kitchen: adding ${food.foodName} empties your cart first.`}
      confirmLabel="Start a new cart"
      cancelLabel="Keep my cart"
      onCancel={onKeep}
      onConfirm={onReplace}
    />
  );
}
