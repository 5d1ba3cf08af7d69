import { useParams } from 'react-router-dom';
import type { Food } from '@domain/types';
import { useUnavailable } from '../../components/food-availability';
import { FOOD_DETAIL_IMAGE_SIZES, FoodImage } from '../../components/food-image';
import { FoodPageFrame } from '../../components/food-page-frame';
import { RatingSummary } from '../../components/star-rating';
import { buttonPrimary, buttonSecondary } from '../../components/ui';
import { useViewer } from '../../lib/auth-context';
import { useFood } from '../../lib/foods-query';
import { Link, useMessages, useT } from '../../i18n';
import { paths } from '../../lib/paths';
import { AddToCartButton } from '../../components/add-to-cart';
import { FoodReviews } from './food-reviews';

/**
 * A dish's page. `initial` is what its route loaded (food-detail-route.tsx): the dish, shown without fetching it again,
 * or null when there is none (the not-found view, nothing fetched); undefined when it could not be read.
 */
export default function FoodDetailPage({ initial }: { initial?: Food | null }) {
  const { id = '' } = useParams();
  const query = useFood(id, { initialData: initial ?? undefined, enabled: initial !== null });
  const { t } = useT();
  const msg = useMessages();

  return (
    <FoodPageFrame query={query} missing={initial === null} backTo={paths.foods} backLabel={t('foods.detail.back')} loadFailedMessage={msg.detailFetchFailed}>
      {(food) => (
        <>
          <FoodDetail food={food} />
          <FoodReviews food={food} />
        </>
      )}
    </FoodPageFrame>
  );
}

/** `text` (a message made with `value` as the marker) cut around the marker: what goes before and after an element. */
function around(text: string, marker: string): [string, string] {
  const at = text.indexOf(marker);
  return at === -1 ? [text, ''] : [text.slice(0, at), text.slice(at + marker.length)];
}

const MARKER = '\u0000';

function FoodDetail({ food }: { food: Food }) {
  const { t, price, number } = useT();
  const viewer = useViewer();
  const inStock = food.quantity > 0;
  const unavailable = useUnavailable(food);
  // The owner cannot buy their own dish (the API answers 403): say so here and offer the edit page instead.
  const ownDish = viewer !== null && viewer === food.buyer?.uid;
  const seller = food.buyer?.userName || t('foods.detail.unknownSeller');
  const [addedBy, addedByEnd] = around(t('foods.detail.addedBy', { seller: MARKER }), MARKER);
  const category = food.category || food.foodCategory;

  return (
    <article className="grid items-start gap-10 lg:grid-cols-2 lg:gap-14">
      {/* The dish is the page's subject: its photo whole, a portrait one too (cards crop theirs to 4:3). */}
      <div className="overflow-hidden rounded-3xl bg-stone-100 shadow-xl shadow-stone-900/10 ring-1 ring-stone-200 dark:bg-stone-900 dark:ring-stone-800">
        <FoodImage src={food.foodImage} alt={food.foodName} priority fit="contain" sizes={FOOD_DETAIL_IMAGE_SIZES} />
      </div>
      <div>
        {category ? (
          <span className="inline-block rounded-full bg-brand-100 px-3 py-1 text-xs font-semibold tracking-wide text-brand-800 uppercase dark:bg-brand-800/40 dark:text-brand-100">
            {category}
          </span>
        ) : null}
        <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-stone-900 sm:text-5xl dark:text-white">{food.foodName}</h1>
        <RatingSummary rating={food.rating} variant="page" className="mt-3" />
        <div className="mt-4 flex items-center gap-3">
          <span
            aria-hidden="true"
            className="flex size-10 items-center justify-center rounded-full bg-stone-200 text-sm font-bold text-stone-700 dark:bg-stone-700 dark:text-stone-100"
          >
            {seller.charAt(0).toUpperCase()}
          </span>
          <p className="text-sm text-stone-600 dark:text-stone-300">
            {addedBy}
            <span className="font-semibold text-stone-900 dark:text-white">{seller}</span>
            {addedByEnd}
          </p>
        </div>
        <p className="mt-6 text-lg leading-relaxed text-stone-700 dark:text-stone-200">{food.description}</p>

        <dl className="mt-8 grid grid-cols-2 gap-4 sm:grid-cols-3">
          <Fact label={t('foods.detail.category')} value={category} />
          <Fact label={t('foods.detail.origin')} value={food.foodOrigin} />
          <Fact label={t('foods.detail.price')} value={price(food.price)} highlight />
        </dl>

        <div className="mt-8 flex flex-col gap-4 border-t border-stone-200 pt-8 sm:flex-row sm:items-center sm:justify-between dark:border-stone-800">
          <p className={`flex items-center gap-2 text-sm font-semibold ${inStock ? 'text-green-700 dark:text-green-400' : 'text-red-700 dark:text-red-400'}`}>
            <span aria-hidden="true" className={`size-2.5 rounded-full ${inStock ? 'bg-green-600' : 'bg-red-600'}`} />
            {inStock ? t('foods.detail.available', { shown: number(food.quantity) }) : t('foods.detail.notAvailable')}
          </p>
          {ownDish ? (
            <div className="flex flex-col items-start gap-3 sm:items-end">
              <p className="text-sm font-semibold text-stone-700 dark:text-stone-200">{t('foods.detail.yourDish')}</p>
              <Link to={paths.updateFood(food._id)} className={`${buttonSecondary} px-8 py-3 text-base`}>
                {t('foods.detail.editDish')}
              </Link>
            </div>
          ) : inStock && unavailable ? (
            <KitchenClosed reason={unavailable.text} />
          ) : inStock ? (
            <div className="flex flex-wrap gap-3">
              <AddToCartButton food={food} className={`${buttonSecondary} px-6 py-3 text-base`} />
              <Link to={paths.purchase(food._id)} className={`${buttonPrimary} px-8 py-3 text-base`}>
                {t('foods.detail.purchaseNow')}
              </Link>
            </div>
          ) : (
            <button type="button" disabled className={`${buttonSecondary} px-8 py-3 text-base`}>
              {t('foods.detail.outOfStock')}
            </button>
          )}
        </div>
      </div>
    </article>
  );
}

/** Purchase Now, disabled, with the reason it is: the kitchen's switch (§5f) or when its hours open it (§5j). */
function KitchenClosed({ reason }: { reason: string }) {
  const { t } = useT();
  return (
    <div className="flex flex-col items-start gap-2 sm:items-end">
      <button type="button" disabled aria-describedby="kitchen-closed-reason" className={`${buttonPrimary} px-8 py-3 text-base`}>
        {t('foods.detail.purchaseNow')}
      </button>
      <p id="kitchen-closed-reason" className="text-sm font-semibold text-amber-800 dark:text-amber-200">
        {reason}
      </p>
    </div>
  );
}

function Fact({ label, value, highlight = false }: { label: string; value: string; highlight?: boolean }) {
  return (
    <div className="rounded-2xl border border-stone-200 bg-stone-50 p-4 dark:border-stone-800 dark:bg-stone-900">
      <dt className="text-xs font-semibold tracking-wide text-stone-600 uppercase dark:text-stone-400">{label}</dt>
      <dd className={`mt-1 font-bold ${highlight ? 'text-xl text-brand-700 dark:text-brand-200' : 'text-stone-900 dark:text-white'}`}>{value}</dd>
    </div>
  );
}
