import { useField, useFormikContext } from 'formik';
import { useEffect, useRef, type HTMLInputTypeAttribute } from 'react';
import { typeLatinDigits } from '../lib/bangla-digits';
import { serverFieldError } from '../lib/server-field-errors';
import { FieldError } from './field-error';
import { inputClass, labelClass } from './ui';

export interface FormFieldProps {
  /** The Formik field name, also the key of the server's field errors. */
  name: string;
  /** The input's id (the label points at it; the error and hint ids derive from it). */
  id: string;
  label: string;
  /** A line under the label that stays (e.g. the phone format). */
  hint?: string;
  type?: HTMLInputTypeAttribute;
  /** A textarea of that many rows instead of an input. */
  rows?: number;
  placeholder?: string;
  maxLength?: number;
  min?: number;
  max?: number;
  step?: number | string;
  list?: string;
  inputMode?: 'numeric' | 'decimal' | 'tel' | 'text';
  autoComplete?: string;
  className?: string;
}

/**
 * A labelled input (or textarea) of a Formik form with its error: the form's own once touched, else the server's
 * 400 field error about the value it was sent with (`lib/server-field-errors.ts`).
 */
export function FormField({ name, id, label, hint, type = 'text', rows, className, ...rest }: FormFieldProps) {
  const [field, meta] = useField<string | number>(name);
  const { status } = useFormikContext();
  const inputRef = useRef<HTMLInputElement>(null);
  const numeric = type === 'number';

  // A number input refuses Bangla digits outright (its value stays ''): they are typed as their Latin digits instead.
  useEffect(() => {
    const input = inputRef.current;
    if (!numeric || !input) return;
    input.addEventListener('beforeinput', typeLatinDigits);
    return () => input.removeEventListener('beforeinput', typeLatinDigits);
  }, [numeric]);

  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const message = (meta.touched && meta.error) || serverFieldError(status, name, field.value);
  const invalid = Boolean(message);
  const describedBy = [hint ? hintId : '', invalid ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const shared = {
    id,
    ...field,
    value: field.value ?? '',
    'aria-invalid': invalid,
    'aria-describedby': describedBy,
    className: `${inputClass} ${invalid ? 'border-red-600! dark:border-red-500!' : ''}`,
  };
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {rows ? (
        <textarea {...shared} rows={rows} placeholder={rest.placeholder} maxLength={rest.maxLength} />
      ) : (
        <input ref={inputRef} {...shared} type={type} {...rest} />
      )}
      {hint ? (
        <p id={hintId} className="mt-1.5 text-xs text-stone-600 dark:text-stone-400">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={message} />
    </div>
  );
}
