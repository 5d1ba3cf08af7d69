import type { Order } from '@domain/types';
import { FoodImage } from '../../components/food-image';
import { Link, useT } from '../../i18n';
import { paths } from '../../lib/paths';
import { linesOf, orderSums } from './order-lines';

/** Every dish of an order: photo (when `photos`), quantity × name, unit price and line total. */
export function OrderLinesList({ order, photos = false, links = false }: { order: Order; photos?: boolean; links?: boolean }) {
  const { t, price, number } = useT();
  return (
    <ul aria-label={t('orders.lines.label')} className="rules-y">
      {linesOf(order).map((line) => (
        <li key={line.foodId} className="flex items-center gap-3 border-stone-200 py-2 text-sm dark:border-stone-800">
          {photos ? (
            <div className="w-14 shrink-0 overflow-hidden rounded-lg">
              <FoodImage src={line.foodImage} alt="" sizes="56px" />
            </div>
          ) : null}
          <span className="min-w-0 flex-1">
            <span className="font-semibold text-stone-900 dark:text-white">
              {t('orders.lines.times', { n: number(line.quantity) })}{' '}
              {links ? (
                <Link to={paths.food(line.foodId)} className="text-brand-700 hover:underline dark:text-brand-200">
                  {line.foodName}
                </Link>
              ) : (
                line.foodName
              )}
            </span>
            <span className="block text-stone-600 dark:text-stone-400">{t('orders.cart.each', { price: price(line.price) })}</span>
          </span>
          <span className="font-semibold tabular-nums text-stone-900 dark:text-white">{price(line.total)}</span>
        </li>
      ))}
    </ul>
  );
}

/** Subtotal, delivery fee (a pickup has none, as the cart says) and total of an order, as a definition list's rows. */
export function OrderSumsList({ order, className = '' }: { order: Order; className?: string }) {
  const { t, price } = useT();
  const { subtotal, deliveryFee, total } = orderSums(order);
  return (
    <dl className={`stack-y-1 text-sm ${className}`}>
      <div className="flex justify-between gap-4">
        <dt className="text-stone-600 dark:text-stone-400">{t('orders.summary.subtotal')}</dt>
        <dd className="font-semibold tabular-nums text-stone-900 dark:text-white">{price(subtotal)}</dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt className="text-stone-600 dark:text-stone-400">{t('orders.summary.deliveryFee')}</dt>
        <dd className="font-semibold tabular-nums text-stone-900 dark:text-white">
          {order.fulfilment === 'pickup' ? t('orders.summary.nonePickup') : deliveryFee > 0 ? price(deliveryFee) : t('orders.summary.free')}
        </dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt className="font-semibold text-stone-900 dark:text-white">{t('orders.summary.total')}</dt>
        <dd className="font-extrabold tabular-nums text-brand-700 dark:text-brand-200">{price(total)}</dd>
      </div>
    </dl>
  );
}

/** Whether an order shows as lines and sums (several dishes, or a delivery fee) rather than the spec's one-dish fields. */
export function showsLines(order: Order): boolean {
  return linesOf(order).length > 1 || (order.deliveryFee ?? 0) > 0;
}
