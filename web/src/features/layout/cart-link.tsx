import { useT, type Translator } from '../../i18n/i18n-context';
import { Link } from '../../i18n/links';
import { cartCount, useCart } from '../../lib/cart';
import { paths } from '../../lib/paths';
import { CartIcon } from './icons';

/** 'Cart, 3 items': the name holds the count the badge shows, so a voice-control user can say what they see. */
export function cartLabel({ t, number }: Pick<Translator, 't' | 'number'>, count: number): string {
  if (count === 0) return t('layout.cart.empty');
  return t('layout.cart.items', { shown: count > 99 ? `${number(99)}+` : number(count), count });
}

/** The header's cart button with the number of portions in the cart, on a phone and a desktop alike. */
export function CartLink() {
  const translator = useT();
  const count = cartCount(useCart());
  return (
    <Link
      to={paths.cart}
      aria-label={cartLabel(translator, count)}
      className="relative grid size-10 place-items-center rounded-full text-stone-700 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:text-stone-200 dark:hover:bg-stone-800"
    >
      <CartIcon className="size-6" />
      {count > 0 ? (
        <span
          aria-hidden="true"
          data-testid="cart-count"
          className="absolute -top-1 -right-1 inline-flex min-w-5 items-center justify-center rounded-full bg-brand-700 px-1.5 py-0.5 text-xs leading-none font-bold text-white tabular-nums ring-2 ring-white dark:bg-brand-500 dark:text-stone-950 dark:ring-stone-950"
        >
          {count > 99 ? `${translator.number(99)}+` : translator.number(count)}
        </span>
      ) : null}
    </Link>
  );
}
