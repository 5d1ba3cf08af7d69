import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { unavailableAt } from '@domain/availability';
import type { Food } from '@domain/types';
import { addAndTell, NewCartDialog } from '../../components/cart-add';
import { unavailableText } from '../../components/food-availability';
import { RetryButton } from '../../components/retry-button';
import { useMessages, useNavigate, useStartUpMessages, useT } from '../../i18n';
import { useApi } from '../../lib/api-context';
import { useAuth } from '../../lib/auth-context';
import { foodQuery } from '../../lib/foods-query';
import { ApiError } from '../../lib/http';
import { paths } from '../../lib/paths';

/**
 * The dish an Add to cart pressed before its page's JavaScript ran sends (`/cart?add=<id>`, add-to-cart.tsx): read as
 * the store has it now and added once, as the button adds it, the question of another kitchen's cart included. What
 * the button is not offered for once the page knows more (the visitor's own dish, one sold out, a kitchen not taking
 * orders) is not added, and the page says why. The parameter leaves the address once it is handled, so a reload or
 * Back does not add the dish again.
 */
export function CartAddFromLink() {
  const tr = useT();
  const { t } = tr;
  const msg = useMessages();
  const startUp = useStartUpMessages();
  const api = useApi();
  const auth = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const param = new URLSearchParams(location.search).get(paths.cartAddParam);
  const id = param || null;
  const food = useQuery({ ...foodQuery(api, id ?? ''), enabled: Boolean(id), retry: false });
  const [otherKitchen, setOtherKitchen] = useState<{ food: Food; kitchen: string } | null>(null);
  // Why the dish was not added, once the store has answered.
  const [refusal, setRefusal] = useState<string | null>(null);
  // The address entry already handled: effects may run twice for one (React's strict mode), the dish is added once.
  const handled = useRef<string | null>(null);
  const notSold = food.error instanceof ApiError && food.error.status >= 400 && food.error.status < 500;

  useEffect(() => {
    if (param === null || handled.current === location.key) return;
    // Whose dish it is needs the signed-in user, once known.
    if (id && !((food.data && !auth.loading) || notSold)) return;
    handled.current = location.key;
    if (food.data) {
      const dish = food.data;
      const now = Date.now();
      const why = unavailableAt(dish, now);
      if (auth.user && dish.buyer?.uid === auth.user.uid) setRefusal(msg.ownFood);
      else if (why) {
        const state = unavailableText(why, startUp);
        setRefusal(t('orders.cart.linkUnavailable', { name: dish.foodName, state: state.charAt(0).toLowerCase() + state.slice(1) }));
      } else {
        const kitchen = addAndTell(dish, false, tr);
        if (kitchen !== null) setOtherKitchen({ food: dish, kitchen });
      }
    } else if (id) {
      setRefusal(t('orders.cart.noLongerSold'));
    }
    const search = new URLSearchParams(location.search);
    search.delete(paths.cartAddParam);
    const query = search.toString();
    navigate({ pathname: location.pathname, search: query ? `?${query}` : '', hash: location.hash }, { replace: true });
  }, [param, id, food.data, notSold, auth.loading, auth.user, location, navigate, tr, t, msg, startUp]);

  return (
    <>
      {refusal ? (
        <p role="alert" className="mt-4 text-sm text-red-700 dark:text-red-400">
          {refusal}
        </p>
      ) : id && food.isError && !notSold ? (
        <div role="alert" className="mt-4 flex flex-wrap items-center gap-3 text-sm text-red-700 dark:text-red-400">
          <p>{t('orders.cart.linkAddFailed')}</p>
          <RetryButton onRetry={() => food.refetch()} pending={food.isFetching} />
        </div>
      ) : null}
      {otherKitchen ? (
        <NewCartDialog
          food={otherKitchen.food}
          kitchen={otherKitchen.kitchen}
          onKeep={() => setOtherKitchen(null)}
          onReplace={() => {
            setOtherKitchen(null);
            addAndTell(otherKitchen.food, true, tr);
          }}
        />
      ) : null}
    </>
  );
}
