import type { FormikHelpers } from 'formik';
import type { MessageTable } from '@domain/messages';
import type { Food, FoodInput } from '@domain/types';
import { serverFieldErrors } from '../../lib/server-field-errors';
import { CATEGORY_MAX, DESCRIPTION_MAX, FOOD_NAME_MAX, ORIGIN_MAX, URL_MAX } from '@domain/limits';
import { FormField, type FormFieldProps } from '../../components/form-field';
import { useT } from '../../i18n';
import { CURRENCY_SYMBOL, STORE_CURRENCY } from '../../lib/store-currency';
import { PhotoField } from './photo-field';

/** Form state of a food: number inputs hold '' until typed, and a loaded price is the string '5.00' so it shows two decimals. */
export interface FoodFormValues {
  foodName: string;
  foodImage: string;
  category: string;
  quantity: number | '';
  price: number | string;
  foodOrigin: string;
  description: string;
}

export const emptyFoodValues: FoodFormValues = {
  foodName: '',
  foodImage: '',
  category: '',
  quantity: '',
  price: '',
  foodOrigin: '',
  description: '',
};

export const COMMON_CATEGORIES = [
  'Appetizer',
  'Bakery',
  'Beverage',
  'Breakfast',
  'Dessert',
  'Main Course',
  'Pasta',
  'Rice',
  'Salad',
  'Seafood',
  'Snacks',
  'Soup',
  'Street Food',
  'Vegan',
];

/** The form showing a stored food (the edit page). */
export function toFoodFormValues(food: Food): FoodFormValues {
  return {
    foodName: food.foodName,
    foodImage: food.foodImage,
    category: food.category || food.foodCategory || '',
    quantity: food.quantity,
    price: food.price.toFixed(2),
    foodOrigin: food.foodOrigin,
    description: food.description,
  };
}

const FIELD_NAMES = Object.keys(emptyFoodValues) as (keyof FoodFormValues)[];

/**
 * Puts the field errors of a 400 (`errors` in the body) next to their fields, in the page's language (`msg`), where
 * they stay until that field is changed. Errors about anything else are left to the toast of the server's message.
 */
export function showServerFieldErrors(error: unknown, values: FoodFormValues, helpers: Pick<FormikHelpers<FoodFormValues>, 'setStatus'>, msg: MessageTable): void {
  helpers.setStatus(serverFieldErrors(error, values, FIELD_NAMES, msg));
}

/** Trimmed text and parsed numbers, the body the API expects. */
export function toFoodInput(values: FoodFormValues): FoodInput {
  return {
    foodName: values.foodName.trim(),
    foodImage: values.foodImage.trim(),
    category: values.category.trim(),
    quantity: Number(values.quantity),
    price: Number(values.price),
    foodOrigin: values.foodOrigin.trim(),
    description: values.description.trim(),
  };
}

type FieldProps = Omit<FormFieldProps, 'name' | 'id' | 'hint'> & { name: keyof FoodFormValues };

export function FoodField(props: FieldProps) {
  return <FormField id={`food-field-${props.name}`} {...props} />;
}

/**
 * The seven fields of a food, shared by the add and update pages; the image comes from an uploaded photo or a pasted
 * URL. `onPhotoBusyChange` tells the page while a photo uploads (it holds the submit until then).
 */
export function FoodFields({ descriptionLabel, onPhotoBusyChange }: { descriptionLabel: string; onPhotoBusyChange?: (busy: boolean) => void }) {
  const { t, number } = useT();
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FoodField name="foodName" label={t('seller.form.foodName')} placeholder={t('seller.form.foodNamePlaceholder')} maxLength={FOOD_NAME_MAX} className="sm:col-span-2" />
      <PhotoField onBusyChange={onPhotoBusyChange} />
      <div className="sm:col-span-2">
        <p className="mb-2 flex items-center gap-3 text-xs font-semibold tracking-wide text-stone-500 uppercase dark:text-stone-400">
          <span className="h-px flex-1 bg-stone-200 dark:bg-stone-800" aria-hidden="true" />
          {t('seller.form.orPasteUrl')}
          <span className="h-px flex-1 bg-stone-200 dark:bg-stone-800" aria-hidden="true" />
        </p>
        <FoodField name="foodImage" label={t('seller.form.foodImage')} type="url" placeholder={t('seller.form.foodImagePlaceholder')} maxLength={URL_MAX} />
      </div>
      <FoodField
        name="category"
        label={t('seller.form.category')}
        placeholder={t('seller.form.categoryPlaceholder')}
        list="food-categories"
        maxLength={CATEGORY_MAX}
      />
      <datalist id="food-categories">
        {COMMON_CATEGORIES.map((category) => (
          <option key={category} value={category} />
        ))}
      </datalist>
      <FoodField name="foodOrigin" label={t('seller.form.origin')} placeholder={t('seller.form.originPlaceholder')} maxLength={ORIGIN_MAX} />
      <FoodField name="quantity" label={t('seller.form.quantity')} type="number" min={0} step="1" inputMode="numeric" placeholder={t('seller.form.quantityPlaceholder', { n: number(25) })} />
      <FoodField name="price" label={t('seller.form.price', { symbol: CURRENCY_SYMBOL[STORE_CURRENCY] })}
        type="number"
        min={0}
        step="0.01"
        inputMode="decimal"
        placeholder={t('seller.form.pricePlaceholder', { n: number(12.5, { minimumFractionDigits: 2 }) })} />
      <FoodField
        name="description"
        label={descriptionLabel}
        rows={4}
        placeholder={t('seller.form.descriptionPlaceholder')}
        maxLength={DESCRIPTION_MAX}
        className="sm:col-span-2"
      />
    </div>
  );
}
