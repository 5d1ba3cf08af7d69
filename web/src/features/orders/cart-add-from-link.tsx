import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { Food } from '@domain/types';
import { addAndTell, NewCartDialog } from '../../components/cart-add';
import { RetryButton } from '../../components/retry-button';
import { useNavigate, useT } from '../../i18n';
import { useApi } from '../../lib/api-context';
import { foodQuery } from '../../lib/foods-query';
import { ApiError } from '../../lib/http';
import { paths } from '../../lib/paths';

/**
 * The dish an Add to cart pressed before its page's JavaScript ran sends (`/cart?add=<id>`, add-to-cart.tsx): read as
 * the store has it now and added once, as the button adds it, the question of another kitchen's cart included. The
 * parameter leaves the address once the dish is added (or is gone), so a reload or Back does not add it again.
 */
export function CartAddFromLink() {
  const tr = useT();
  const { t } = tr;
  const api = useApi();
  const location = useLocation();
  const navigate = useNavigate();
  const id = new URLSearchParams(location.search).get(paths.cartAddParam);
  const food = useQuery({ ...foodQuery(api, id ?? ''), enabled: Boolean(id), retry: false });
  const [otherKitchen, setOtherKitchen] = useState<{ food: Food; kitchen: string } | null>(null);
  const [gone, setGone] = useState(false);
  // The address entry already handled: effects may run twice for one (React's strict mode), the dish is added once.
  const handled = useRef<string | null>(null);
  const notSold = food.error instanceof ApiError && food.error.status >= 400 && food.error.status < 500;

  useEffect(() => {
    if (!id || handled.current === location.key || !(food.data || notSold)) return;
    handled.current = location.key;
    if (food.data) {
      const kitchen = addAndTell(food.data, false, tr);
      if (kitchen !== null) setOtherKitchen({ food: food.data, kitchen: kitchen || t('common.cart.anotherKitchen') });
    } else {
      setGone(true);
    }
    const search = new URLSearchParams(location.search);
    search.delete(paths.cartAddParam);
    const query = search.toString();
    navigate({ pathname: location.pathname, search: query ? `?${query}` : '', hash: location.hash }, { replace: true });
  }, [id, food.data, notSold, location, navigate, tr, t]);

  return (
    <>
      {gone ? (
        <p role="alert" className="mt-4 text-sm text-red-700 dark:text-red-400">
          {t('orders.cart.noLongerSold')}
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
