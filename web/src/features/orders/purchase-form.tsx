import { Form, Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import { ADDRESS_MAX, MAX_PER_ORDER, NOTE_MAX } from '@domain/limits';
import type { Food, PublicKitchen } from '@domain/types';
import { FocusFirstError, focusField } from '../../components/focus-first-error';
import { buttonPrimary, card, inputClass, labelClass } from '../../components/ui';
import { useAuth } from '../../lib/auth-context';
import { useMessages, useNavigate, useT } from '../../i18n';
import { useSchemas } from '../../i18n/schemas';
import { apiErrorMessage } from '../../lib/api-error-text';
import { paths } from '../../lib/paths';
import { serverFieldErrors } from '../../lib/server-field-errors';
import { useKitchenTerms } from './cart-api';
import { OrderMoney, PayCash, TermsReadFailed } from './cart-summary';
import { cartTotals, type CartTotals } from './cart-totals';
import { usePlaceOrder, type PlaceOutcome } from './place-order';
import {
  DeliveryAreaField,
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
  const { t, number, price } = useT();
  const msg = useMessages();
  const { purchaseFormSchema } = useSchemas();
  // Its delivery areas, fees and minimum: a delivery waits for them (no total to confirm without them); pickup does not.
  const terms = useKitchenTerms(food.buyer.uid);
  const kitchen = terms.data;
  const placing = usePlaceOrder(food._id);
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
    // The store said no: read the kitchen's terms again too (the dish is read again after every attempt, orders-api.ts),
    // so the form shows what an order would come to now.
    if (outcome.kind === 'refused') void terms.refetch();
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
        // The total on screen: the store places the order at it, or refuses (a price or a fee changed meanwhile).
        const { total } = purchaseTotals(food.price, kitchen, values);
        const outcome = await placing.place({ ...toPurchaseInput(food._id, values), expectedTotal: total });
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
        const quantity = typedQuantity(values);
        const totals = purchaseTotals(food.price, kitchen, values);
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
                  <DeliveryAreaField listId="purchase-areas" kitchen={kitchen} />
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

            <div className="mt-6 stack-y-3">
              <OrderMoney
                totals={totals}
                kitchen={kitchen}
                fulfilment={values.fulfilment}
                area={values.delivery.area}
                detail={t('orders.purchase.times', { quantity: number(quantity), price: price(food.price) })}
              />
              <PayCash fulfilment={values.fulfilment} />
              {terms.isError && values.fulfilment === 'delivery' ? (
                <TermsReadFailed onRetry={() => void terms.refetch()} pending={terms.isRefetching} className="stack-y-2 text-sm" />
              ) : null}
            </div>

            {placing.unsure !== null ? <UnsureOrder onRetry={() => void retry()} retrying={retrying} /> : null}

            {/* While an order's outcome is unknown, no other one goes out: it could be a second order. */}
            <button
              type="submit"
              className={`${buttonPrimary} mt-6 w-full py-3 text-base`}
              disabled={isSubmitting || placing.unsure !== null || blocked || totals.belowMinimum || totals.termsUnknown}
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
 * The totals the form shows, and the one its Confirm asks the store to place the order at: the kitchen's fee for the
 * area and its minimum, as the cart works them out (the API charges the same, §5h). A quantity not yet typed counts 0.
 */
function purchaseTotals(price: number, kitchen: PublicKitchen | undefined, values: PurchaseFormValues): CartTotals {
  return cartTotals([{ price, quantity: typedQuantity(values) }], kitchen, values.fulfilment, values.delivery.area);
}

const typedQuantity = (values: PurchaseFormValues) => (typeof values.quantity === 'number' && values.quantity > 0 ? values.quantity : 0);

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
