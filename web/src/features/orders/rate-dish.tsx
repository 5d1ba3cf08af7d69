import { Form, Formik } from 'formik';
import { useId, useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import { MSG } from '@domain/messages';
import { REVIEW_TEXT_MAX } from '@domain/reviews';
import { reviewSchema } from '@domain/schemas';
import type { Order, OrderLine, ReviewInput } from '@domain/types';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FormField } from '../../components/form-field';
import { Star, Stars } from '../../components/star-rating';
import { buttonDangerSoft, buttonPrimary, buttonSecondary, card } from '../../components/ui';
import { errorMessage } from '../../lib/http';
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
}: {
  order: Reviewable;
  /** The dish of an order of several (§5h). */
  dish?: Pick<OrderLine, 'foodId' | 'foodName'>;
  onCancel?: () => void;
  autoFocus?: boolean;
}) {
  const review = useReviewOrder();
  const textId = useId();
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
          toast.success(MSG.reviewSuccess);
        } catch (error) {
          helpers.setStatus(serverFieldErrors(error, values, REVIEW_FIELDS));
          toast.error(errorMessage(error, MSG.reviewFailed));
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label={`Rate ${dish?.foodName ?? order.foodName}`} className="space-y-2">
          <StarPicker name="rating" legend="Your rating" autoFocus={autoFocus} />
          <FormField name="text" id={textId} label="Tell others about it (optional)" rows={3} maxLength={REVIEW_TEXT_MAX} />
          <div className="flex flex-wrap gap-3">
            <button type="submit" className={buttonPrimary} disabled={isSubmitting}>
              {isSubmitting ? 'Saving...' : 'Submit rating'}
            </button>
            {onCancel ? (
              <button type="button" className={buttonSecondary} disabled={isSubmitting} onClick={onCancel}>
                Not now
              </button>
            ) : null}
          </div>
        </Form>
      )}
    </Formik>
  );
}

/** The buyer's rating as stored: stars and words in quotes. */
function GivenRating({ review }: { review: NonNullable<Order['review']> }) {
  return (
    <div className="space-y-1.5">
      <Stars value={review.rating} size="md" />
      {review.text ? <p className="text-sm break-words whitespace-pre-line text-stone-700 italic dark:text-stone-200">“{review.text}”</p> : null}
    </div>
  );
}

/** On a My Orders card: 'Rate this dish' opens the form in the card; a rated order shows its stars. */
export function CardRating({ order }: { order: Reviewable }) {
  const [open, setOpen] = useState(false);
  if (order.status !== 'completed') return null;
  if (order.review) {
    return (
      <div className="mt-4 border-t border-stone-200 pt-4 dark:border-stone-800">
        <p className="mb-1 text-xs font-semibold tracking-wide text-stone-600 uppercase dark:text-stone-400">Your rating</p>
        <GivenRating review={order.review} />
      </div>
    );
  }
  return (
    <div className="mt-4 border-t border-stone-200 pt-4 dark:border-stone-800">
      {open ? (
        <RateForm order={order} onCancel={() => setOpen(false)} autoFocus />
      ) : (
        <button type="button" className={`${buttonSecondary} w-full sm:w-auto`} aria-label={`Rate this dish: ${order.foodName}`} onClick={() => setOpen(true)}>
          <Star fill={1} size="sm" />
          Rate this dish
        </button>
      )}
    </div>
  );
}

/** On the order page: the buyer rates a completed order, or sees and may remove their rating; the seller sees it. */
export function OrderRatingPanel({ order, viewer }: { order: Reviewable; viewer: 'buyer' | 'seller' }) {
  const remove = useRemoveReview();
  const [asking, setAsking] = useState(false);
  const headingId = useId();
  if (order.status !== 'completed' || (viewer === 'seller' && !order.review)) return null;

  const confirmRemove = () => {
    setAsking(false);
    remove.mutateAsync({ order }).then(
      () => toast.success(MSG.reviewRemoved),
      (error: unknown) => toast.error(errorMessage(error, MSG.reviewRemoveFailed)),
    );
  };

  return (
    <section aria-labelledby={headingId} className={`${card} p-5 sm:p-6`}>
      <h2 id={headingId} className="text-lg font-bold text-stone-900 dark:text-white">
        {order.review ? (viewer === 'buyer' ? 'Your rating' : "The buyer's rating") : 'Rate this dish'}
      </h2>
      <div className="mt-4">
        {order.review ? (
          <>
            <GivenRating review={order.review} />
            {viewer === 'buyer' ? (
              <button type="button" className={`${buttonDangerSoft} mt-4 px-4 py-2`} disabled={remove.isPending} onClick={() => setAsking(true)}>
                {remove.isPending ? 'Removing...' : 'Remove my rating'}
              </button>
            ) : null}
          </>
        ) : (
          <>
            <p className="mb-4 text-sm text-stone-600 dark:text-stone-300">How was your {order.foodName}? Your stars help other diners choose.</p>
            <RateForm order={order} />
          </>
        )}
      </div>
      <ConfirmDialog
        open={asking}
        title="Remove your rating?"
        description="Your stars and words leave the dish's page. You can rate this order again later."
        cancelLabel="Keep it"
        confirmLabel="Remove"
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
  const headingId = useId();
  const lines = linesOf(order);
  const rated = lines.filter((line) => line.review);
  if (order.status !== 'completed' || (viewer === 'seller' && rated.length === 0)) return null;
  const shown = viewer === 'seller' ? rated : lines;

  const confirmRemove = () => {
    const line = removing;
    setRemoving(null);
    if (!line) return;
    remove.mutateAsync({ order, foodId: line.foodId }).then(
      () => toast.success(MSG.reviewRemoved),
      (error: unknown) => toast.error(errorMessage(error, MSG.reviewRemoveFailed)),
    );
  };

  return (
    <section aria-labelledby={headingId} className={`${card} p-5 sm:p-6`}>
      <h2 id={headingId} className="text-lg font-bold text-stone-900 dark:text-white">
        {viewer === 'seller' ? "The buyer's ratings" : rated.length === lines.length ? 'Your ratings' : 'Rate the dishes'}
      </h2>
      {viewer === 'buyer' && rated.length < lines.length ? (
        <p className="mt-1 text-sm text-stone-600 dark:text-stone-300">Rate each dish on its own: your stars help other diners choose.</p>
      ) : null}
      <ul className="mt-4 divide-y divide-stone-200 dark:divide-stone-800">
        {shown.map((line) => (
          <li key={line.foodId} className="py-4 first:pt-0 last:pb-0">
            <h3 className="mb-2 font-semibold text-stone-900 dark:text-white">{line.foodName}</h3>
            {line.review ? (
              <>
                <GivenRating review={line.review} />
                {viewer === 'buyer' ? (
                  <button type="button" className={`${buttonDangerSoft} mt-3 px-4 py-2`} disabled={remove.isPending} onClick={() => setRemoving(line)}>
                    Remove my rating{' '}<span className="sr-only">of {line.foodName}</span>
                  </button>
                ) : null}
              </>
            ) : (
              <RateForm order={order} dish={line} />
            )}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={removing !== null}
        title="Remove your rating?"
        description={`Your stars and words leave the page of ${removing?.foodName ?? 'the dish'}. You can rate it again later.`}
        cancelLabel="Keep it"
        confirmLabel="Remove"
        tone="danger"
        onCancel={() => setRemoving(null)}
        onConfirm={confirmRemove}
      />
    </section>
  );
}
