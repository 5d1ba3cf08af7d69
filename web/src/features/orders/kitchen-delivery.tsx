import { FieldArray, Form, Formik, useFormikContext } from 'formik';
import { useEffect, useId, useRef } from 'react';
import { toast } from 'react-toastify/unstyled';
import { AREA_MAX, DELIVERY_AREAS_MAX, DELIVERY_FEE_MAX, MINIMUM_ORDER_MAX } from '@domain/limits';
import type { Kitchen, KitchenUpdate } from '@domain/types';
import { FieldError } from '../../components/field-error';
import { FocusFirstError, focusField } from '../../components/focus-first-error';
import { RevalidateAfterSubmit } from '../../components/revalidate-after-submit';
import { FormField } from '../../components/form-field';
import { buttonPrimary, buttonSecondary } from '../../components/ui';
import { apiErrorMessage } from '../../lib/api-error-text';
import { serverFieldError, serverFieldErrors } from '../../lib/server-field-errors';
import { CURRENCY_SYMBOL, STORE_CURRENCY } from '../../lib/store-currency';
import type { StoreCurrency } from '@domain/currency';
import { useMessages, useT, type Translator } from '../../i18n';
import { useSchemas } from '../../i18n/schemas';
import { DHAKA_AREAS } from './dhaka-areas';
import { useUpdateKitchen } from './kitchen-api';

// My Sales: where the kitchen delivers, the fee of each area and the minimum order (docs/ARCHITECTURE.md §5h).

/** A delivery fee of the size a Dhaka kitchen charges, in each currency: the fee field's example ("e.g. 2.50"). */
const EXAMPLE_DELIVERY_FEE: Record<StoreCurrency, number> = { USD: 2.5, BDT: 60 };

/** One area as the form holds it: `key` names the row while it is edited (never sent); a loaded fee reads '60.00'. */
interface AreaRow {
  key: string;
  area: string;
  fee: number | string;
}

/** Number inputs hold '' until typed; a minimum of 0 shows as blank ("no minimum"). */
interface DeliveryValues {
  deliveryAreas: AreaRow[];
  minimumOrder: number | string;
}

function valuesOf(kitchen: Kitchen): DeliveryValues {
  return {
    deliveryAreas: kitchen.deliveryAreas.map(({ area, fee }, index) => ({ key: `saved-${index}`, area, fee: fee.toFixed(2) })),
    minimumOrder: kitchen.minimumOrder > 0 ? kitchen.minimumOrder.toFixed(2) : '',
  };
}

/** The body of the PUT: the whole list (it replaces the stored one) and the minimum, 0 when blank. */
function changesOf(values: DeliveryValues): Required<Pick<KitchenUpdate, 'deliveryAreas' | 'minimumOrder'>> {
  return {
    deliveryAreas: values.deliveryAreas.map(({ area, fee }) => ({ area: area.trim(), fee: Number(fee) })),
    minimumOrder: values.minimumOrder === '' ? 0 : Number(values.minimumOrder),
  };
}

/** The API's keys for the fields of this form (`deliveryAreas.2.fee`, §5h), which are also their Formik names. */
function fieldNamesOf(values: DeliveryValues): string[] {
  return ['deliveryAreas', 'minimumOrder', ...values.deliveryAreas.flatMap((_row, index) => [`deliveryAreas.${index}.area`, `deliveryAreas.${index}.fee`])];
}

/** The fold's one line: where the kitchen delivers, and its minimum when it has one. */
export function deliverySummary(kitchen: Kitchen, { t, price }: Pick<Translator, 't' | 'price'>): string {
  const count = kitchen.deliveryAreas.length;
  const summary = count ? t('sales.delivery.summaryAreas', { count }) : t('sales.delivery.summaryEverywhere');
  return kitchen.minimumOrder > 0 ? t('sales.delivery.summaryWithMinimum', { summary, amount: price(kitchen.minimumOrder) }) : summary;
}

/**
 * The delivery areas with their fees and the minimum order, saved together with one Save; `onSaveEnded` once a save
 * has succeeded or failed, with whether the server marked fields (focus then goes to the first of them).
 */
export function KitchenDeliveryEditor({ kitchen, onSaveEnded }: { kitchen: Kitchen; onSaveEnded?: (fieldErrors: boolean) => void }) {
  const update = useUpdateKitchen();
  const { t } = useT();
  const { kitchenSchema } = useSchemas();
  const msg = useMessages();
  return (
    <Formik<DeliveryValues>
      initialValues={valuesOf(kitchen)}
      validationSchema={kitchenSchema}
      // Judged on Save, then on every change (RevalidateAfterSubmit): an error appearing as a field loses focus would
      // move Save from under a finger.
      validateOnBlur={false}
      validateOnChange={false}
      onSubmit={async (values, helpers) => {
        helpers.setStatus(undefined);
        let fieldErrors = false;
        try {
          await update.mutateAsync(changesOf(values));
          toast.success(t('sales.delivery.saved'));
        } catch (error) {
          const status = serverFieldErrors(error, values, fieldNamesOf(values), msg);
          helpers.setStatus(status);
          fieldErrors = status !== undefined;
          toast.error(apiErrorMessage(error, t('sales.delivery.saveFailed'), msg));
        } finally {
          onSaveEnded?.(fieldErrors);
        }
      }}
    >
      <DeliveryForm />
    </Formik>
  );
}

function DeliveryForm() {
  const { values, errors, status, isSubmitting, setStatus } = useFormikContext<DeliveryValues>();
  const { t, number } = useT();
  const formRef = useRef<HTMLFormElement>(null);
  const formId = useId();
  const nextKey = useRef(0);
  // The control to focus once the list has changed: a new row's area, or what took a removed row's place.
  const focusNext = useRef<string | null>(null);
  const symbol = CURRENCY_SYMBOL[STORE_CURRENCY];
  const rows = values.deliveryAreas;
  const areaId = (key: string) => `${formId}-area-${key}`;
  const removeId = (key: string) => `${formId}-remove-${key}`;
  const addId = `${formId}-add`;
  const listError = (typeof errors.deliveryAreas === 'string' && errors.deliveryAreas) || serverFieldError(status, 'deliveryAreas', rows);
  const full = rows.length >= DELIVERY_AREAS_MAX;

  useEffect(() => {
    if (!focusNext.current) return;
    const target = document.getElementById(focusNext.current);
    focusNext.current = null;
    if (target) focusField(target);
  });

  // The server refused fields (a 400): the first of them takes focus, as the form's own errors do (FocusFirstError).
  useEffect(() => {
    const invalid = status ? formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]') : null;
    if (invalid) focusField(invalid);
  }, [status]);

  return (
    <Form ref={formRef} noValidate aria-describedby={`${formId}-about`} className="mt-3 grid max-w-3xl gap-4">
      <FocusFirstError formRef={formRef} />
      <RevalidateAfterSubmit />
      <p id={`${formId}-about`} className="text-sm text-stone-600 dark:text-stone-300">
        {t('sales.delivery.about')}
      </p>
      <p className="rounded-xl bg-stone-100 px-3 py-2 text-sm font-semibold text-stone-800 dark:bg-stone-800 dark:text-stone-100">
        {rows.length ? t('sales.delivery.onlyListed') : t('sales.delivery.everywhere')}
      </p>
      <datalist id={`${formId}-areas`}>
        {DHAKA_AREAS.map((area) => (
          <option key={area} value={area} />
        ))}
      </datalist>
      <FieldArray name="deliveryAreas">
        {({ push, remove }) => (
          <>
            {rows.length ? (
              <ul aria-label={t('sales.delivery.listLabel')} aria-describedby={listError ? `${formId}-list-error` : undefined} className="grid gap-3">
                {rows.map((row, index) => {
                  const n = index + 1;
                  const name = row.area.trim();
                  return (
                    <li
                      key={row.key}
                      className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 rounded-xl border border-stone-200 p-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,12rem)_auto] sm:items-start dark:border-stone-800"
                    >
                      <FormField
                        id={areaId(row.key)}
                        name={`deliveryAreas.${index}.area`}
                        label={t('sales.delivery.area', { n })}
                        list={`${formId}-areas`}
                        maxLength={AREA_MAX}
                        autoComplete="off"
                        placeholder={t('sales.delivery.areaPlaceholder')}
                        className="col-span-2 sm:col-span-1"
                      />
                      <FormField
                        id={`${formId}-fee-${row.key}`}
                        name={`deliveryAreas.${index}.fee`}
                        label={t('sales.delivery.fee', { n, symbol })}
                        type="number"
                        min={0}
                        max={DELIVERY_FEE_MAX}
                        step="0.01"
                        inputMode="decimal"
                        placeholder={t('sales.delivery.feePlaceholder', { n: number(EXAMPLE_DELIVERY_FEE[STORE_CURRENCY], { minimumFractionDigits: 2 }) })}
                      />
                      <button
                        type="button"
                        id={removeId(row.key)}
                        aria-label={name ? t('sales.delivery.remove', { area: name }) : t('sales.delivery.removeNumbered', { n })}
                        className="mt-6 inline-flex size-11 items-center justify-center rounded-full border border-stone-300 text-lg text-stone-700 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:border-stone-600 dark:text-stone-200 dark:hover:bg-stone-800"
                        onClick={() => {
                          const after = rows[index + 1] ?? rows[index - 1];
                          focusNext.current = after ? removeId(after.key) : addId;
                          // The server's errors are keyed by the rows' places, which move up now.
                          setStatus(undefined);
                          remove(index);
                        }}
                      >
                        <span aria-hidden="true">×</span>
                      </button>
                    </li>
                  );
                })}
              </ul>
            ) : null}
            {listError ? <FieldError id={`${formId}-list-error`} message={listError} /> : null}
            <div className="flex flex-wrap items-center gap-3">
              <button
                type="button"
                id={addId}
                className={`${buttonSecondary} min-h-11`}
                disabled={full}
                onClick={() => {
                  const key = `new-${nextKey.current++}`;
                  focusNext.current = areaId(key);
                  push({ key, area: '', fee: '' } satisfies AreaRow);
                }}
              >
                {t('sales.delivery.add')}
              </button>
              {full ? <p className="text-sm text-stone-600 dark:text-stone-300">{t('sales.delivery.max', { max: DELIVERY_AREAS_MAX })}</p> : null}
            </div>
          </>
        )}
      </FieldArray>
      <FormField
        id={`${formId}-minimum`}
        name="minimumOrder"
        label={t('sales.delivery.minimum', { symbol })}
        type="number"
        min={0}
        max={MINIMUM_ORDER_MAX}
        step="0.01"
        inputMode="decimal"
        placeholder={t('sales.delivery.minimumNone')}
        hint={t('sales.delivery.minimumHint')}
        className="sm:max-w-xs"
      />
      <button type="submit" className={`${buttonPrimary} min-h-11 justify-self-start`} disabled={isSubmitting}>
        {isSubmitting ? t('sales.delivery.saving') : t('sales.delivery.save')}
      </button>
    </Form>
  );
}
