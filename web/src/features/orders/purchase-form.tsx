import { Form, Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import { ADDRESS_MAX, AREA_MAX, MAX_PER_ORDER, NOTE_MAX } from '@domain/limits';
import { roundMoney } from '@domain/money';
import type { Fulfilment } from '@domain/orders';
import type { Food } from '@domain/types';
import { FocusFirstError, focusField } from '../../components/focus-first-error';
import { buttonPrimary, card, inputClass, labelClass } from '../../components/ui';
import { useAuth } from '../../lib/auth-context';
import { useMessages, useNavigate, useT } from '../../i18n';
import { useSchemas } from '../../i18n/schemas';
import { apiErrorMessage } from '../../lib/api-error-text';
import { paths } from '../../lib/paths';
import { serverFieldErrors } from '../../lib/server-field-errors';
import { DHAKA_AREAS } from './dhaka-areas';
import { usePlaceOrder, type PlaceOutcome } from './place-order';
import {
  fieldId,
  FulfilmentChoice,
  initialPurchaseValues,
  PURCHASE_FIELDS,
  PurchaseField,
  toPurchaseInput,
  type PurchaseFormValues,
} from './purchase-fields';
import { UnsureOrder } from './unsure-order';

/**
 * 'Confirm Your Order': quantity, the buyer, delivery or pickup, a note, cash payment and the total. `blocked`: the
 * kitchen paused or the dish sold out while the buyer filled it in; what they typed stays, only Confirm waits.
 */
export function PurchaseForm({ food, blocked = false }: { food: Food; blocked?: boolean }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const { t, number } = useT();
  const msg = useMessages();
  const { purchaseFormSchema } = useSchemas();
  const placing = usePlaceOrder();
  const [retrying, setRetrying] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // The page shows this form only for a dish the user may buy now (purchase-unavailable.tsx says why not otherwise).
  const stock = food.quantity;

  /** Placed: to the order. Refused: the server's word (nothing was placed). Unknown: the spec's failure toast. */
  function settle(
    outcome: PlaceOutcome,
    values: PurchaseFormValues,
    helpers: Pick<FormikHelpers<PurchaseFormValues>, 'resetForm' | 'setStatus'>,
  ): void {
    if (outcome.kind === 'placed') {
      toast.success(msg.purchaseSuccess);
      helpers.resetForm();
      navigate(paths.order(outcome.id));
      return;
    }
    helpers.setStatus(serverFieldErrors(outcome.error, values, PURCHASE_FIELDS, msg));
    toast.error(outcome.kind === 'refused' ? apiErrorMessage(outcome.error, msg.purchaseFailed, msg) : msg.purchaseFailed);
  }

  return (
    <Formik<PurchaseFormValues>
      initialValues={initialPurchaseValues}
      validationSchema={purchaseFormSchema(stock)}
      validateOnBlur
      validateOnChange={false}
      onSubmit={async (values, helpers) => {
        helpers.setStatus(undefined);
        const outcome = await placing.place(toPurchaseInput(food._id, values));
        settle(outcome, values, helpers);
      }}
    >
      {({ isSubmitting, values, resetForm, setStatus }) => {
        const retry = async () => {
          setRetrying(true);
          const outcome = await placing.retry();
          setRetrying(false);
          settle(outcome, values, { resetForm, setStatus });
        };
        const quantity = typeof values.quantity === 'number' && values.quantity > 0 ? values.quantity : 0;
        return (
          <Form ref={formRef} noValidate aria-labelledby="purchase-heading" className={`${card} p-6 sm:p-8 lg:col-span-3`}>
            <FocusFirstError formRef={formRef} />
            <FollowStock stock={stock} />
            <h2 id="purchase-heading" className="text-2xl font-bold text-stone-900 dark:text-white">
              {t('orders.purchase.title')}
            </h2>
            <p className="mt-1 text-sm text-stone-600 dark:text-stone-300">
              {t('orders.purchase.upTo', { max: number(MAX_PER_ORDER) })}
            </p>

            <div className="mt-8 grid gap-x-5 gap-y-3 sm:grid-cols-2">
              <PurchaseField name="quantity" label={t('orders.purchase.quantity')} type="number" inputMode="numeric" min={1} max={stock} step={1} />
              <div>
                <label htmlFor="purchase-buyer-name" className={labelClass}>
                  {t('orders.purchase.buyerName')}
                </label>
                {/* Nothing to change here: read, not a stop on the way through the form with Tab. */}
                <input id="purchase-buyer-name" className={inputClass} value={user?.displayName ?? ''} readOnly tabIndex={-1} />
              </div>
              <div className="sm:col-span-2">
                <label htmlFor="purchase-buyer-email" className={labelClass}>
                  {t('orders.purchase.buyerEmail')}
                </label>
                <input id="purchase-buyer-email" type="email" className={inputClass} value={user?.email ?? ''} readOnly tabIndex={-1} />
              </div>
            </div>

            <div className="mt-6 border-t border-stone-200 pt-6 dark:border-stone-800">
              <FulfilmentChoice />
            </div>

            <div className="mt-3 grid gap-x-5 gap-y-3 sm:grid-cols-2">
              {values.fulfilment === 'delivery' ? (
                <>
                  <PurchaseField
                    name="delivery.phone"
                    label={t('orders.form.phone')}
                    type="tel"
                    inputMode="tel"
                    autoComplete="tel"
                    placeholder={t('orders.form.phonePlaceholder')}
                    hint={t('orders.form.phoneHint')}
                  />
                  <PurchaseField
                    name="delivery.area"
                    label={t('orders.form.area')}
                    list="purchase-dhaka-areas"
                    placeholder={t('orders.form.areaPlaceholder')}
                    maxLength={AREA_MAX}
                    hint={t('orders.form.areaHint')}
                  />
                  <datalist id="purchase-dhaka-areas">
                    {DHAKA_AREAS.map((area) => (
                      <option key={area} value={area} />
                    ))}
                  </datalist>
                  <PurchaseField
                    name="delivery.address"
                    label={t('orders.form.address')}
                    rows={2}
                    autoComplete="street-address"
                    placeholder={t('orders.form.addressPlaceholder')}
                    maxLength={ADDRESS_MAX}
                    className="sm:col-span-2"
                  />
                </>
              ) : (
                <PurchaseField
                  name="delivery.phone"
                  label={t('orders.form.phoneOptional')}
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel"
                  placeholder={t('orders.form.phonePlaceholder')}
                  hint={t('orders.form.phonePickupHint')}
                  className="sm:col-span-2"
                />
              )}
              <PurchaseField
                name="note"
                label={t('orders.form.note')}
                rows={2}
                placeholder={values.fulfilment === 'delivery' ? t('orders.form.noteDeliveryPlaceholder') : t('orders.form.notePlaceholder')}
                maxLength={NOTE_MAX}
                className="sm:col-span-2"
              />
            </div>

            <OrderTotal quantity={quantity} price={food.price} fulfilment={values.fulfilment} />

            {placing.unsure ? <UnsureOrder onRetry={() => void retry()} retrying={retrying} /> : null}

            {/* While an order's outcome is unknown, no other one goes out: it could be a second order. */}
            <button
              type="submit"
              className={`${buttonPrimary} mt-6 w-full py-3 text-base`}
              disabled={isSubmitting || placing.unsure !== null || blocked}
            >
              {isSubmitting ? t('orders.purchase.processing') : t('orders.purchase.confirm')}
            </button>
          </Form>
        );
      }}
    </Formik>
  );
}

/**
 * When the stock the page knows drops below the quantity (someone else bought meanwhile, and a refused purchase
 * refreshed the dish), the quantity follows it, so the quantity, the total and the stock shown agree; the quantity
 * field takes focus, where the buyer sees what changed.
 */
function FollowStock({ stock }: { stock: number }) {
  const { values, setFieldValue } = useFormikContext<PurchaseFormValues>();
  const known = useRef(stock);
  useEffect(() => {
    if (stock === known.current) return;
    known.current = stock;
    if (stock > 0 && typeof values.quantity === 'number' && values.quantity > stock) {
      void setFieldValue('quantity', stock, false);
      const field = document.getElementById(fieldId('quantity'));
      if (field) focusField(field);
    }
  }, [stock, values.quantity, setFieldValue]);
  return null;
}

function OrderTotal({ quantity, price: unitPrice, fulfilment }: { quantity: number; price: number; fulfilment: Fulfilment }) {
  const { t, price, number } = useT();
  return (
    <div className="mt-6 rounded-2xl bg-brand-50 px-5 py-4 dark:bg-stone-800">
      <div className="flex items-center justify-between gap-4">
        <span className="text-sm font-medium text-stone-700 dark:text-stone-200">
          {t('orders.summary.total')}{' '}
          <span className="text-stone-600 dark:text-stone-400">{t('orders.purchase.times', { quantity: number(quantity), price: price(unitPrice) })}</span>
        </span>
        <span className="text-xl font-extrabold text-brand-700 dark:text-brand-200">
          <span className="sr-only">{t('orders.purchase.totalLabel')} </span>
          {price(roundMoney(quantity * unitPrice))}
        </span>
      </div>
      <p className="mt-2 flex items-start gap-2 border-t border-brand-200/70 pt-2 text-sm text-stone-700 dark:border-stone-700 dark:text-stone-200">
        <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" className="mt-0.5 size-4 shrink-0">
          <path strokeLinecap="round" strokeLinejoin="round" d="M3 7h18v10H3V7Zm9 7.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5ZM6 10v.01M18 14v.01" />
        </svg>
        {fulfilment === 'delivery' ? (
          <span>
            <strong className="font-semibold">{t('orders.form.cashDelivery')}</strong> {t('orders.form.payRider')}
          </span>
        ) : (
          <span>
            <strong className="font-semibold">{t('orders.form.cashPickup')}</strong> {t('orders.form.payKitchen')}
          </span>
        )}
      </p>
    </div>
  );
}
