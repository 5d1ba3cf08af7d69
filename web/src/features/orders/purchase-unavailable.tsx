import { useEffect, useRef } from 'react';
import { Link, useMessages, useStartUpMessages, useT, type MessageTable, type Translator } from '../../i18n';
import type { Food } from '@domain/types';
import { unavailableAt, type UnavailableAt } from '@domain/availability';
import { unavailableText, type StartUpMessages } from '../../components/food-availability';
import { focusField } from '../../components/focus-first-error';
import { buttonPrimary, buttonSecondary, card } from '../../components/ui';
import { paths } from '../../lib/paths';

/**
 * Why the signed-in user cannot buy this dish now, if they cannot: their own dish, sold out, a paused kitchen, or one
 * outside its opening hours at `at` (ms; null: not asked), with when it opens (unavailableAt).
 */
export type PurchaseBlock = { reason: 'own' } | UnavailableAt;

export function purchaseBlock(food: Food, uid: string | undefined, at: number | null = null): PurchaseBlock | null {
  if (uid && uid === food.buyer?.uid) return { reason: 'own' };
  return unavailableAt(food, at);
}

interface Texts {
  t: Translator['t'];
  msg: MessageTable;
  startUp: StartUpMessages;
}

function textOf(block: PurchaseBlock, { t, msg, startUp }: Texts): { title: string; message: string } {
  switch (block.reason) {
    case 'own':
      return { title: msg.ownFood, message: t('orders.unavailable.own') };
    case 'sold_out':
      return { title: startUp.soldOut, message: t('orders.unavailable.later', { reason: msg.outOfStock }) };
    case 'closed':
      return { title: startUp.notTakingOrders, message: t('orders.unavailable.later', { reason: msg.kitchenClosed }) };
    case 'hours':
      return { title: unavailableText(block, startUp), message: t('orders.unavailable.hours') };
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
  const { t } = useT();
  const texts = { t, msg: useMessages(), startUp: useStartUpMessages() };
  const { title, message } = textOf(block, texts);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (interrupting && headingRef.current) focusField(headingRef.current);
  }, [interrupting]);
  return (
    <section aria-labelledby="purchase-unavailable" data-block={block.reason} className={`${card} p-6 sm:p-8 ${className}`}>
      <h2
        id="purchase-unavailable"
        ref={headingRef}
        tabIndex={interrupting ? -1 : undefined}
        className="text-2xl font-bold text-stone-900 focus:outline-none dark:text-white"
      >
        {title}
      </h2>
      <p className="mt-2 text-stone-700 dark:text-stone-200">{message}</p>
      {interrupting ? <p className="mt-2 text-stone-700 dark:text-stone-200">{t('orders.unavailable.waiting')}</p> : null}
      <div className="mt-6 flex flex-wrap gap-3">
        {block.reason === 'own' ? (
          <Link to={paths.updateFood(food._id)} className={buttonPrimary}>
            {t('orders.unavailable.edit')}
          </Link>
        ) : (
          <Link to={paths.foods} className={buttonPrimary}>
            {t('orders.unavailable.explore')}
          </Link>
        )}
        <Link to={paths.food(food._id)} className={buttonSecondary}>
          {t('orders.purchase.back')}
        </Link>
      </div>
    </section>
  );
}
