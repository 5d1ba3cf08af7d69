import type { AriaAttributes, AriaRole } from 'react';
import { RATING_MAX, RATINGS } from '@domain/reviews';
import type { FoodRating } from '@domain/types';
import { useT, type Translator } from '../i18n/i18n-context';

/** A star in a 20 × 20 box, from its top point on: its outline in relative moves, so it can be drawn anywhere. */
export const STAR_OUTLINE = 'l2.47 5.3 5.8.69-4.28 3.97 1.13 5.73-5.12-2.86-5.12 2.86 1.13-5.73-4.28-3.97 5.8-.69z';
/** The sizes a star is drawn at (the single star of components/star.tsx, and a row of five here). */
export type StarSize = 'sm' | 'md' | 'lg' | 'xl';

/** A rating as people read it: one decimal, '4.3', '5.0'. */
export function formatRating(average: number): string {
  // Averages have 2 decimals; rounding whole hundredths keeps 4.05 from reading as 4.0 (4.05 is 4.04999… in binary).
  return (Math.round(Math.round(average * 100) / 10) / 10).toFixed(1);
}

/**
 * A rating in the language of `translator`: English as formatRating writes it (no Intl on an English page's start),
 * Bangla in its digits, '৪.৩'.
 */
export function ratingText(average: number, { lang, number }: Translator): string {
  const text = formatRating(average);
  return lang === 'en' ? text : number(Number(text), { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

/** '12 reviews', '1 review' ('১২টি রিভিউ'). */
export function reviewCountText(count: number, { t, number }: Translator): string {
  return t('common.rating.reviews', { count, shown: number(count) });
}

/** Each size of a row of stars: a star's size in px, and the row's box (five stars and four 2 px gaps). */
const ROWS = { sm: [16, 'h-4 w-22'], md: [20, 'h-5 w-27'], lg: [24, 'h-6 w-32'], xl: [32, 'h-8 w-42'] } as const;

/** The 2 px between two stars of a row of `size`, in units of a star's 20. */
const gapOf = (size: StarSize) => 40 / ROWS[size][0];

/**
 * How much of a row of stars `value` (0..5) fills from the left, in percent of the row: its whole stars, the gaps after
 * them, and the fraction of the next one.
 */
export function starsFill(value: number, size: StarSize): number {
  const gap = gapOf(size);
  const whole = Math.floor(value);
  return Math.min(100, Math.max(0, Math.round(((whole * (20 + gap) + (value - whole) * 20) / (100 + 4 * gap)) * 10000) / 100));
}

/**
 * Five stars filled to `value` (0..5, fractions shown), read by screen readers as e.g. '4 of 5 stars'. Drawn as two
 * shapes, the grey row and the filled part of the row over it (a card shows a row: five elements, not thirty).
 */
export function Stars({ value, size = 'md', label }: { value: number; size?: StarSize; label?: string }) {
  const tr = useT();
  const stars = Number(formatRating(value));
  const shown = tr.lang === 'en' ? formatRating(value).replace(/\.0$/, '') : tr.number(stars);
  const gap = gapOf(size);
  return (
    <FilledShape
      role="img"
      aria-label={label ?? tr.t('common.rating.stars', { value: shown, max: tr.number(RATING_MAX) })}
      d={RATINGS.map((star) => `M${10 + (star - 1) * (20 + gap)} 1.6${STAR_OUTLINE}`).join('')}
      viewBox={`0 0 ${100 + 4 * gap} 20`}
      box={ROWS[size][1]}
      fill={starsFill(value, size)}
    />
  );
}

/**
 * The shape `d` in grey with its part `fill` percent from the left drawn over it in amber, in a box of the classes
 * `box`: a row of stars here, a single star in components/star.tsx. The rest of the props (a role and label, or
 * aria-hidden) go on the box.
 */
export function FilledShape({ d, viewBox, box, fill, ...rest }: { d: string; viewBox: string; box: string; fill: number } & AriaAttributes & { role?: AriaRole }) {
  return (
    <span {...rest} className={`relative inline-block shrink-0 ${box}`}>
      <svg viewBox={viewBox} aria-hidden="true" className="absolute inset-0 size-full fill-stone-300 dark:fill-stone-600">
        <path d={d} />
      </svg>
      {fill > 0 ? (
        <span aria-hidden="true" className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${fill}%` }}>
          <svg viewBox={viewBox} className={`${box} fill-amber-500 dark:fill-amber-400`}>
            <path d={d} />
          </svg>
        </span>
      ) : null}
    </span>
  );
}

interface RatingSummaryProps {
  rating: FoodRating;
  /** `card`: compact, for food cards; `page`: the dish page's line under its name. */
  variant?: 'card' | 'page';
  className?: string;
}

/** A food's rating from the food object itself: stars and '4.3 · 12 reviews', or 'No reviews yet'. */
export function RatingSummary({ rating, variant = 'card', className = '' }: RatingSummaryProps) {
  const tr = useT();
  const page = variant === 'page';
  const text = page ? 'text-sm' : 'text-xs';
  if (rating.count === 0) {
    return <p className={`${text} font-medium text-stone-600 dark:text-stone-400 ${className}`}>{tr.t('common.rating.none')}</p>;
  }
  const average = ratingText(rating.average, tr);
  return (
    <p className={`flex items-center gap-2 ${text} ${className}`}>
      <Stars value={rating.average} size={page ? 'md' : 'sm'} label={tr.t('common.rating.rated', { average, max: tr.number(RATING_MAX) })} />
      <span className="font-semibold text-stone-800 dark:text-stone-100">
        {average}
        <span aria-hidden="true" className="px-1 text-stone-400">
          ·
        </span>
        <span className="sr-only">, </span>
        <span className="font-medium text-stone-600 dark:text-stone-300">{reviewCountText(rating.count, tr)}</span>
      </span>
    </p>
  );
}
