import { toast } from 'react-toastify/unstyled';
import { ConfirmDialog } from './confirm-dialog';
import { MAX_PER_ORDER, ORDER_LINES_MAX } from '@domain/limits';
import { addToCart, type AddOutcome, type CartFood } from '../lib/cart-actions';
import { translatorOf, useT, type Translator } from '../i18n/i18n-context';

// What Add to cart does once pressed, and its question (add-to-cart.tsx loads them then).

/** The words for what adding did; null when a question comes first. */
export function addedText(food: Pick<CartFood, 'foodName' | 'quantity'>, outcome: AddOutcome, { t, number }: Translator = translatorOf('en')): string | null {
  switch (outcome.kind) {
    case 'added':
      return t('common.cart.added', { name: food.foodName, quantity: number(outcome.quantity) });
    case 'at-most':
      return t('common.cart.atMost', { name: food.foodName, quantity: number(outcome.quantity), max: number(Math.min(MAX_PER_ORDER, food.quantity)) });
    case 'full':
      return t('common.cart.full', { max: number(ORDER_LINES_MAX) });
    case 'other-kitchen':
      return null;
  }
}

/**
 * Adds one of `food` to the cart and says so (in the language of `translator`); a cart of another kitchen is kept
 * (unless `replace`) and its name returned, for the question (its words for a kitchen without a name).
 */
export function addAndTell(food: CartFood, replace: boolean, translator: Translator = translatorOf('en')): string | null {
  const outcome = addToCart(food, 1, { replace });
  if (outcome.kind === 'other-kitchen') return outcome.kitchen || translator.t('common.cart.anotherKitchen');
  const text = addedText(food, outcome, translator);
  if (outcome.kind === 'added') toast.success(text);
  else toast.info(text);
  return null;
}

/** Asks before a dish of another kitchen (`kitchen`, the cart's) empties the cart. */
export function NewCartDialog({ food, kitchen, onKeep, onReplace }: { food: CartFood; kitchen: string; onKeep(): void; onReplace(): void }) {
  const { t } = useT();
  return (
    <ConfirmDialog
      open
      title={t('common.cart.newCartTitle')}
      description={t('common.cart.newCartText', { kitchen, name: food.foodName })}
      confirmLabel={t('common.cart.newCartConfirm')}
      cancelLabel={t('common.cart.keepCart')}
      onCancel={onKeep}
      onConfirm={onReplace}
    />
  );
}
