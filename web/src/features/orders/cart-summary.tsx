import type { ReactNode } from 'react';
import type { Fulfilment } from '@domain/orders';
import { useT } from '../../i18n';
import type { CartTotals } from './cart-totals';
import type { PublicKitchen } from '@domain/types';

/** Where the kitchen delivers and for how much, and its minimum order. */
export function KitchenTermsText({ kitchen }: { kitchen: PublicKitchen }) {
  const { t, price } = useT();
  return (
    <div className="space-y-1 text-sm text-stone-700 dark:text-stone-200">
      <p>
        {kitchen.deliveryAreas.length === 0 ? (
          t('orders.terms.everywhere')
        ) : (
          <>
            {t('orders.terms.deliversTo')}{' '}
            {kitchen.deliveryAreas.map((item, index) => (
              <span key={item.area}>
                {index > 0 ? t('orders.terms.separator') : ''}
                <span className="font-semibold">{item.area}</span> {t('orders.terms.fee', { fee: item.fee > 0 ? price(item.fee) : t('orders.terms.free') })}
              </span>
            ))}
            {t('orders.terms.end')}
          </>
        )}
      </p>
      {kitchen.minimumOrder > 0 ? <p>{t('orders.terms.minimum', { amount: price(kitchen.minimumOrder) })}</p> : null}
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
  const { t, price } = useT();
  const fee =
    fulfilment !== 'delivery'
      ? t('orders.summary.nonePickup')
      : totals.deliveryFee !== null
        ? totals.deliveryFee > 0
          ? price(totals.deliveryFee)
          : t('orders.summary.free')
        : area.trim()
          ? t('orders.summary.notDelivered')
          : t('orders.summary.chooseArea');
  return (
    <div role="group" aria-label={t('orders.summary.label')} className="rounded-2xl bg-brand-50 px-5 py-4 text-sm dark:bg-stone-800">
      <dl className="space-y-2">
        <Row label={t('orders.summary.subtotal')}>{price(totals.subtotal)}</Row>
        <Row label={t('orders.summary.deliveryFee')}>{fee}</Row>
        <Row label={t('orders.summary.total')} strong>
          {price(totals.total)}
        </Row>
      </dl>
    </div>
  );
}
