import type { Order } from '@domain/types';
import { Link } from 'react-router-dom';
import { FoodImage } from '../../components/food-image';
import { formatPrice } from '../../lib/format';
import { paths } from '../../lib/paths';
import { linesOf, orderSums } from './order-lines';

/** Every dish of an order: photo (when `photos`), quantity × name, unit price and line total. */
export function OrderLinesList({ order, photos = false, links = false }: { order: Order; photos?: boolean; links?: boolean }) {
  return (
    <ul aria-label="Dishes" className="divide-y divide-stone-200 dark:divide-stone-800">
      {linesOf(order).map((line) => (
        <li key={line.foodId} className="flex items-center gap-3 py-2 text-sm">
          {photos ? (
            <div className="w-14 shrink-0 overflow-hidden rounded-lg">
              <FoodImage src={line.foodImage} alt="" sizes="56px" />
            </div>
          ) : null}
          <span className="min-w-0 flex-1">
            <span className="font-semibold text-stone-900 dark:text-white">
              {line.quantity} ×{' '}
              {links ? (
                <Link to={paths.food(line.foodId)} className="text-brand-700 hover:underline dark:text-brand-200">
                  {line.foodName}
                </Link>
              ) : (
                line.foodName
              )}
            </span>
            <span className="block text-stone-600 dark:text-stone-400">{formatPrice(line.price)} each</span>
          </span>
          <span className="font-semibold tabular-nums text-stone-900 dark:text-white">{formatPrice(line.total)}</span>
        </li>
      ))}
    </ul>
  );
}

/** Subtotal, delivery fee and total of an order, as a definition list's rows. */
export function OrderSumsList({ order, className = '' }: { order: Order; className?: string }) {
  const { subtotal, deliveryFee, total } = orderSums(order);
  return (
    <dl className={`space-y-1 text-sm ${className}`}>
      <div className="flex justify-between gap-4">
        <dt className="text-stone-600 dark:text-stone-400">Subtotal</dt>
        <dd className="font-semibold tabular-nums text-stone-900 dark:text-white">{formatPrice(subtotal)}</dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt className="text-stone-600 dark:text-stone-400">Delivery fee</dt>
        <dd className="font-semibold tabular-nums text-stone-900 dark:text-white">{deliveryFee > 0 ? formatPrice(deliveryFee) : 'Free'}</dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt className="font-semibold text-stone-900 dark:text-white">Total</dt>
        <dd className="font-extrabold tabular-nums text-brand-700 dark:text-brand-200">{formatPrice(total)}</dd>
      </div>
    </dl>
  );
}

/** Whether an order shows as lines and sums (several dishes, or a delivery fee) rather than the spec's one-dish fields. */
export function showsLines(order: Order): boolean {
  return linesOf(order).length > 1 || (order.deliveryFee ?? 0) > 0;
}
