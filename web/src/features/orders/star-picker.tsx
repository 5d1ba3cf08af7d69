import { useField, useFormikContext } from 'formik';
import { useEffect, useId, useRef, useState } from 'react';
import { RATING_MAX, RATINGS } from '@domain/reviews';
import { FieldError } from '../../components/field-error';
import { Star } from '../../components/star';
import { labelClass } from '../../components/ui';
import { useT, type MessageKey } from '../../i18n';
import { serverFieldError } from '../../lib/server-field-errors';

const WORDS: Record<number, MessageKey> = { 1: 'orders.stars.poor', 2: 'orders.stars.fair', 3: 'orders.stars.good', 4: 'orders.stars.veryGood', 5: 'orders.stars.excellent' };

/**
 * The stars of a rating as a radio group of a Formik form (its field holds 0 until a star is chosen): native radios,
 * so arrow keys move between the stars and a screen reader says '4 of 5 stars'; the stars show the choice, or the
 * one under the pointer.
 */
export function StarPicker({ name, legend, autoFocus = false }: { name: string; legend: string; autoFocus?: boolean }) {
  const [field, meta, helpers] = useField<number>(name);
  const { status, submitCount } = useFormikContext();
  const [hovered, setHovered] = useState<number | null>(null);
  const group = useId();
  const { t, number } = useT();
  const errorId = `${group}-error`;
  const message = ((meta.touched || submitCount > 0) && meta.error) || serverFieldError(status, name, field.value);
  const shown = hovered ?? field.value;
  const first = useRef<HTMLInputElement>(null);
  // Opened by a button that is gone now: focus goes to the stars instead of the page's start.
  useEffect(() => {
    if (autoFocus) first.current?.focus();
  }, [autoFocus]);

  return (
    <fieldset aria-describedby={message ? errorId : undefined} aria-invalid={message ? true : undefined}>
      <legend className={labelClass}>{legend}</legend>
      <div className="flex flex-wrap items-center gap-x-3">
        <div className="-ml-1 flex" onMouseLeave={() => setHovered(null)}>
          {RATINGS.map((stars) => (
            <label key={stars} className="cursor-pointer p-1" onMouseEnter={() => setHovered(stars)}>
              <input
                type="radio"
                name={group}
                value={stars}
                ref={stars === 1 ? first : undefined}
                checked={field.value === stars}
                onChange={() => {
                  // A choice made with the keyboard shows at once, whatever star the pointer last rested on.
                  setHovered(null);
                  void helpers.setValue(stars, true);
                }}
                onBlur={() => void helpers.setTouched(true, false)}
                aria-label={t('orders.stars.of', { count: stars, n: number(stars), max: number(RATING_MAX) })}
                className="peer sr-only"
              />
              <span className="block rounded-lg transition peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 hover:scale-110 motion-reduce:transition-none motion-reduce:hover:scale-100 dark:peer-focus-visible:outline-brand-200">
                <Star fill={stars <= shown ? 1 : 0} size="xl" />
              </span>
            </label>
          ))}
        </div>
        <span aria-hidden="true" className="min-w-20 text-sm font-semibold text-stone-700 dark:text-stone-200">
          {shown && WORDS[shown] ? t(WORDS[shown]) : t('orders.stars.choose')}
        </span>
      </div>
      <FieldError id={errorId} message={message} />
    </fieldset>
  );
}
