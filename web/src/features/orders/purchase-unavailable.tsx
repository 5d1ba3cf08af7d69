import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { MSG } from '@domain/messages';
import type { Food } from '@domain/types';
import { unavailability, unavailableText, UNAVAILABLE_TEXT } from '../../components/food-availability';
import { focusField } from '../../components/focus-first-error';
import { buttonPrimary, buttonSecondary, card } from '../../components/ui';
import { paths } from '../../lib/paths';
import { useNowMinute } from '../../lib/use-now';

/**
 * Why the signed-in user cannot buy this dish now, if they cannot: their own dish, sold out, a paused kitchen, or one
 * outside its opening hours at `at` (ms; null: not asked).
 */
export type PurchaseBlock = 'own' | 'sold_out' | 'closed' | 'hours';

export function purchaseBlock(food: Food, uid: string | undefined, at: number | null = null): PurchaseBlock | null {
  if (uid && uid === food.buyer?.uid) return 'own';
  return unavailability(food, at);
}

function textOf(block: PurchaseBlock, food: Food, at: number | null): { title: string; message: string } {
  switch (block) {
    case 'own':
      return { title: MSG.ownFood, message: 'This is your dish. You can change its stock, price or photo instead.' };
    case 'sold_out':
      return { title: UNAVAILABLE_TEXT.sold_out, message: `${MSG.outOfStock} Check back later, or find another dish.` };
    case 'closed':
      return { title: UNAVAILABLE_TEXT.closed, message: `${MSG.kitchenClosed} Check back later, or find another dish.` };
    case 'hours':
      return { title: unavailableText(food, 'hours', at), message: 'This kitchen is closed now (its hours are Dhaka time). Check back then, or find another dish.' };
  }
}

/**
 * Said at the top of the purchase page instead of the form, with the way on; `interrupting`: above the form the buyer
 * was filling in, taking focus so the change is seen and heard.
 */
export function PurchaseUnavailable({
  food,
  block,
  className = '',
  interrupting = false,
}: {
  food: Food;
  block: PurchaseBlock;
  className?: string;
  interrupting?: boolean;
}) {
  const { title, message } = textOf(block, food, useNowMinute());
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (interrupting && headingRef.current) focusField(headingRef.current);
  }, [interrupting]);
  return (
    <section aria-labelledby="purchase-unavailable" data-block={block} className={`${card} p-6 sm:p-8 ${className}`}>
      <h2
        id="purchase-unavailable"
        ref={headingRef}
        tabIndex={interrupting ? -1 : undefined}
        className="text-2xl font-bold text-stone-900 focus:outline-none dark:text-white"
      >
        {title}
      </h2>
      <p className="mt-2 text-stone-700 dark:text-stone-200">{message}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        {block === 'own' ? (
          <Link to={paths.updateFood(food._id)} className={buttonPrimary}>
            Edit
          </Link>
        ) : (
          <Link to={paths.foods} className={buttonPrimary}>
            Explore All Foods
          </Link>
        )}
        <Link to={paths.food(food._id)} className={buttonSecondary}>
          Back to the dish
        </Link>
      </div>
    </section>
  );
}
