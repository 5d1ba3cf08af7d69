import { useFormikContext } from 'formik';
import { useEffect } from 'react';

/**
 * For a form judged on Save only (validateOnBlur and validateOnChange off, so that no error appears while a finger is
 * on its way to Save): once a Save was tried, every change judges the form again, so an error goes as soon as the
 * field is right, not at the next Save (react-hook-form's `reValidateMode: 'onChange'`).
 */
export function RevalidateAfterSubmit() {
  const { submitCount, values, validateForm } = useFormikContext();
  useEffect(() => {
    if (submitCount > 0) void validateForm();
  }, [values, submitCount, validateForm]);
  return null;
}
