import type { ReactNode } from 'react';
import type { Fulfilment } from '@domain/orders';
import { formatPrice } from '../../lib/format';
import type { CartTotals } from './cart-totals';
import type { PublicKitchen } from '@domain/types';

/** Where the kitchen delivers and for how much, and its minimum order. */
export function KitchenTermsText({ kitchen }: { kitchen: PublicKitchen }) {
  return (
    <div className="space-y-1 text-sm text-stone-700 dark:text-stone-200">
      <p>
        {kitchen.deliveryAreas.length === 0 ? (
          'Delivers to every area of Dhaka, free.'
        ) : (
          <>
            Delivers to{' '}
            {kitchen.deliveryAreas.map((item, index) => (
              <span key={item.area}>
                {index > 0 ? ', ' : ''}
                <span className="font-semibold">{item.area}</span> ({item.fee > 0 ? formatPrice(item.fee) : 'free'})
              </span>
            ))}
            .
          </>
        )}
      </p>
      {kitchen.minimumOrder > 0 ? <p>Minimum order for delivery: {formatPrice(kitchen.minimumOrder)}.</p> : null}
    </div>
  );
}

function Row({ label, children, strong = false }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <div className={`flex items-baseline justify-between gap-4 ${strong ? 'border-t border-brand-200/70 pt-2 dark:border-stone-700' : ''}`}>
      <dt className={strong ? 'font-semibold text-stone-900 dark:text-white' : 'text-stone-700 dark:text-stone-200'}>{label}</dt>
      <dd className={strong ? 'text-xl font-extrabold text-brand-700 tabular-nums dark:text-brand-200' : 'font-semibold tabular-nums text-stone-900 dark:text-white'}>
        {children}
      </dd>
    </div>
  );
}

/** Subtotal, delivery fee (by the area chosen) and total. */
export function CartSummary({ totals, fulfilment, area }: { totals: CartTotals; fulfilment: Fulfilment; area: string }) {
  const fee =
    fulfilment !== 'delivery'
      ? 'None (pickup)'
      : totals.deliveryFee !== null
        ? totals.deliveryFee > 0
          ? formatPrice(totals.deliveryFee)
          : 'Free'
        : area.trim()
          ? 'Not delivered there'
          : 'Choose your area';
  return (
    <div role="group" aria-label="Order total" className="rounded-2xl bg-brand-50 px-5 py-4 text-sm dark:bg-stone-800">
      <dl className="space-y-2">
        <Row label="Subtotal">{formatPrice(totals.subtotal)}</Row>
        <Row label="Delivery fee">{fee}</Row>
        <Row label="Total" strong>
          {formatPrice(totals.total)}
        </Row>
      </dl>
    </div>
  );
}
