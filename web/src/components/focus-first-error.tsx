import { useFormikContext } from 'formik';
import { useEffect, useRef, type RefObject } from 'react';

/**
 * After a submit that failed validation, moves focus to the first invalid field (in form order) and brings it to the
 * middle of the screen, clear of the sticky header: the error is where the eye is, and a screen reader says it.
 */
export function FocusFirstError({ formRef }: { formRef: RefObject<HTMLFormElement | null> }) {
  const { submitCount, isSubmitting, errors } = useFormikContext<Record<string, unknown>>();
  const handled = useRef(0);
  useEffect(() => {
    if (isSubmitting || submitCount === handled.current) return;
    handled.current = submitCount;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (Object.keys(errors).length > 0 && invalid) focusField(invalid);
  }, [submitCount, isSubmitting, errors, formRef]);
  return null;
}

/** Focuses a field and scrolls it to the middle of the viewport (a plain focus() may leave it under the header). */
export function focusField(field: HTMLElement): void {
  field.focus({ preventScroll: true });
  // jsdom has no scrollIntoView.
  if (typeof field.scrollIntoView === 'function') field.scrollIntoView({ block: 'center', behavior: 'instant' });
}
