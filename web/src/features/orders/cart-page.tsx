import { useState } from 'react';
import { Link, useMessages, useStartUpMessages, useT } from '../../i18n';
import { EmptyState } from '../../components/empty-state';
import { buttonPrimary, buttonSecondary, card, container, pageTitle } from '../../components/ui';
import { useAuth } from '../../lib/auth-context';
import { useCart, type Cart } from '../../lib/cart';
import { paths } from '../../lib/paths';
import { useTitle } from '../../lib/use-title';
import { useCartFoods, useKitchenTerms } from './cart-api';
import { CartAddFromLink } from './cart-add-from-link';
import { CartCheckout, type Refusal } from './cart-checkout';
import { CartLines, liveLine } from './cart-lines';
import { CartSummary, KitchenTermsText, TermsReadFailed } from './cart-summary';
import { cartTotals } from './cart-totals';

/** /cart: one kitchen's dishes, the totals with the delivery fee of the area chosen, and the checkout. */
export default function CartPage() {
  const { t } = useT();
  useTitle(t('orders.title.cart'));
  const cart = useCart();
  return (
    <section className={`${container} py-10 sm:py-14`}>
      <h1 className={pageTitle}>{t('orders.cart.title')}</h1>
      <CartAddFromLink />
      {cart ? (
        <CartView cart={cart} />
      ) : (
        <div className="mt-8">
          <EmptyState
            icon="bag"
            title={t('orders.cart.emptyTitle')}
            message={t('orders.cart.emptyText')}
            action={
              <Link to={paths.foods} className={buttonPrimary}>
                {t('orders.cart.browse')}
              </Link>
            }
          />
        </div>
      )}
    </section>
  );
}

function CartView({ cart }: { cart: Cart }) {
  const { user, loading } = useAuth();
  const { t } = useT();
  const msg = useMessages();
  const startUp = useStartUpMessages();
  const foods = useCartFoods(cart.lines);
  const kitchen = useKitchenTerms(cart.kitchen.uid);
  // The store's word on a line, kept while the line holds the quantity it was about.
  const [refused, setRefused] = useState<Record<string, { message: string; quantity: number }>>({});
  const lines = cart.lines.map((line) => {
    const refusal = refused[line.foodId];
    return liveLine(line, foods.data?.[line.foodId], { t, msg }, refusal && refusal.quantity === line.quantity ? refusal.message : undefined);
  });
  const terms = kitchen.data;

  const onRefused = (refusal: Refusal) => {
    setRefused(Object.fromEntries(cart.lines.flatMap((line) => (refusal.lines[line.foodId] ? [[line.foodId, { message: refusal.lines[line.foodId] ?? '', quantity: line.quantity }]] : []))));
    void kitchen.refetch();
    void foods.refetch();
  };

  const blocked =
    user && user.uid === cart.kitchen.uid
      ? msg.ownFood
      : terms && !terms.open
        ? t('orders.cart.kitchenClosed', { kitchen: cart.kitchen.userName, state: startUp.notTakingOrders.toLowerCase() })
        : lines.some((line) => line.unavailable)
          ? t('orders.cart.removeMarked')
          : lines.some((line) => line.notice)
            ? t('orders.cart.lowerMarked')
            : null;

  return (
    <div className="mt-8 grid items-start gap-8 lg:grid-cols-5">
      <div className="stack-y-4 lg:col-span-3">
        <p className="text-sm text-stone-600 dark:text-stone-300">
          {t('orders.cart.fromKitchen')}{' '}
          <span className="font-semibold text-stone-900 dark:text-white">{cart.kitchen.userName || t('orders.cart.unknownKitchen')}</span>
        </p>
        <CartLines lines={lines} />
        <Link to={paths.foods} className={buttonSecondary}>
          {t('orders.cart.addMore')}
        </Link>
      </div>
      <div className="stack-y-4 lg:sticky lg:top-24 lg:col-span-2">
        {kitchen.isError ? (
          <TermsReadFailed onRetry={() => void kitchen.refetch()} pending={kitchen.isRefetching} className={`${card} stack-y-3 p-5 text-sm`} />
        ) : null}
        {user ? (
          <CartCheckout lines={lines} kitchen={terms} blocked={blocked} onRefused={onRefused} />
        ) : loading ? null : (
          <SignInToOrder lines={lines} terms={terms} />
        )}
      </div>
    </div>
  );
}

/** A visitor's cart: what it costs so far, and sign-in (then back here) to check out. */
function SignInToOrder({ lines, terms }: { lines: Parameters<typeof cartTotals>[0]; terms: Parameters<typeof cartTotals>[1] }) {
  const { t } = useT();
  const totals = cartTotals(lines, terms, 'pickup', '');
  return (
    <div className={`${card} stack-y-4 p-5 sm:p-6`}>
      <h2 className="text-xl font-bold text-stone-900 dark:text-white">{t('orders.checkout.title')}</h2>
      <CartSummary totals={{ ...totals, deliveryFee: null }} fulfilment="delivery" area="" />
      {terms ? <KitchenTermsText kitchen={terms} /> : null}
      <p className="text-sm text-stone-700 dark:text-stone-200">{t('orders.cart.signInText')}</p>
      <Link to={paths.login} state={{ from: { pathname: paths.cart, search: '' } }} className={`${buttonPrimary} w-full py-3 text-base`}>
        {t('orders.cart.signIn')}
      </Link>
    </div>
  );
}
