import { Form, Formik, useField } from 'formik';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { toast } from 'react-toastify';
import { MAX_PER_ORDER } from '@domain/limits';
import { MSG } from '@domain/messages';
import { roundMoney } from '@domain/money';
import { purchaseFormSchema } from '@domain/schemas';
import type { Food } from '@domain/types';
import { FoodImage } from '../../components/food-image';
import { FoodPageFrame } from '../../components/food-page-frame';
import { buttonPrimary, card, inputClass, labelClass } from '../../components/ui';
import { FieldError } from '../../components/field-error';
import { useAuth } from '../../lib/auth-context';
import { useFood } from '../../lib/foods-query';
import { formatPrice } from '../../lib/format';
import { errorMessage } from '../../lib/http';
import { paths } from '../../lib/paths';
import { useTitle } from '../../lib/use-title';
import { usePurchaseFood } from './orders-api';

interface PurchaseValues {
  quantity: number | '';
}


export default function PurchasePage() {
  useTitle('Food Store | Purchase');
  const { id = '' } = useParams();
  const query = useFood(id);

  return (
    <FoodPageFrame query={query} backTo={paths.food(id)} backLabel="Back to the dish" loadFailedMessage={MSG.purchaseLoadFailed}>
      {(food) => (
        <div className="grid items-start gap-10 lg:grid-cols-5">
          <FoodSummary food={food} />
          <PurchaseForm key={food._id} food={food} />
        </div>
      )}
    </FoodPageFrame>
  );
}

function FoodSummary({ food }: { food: Food }) {
  const category = food.category || food.foodCategory;
  return (
    <article className={`${card} lg:col-span-2`}>
      <FoodImage src={food.foodImage} alt={food.foodName} priority sizes="(min-width: 1024px) 40vw, 100vw" />
      <div className="p-6">
        {category ? (
          <span className="inline-block rounded-full bg-brand-100 px-3 py-1 text-xs font-semibold text-brand-800 dark:bg-brand-800/40 dark:text-brand-100">
            {category}
          </span>
        ) : null}
        <h1 className="mt-3 text-2xl font-extrabold tracking-tight text-stone-900 sm:text-3xl dark:text-white">{food.foodName}</h1>
        <p className="mt-1 text-sm text-stone-600 dark:text-stone-300">Origin: {food.foodOrigin}</p>
        <dl className="mt-5 grid grid-cols-2 gap-4 border-t border-stone-200 pt-5 dark:border-stone-800">
          <div>
            <dt className="text-xs font-semibold tracking-wide text-stone-600 uppercase dark:text-stone-400">Price</dt>
            <dd className="mt-1 text-xl font-extrabold text-brand-700 dark:text-brand-200">{formatPrice(food.price)}</dd>
          </div>
          <div>
            <dt className="text-xs font-semibold tracking-wide text-stone-600 uppercase dark:text-stone-400">In stock</dt>
            <dd className="mt-1 text-xl font-extrabold text-stone-900 dark:text-white">
              {food.quantity > 0 ? `${food.quantity} items available` : 'Not available'}
            </dd>
          </div>
        </dl>
      </div>
    </article>
  );
}

function PurchaseForm({ food }: { food: Food }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const purchase = usePurchaseFood();
  const stock = food.quantity;
  const ownFood = !!user && user.email.toLowerCase() === (food.buyer?.email ?? '').toLowerCase();
  const blocked = stock <= 0 ? MSG.outOfStock : ownFood ? MSG.ownFood : null;

  // The detail page offers no purchase link without stock, so arriving here anyway (old link, typed URL) is worth a toast.
  useEffect(() => {
    if (stock <= 0) toast.error(MSG.outOfStock, { toastId: `out-of-stock-${food._id}` });
  }, [stock, food._id]);

  return (
    <Formik<PurchaseValues>
      initialValues={{ quantity: 1 }}
      validationSchema={purchaseFormSchema(stock)}
      validateOnBlur
      validateOnChange={false}
      onSubmit={async (values, helpers) => {
        try {
          await purchase.mutateAsync({ foodId: food._id, quantity: Number(values.quantity), fulfilment: 'pickup', note: '' });
          toast.success(MSG.purchaseSuccess);
          helpers.resetForm();
          navigate(paths.myOrders);
        } catch (error) {
          toast.error(errorMessage(error, MSG.purchaseFailed));
        }
      }}
    >
      {({ isSubmitting, values }) => {
        const quantity = typeof values.quantity === 'number' && values.quantity > 0 ? values.quantity : 0;
        return (
          <Form noValidate aria-labelledby="purchase-heading" className={`${card} p-6 sm:p-8 lg:col-span-3`}>
            <h2 id="purchase-heading" className="text-2xl font-bold text-stone-900 dark:text-white">
              Confirm Your Order
            </h2>
            <p className="mt-1 text-sm text-stone-600 dark:text-stone-300">
              Up to {MAX_PER_ORDER} units per order, while stock lasts.
            </p>

            <div className="mt-8 grid gap-5 sm:grid-cols-2">
              <QuantityField stock={stock} />
              <div>
                <label htmlFor="purchase-buyer-name" className={labelClass}>
                  Buyer Name
                </label>
                <input id="purchase-buyer-name" className={inputClass} value={user?.displayName ?? ''} readOnly />
              </div>
              <div className="sm:col-span-2">
                <label htmlFor="purchase-buyer-email" className={labelClass}>
                  Buyer Email
                </label>
                <input id="purchase-buyer-email" type="email" className={inputClass} value={user?.email ?? ''} readOnly />
              </div>
            </div>

            <div className="mt-8 flex items-center justify-between rounded-2xl bg-brand-50 px-5 py-4 dark:bg-stone-800">
              <span className="text-sm font-medium text-stone-700 dark:text-stone-200">
                {quantity} × {formatPrice(food.price)}
              </span>
              <span className="text-xl font-extrabold text-brand-700 dark:text-brand-200">
                <span className="sr-only">Total: </span>
                {formatPrice(roundMoney(quantity * food.price))}
              </span>
            </div>

            {blocked ? (
              <p role="note" className="mt-6 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100">
                {blocked}
              </p>
            ) : null}

            <button type="submit" className={`${buttonPrimary} mt-6 w-full py-3 text-base`} disabled={isSubmitting || blocked !== null}>
              {isSubmitting ? 'Processing...' : 'Confirm Purchase'}
            </button>
          </Form>
        );
      }}
    </Formik>
  );
}

function QuantityField({ stock }: { stock: number }) {
  const [field, meta] = useField<number | ''>('quantity');
  const invalid = Boolean(meta.touched && meta.error);
  return (
    <div>
      <label htmlFor="purchase-quantity" className={labelClass}>
        Quantity
      </label>
      <input
        id="purchase-quantity"
        type="number"
        inputMode="numeric"
        min={1}
        max={stock}
        step={1}
        {...field}
        aria-invalid={invalid}
        aria-describedby={invalid ? 'purchase-quantity-error' : undefined}
        className={`${inputClass} ${invalid ? 'border-red-600! dark:border-red-500!' : ''}`}
      />
      <FieldError id="purchase-quantity-error" message={invalid && meta.error} />
    </div>
  );
}
