import { useId, useRef, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify/unstyled';
import { ValidationError } from 'yup';
import { dhakaDate, hoursState, WEEKDAYS, type TimeRange, type WeekHours, type Weekday } from '@domain/hours';
import { CLOSED_DATES_MAX } from '@domain/limits';
import type { Kitchen } from '@domain/types';
import { buttonPrimary, buttonSecondary, fieldError, inputClass, labelClass } from '../../components/ui';
import { apiErrorMessage, apiFieldErrors } from '../../lib/api-error-text';
import { ApiError } from '../../lib/http';
import { useNowMinute } from '../../lib/use-now';
import { useMessages, useT, type Translator } from '../../i18n';
import { useSchemas } from '../../i18n/schemas';
import { longDayOf, opensLine, weekdayName } from './sales-format';
import { useUpdateKitchen } from './kitchen-api';

// My Sales: the kitchen's opening hours and closed dates (docs/ARCHITECTURE.md §5j), edited per weekday.

type Shape = 'closed' | 'one' | 'two';

const SHAPES: Shape[] = ['closed', 'one', 'two'];
const FIRST_RANGE: TimeRange = { from: '09:00', to: '22:00' };
const SECOND_RANGE: TimeRange = { from: '18:00', to: '22:00' };

const shapeOf = (ranges: TimeRange[]): Shape => (ranges.length === 0 ? 'closed' : ranges.length === 1 ? 'one' : 'two');

/** A range's end as a time input shows it: midnight (`24:00`) is 12:00 AM, `00:00`. */
const endInput = (to: string) => (to === '24:00' ? '00:00' : to);
/** A time input's end as the API takes it: 12:00 AM is midnight, the end of the day. */
const endValue = (value: string) => (value === '00:00' ? '24:00' : value);

function withShape(ranges: TimeRange[], shape: Shape): TimeRange[] {
  if (shape === 'closed') return [];
  const first = ranges[0] ?? FIRST_RANGE;
  if (shape === 'one') return [first];
  if (ranges[1]) return [first, ranges[1]];
  // Lunch and dinner: a first range that ran into the evening now ends at 3 PM.
  return [endValue(first.to) > SECOND_RANGE.from ? { from: first.from < '15:00' ? first.from : '11:00', to: '15:00' } : first, SECOND_RANGE];
}

/** Errors keyed as the API keys them (`hours.mon`, `closedDates`). */
type Errors = Record<string, string>;

function validationErrors(error: unknown): Errors {
  if (!(error instanceof ValidationError)) return {};
  const errors: Errors = {};
  for (const inner of error.inner.length ? error.inner : [error]) errors[inner.path || '_'] ??= inner.message;
  return errors;
}

/** One line of what the hours mean now: open, or when it opens (`closed`); the switch first. */
export function kitchenNowText(kitchen: Kitchen, at: number | null, translator: Pick<Translator, 't' | 'lang'>): { text: string; closed: boolean } | null {
  // An API from before hours (a deploy under way) sends none: say nothing of them.
  if (!kitchen.open || at === null || !kitchen.hours) return null;
  const { t } = translator;
  const state = hoursState(kitchen, at);
  if (state.open) return { text: t('sales.hours.openNow'), closed: false };
  return { text: t('sales.hours.closedNow', { opens: opensLine(translator, state.opens) ?? t('sales.hours.noOpening') }), closed: true };
}

/** The weekly hours and closed dates, saved together with one Save; `onSaveEnded` once a save has succeeded or failed. */
export function KitchenHoursEditor({ kitchen, onSaveEnded }: { kitchen: Kitchen; onSaveEnded?: () => void }) {
  const update = useUpdateKitchen();
  const at = useNowMinute();
  const translator = useT();
  const { t, lang } = translator;
  const { kitchenSchema } = useSchemas();
  const msg = useMessages();
  const [hours, setHours] = useState<WeekHours>(kitchen.hours);
  const [closedDates, setClosedDates] = useState<string[]>(kitchen.closedDates);
  const [newDate, setNewDate] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const formId = useId();
  const datesRef = useRef<HTMLUListElement>(null);
  const dateInputRef = useRef<HTMLInputElement>(null);
  const today = dhakaDate(at ?? Date.now());

  const setDay = (day: Weekday, ranges: TimeRange[]) => {
    setHours((current) => ({ ...current, [day]: ranges }));
    setErrors(({ [`hours.${day}`]: _cleared, ...rest }) => rest);
  };

  const addDate = () => {
    if (!newDate) return;
    if (!closedDates.includes(newDate)) setClosedDates([...closedDates, newDate].sort());
    setNewDate('');
    setErrors(({ closedDates: _cleared, ...rest }) => rest);
  };

  /** Drops a date; focus goes to the next date's Remove, else the previous one's, else the date field (never <body>). */
  const removeDate = (index: number) => {
    const removes = Array.from(datesRef.current?.querySelectorAll('button') ?? []);
    (removes[index + 1] ?? removes[index - 1] ?? dateInputRef.current)?.focus();
    setClosedDates(closedDates.filter((_, other) => other !== index));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // A date already past is dropped rather than refused (the server drops it too).
    const body = { hours, closedDates: closedDates.filter((date) => date >= today) };
    try {
      await kitchenSchema.validate(body, { abortEarly: false });
    } catch (error) {
      setErrors(validationErrors(error));
      toast.error(t('sales.hours.fixErrors'));
      return;
    }
    try {
      const saved = await update.mutateAsync(body);
      setHours(saved.hours);
      setClosedDates(saved.closedDates);
      setErrors({});
      toast.success(t('sales.hours.saved'));
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && error.errors) setErrors(apiFieldErrors(error, msg));
      toast.error(apiErrorMessage(error, t('sales.hours.saveFailed'), msg));
    } finally {
      onSaveEnded?.();
    }
  };

  const now = kitchenNowText(kitchen, at, translator)?.text;
  return (
    <form noValidate onSubmit={onSubmit} aria-describedby={`${formId}-about`} className="mt-3 grid gap-4">
      <p id={`${formId}-about`} className="text-sm text-stone-600 dark:text-stone-300">
        {t('sales.hours.about')}
      </p>
      {now ? <p className="text-sm font-semibold text-stone-800 dark:text-stone-100">{now}</p> : null}
      <ul className="grid gap-3">
        {WEEKDAYS.map((day) => (
          <li key={day}>
            <DayRow day={day} ranges={hours[day]} error={errors[`hours.${day}`]} onChange={(ranges) => setDay(day, ranges)} />
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={`${buttonSecondary} justify-self-start`}
        onClick={() => {
          setHours(Object.fromEntries(WEEKDAYS.map((day) => [day, hours.mon.map((range) => ({ ...range }))])) as WeekHours);
          setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !key.startsWith('hours.'))));
        }}
      >
        {t('sales.hours.copyMonday')}
      </button>

      {/* The divider is the wrapper's: a fieldset draws its top border through its legend's middle, a strike to a Bangla reader. */}
      <div className="border-t border-stone-200 pt-4 dark:border-stone-800">
        <fieldset className="grid gap-2" aria-describedby={`${formId}-dates-error`}>
          <legend className="mb-2 font-semibold text-stone-900 dark:text-white">{t('sales.hours.closedDates')}</legend>
          <p className="text-sm text-stone-600 dark:text-stone-300">{t('sales.hours.closedDatesAbout', { max: CLOSED_DATES_MAX })}</p>
          {closedDates.length ? (
            <ul ref={datesRef} className="flex flex-wrap gap-2">
              {closedDates.map((date, index) => (
                <li key={date} className="inline-flex items-center gap-1 rounded-full bg-stone-100 py-1 pr-1 pl-3 text-sm dark:bg-stone-800">
                  <time dateTime={date}>{longDayOf(lang, date)}</time>
                  <button
                    type="button"
                    aria-label={t('sales.hours.remove', { date: longDayOf(lang, date) })}
                    className="inline-flex size-8 items-center justify-center rounded-full text-stone-700 hover:bg-stone-200 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-stone-200 dark:hover:bg-stone-700"
                    onClick={() => removeDate(index)}
                  >
                    <span aria-hidden="true">×</span>
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-stone-600 dark:text-stone-400">{t('sales.hours.noClosedDates')}</p>
          )}
          <div className="flex flex-wrap items-end gap-2">
            <div>
              <label htmlFor={`${formId}-date`} className={labelClass}>
                {t('sales.hours.addClosedDate')}
              </label>
              <input
                ref={dateInputRef}
                id={`${formId}-date`}
                type="date"
                min={today}
                value={newDate}
                onChange={(event) => setNewDate(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    addDate();
                  }
                }}
                className={`${inputClass} w-44`}
              />
            </div>
            <button type="button" className={buttonSecondary} onClick={addDate} disabled={!newDate}>
              {t('sales.hours.addDate')}
            </button>
          </div>
          {errors.closedDates ? (
            <p id={`${formId}-dates-error`} className={fieldError} role="alert">
              {errors.closedDates}
            </p>
          ) : null}
        </fieldset>
      </div>

      <button type="submit" className={`${buttonPrimary} justify-self-start`} disabled={update.isPending}>
        {update.isPending ? t('sales.hours.saving') : t('sales.hours.save')}
      </button>
    </form>
  );
}

/** One weekday: closed, open once or twice, with its times; its error under it. */
function DayRow({ day, ranges, error, onChange }: { day: Weekday; ranges: TimeRange[]; error?: string; onChange: (ranges: TimeRange[]) => void }) {
  const id = useId();
  const { t, lang } = useT();
  const name = weekdayName(lang, day);
  const shape = shapeOf(ranges);
  // 12:00 AM to 12:00 AM reads oddly: say what it means.
  const note = ranges.length === 1 && ranges[0]?.from === '00:00' && ranges[0].to === '24:00' ? t('sales.hours.allDay') : ranges.some((range) => range.to === '24:00') ? t('sales.hours.untilMidnight') : null;
  const setRange = (index: number, range: TimeRange) => onChange(ranges.map((current, i) => (i === index ? range : current)));
  return (
    <fieldset
      aria-describedby={`${id}-error`}
      aria-invalid={error ? true : undefined}
      className={`grid gap-2 rounded-xl border p-3 sm:grid-cols-[7rem_minmax(9rem,14rem)_1fr] sm:items-start ${
        error ? 'border-red-300 dark:border-red-800' : 'border-stone-200 dark:border-stone-800'
      }`}
    >
      <legend className="sr-only">{name}</legend>
      <span aria-hidden="true" className="font-semibold text-stone-900 sm:pt-2 dark:text-white">
        {name}
      </span>
      <div>
        <label htmlFor={`${id}-shape`} className="sr-only">
          {t('sales.hours.openOrClosed', { day: name })}
        </label>
        <select id={`${id}-shape`} value={shape} onChange={(event) => onChange(withShape(ranges, event.target.value as Shape))} className={inputClass}>
          {SHAPES.map((option) => (
            <option key={option} value={option}>
              {t(`sales.hours.shape.${option}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-2">
        {ranges.map((range, index) => (
          <div key={index} className="grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-center gap-2 sm:grid-cols-[minmax(0,10rem)_auto_minmax(0,10rem)] sm:justify-start">
            <label className="sr-only" htmlFor={`${id}-from-${index}`}>
              {t(index === 0 ? 'sales.hours.opens' : 'sales.hours.opensAgain', { day: name })}
            </label>
            <input
              id={`${id}-from-${index}`}
              type="time"
              step={60}
              required
              value={range.from}
              onChange={(event) => setRange(index, { ...range, from: event.target.value })}
              className={inputClass}
            />
            <span aria-hidden="true" className="text-stone-600 dark:text-stone-300">
              {t('sales.hours.to')}
            </span>
            <label className="sr-only" htmlFor={`${id}-to-${index}`}>
              {t(index === 0 ? 'sales.hours.closes' : 'sales.hours.closesAgain', { day: name })}
            </label>
            <input
              id={`${id}-to-${index}`}
              type="time"
              step={60}
              required
              value={endInput(range.to)}
              onChange={(event) => setRange(index, { ...range, to: endValue(event.target.value) })}
              className={inputClass}
            />
          </div>
        ))}
      </div>
      {note ? <p className="text-xs text-stone-600 sm:col-start-3 dark:text-stone-400">{note}</p> : null}
      {error ? (
        <p id={`${id}-error`} className={`${fieldError} sm:col-span-3`} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
