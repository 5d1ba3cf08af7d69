import type { ReactNode } from 'react';
import type { Fulfilment } from '@domain/orders';
import { RetryButton } from '../../components/retry-button';
import { useT } from '../../i18n';
import type { CartTotals } from './cart-totals';
import type { PublicKitchen } from '@domain/types';

/** Where the kitchen delivers and for how much, and its minimum order. */
export function KitchenTermsText({ kitchen }: { kitchen: PublicKitchen }) {
  const { t, price } = useT();
  return (
    <div className="stack-y-1 text-sm text-stone-700 dark:text-stone-200">
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

function Row({ label, detail, children, strong = false }: { label: string; detail?: string; children: ReactNode; strong?: boolean }) {
  return (
    <div className={`flex items-baseline justify-between gap-4 ${strong ? 'border-t border-brand-200/70 pt-2 dark:border-stone-700' : ''}`}>
      <dt className={strong ? 'font-semibold text-stone-900 dark:text-white' : 'text-stone-700 dark:text-stone-200'}>
        {label}
        {detail ? <span className="text-stone-600 dark:text-stone-400"> {detail}</span> : null}
      </dt>
      <dd className={strong ? 'text-xl font-extrabold text-brand-700 tabular-nums dark:text-brand-200' : 'font-semibold tabular-nums text-stone-900 dark:text-white'}>
        {children}
      </dd>
    </div>
  );
}

/** Subtotal (`detail`: what it is made of, e.g. "(3 × $12.50)"), delivery fee (by the area chosen) and total. */
export function CartSummary({ totals, fulfilment, area, detail }: { totals: CartTotals; fulfilment: Fulfilment; area: string; detail?: string }) {
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
      <dl className="stack-y-2">
        <Row label={t('orders.summary.subtotal')} detail={detail}>
          {price(totals.subtotal)}
        </Row>
        <Row label={t('orders.summary.deliveryFee')}>{fee}</Row>
        <Row label={t('orders.summary.total')} strong>
          {price(totals.total)}
        </Row>
      </dl>
    </div>
  );
}

/**
 * What an order will cost before it goes, in the cart's checkout and on a dish's purchase form alike: the summary, the
 * kitchen's terms, and what keeps a delivery from going (an area the kitchen does not serve, a subtotal below its
 * minimum: `totals.belowMinimum`, which the form's button also waits on).
 */
export function OrderMoney({
  totals,
  kitchen,
  fulfilment,
  area,
  detail,
}: {
  totals: CartTotals;
  kitchen: PublicKitchen | undefined;
  fulfilment: Fulfilment;
  area: string;
  detail?: string;
}) {
  const { t, price } = useT();
  return (
    <>
      <CartSummary totals={totals} fulfilment={fulfilment} area={area} detail={detail} />
      {kitchen ? <KitchenTermsText kitchen={kitchen} /> : null}
      {totals.areaNotServed ? <p className="text-sm font-semibold text-red-700 dark:text-red-400">{t('orders.checkout.areaNotServed', { area: area.trim() })}</p> : null}
      {totals.termsUnknown ? <p className="text-sm text-stone-600 dark:text-stone-300">{t('orders.checkout.termsUnknown')}</p> : null}
      {totals.belowMinimum && kitchen ? (
        <p className="text-sm font-semibold text-red-700 dark:text-red-400">{t('orders.checkout.belowMinimum', { minimum: price(kitchen.minimumOrder) })}</p>
      ) : null}
    </>
  );
}

/** How the buyer pays: cash, to the rider or at the kitchen. */
export function PayCash({ fulfilment }: { fulfilment: Fulfilment }) {
  const { t } = useT();
  return (
    <p className="flex items-start gap-2 text-sm text-stone-700 dark:text-stone-200">
      <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" className="mt-0.5 size-4 shrink-0">
        <path strokeLinecap="round" strokeLinejoin="round" d="M3 7h18v10H3V7Zm9 7.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5ZM6 10v.01M18 14v.01" />
      </svg>
      <span>
        <strong className="font-semibold">{fulfilment === 'delivery' ? t('orders.form.cashDelivery') : t('orders.form.cashPickup')}</strong>{' '}
        {fulfilment === 'delivery' ? t('orders.form.payRider') : t('orders.form.payKitchen')}
      </span>
    </p>
  );
}

/** The kitchen's delivery terms could not be read: a delivery waits for them (cartTotals.termsUnknown), so say so, with a retry. */
export function TermsReadFailed({ onRetry, pending, className }: { onRetry(): void; pending: boolean; className: string }) {
  const { t } = useT();
  return (
    <div role="alert" className={className}>
      <p className="font-semibold text-stone-900 dark:text-white">{t('orders.cart.feesFailed')}</p>
      <RetryButton onRetry={onRetry} pending={pending} />
    </div>
  );
}
