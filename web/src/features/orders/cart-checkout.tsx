import { Form, Formik, type FormikHelpers } from 'formik';
import { useMemo, useRef, useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import { ADDRESS_MAX, MAX_PER_ORDER, NOTE_MAX } from '@domain/limits';
import { FocusFirstError } from '../../components/focus-first-error';
import { buttonPrimary, card } from '../../components/ui';
import { clearCart } from '../../lib/cart-actions';
import { useMessages, useNavigate, useT } from '../../i18n';
import { useSchemas } from '../../i18n/schemas';
import { apiErrorMessage, apiFieldErrors } from '../../lib/api-error-text';
import { ApiError } from '../../lib/http';
import { paths } from '../../lib/paths';
import { serverFieldErrors } from '../../lib/server-field-errors';
import { usePlaceCartOrder } from './cart-api';
import type { LiveLine } from './cart-lines';
import { OrderMoney, PayCash } from './cart-summary';
import { cartTotals } from './cart-totals';
import type { OrderInput, PublicKitchen } from '@domain/types';
import type { MessageTable } from '../../i18n';
import { useOrderPlacer, type PlaceOutcome } from './place-order';
import {
  DeliveryAreaField,
  FulfilmentChoice,
  initialPurchaseValues,
  PURCHASE_FIELDS,
  PurchaseField,
  toOrderDetails,
  type PurchaseFormValues,
} from './purchase-fields';
import { UnsureOrder } from './unsure-order';

type CheckoutValues = Omit<PurchaseFormValues, 'quantity'>;

const { quantity: _quantity, ...initialValues } = initialPurchaseValues;
const CHECKOUT_FIELDS = PURCHASE_FIELDS.filter((name) => name !== 'quantity');

/** The store's word on each line of a refused order ("Only N left."), by food id; a refusal about the whole order. */
export interface Refusal {
  lines: Record<string, string>;
  order?: string;
}

/** The refusal of a 4xx to `input`: `lines.<i>.quantity` errors by the line's dish, `lines` about the whole order. */
export function readRefusal(error: unknown, input: OrderInput, msg: MessageTable): Refusal {
  const errors = error instanceof ApiError ? apiFieldErrors(error, msg) : {};
  const lines: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors)) {
    const match = /^lines\.(\d+)\.quantity$/.exec(key);
    const foodId = match ? input.lines[Number(match[1])]?.foodId : undefined;
    if (foodId) lines[foodId] = message;
  }
  // A total changed since the cart was read (a price, a fee) concerns the whole order: said beside Place order.
  const totalChanged = error instanceof ApiError && error.code === 'totalChanged' ? apiErrorMessage(error, msg.purchaseFailed, msg) : undefined;
  return { lines, order: errors.lines ?? totalChanged };
}

interface CheckoutProps {
  lines: LiveLine[];
  kitchen: PublicKitchen | undefined;
  /** Why no order can go now (kitchen closed, a line sold out, the buyer's own dishes); null when it can. */
  blocked: string | null;
  onRefused(refusal: Refusal): void;
}

/** Delivery or pickup, phone, address, area and note; the totals follow the area; Place order ends on the order's page. */
export function CartCheckout({ lines, kitchen, blocked, onRefused }: CheckoutProps) {
  const navigate = useNavigate();
  const { t } = useT();
  const msg = useMessages();
  const { purchaseFormSchema } = useSchemas();
  // The purchase form's own rules for how the order reaches the buyer; quantities are the steppers'.
  const checkoutSchema = useMemo(() => purchaseFormSchema(MAX_PER_ORDER).omit(['quantity']), [purchaseFormSchema]);
  const placing = usePlaceCartOrder();
  // An unanswered attempt belongs to these very lines: a cart changed since is another order (the attempt waits for its lines).
  const placer = useOrderPlacer(placing.mutateAsync, `cart:${JSON.stringify(lines.map((line) => [line.foodId, line.quantity]))}`);
  const [retrying, setRetrying] = useState(false);
  const [orderError, setOrderError] = useState<string | undefined>();
  const formRef = useRef<HTMLFormElement>(null);

  function toInput(values: CheckoutValues): OrderInput {
    // The total on screen: the store places the order at it, or refuses (a price or a fee changed meanwhile).
    const { total } = cartTotals(lines, kitchen, values.fulfilment, values.delivery.area);
    // The store keeps the area as the kitchen spells it (§5h), whatever the buyer typed.
    return { lines: lines.map((line) => ({ foodId: line.foodId, quantity: line.quantity })), ...toOrderDetails(values), expectedTotal: total };
  }

  function settle(outcome: PlaceOutcome, input: OrderInput, values: CheckoutValues, helpers: Pick<FormikHelpers<CheckoutValues>, 'setStatus'>): void {
    if (outcome.kind === 'placed') {
      toast.success(msg.purchaseSuccess);
      clearCart();
      navigate(paths.order(outcome.id));
      return;
    }
    helpers.setStatus(serverFieldErrors(outcome.error, values, CHECKOUT_FIELDS, msg));
    if (outcome.kind === 'refused') {
      const refusal = readRefusal(outcome.error, input, msg);
      setOrderError(refusal.order);
      onRefused(refusal);
    }
    toast.error(outcome.kind === 'refused' ? apiErrorMessage(outcome.error, msg.purchaseFailed, msg) : msg.purchaseFailed);
  }

  return (
    <Formik<CheckoutValues>
      initialValues={initialValues}
      validationSchema={checkoutSchema}
      validateOnBlur
      validateOnChange={false}
      onSubmit={async (values, helpers) => {
        helpers.setStatus(undefined);
        setOrderError(undefined);
        const input = toInput(values);
        settle(await placer.place(input), input, values, helpers);
      }}
    >
      {({ isSubmitting, values, setStatus }) => {
        const totals = cartTotals(lines, kitchen, values.fulfilment, values.delivery.area);
        const retry = async () => {
          const unsure = placer.unsure;
          if (!unsure) return;
          setRetrying(true);
          const outcome = await placer.retry();
          setRetrying(false);
          settle(outcome, unsure, values, { setStatus });
        };
        return (
          <Form ref={formRef} noValidate aria-labelledby="checkout-heading" className={`${card} stack-y-5 p-5 sm:p-6`}>
            <FocusFirstError formRef={formRef} />
            <h2 id="checkout-heading" className="text-xl font-bold text-stone-900 dark:text-white">
              {t('orders.checkout.title')}
            </h2>
            <FulfilmentChoice />
            <div className="grid gap-x-5 gap-y-3">
              <PurchaseField
                name="delivery.phone"
                label={values.fulfilment === 'delivery' ? t('orders.form.phone') : t('orders.form.phoneOptional')}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                placeholder={t('orders.form.phonePlaceholder')}
                hint={values.fulfilment === 'delivery' ? t('orders.form.phoneHint') : t('orders.form.phonePickupHint')}
              />
              {values.fulfilment === 'delivery' ? (
                <>
                  <DeliveryAreaField listId="cart-areas" kitchen={kitchen} />
                  <PurchaseField
                    name="delivery.address"
                    label={t('orders.form.address')}
                    rows={2}
                    autoComplete="street-address"
                    placeholder={t('orders.form.addressPlaceholder')}
                    maxLength={ADDRESS_MAX}
                  />
                </>
              ) : null}
              <PurchaseField name="note" label={t('orders.form.note')} rows={2} placeholder={t('orders.form.notePlaceholder')} maxLength={NOTE_MAX} />
            </div>

            <OrderMoney totals={totals} kitchen={kitchen} fulfilment={values.fulfilment} area={values.delivery.area} />
            {orderError ? (
              <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-semibold text-red-800 dark:bg-red-950/40 dark:text-red-200">
                {orderError}
              </p>
            ) : null}
            {blocked ? <p className="text-sm font-semibold text-amber-800 dark:text-amber-200">{blocked}</p> : null}
            <PayCash fulfilment={values.fulfilment} />

            {placer.unsure !== null ? <UnsureOrder onRetry={() => void retry()} retrying={retrying} /> : null}
            <button
              type="submit"
              className={`${buttonPrimary} w-full py-3 text-base`}
              disabled={isSubmitting || placer.unsure !== null || blocked !== null || totals.belowMinimum || totals.termsUnknown}
            >
              {isSubmitting ? t('orders.checkout.placing') : t('orders.checkout.place')}
            </button>
          </Form>
        );
      }}
    </Formik>
  );
}
