import { useField } from 'formik';
import { useId, useState, type InputHTMLAttributes } from 'react';
import { inputClass, labelClass } from '../../components/ui';
import { FieldError } from '../../components/field-error';
import { useT } from '../../i18n';
import { EyeIcon, EyeOffIcon } from './icons';

const invalidInput = 'aria-[invalid=true]:border-red-600 dark:aria-[invalid=true]:border-red-400';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'value' | 'onChange' | 'onBlur'>;

interface FieldProps extends InputProps {
  name: string;
  label: string;
}

function useFieldIds(name: string) {
  const [field, meta] = useField<string>(name);
  const id = useId();
  const errorId = `${id}-error`;
  const invalid = Boolean(meta.touched && meta.error);
  return {
    field,
    id,
    error: invalid ? meta.error : undefined,
    errorId,
    aria: { 'aria-invalid': invalid, 'aria-describedby': invalid ? errorId : undefined },
  };
}

export function TextField({ name, label, type = 'text', ...rest }: FieldProps) {
  const { field, id, error, errorId, aria } = useFieldIds(name);
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input id={id} type={type} {...field} {...aria} {...rest} className={`${inputClass} ${invalidInput}`} />
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** A password input with a show/hide toggle, and the rule it must meet (`hint`) shown before anything is typed. */
export function PasswordField({ name, label, hint, ...rest }: FieldProps & { hint?: string }) {
  const { field, id, error, errorId, aria } = useFieldIds(name);
  const [visible, setVisible] = useState(false);
  const { t } = useT();
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : '', aria['aria-describedby'] ?? ''].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          {...field}
          {...aria}
          aria-describedby={describedBy}
          {...rest}
          className={`${inputClass} ${invalidInput} pr-12`}
        />
        <button
          type="button"
          onClick={() => setVisible((value) => !value)}
          aria-label={t('account.field.showPassword')}
          aria-pressed={visible}
          aria-controls={id}
          className="absolute inset-y-0 right-0 grid w-12 place-items-center rounded-r-xl text-stone-500 hover:text-brand-700 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 dark:text-stone-400 dark:hover:text-brand-500"
        >
          {visible ? <EyeOffIcon className="size-5" /> : <EyeIcon className="size-5" />}
        </button>
      </div>
      {hint ? (
        <p id={hintId} className="mt-1.5 text-xs text-stone-600 dark:text-stone-400">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

export { FocusFirstError } from '../../components/focus-first-error';
