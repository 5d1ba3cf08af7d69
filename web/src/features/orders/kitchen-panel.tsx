import { Form, Formik } from 'formik';
import { useId, useRef, type ReactNode } from 'react';
import { toast } from 'react-toastify/unstyled';
import { ADDRESS_MAX } from '@domain/limits';
import { normalizeBdPhone } from '@domain/orders';
import type { Kitchen } from '@domain/types';
import { FocusFirstError } from '../../components/focus-first-error';
import { RevalidateAfterSubmit } from '../../components/revalidate-after-submit';
import { FormField } from '../../components/form-field';
import { RetryButton } from '../../components/retry-button';
import { buttonPrimary, card } from '../../components/ui';
import { formatPhone } from '../../lib/format';
import { apiErrorMessage } from '../../lib/api-error-text';
import { serverFieldErrors } from '../../lib/server-field-errors';
import { useFocusBack } from '../../lib/use-focus-back';
import { useNowMinute } from '../../lib/use-now';
import { useMessages, useStartUpMessages, useT } from '../../i18n';
import { useSchemas } from '../../i18n/schemas';
import { useKitchen, useUpdateKitchen } from './kitchen-api';
import { deliverySummary, KitchenDeliveryEditor } from './kitchen-delivery';
import { KitchenHoursEditor, kitchenNowText } from './kitchen-hours';

const KITCHEN_FIELDS = ['pickupAddress', 'phone'] as const;
/** The fold's arrow: a sign, not a word. */
const DISCLOSURE = '▾';

/**
 * The top of My Sales: whether the kitchen takes orders, what to do about new ones, its hours, where it delivers and for
 * what fee, and where buyers pick up.
 */
export function KitchenPanel({ alerts }: { alerts: ReactNode }) {
  const kitchen = useKitchen();
  const { t } = useT();
  return (
    <section aria-label={t('sales.kitchen.label')} className={`${card} p-4 sm:p-5`}>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        {kitchen.data ? (
          <OpenSwitch kitchen={kitchen.data} />
        ) : kitchen.isError ? (
          <div className="flex items-center gap-3 text-sm text-stone-700 dark:text-stone-200">
            {t('sales.kitchen.loadFailed')}
            <RetryButton onRetry={() => kitchen.refetch()} pending={kitchen.isRefetching} />
          </div>
        ) : (
          // As tall as the switch (two lines of its state on a phone), with the folds' closed lines below it: the page
          // under the panel (the orders a seller taps) does not move when the kitchen arrives.
          <p className="flex min-h-16 items-center text-sm text-stone-600 sm:min-h-11 dark:text-stone-300" aria-busy="true">
            {t('sales.kitchen.loading')}
          </p>
        )}
        {alerts}
      </div>
      {/* While the kitchen loads, the folds are there with their titles (the panel keeps its height) and open on a tap;
          each keeps its element, open or closed, when the kitchen arrives. */}
      {kitchen.data || !kitchen.isError ? (
        <>
          {!kitchen.data || kitchen.data.hours ? <OpeningHours kitchen={kitchen.data} /> : null}
          {/* An answer without the areas (an API from before them) says nothing of them: a Save would clear them. */}
          {!kitchen.data || kitchen.data.deliveryAreas ? <DeliveryAreas kitchen={kitchen.data} /> : null}
          <PickupDetails kitchen={kitchen.data} />
        </>
      ) : null}
    </section>
  );
}

/**
 * A fold of the panel: its title, a one-line summary and the arrow; opened, what it holds. Without them (the kitchen
 * still loading) it says so, and keeps its element, open or not, for when they come.
 */
function Fold({ title, line, children }: { title: string; line?: string; children?: ReactNode }) {
  const { t } = useT();
  return (
    <details className="group mt-4 border-t border-stone-200 pt-3 dark:border-stone-800">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-lg py-1 text-sm focus-visible:outline-2 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden">
        <span className="min-w-0">
          <span className="font-semibold text-stone-900 dark:text-white">{title}</span>
          <span className="block truncate text-stone-600 dark:text-stone-400">{line ?? '…'}</span>
        </span>
        <span aria-hidden="true" className="text-brand-700 transition group-open:rotate-180 dark:text-brand-200">
          {DISCLOSURE}
        </span>
      </summary>
      {children ?? (
        <p className="mt-3 text-sm text-stone-600 dark:text-stone-300" aria-busy="true">
          {t('sales.kitchen.loading')}
        </p>
      )}
    </details>
  );
}

/** 'Taking orders': a switch that closes or opens the kitchen for new orders (orders already placed stay). */
function OpenSwitch({ kitchen }: { kitchen: Kitchen }) {
  const update = useUpdateKitchen();
  const labelId = useId();
  const translator = useT();
  const { t } = translator;
  const startUp = useStartUpMessages();
  const msg = useMessages();
  const open = update.isPending && update.variables.open !== undefined ? update.variables.open : kitchen.open;
  // Switched on but outside the hours: say so, and when the hours open the kitchen (§5j).
  const hoursText = kitchenNowText({ ...kitchen, open }, useNowMinute(), translator);
  const closedByHours = hoursText?.closed ? hoursText.text : null;
  const toggle = () => {
    update.mutateAsync({ open: !kitchen.open }).then(
      (saved) => toast.success(saved.open ? t('sales.kitchen.reopened') : t('sales.kitchen.closed')),
      (error: unknown) => toast.error(apiErrorMessage(error, t('sales.kitchen.switchFailed'), msg)),
    );
  };
  return (
    <div className="flex items-center gap-3">
      <button
        type="button"
        role="switch"
        aria-checked={open}
        aria-labelledby={labelId}
        aria-describedby={`${labelId}-state`}
        onClick={toggle}
        disabled={update.isPending}
        className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-70 dark:focus-visible:outline-brand-200 ${
          open ? 'bg-emerald-600 dark:bg-emerald-500' : 'bg-stone-300 dark:bg-stone-600'
        }`}
      >
        <span aria-hidden="true" className={`inline-block size-5 rounded-full bg-white shadow transition ${open ? 'translate-x-6' : 'translate-x-1'}`} />
      </button>
      <div>
        <p id={labelId} className="font-bold text-stone-900 dark:text-white">
          {t('sales.kitchen.takingOrders')}
        </p>
        {/* Two lines on a phone, open or closed (a closed kitchen's words take two): the panel keeps its height. */}
        <p id={`${labelId}-state`} className="min-h-10 text-sm text-stone-600 sm:min-h-0 dark:text-stone-300">
          {open ? (closedByHours ?? t('sales.kitchen.buyersCanOrder')) : t('sales.kitchen.closedSays', { text: startUp.notTakingOrders })}
        </p>
      </div>
    </div>
  );
}

/** The weekly hours and closed dates (§5j), folded like the pickup details; `kitchen` is undefined while it loads. */
function OpeningHours({ kitchen }: { kitchen: Kitchen | undefined }) {
  const { t } = useT();
  // Save is disabled while the hours save (a browser drops its focus there), and the editor may start anew with the
  // saved hours (its key): focus goes to the editor's Save once it is enabled.
  const editor = useRef<HTMLDivElement>(null);
  const focusBack = useFocusBack(() => editor.current?.querySelector<HTMLButtonElement>('button[type="submit"]'));
  if (!kitchen) return <Fold title={t('sales.kitchen.openingHours')} />;
  const days = Object.values(kitchen.hours).filter((ranges) => ranges.length > 0).length;
  const dates = kitchen.closedDates.length;
  const summary = dates ? t('sales.kitchen.hoursSummaryDates', { days, dates }) : t('sales.kitchen.hoursSummary', { days });
  return (
    <Fold title={t('sales.kitchen.openingHours')} line={summary}>
      <div ref={editor}>
        <KitchenHoursEditor key={JSON.stringify([kitchen.hours, kitchen.closedDates])} kitchen={kitchen} onSaveEnded={focusBack} />
      </div>
    </Fold>
  );
}

/** The delivery areas, their fees and the minimum order (§5h), folded like the hours; `kitchen` is undefined while it loads. */
function DeliveryAreas({ kitchen }: { kitchen: Kitchen | undefined }) {
  const translator = useT();
  const { t } = translator;
  // As for the hours: Save is disabled while it saves and the editor starts anew with what was saved; focus goes back to
  // Save, unless the server marked fields (then the first of them has it).
  const editor = useRef<HTMLDivElement>(null);
  const focusBack = useFocusBack(() => editor.current?.querySelector<HTMLButtonElement>('button[type="submit"]'));
  if (!kitchen) return <Fold title={t('sales.kitchen.delivery')} />;
  return (
    <Fold title={t('sales.kitchen.delivery')} line={deliverySummary(kitchen, translator)}>
      <div ref={editor}>
        <KitchenDeliveryEditor
          key={JSON.stringify([kitchen.deliveryAreas, kitchen.minimumOrder])}
          kitchen={kitchen}
          onSaveEnded={(fieldErrors) => {
            if (!fieldErrors) focusBack();
          }}
        />
      </div>
    </Fold>
  );
}

/** The pickup address and phone a buyer of a pickup order sees; '' removes one. `kitchen` is undefined while it loads. */
function PickupDetails({ kitchen }: { kitchen: Kitchen | undefined }) {
  const update = useUpdateKitchen();
  const { t } = useT();
  const { kitchenSchema } = useSchemas();
  const msg = useMessages();
  const form = useRef<HTMLFormElement>(null);
  if (!kitchen) return <Fold title={t('sales.kitchen.pickupDetails')} />;
  const summary = [kitchen.pickupAddress, kitchen.phone ? formatPhone(kitchen.phone) : ''].filter(Boolean).join(' · ');
  return (
    <Fold title={t('sales.kitchen.pickupDetails')} line={summary || t('sales.kitchen.pickupNotSet')}>
      <Formik
        initialValues={{ pickupAddress: kitchen.pickupAddress ?? '', phone: kitchen.phone ?? '' }}
        enableReinitialize
        validationSchema={kitchenSchema}
        // Judged on Save, then on every change (RevalidateAfterSubmit): on a phone, an error shown as a field lost focus
        // (on the tap on Save) pushed Save down mid-tap, and the tap missed it.
        validateOnBlur={false}
        validateOnChange={false}
        onSubmit={async (values, helpers) => {
          helpers.setStatus(undefined);
          try {
            await update.mutateAsync({ pickupAddress: values.pickupAddress.trim(), phone: normalizeBdPhone(values.phone) ?? values.phone.trim() });
            toast.success(t('sales.kitchen.pickupSaved'));
          } catch (error) {
            helpers.setStatus(serverFieldErrors(error, values, KITCHEN_FIELDS, msg));
            toast.error(apiErrorMessage(error, t('sales.kitchen.pickupSaveFailed'), msg));
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form ref={form} noValidate className="mt-3 grid gap-x-5 gap-y-3 sm:grid-cols-[2fr_1fr_auto] sm:items-start">
            <FocusFirstError formRef={form} />
            <RevalidateAfterSubmit />
            <FormField
              id="kitchen-pickup-address"
              name="pickupAddress"
              label={t('sales.kitchen.pickupAddress')}
              rows={2}
              maxLength={ADDRESS_MAX}
              placeholder={t('sales.kitchen.pickupAddressPlaceholder')}
              hint={t('sales.kitchen.pickupAddressHint')}
            />
            <FormField
              id="kitchen-phone"
              name="phone"
              label={t('sales.kitchen.phone')}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder={t('orders.form.phonePlaceholder')}
              hint={t('sales.kitchen.phoneHint')}
            />
            <button type="submit" className={`${buttonPrimary} min-h-11 sm:mt-7 sm:min-h-0`} disabled={isSubmitting}>
              {isSubmitting ? t('sales.kitchen.saving') : t('sales.kitchen.save')}
            </button>
          </Form>
        )}
      </Formik>
    </Fold>
  );
}
