import { lazy, Suspense, useState } from 'react';
import type { CartFood } from '../lib/cart-actions';
import { loadAreas } from '../i18n/catalogs';
import { useT } from '../i18n/i18n-context';
import { langOfPath } from '../i18n/langs';
import { paths } from '../lib/paths';

// Loaded on the first press: the button is in a chunk `/` loads too, which never needs the rest.
// What adding says comes with it, in the document's language (the `cart` catalog).
const loadCartAdd = () => Promise.all([import('./cart-add'), loadAreas(langOfPath(window.location.pathname), ['cart'])]).then(([module]) => module);
const NewCartDialog = lazy(() => loadCartAdd().then((module) => ({ default: module.NewCartDialog })));

/**
 * 'Add to cart' on a dish's card (All Foods, the home's top foods) and its page. A dish of another kitchen asks first:
 * one order comes from one kitchen, so going on starts a new cart. A form: pressed before the page's JavaScript runs,
 * it opens the cart with the dish to add (`/cart?add=<id>`, cart-add-from-link.tsx); once it runs, it adds in place.
 */
export function AddToCartButton({ food, className }: { food: CartFood; className: string }) {
  const tr = useT();
  const { t } = tr;
  const [otherKitchen, setOtherKitchen] = useState<string | null>(null);
  // Adding's code could not be loaded (a dropped connection, the assets of a newer deploy): said beside the button.
  const [failed, setFailed] = useState(false);
  const add = async (replace = false) => {
    setFailed(false);
    try {
      const kitchen = (await loadCartAdd()).addAndTell(food, replace, tr);
      if (kitchen !== null) setOtherKitchen(kitchen);
    } catch {
      setFailed(true);
    }
  };
  return (
    <>
      <form
        action={tr.path(paths.cart)}
        className="contents"
        onSubmit={(event) => {
          event.preventDefault();
          void add();
        }}
      >
        {/* The name starts with the words shown, so a voice-control user can say them. The button sends the dish itself
            (a form's submitter adds its name and value to the URL): no hidden field for React to adopt in every card. */}
        <button name={paths.cartAddParam} value={food._id} className={className} aria-label={t('common.cart.addLabel', { name: food.foodName })}>
          {t('common.cart.add')}
        </button>
      </form>
      {failed ? (
        <p role="alert" className="order-last basis-full text-sm text-red-700 dark:text-red-400">
          {t('common.cart.addFailed', { name: food.foodName })}
        </p>
      ) : null}
      {otherKitchen !== null ? (
        <Suspense fallback={null}>
          <NewCartDialog
            food={food}
            kitchen={otherKitchen}
            onKeep={() => setOtherKitchen(null)}
            onReplace={() => {
              setOtherKitchen(null);
              void add(true);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
