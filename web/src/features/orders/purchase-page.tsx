import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useMessages, useT } from '../../i18n';
import type { Food } from '@domain/types';
import { FoodImage } from '../../components/food-image';
import { FoodPageFrame } from '../../components/food-page-frame';
import { card } from '../../components/ui';
import { useFood } from '../../lib/foods-query';
import { paths } from '../../lib/paths';
import { useAuth } from '../../lib/auth-context';
import { useTitle } from '../../lib/use-title';
import { PurchaseForm } from './purchase-form';
import { useNowMinute } from '../../lib/use-now';
import { WAITING_DISH_CHECK_MS } from '../../config/ui';
import { purchaseBlock, PurchaseUnavailable } from './purchase-unavailable';

export default function PurchasePage() {
  const { t } = useT();
  useTitle(t('orders.title.purchase'));
  const { id = '' } = useParams();
  const query = useFood(id);
  const uid = useAuth().user?.uid;
  const msg = useMessages();

  return (
    <FoodPageFrame query={query} backTo={paths.food(id)} backLabel={t('orders.purchase.back')} loadFailedMessage={msg.purchaseLoadFailed}>
      {(food) => <PurchaseBody food={food} uid={uid} />}
    </FoodPageFrame>
  );
}

function PurchaseBody({ food, uid }: { food: Food; uid: string | undefined }) {
  const block = purchaseBlock(food, uid, useNowMinute());
  // Once the form was on screen, a pause or a sell-out while the buyer fills it in keeps what they typed: the notice
  // goes above the form, which waits (and goes on when the kitchen opens again).
  const [filling, setFilling] = useState(block === null);
  if (block === null && !filling) setFilling(true);
  const waiting = filling && block !== null && block.reason !== 'own';
  useFood(food._id, { refetchInterval: waiting ? WAITING_DISH_CHECK_MS : false, refetchOnWindowFocus: waiting ? 'always' : false });

  if (block && (!filling || block.reason === 'own')) {
    return (
      // Why not comes first (on a phone, above the photo); no form to fill in vain.
      <div className="grid items-start gap-10 lg:grid-cols-5">
        <PurchaseUnavailable food={food} block={block} className="lg:order-2 lg:col-span-3" />
        <FoodSummary food={food} />
      </div>
    );
  }
  return (
    <div className="grid items-start gap-10 lg:grid-cols-5">
      <FoodSummary food={food} />
      <div className="stack-y-6 lg:col-span-3">
        {block ? <PurchaseUnavailable food={food} block={block} interrupting /> : null}
        <PurchaseForm key={food._id} food={food} blocked={block !== null} />
      </div>
    </div>
  );
}

function FoodSummary({ food }: { food: Food }) {
  const { t, price, number } = useT();
  const category = food.category || food.foodCategory;
  return (
    <article className={`${card} lg:sticky lg:top-24 lg:order-1 lg:col-span-2`}>
      <FoodImage src={food.foodImage} alt={food.foodName} priority sizes="(min-width: 1024px) 40vw, 100vw" />
      <div className="p-6">
        {category ? (
          <span className="inline-block rounded-full bg-brand-100 px-3 py-1 text-xs font-semibold text-brand-800 dark:bg-brand-800/40 dark:text-brand-100">
            {category}
          </span>
        ) : null}
        <h1 className="mt-3 text-2xl font-extrabold tracking-tight text-stone-900 sm:text-3xl dark:text-white">{food.foodName}</h1>
        <p className="mt-1 text-sm text-stone-600 dark:text-stone-300">{t('orders.purchase.origin', { origin: food.foodOrigin })}</p>
        <dl className="mt-5 grid grid-cols-2 gap-4 border-t border-stone-200 pt-5 dark:border-stone-800">
          <div>
            <dt className="text-xs font-semibold tracking-wide text-stone-600 uppercase dark:text-stone-400">{t('orders.purchase.price')}</dt>
            <dd className="mt-1 text-xl font-extrabold text-brand-700 dark:text-brand-200">{price(food.price)}</dd>
          </div>
          <div>
            <dt className="text-xs font-semibold tracking-wide text-stone-600 uppercase dark:text-stone-400">{t('orders.purchase.inStock')}</dt>
            <dd className="mt-1 text-xl font-extrabold text-stone-900 dark:text-white">
              {food.quantity > 0 ? t('orders.purchase.available', { count: food.quantity, n: number(food.quantity) }) : t('orders.purchase.notAvailable')}
            </dd>
          </div>
        </dl>
      </div>
    </article>
  );
}
