import type { Food } from '@domain/types';
import { FoodImage } from '../../components/food-image';
import { UnavailableBadge, useUnavailable } from '../../components/food-availability';
import { RatingSummary } from '../../components/star-rating';
import { buttonPrimary, buttonSecondary } from '../../components/ui';
import { useViewer } from '../../lib/auth-context';
import { Link, useT } from '../../i18n';
import { paths } from '../../lib/paths';
import { AddToCartButton } from '../../components/add-to-cart';

interface FoodCardProps {
  food: Pick<Food, '_id' | 'foodName' | 'foodImage' | 'category' | 'foodCategory' | 'foodOrigin' | 'price' | 'quantity' | 'kitchenOpen' | 'kitchenHours' | 'rating' | 'buyer'>;
  priority?: boolean;
}

export function FoodCard({ food, priority = false }: FoodCardProps) {
  const { t, price } = useT();
  const category = food.category || food.foodCategory;
  const unavailable = useUnavailable(food);
  // A card may be shown outside the app's providers (a test, a preview): no user there.
  const viewer = useViewer();
  const ownDish = !!food.buyer && viewer === food.buyer.uid;
  return (
    <article className="group flex w-full flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg dark:border-stone-800 dark:bg-stone-900">
      <div className="relative overflow-hidden">
        <FoodImage
          src={food.foodImage}
          alt={food.foodName}
          priority={priority}
          className="transition duration-500 group-hover:scale-105"
        />
        {category ? (
          <span className="absolute top-3 left-3 rounded-full bg-white/95 px-3 py-1 text-xs font-semibold text-brand-800 shadow-sm dark:bg-stone-900/90 dark:text-brand-200">
            {category}
          </span>
        ) : null}
        {unavailable ? <UnavailableBadge {...unavailable} /> : null}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h3 className="line-clamp-1 text-lg font-bold text-stone-900 dark:text-white">{food.foodName}</h3>
        <p className="mt-1 text-sm text-stone-600 dark:text-stone-300">{t('foods.card.origin', { origin: food.foodOrigin })}</p>
        <RatingSummary rating={food.rating} className="mt-2" />
        <div className="mt-auto flex items-center justify-between gap-3 pt-5">
          <p className="text-xl font-extrabold text-brand-700 dark:text-brand-200">{price(food.price)}</p>
          {unavailable ? (
            // No Purchase for a dish nobody can buy now; its page still says more.
            <Link to={paths.food(food._id)} className={buttonSecondary}>
              {t('foods.card.details')}
              <span className="sr-only"> {t('foods.card.detailsOf', { name: food.foodName })}</span>
            </Link>
          ) : (
            <div className="flex flex-wrap justify-end gap-2">
              {ownDish || !food.buyer ? null : <AddToCartButton food={food} className={`${buttonSecondary} px-4`} />}
              <Link to={paths.food(food._id)} className={buttonPrimary}>
                {t('foods.card.purchase')}
                <span className="sr-only"> {food.foodName}</span>
              </Link>
            </div>
          )}
        </div>
      </div>
    </article>
  );
}
