import { useField, useFormikContext } from 'formik';
import { useId } from 'react';
import { normalizeBdPhone, type Fulfilment } from '@domain/orders';
import { AREA_MAX } from '@domain/limits';
import type { PublicKitchen, PurchaseInput } from '@domain/types';
import { FieldError } from '../../components/field-error';
import { FormField, type FormFieldProps } from '../../components/form-field';
import { labelClass } from '../../components/ui';
import { useT, type MessageKey } from '../../i18n';
import { serverFieldError } from '../../lib/server-field-errors';
import { DHAKA_AREAS } from './dhaka-areas';

/** Form state of a purchase: the quantity input holds '' until typed; delivery details stay while Pickup is chosen. */
export interface PurchaseFormValues {
  quantity: number | '';
  fulfilment: Fulfilment;
  delivery: { phone: string; address: string; area: string };
  note: string;
}

export const initialPurchaseValues: PurchaseFormValues = {
  quantity: 1,
  fulfilment: 'delivery',
  delivery: { phone: '', address: '', area: '' },
  note: '',
};

/** The form's fields by their Formik names, which are the API's field-error keys. */
export const PURCHASE_FIELDS = ['quantity', 'fulfilment', 'delivery.phone', 'delivery.address', 'delivery.area', 'note'] as const;

/** The body the API expects: numbers parsed, text trimmed, the phone as +8801…; for a pickup only the phone, if given. */
export function toPurchaseInput(foodId: string, values: PurchaseFormValues): PurchaseInput {
  return { foodId, quantity: Number(values.quantity), ...toOrderDetails(values) };
}

/** How an order reaches the buyer, as the API expects it (a purchase's and a cart's alike). */
export function toOrderDetails(values: Omit<PurchaseFormValues, 'quantity'>): Omit<PurchaseInput, 'foodId' | 'quantity'> {
  const order = { fulfilment: values.fulfilment, note: values.note.trim() };
  const { phone, address, area } = values.delivery;
  const normalized = normalizeBdPhone(phone) ?? phone.trim();
  if (values.fulfilment !== 'delivery') return normalized ? { ...order, delivery: { phone: normalized } } : order;
  return { ...order, delivery: { phone: normalized, address: address.trim(), area: area.trim() } };
}

export const fieldId = (name: string) => `purchase-${name.replace(/\./g, '-')}`;

type PurchaseFieldProps = Omit<FormFieldProps, 'name' | 'id'> & { name: (typeof PURCHASE_FIELDS)[number] };

/** A field of the purchase form with its error: the form's own once touched, else the server's about its value. */
export function PurchaseField(props: PurchaseFieldProps) {
  return <FormField id={fieldId(props.name)} {...props} />;
}

/**
 * The delivery's area, offering the areas the kitchen delivers to (the fee follows the one chosen), else Dhaka's
 * usual ones while the kitchen delivers anywhere or is not known yet.
 */
export function DeliveryAreaField({ listId, kitchen, className }: { listId: string; kitchen: PublicKitchen | undefined; className?: string }) {
  const { t } = useT();
  const served = kitchen && kitchen.deliveryAreas.length > 0 ? kitchen.deliveryAreas.map((item) => item.area) : null;
  return (
    <>
      <PurchaseField
        name="delivery.area"
        label={t('orders.form.area')}
        list={listId}
        placeholder={t('orders.form.areaPlaceholder')}
        maxLength={AREA_MAX}
        hint={served ? t('orders.form.areaKitchenHint') : t('orders.form.areaHint')}
        className={className}
      />
      <datalist id={listId}>
        {(served ?? DHAKA_AREAS).map((area) => (
          <option key={area} value={area} />
        ))}
      </datalist>
    </>
  );
}

const FULFILMENT_OPTIONS: { value: Fulfilment; title: MessageKey; description: MessageKey }[] = [
  { value: 'delivery', title: 'orders.form.delivery', description: 'orders.form.deliveryText' },
  { value: 'pickup', title: 'orders.form.pickup', description: 'orders.form.pickupText' },
];

/** Delivery or pickup, as two radio cards. */
export function FulfilmentChoice() {
  const [field, meta] = useField<Fulfilment>('fulfilment');
  const { status } = useFormikContext<PurchaseFormValues>();
  const baseId = useId();
  const { t } = useT();
  const message = (meta.touched && meta.error) || serverFieldError(status, 'fulfilment', field.value);
  return (
    <fieldset aria-describedby={message ? `${baseId}-error` : undefined}>
      <legend className={labelClass}>{t('orders.form.howLegend')}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {FULFILMENT_OPTIONS.map((option) => {
          const titleId = `${baseId}-${option.value}`;
          return (
            <label
              key={option.value}
              className="flex cursor-pointer items-start gap-3 rounded-2xl border border-stone-300 bg-white p-4 transition hover:border-brand-600 has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:ring-2 has-checked:ring-brand-600/30 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600 dark:border-stone-700 dark:bg-stone-900 dark:hover:border-brand-200 dark:has-checked:border-brand-200 dark:has-checked:bg-stone-800 dark:has-checked:ring-brand-200/30"
            >
              <input
                type="radio"
                name={field.name}
                value={option.value}
                checked={field.value === option.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                aria-labelledby={titleId}
                aria-describedby={`${titleId}-description`}
                className="mt-0.5 size-4 shrink-0 accent-brand-700 focus:outline-none dark:accent-brand-200"
              />
              <span>
                <span id={titleId} className="block text-sm font-semibold text-stone-900 dark:text-white">
                  {t(option.title)}
                </span>
                <span id={`${titleId}-description`} className="mt-0.5 block text-sm text-stone-600 dark:text-stone-300">
                  {t(option.description)}
                </span>
              </span>
            </label>
          );
        })}
      </div>
      <FieldError id={`${baseId}-error`} message={message} />
    </fieldset>
  );
}
