import { Form, Formik } from 'formik';
import { useId, useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import { MSG } from '@domain/messages';
import { REPLY_TEXT_MAX } from '@domain/reviews';
import { replySchema } from '@domain/schemas';
import type { Review } from '@domain/types';
import { FormField } from '../../components/form-field';
import { buttonPrimary, buttonSecondary } from '../../components/ui';
import { errorMessage } from '../../lib/http';
import { serverFieldErrors } from '../../lib/server-field-errors';
import { useReplyToReview } from './reviews-api';

const REPLY_FIELDS = ['text'] as const;

/** The seller's Reply under a review: a button that opens the form. Loaded only for the seller (Formik and yup). */
export default function ReviewReplyForm({ review, foodId, reviewer }: { review: Review; foodId: string; reviewer: string }) {
  const [open, setOpen] = useState(false);
  const reply = useReplyToReview(foodId);
  const fieldId = useId();
  if (!open) {
    return (
      <button type="button" className={`${buttonSecondary} mt-4 px-4 py-2`} aria-label={`Reply to ${reviewer}`} onClick={() => setOpen(true)}>
        Reply
      </button>
    );
  }
  return (
    <Formik
      initialValues={{ text: '' }}
      validationSchema={replySchema}
      validateOnBlur
      validateOnChange={false}
      onSubmit={async (values, helpers) => {
        helpers.setStatus(undefined);
        try {
          await reply.mutateAsync({ reviewId: review._id, input: replySchema.cast(values) });
          toast.success(MSG.replySuccess);
        } catch (error) {
          helpers.setStatus(serverFieldErrors(error, values, REPLY_FIELDS));
          toast.error(errorMessage(error, MSG.replyFailed));
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label={`Reply to ${reviewer}`} className="mt-4">
          <FormField name="text" id={fieldId} label="Your reply" rows={3} maxLength={REPLY_TEXT_MAX} />
          <div className="flex flex-wrap gap-3">
            <button type="submit" className={buttonPrimary} disabled={isSubmitting}>
              {isSubmitting ? 'Posting...' : 'Post reply'}
            </button>
            <button type="button" className={buttonSecondary} disabled={isSubmitting} onClick={() => setOpen(false)}>
              Cancel
            </button>
          </div>
        </Form>
      )}
    </Formik>
  );
}
