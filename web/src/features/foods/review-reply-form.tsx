import { Form, Formik } from 'formik';
import { useEffect, useId, useRef, useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import { REPLY_TEXT_MAX } from '@domain/reviews';
import type { Review } from '@domain/types';
import { FormField } from '../../components/form-field';
import { buttonPrimary, buttonSecondary } from '../../components/ui';
import { useMessages, useT } from '../../i18n';
import { useSchemas } from '../../i18n/schemas';
import { apiErrorMessage } from '../../lib/api-error-text';
import { serverFieldErrors } from '../../lib/server-field-errors';
import { useReplyToReview } from './reviews-api';

const REPLY_FIELDS = ['text'] as const;

/**
 * The seller's Reply under a review: a button that opens the form. Loaded only for the seller (Formik and yup).
 * `onPosted` once the reply is saved (the review then shows it, and this form goes).
 */
export default function ReviewReplyForm({ review, foodId, reviewer, onPosted }: { review: Review; foodId: string; reviewer: string; onPosted(): void }) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const cancelled = useRef(false);
  // Cancel gives focus back to the Reply button it replaced (it would fall to <body> with the form).
  useEffect(() => {
    if (open || !cancelled.current) return;
    cancelled.current = false;
    buttonRef.current?.focus();
  }, [open]);
  if (!open) {
    return (
      <button
        ref={buttonRef}
        type="button"
        className={`${buttonSecondary} mt-4 px-4 py-2`}
        aria-label={t('foods.reply.to', { name: reviewer })}
        onClick={() => setOpen(true)}
      >
        {t('foods.reply.button')}
      </button>
    );
  }
  return (
    <ReplyForm
      review={review}
      foodId={foodId}
      reviewer={reviewer}
      onPosted={onPosted}
      onCancel={() => {
        cancelled.current = true;
        setOpen(false);
      }}
    />
  );
}

/** The open form (its schema is built when it opens). */
function ReplyForm({ review, foodId, reviewer, onPosted, onCancel }: { review: Review; foodId: string; reviewer: string; onPosted(): void; onCancel(): void }) {
  const { t } = useT();
  const msg = useMessages();
  const { replySchema } = useSchemas();
  const reply = useReplyToReview(foodId);
  const fieldId = useId();
  // Opened by Reply: the seller writes at once.
  useEffect(() => {
    document.getElementById(fieldId)?.focus();
  }, [fieldId]);
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
          toast.success(msg.replySuccess);
          onPosted();
        } catch (error) {
          helpers.setStatus(serverFieldErrors(error, values, REPLY_FIELDS, msg));
          toast.error(apiErrorMessage(error, msg.replyFailed, msg));
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label={t('foods.reply.to', { name: reviewer })} className="mt-4">
          <FormField name="text" id={fieldId} label={t('foods.reply.label')} rows={3} maxLength={REPLY_TEXT_MAX} />
          <div className="flex flex-wrap gap-3">
            <button type="submit" className={buttonPrimary} disabled={isSubmitting}>
              {isSubmitting ? t('foods.reply.posting') : t('foods.reply.post')}
            </button>
            <button type="button" className={buttonSecondary} disabled={isSubmitting} onClick={onCancel}>
              {t('common.cancel')}
            </button>
          </div>
        </Form>
      )}
    </Formik>
  );
}
