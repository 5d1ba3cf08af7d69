import { RATING_MAX, RATINGS } from '@domain/reviews';
import type { FoodRating } from '@domain/types';
import { useT, type Translator } from '../i18n/i18n-context';

const STAR_PATH =
  'M10 1.6l2.47 5.3 5.8.69-4.28 3.97 1.13 5.73L10 14.43 4.88 17.29l1.13-5.73L1.73 7.59l5.8-.69L10 1.6z';

const SIZES = { sm: 'size-4', md: 'size-5', lg: 'size-6', xl: 'size-8' } as const;
export type StarSize = keyof typeof SIZES;

/** One star, filled `fill` (0..1) from the left: a grey star with the filled part drawn over it. */
export function Star({ fill, size = 'md' }: { fill: number; size?: StarSize }) {
  return (
    <span aria-hidden="true" className={`relative inline-block shrink-0 ${SIZES[size]}`}>
      <svg viewBox="0 0 20 20" className="absolute inset-0 size-full fill-stone-300 dark:fill-stone-600">
        <path d={STAR_PATH} />
      </svg>
      {fill > 0 ? (
        <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${Math.round(Math.min(1, fill) * 100)}%` }}>
          <svg viewBox="0 0 20 20" className={`${SIZES[size]} fill-amber-500 dark:fill-amber-400`}>
            <path d={STAR_PATH} />
          </svg>
        </span>
      ) : null}
    </span>
  );
}

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

/** The star's corners in its 20 × 20 box (STAR_PATH's points). */
const STAR_POINTS = [
  [10, 1.6], [12.47, 6.9], [18.27, 7.59], [13.99, 11.56], [15.12, 17.29],
  [10, 14.43], [4.88, 17.29], [6.01, 11.56], [1.73, 7.59], [7.53, 6.9],
] as const;

/** Each size of a row of stars: its box (five stars and four 2 px gaps), and its drawing in units of a star's 20. */
const ROWS = Object.fromEntries(
  (
    [
      ['sm', 16, 'h-4 w-22'],
      ['md', 20, 'h-5 w-27'],
      ['lg', 24, 'h-6 w-32'],
      ['xl', 32, 'h-8 w-42'],
    ] as const
  ).map(([size, px, box]) => {
    const gap = (2 * 20) / px;
    const d = RATINGS.map((_, index) => `M${STAR_POINTS.map(([x, y]) => `${+(x + index * (20 + gap)).toFixed(2)} ${y}`).join('L')}z`).join('');
    return [size, { box, gap, width: 5 * 20 + 4 * gap, d }];
  }),
) as Record<StarSize, { box: string; gap: number; width: number; d: string }>;

/**
 * How much of a row of stars `value` (0..5) fills from the left, in percent of the row: its whole stars, the gaps after
 * them, and the fraction of the next one.
 */
export function starsFill(value: number, size: StarSize): number {
  const { gap, width } = ROWS[size];
  const clamped = Math.min(RATING_MAX, Math.max(0, value));
  const whole = Math.floor(clamped);
  const filled = whole === RATING_MAX ? width : whole * (20 + gap) + (clamped - whole) * 20;
  return Math.round((filled / width) * 10000) / 100;
}

/**
 * Five stars filled to `value` (0..5, fractions shown), read by screen readers as e.g. '4 of 5 stars'. Drawn as two
 * shapes, the grey row and the filled part of the row over it (a card shows a row: five elements, not thirty).
 */
export function Stars({ value, size = 'md', label }: { value: number; size?: StarSize; label?: string }) {
  const tr = useT();
  const stars = Number(formatRating(value));
  const shown = tr.lang === 'en' ? formatRating(value).replace(/\.0$/, '') : tr.number(stars);
  const { box, width, d } = ROWS[size];
  const fill = starsFill(value, size);
  const viewBox = `0 0 ${width} 20`;
  return (
    <span
      role="img"
      aria-label={label ?? tr.t('common.rating.stars', { value: shown, max: tr.number(RATING_MAX) })}
      className={`relative inline-block shrink-0 ${box}`}
    >
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
