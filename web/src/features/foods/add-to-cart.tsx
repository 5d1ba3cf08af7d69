import { useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import { MAX_PER_ORDER, ORDER_LINES_MAX } from '@domain/limits';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { addToCart, type AddOutcome, type CartFood } from '../../lib/cart';

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

/**
 * 'Add to cart' beside Purchase. A dish of another kitchen asks first: one order comes from one kitchen, so going on
 * starts a new cart.
 */
export function AddToCartButton({ food, className }: { food: CartFood; className: string }) {
  const [otherKitchen, setOtherKitchen] = useState<string | null>(null);

  const report = (outcome: AddOutcome) => {
    if (outcome.kind === 'other-kitchen') {
      setOtherKitchen(outcome.kitchen || 'another kitchen');
      return;
    }
    const text = addedText(food, outcome);
    if (outcome.kind === 'added') toast.success(text);
    else toast.info(text);
  };

  return (
    <>
      <button type="button" className={className} onClick={() => report(addToCart(food))}>
        Add to cart<span className="sr-only">: {food.foodName}</span>
      </button>
      <ConfirmDialog
        open={otherKitchen !== null}
        title="Start a new cart?"
        description={`Your cart holds dishes from ${otherKitchen}'s kitchen. One order comes from one kitchen: adding ${food.foodName} empties your cart first.`}
        confirmLabel="Start a new cart"
        cancelLabel="Keep my cart"
        onCancel={() => setOtherKitchen(null)}
        onConfirm={() => {
          setOtherKitchen(null);
          report(addToCart(food, 1, { replace: true }));
        }}
      />
    </>
  );
}
