import { Form, Formik } from 'formik';
import { useCallback, useId, useRef, useState, type RefObject } from 'react';
import { toast } from 'react-toastify/unstyled';
import { REVIEW_TEXT_MAX } from '@domain/reviews';
import type { Order, OrderLine, ReviewInput } from '@domain/types';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FormField } from '../../components/form-field';
import { Star } from '../../components/star';
import { Stars } from '../../components/star-rating';
import { buttonDangerSoft, buttonPrimary, buttonSecondary, card } from '../../components/ui';
import { useMessages, useT } from '../../i18n';
import { useSchemas } from '../../i18n/schemas';
import { apiErrorMessage } from '../../lib/api-error-text';
import { firstIn, rowIn, useFocusBack } from '../../lib/use-focus-back';
import { serverFieldErrors } from '../../lib/server-field-errors';
import { useRemoveReview, useReviewOrder } from './review-api';
import { linesOf } from './order-lines';
import { StarPicker } from './star-picker';

type Reviewable = Pick<Order, '_id' | 'foodId' | 'foodName' | 'status' | 'review'>;

const REVIEW_FIELDS = ['rating', 'text'] as const;

/** 'Rate this dish': stars and optional words for a completed order; the spec's toasts say how it went. */
function RateForm({
  order,
  dish,
  onCancel,
  autoFocus = false,
  onEnded,
}: {
  order: Reviewable;
  /** The dish of an order of several (§5h). */
  dish?: Pick<OrderLine, 'foodId' | 'foodName'>;
  onCancel?: () => void;
  autoFocus?: boolean;
  /** Once a send has succeeded or failed (the panel then puts focus where it belongs). */
  onEnded?: () => void;
}) {
  const review = useReviewOrder();
  const textId = useId();
  const { t } = useT();
  const msg = useMessages();
  const { reviewSchema } = useSchemas();
  return (
    <Formik
      initialValues={{ rating: 0, text: '' }}
      validationSchema={reviewSchema}
      validateOnBlur
      validateOnChange={false}
      onSubmit={async (values, helpers) => {
        helpers.setStatus(undefined);
        try {
          await review.mutateAsync({ order, input: reviewSchema.cast(values) as ReviewInput, foodId: dish?.foodId });
          toast.success(msg.reviewSuccess);
        } catch (error) {
          helpers.setStatus(serverFieldErrors(error, values, REVIEW_FIELDS, msg));
          toast.error(apiErrorMessage(error, msg.reviewFailed, msg));
        } finally {
          onEnded?.();
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label={t('orders.rate.formLabel', { name: dish?.foodName ?? order.foodName })} className="stack-y-2">
          <StarPicker name="rating" legend={t('orders.rate.yours')} autoFocus={autoFocus} />
          <FormField name="text" id={textId} label={t('orders.rate.text')} rows={3} maxLength={REVIEW_TEXT_MAX} />
          <div className="flex flex-wrap gap-3">
            <button type="submit" className={buttonPrimary} disabled={isSubmitting}>
              {isSubmitting ? t('orders.rate.saving') : t('orders.rate.submit')}
            </button>
            {onCancel ? (
              <button type="button" className={buttonSecondary} disabled={isSubmitting} onClick={onCancel}>
                {t('orders.rate.notNow')}
              </button>
            ) : null}
          </div>
        </Form>
      )}
    </Formik>
  );
}

/**
 * Focus once a rating was sent or removed, or its form closed: the form's Submit again when a send failed, the Remove
 * again when a removal failed, else the heading over what now shows (the rating given, or the form after a removal),
 * else the first button (Rate this dish, after Not now). `row`: the dish's row in a panel of several.
 */
function useFocusAfterRating(box: RefObject<HTMLElement | null>): (kind: 'rate' | 'remove', row?: string) => void {
  const after = useRef<{ kind: 'rate' | 'remove'; row?: string }>({ kind: 'rate' });
  const focusBack = useFocusBack(() => {
    const { kind, row } = after.current;
    const scope = row === undefined ? box.current : rowIn(box.current, row);
    return firstIn(scope, kind === 'rate' ? 'button[type="submit"]' : 'button[data-remove]', '[data-heading]', 'button');
  });
  return useCallback(
    (kind: 'rate' | 'remove', row?: string) => {
      after.current = { kind, row };
      focusBack();
    },
    [focusBack],
  );
}

/** The buyer's rating as stored: stars and words in quotes. */
function GivenRating({ review }: { review: NonNullable<Order['review']> }) {
  return (
    <div className="flex flex-col items-start gap-1.5">
      <Stars value={review.rating} size="md" />
      {review.text ? <p className="text-sm wrap-anywhere whitespace-pre-line text-stone-700 italic dark:text-stone-200">“{review.text}”</p> : null}
    </div>
  );
}

/** On a My Orders card: 'Rate this dish' opens the form in the card; a rated order shows its stars. */
export function CardRating({ order }: { order: Reviewable }) {
  const [open, setOpen] = useState(false);
  const { t } = useT();
  const box = useRef<HTMLDivElement>(null);
  const focusAfter = useFocusAfterRating(box);
  if (order.status !== 'completed') return null;
  if (order.review) {
    return (
      <div ref={box} className="mt-4 border-t border-stone-200 pt-4 dark:border-stone-800">
        <p data-heading tabIndex={-1} className="mb-1 text-xs font-semibold tracking-wide text-stone-600 uppercase focus:outline-none dark:text-stone-400">
          {t('orders.rate.yours')}
        </p>
        <GivenRating review={order.review} />
      </div>
    );
  }
  return (
    <div ref={box} className="mt-4 border-t border-stone-200 pt-4 dark:border-stone-800">
      {open ? (
        <RateForm
          order={order}
          onCancel={() => {
            setOpen(false);
            focusAfter('rate');
          }}
          onEnded={() => focusAfter('rate')}
          autoFocus
        />
      ) : (
        <button type="button" className={`${buttonSecondary} w-full sm:w-auto`} aria-label={t('orders.rate.thisLabel', { name: order.foodName })} onClick={() => setOpen(true)}>
          <Star fill={1} size="sm" />
          {t('orders.rate.this')}
        </button>
      )}
    </div>
  );
}

/** On the order page: the buyer rates a completed order, or sees and may remove their rating; the seller sees it. */
export function OrderRatingPanel({ order, viewer }: { order: Reviewable; viewer: 'buyer' | 'seller' }) {
  const remove = useRemoveReview();
  const [asking, setAsking] = useState(false);
  const { t } = useT();
  const msg = useMessages();
  const headingId = useId();
  const box = useRef<HTMLElement>(null);
  const focusAfter = useFocusAfterRating(box);
  if (order.status !== 'completed' || (viewer === 'seller' && !order.review)) return null;

  const confirmRemove = () => {
    setAsking(false);
    remove.mutateAsync({ order }).then(
      () => toast.success(msg.reviewRemoved),
      (error: unknown) => toast.error(apiErrorMessage(error, msg.reviewRemoveFailed, msg)),
    ).finally(() => focusAfter('remove'));
  };

  return (
    <section ref={box} aria-labelledby={headingId} className={`${card} p-5 sm:p-6`}>
      <h2 id={headingId} data-heading tabIndex={-1} className="text-lg font-bold text-stone-900 focus:outline-none dark:text-white">
        {order.review ? (viewer === 'buyer' ? t('orders.rate.yours') : t('orders.rate.buyers')) : t('orders.rate.this')}
      </h2>
      <div className="mt-4">
        {order.review ? (
          <>
            <GivenRating review={order.review} />
            {viewer === 'buyer' ? (
              <button type="button" data-remove className={`${buttonDangerSoft} mt-4 px-4 py-2`} disabled={remove.isPending} onClick={() => setAsking(true)}>
                {remove.isPending ? t('orders.rate.removing') : t('orders.rate.remove')}
              </button>
            ) : null}
          </>
        ) : (
          <>
            <p className="mb-4 text-sm text-stone-600 dark:text-stone-300">{t('orders.rate.howWas', { name: order.foodName })}</p>
            <RateForm order={order} onEnded={() => focusAfter('rate')} />
          </>
        )}
      </div>
      <ConfirmDialog
        open={asking}
        title={t('orders.rate.removeTitle')}
        description={t('orders.rate.removeText')}
        cancelLabel={t('orders.rate.keep')}
        confirmLabel={t('orders.cart.remove')}
        tone="danger"
        onCancel={() => setAsking(false)}
        onConfirm={confirmRemove}
      />
    </section>
  );
}

/** On the order page of an order of several dishes: the buyer rates each dish once; the seller sees the ratings given. */
export function DishRatingsPanel({ order, viewer }: { order: Order; viewer: 'buyer' | 'seller' }) {
  const remove = useRemoveReview();
  const [removing, setRemoving] = useState<OrderLine | null>(null);
  const { t } = useT();
  const msg = useMessages();
  const headingId = useId();
  const box = useRef<HTMLElement>(null);
  const focusAfter = useFocusAfterRating(box);
  const lines = linesOf(order);
  const rated = lines.filter((line) => line.review);
  if (order.status !== 'completed' || (viewer === 'seller' && rated.length === 0)) return null;
  const shown = viewer === 'seller' ? rated : lines;

  const confirmRemove = () => {
    const line = removing;
    setRemoving(null);
    if (!line) return;
    remove.mutateAsync({ order, foodId: line.foodId }).then(
      () => toast.success(msg.reviewRemoved),
      (error: unknown) => toast.error(apiErrorMessage(error, msg.reviewRemoveFailed, msg)),
    ).finally(() => focusAfter('remove', line.foodId));
  };

  return (
    <section ref={box} aria-labelledby={headingId} className={`${card} p-5 sm:p-6`}>
      <h2 id={headingId} className="text-lg font-bold text-stone-900 dark:text-white">
        {viewer === 'seller' ? t('orders.rate.buyersAll') : rated.length === lines.length ? t('orders.rate.yoursAll') : t('orders.card.rateDishes')}
      </h2>
      {viewer === 'buyer' && rated.length < lines.length ? (
        <p className="mt-1 text-sm text-stone-600 dark:text-stone-300">{t('orders.rate.each')}</p>
      ) : null}
      <ul className="mt-4 rules-y-4">
        {shown.map((line) => (
          <li key={line.foodId} data-row={line.foodId} className="border-stone-200 dark:border-stone-800">
            <h3 data-heading tabIndex={-1} className="mb-2 font-semibold text-stone-900 focus:outline-none dark:text-white">
              {line.foodName}
            </h3>
            {line.review ? (
              <>
                <GivenRating review={line.review} />
                {viewer === 'buyer' ? (
                  <button type="button" data-remove className={`${buttonDangerSoft} mt-3 px-4 py-2`} disabled={remove.isPending} onClick={() => setRemoving(line)}>
                    {t('orders.rate.remove')} <span className="sr-only">{t('orders.card.ofTitle', { title: line.foodName })}</span>
                  </button>
                ) : null}
              </>
            ) : (
              <RateForm order={order} dish={line} onEnded={() => focusAfter('rate', line.foodId)} />
            )}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={removing !== null}
        title={t('orders.rate.removeTitle')}
        description={t('orders.rate.removeDishText', { name: removing?.foodName ?? t('orders.rate.theDish') })}
        cancelLabel={t('orders.rate.keep')}
        confirmLabel={t('orders.cart.remove')}
        tone="danger"
        onCancel={() => setRemoving(null)}
        onConfirm={confirmRemove}
      />
    </section>
  );
}
