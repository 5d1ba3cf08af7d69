import { useEffect, useId, useRef } from 'react';
import { categoryKey, FOOD_SORTS, isFoodSort, type FoodSort } from '@domain/foods';
import type { CategoryCount } from '@domain/types';
import { SKELETONS_CATEGORY_CHIPS } from '../../config/ui';
import { useT, type MessageKey } from '../../i18n';
import { useCategories } from './foods-api';

/** The sort options' names (message ids). */
export const SORT_LABELS: Record<FoodSort, MessageKey> = {
  newest: 'foods.sort.newest',
  price_asc: 'foods.sort.priceAsc',
  price_desc: 'foods.sort.priceDesc',
  popular: 'foods.sort.popular',
  rating: 'foods.sort.rating',
};

const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:focus-visible:outline-brand-200';

export function SortSelect({ sort, onChange }: { sort: FoodSort; onChange(sort: FoodSort): void }) {
  const { t } = useT();
  const id = useId();
  return (
    <div className="flex items-center gap-3 sm:shrink-0">
      <label htmlFor={id} className="shrink-0 text-sm font-semibold text-stone-700 dark:text-stone-200">
        {t('foods.sort.label')}
      </label>
      <div className="relative flex-1 sm:flex-none">
        <select
          id={id}
          name="sort"
          value={sort}
          onChange={(event) => {
            if (isFoodSort(event.target.value)) onChange(event.target.value);
          }}
          className="block w-full cursor-pointer appearance-none rounded-full border border-stone-300 bg-white py-3 pr-11 pl-5 sm:py-4 text-base font-medium text-stone-900 shadow-lg shadow-brand-700/5 focus:border-brand-600 focus:ring-4 focus:ring-brand-600/20 focus:outline-none sm:w-56 dark:border-stone-700 dark:bg-stone-900 dark:text-white"
        >
          {FOOD_SORTS.map((value) => (
            <option key={value} value={value}>
              {t(SORT_LABELS[value])}
            </option>
          ))}
        </select>
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          fill="currentColor"
          className="pointer-events-none absolute top-1/2 right-4 size-5 -translate-y-1/2 text-stone-500 dark:text-stone-400"
        >
          <path fillRule="evenodd" d="M5.22 8.22a.75.75 0 0 1 1.06 0L10 11.94l3.72-3.72a.75.75 0 1 1 1.06 1.06l-4.25 4.25a.75.75 0 0 1-1.06 0L5.22 9.28a.75.75 0 0 1 0-1.06Z" clipRule="evenodd" />
        </svg>
      </div>
    </div>
  );
}

interface ChipProps {
  label: string;
  count?: number;
  pressed: boolean;
  onClick(): void;
}

/** Named by what it shows, then what the number counts: "Chicken 4 dishes" (a voice-control user says what they see). */
function Chip({ label, count, pressed, onClick }: ChipProps) {
  const { t, number } = useT();
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={`inline-flex shrink-0 snap-start items-center gap-2 rounded-full border px-4 py-2 text-sm font-semibold whitespace-nowrap transition ${focusRing} ${
        pressed
          ? 'border-brand-700 bg-brand-700 text-white shadow-md shadow-brand-700/20 dark:border-brand-200 dark:bg-brand-200 dark:text-stone-950'
          : 'border-stone-300 bg-white text-stone-700 hover:border-brand-600 hover:text-brand-800 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-200 dark:hover:border-brand-200 dark:hover:text-brand-100'
      }`}
    >
      {label}
      {count !== undefined ? (
        <>
          {' '}
          <span
            className={`rounded-full px-2 py-0.5 text-xs font-bold tabular-nums ${
              pressed ? 'bg-white text-brand-800 dark:bg-stone-950 dark:text-brand-200' : 'bg-stone-100 text-stone-600 dark:bg-stone-800 dark:text-stone-300'
            }`}
          >
            {number(count)}{' '}
            <span className="sr-only">{t('foods.chips.dishes', { count })}</span>
          </span>
        </>
      ) : null}
    </button>
  );
}

/** The chips shown for `active`: the store's categories, and `active` itself first when the store has none of it. */
export function chipsFor(categories: readonly CategoryCount[], active: string): { category: string; count?: number }[] {
  const key = categoryKey(active);
  if (!key || categories.some((item) => categoryKey(item.category) === key)) return [...categories];
  return [{ category: active }, ...categories];
}

/**
 * Category filter: 'All' and one toggle button per category with its number of foods. On a phone the chips scroll
 * sideways in one row; from the sm breakpoint they wrap. `counts: false` (a search is active): the numbers count the
 * whole menu, not what a tap would show, so none is shown (docs/ARCHITECTURE.md §5b).
 */
export function CategoryChips({ active, onSelect, counts = true }: { active: string; onSelect(category: string): void; counts?: boolean }) {
  const { t } = useT();
  const query = useCategories();
  const categories = query.data ?? [];
  const activeKey = categoryKey(active);
  const total = counts && query.isSuccess ? categories.reduce((sum, item) => sum + item.count, 0) : undefined;
  const groupRef = useRef<HTMLDivElement>(null);

  // On a phone the chosen chip may sit past the edge of the row (a shared link, back): bring it into the middle.
  useEffect(() => {
    const group = groupRef.current;
    const chosen = group?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (!group || !chosen || group.scrollWidth <= group.clientWidth) return;
    group.scrollLeft = chosen.offsetLeft - (group.clientWidth - chosen.offsetWidth) / 2;
  }, [activeKey, query.isSuccess]);

  return (
    <div
      ref={groupRef}
      role="group"
      aria-label={t('foods.chips.label')}
      aria-busy={query.isPending}
      className="relative -mx-4 flex snap-x scroll-px-4 gap-2 overflow-x-auto px-4 py-1 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:justify-center sm:overflow-visible sm:px-0 [&::-webkit-scrollbar]:hidden"
    >
      <Chip label={t('foods.chips.all')} count={total} pressed={!activeKey} onClick={() => onSelect('')} />
      {chipsFor(categories, active).map((item) => {
        const pressed = categoryKey(item.category) === activeKey;
        return (
          <Chip
            key={categoryKey(item.category)}
            label={item.category}
            count={counts ? item.count : undefined}
            pressed={pressed}
            onClick={() => onSelect(pressed ? '' : item.category)}
          />
        );
      })}
      {query.isPending
        ? Array.from({ length: SKELETONS_CATEGORY_CHIPS }, (_, i) => (
            <span key={i} aria-hidden="true" className="h-9 w-24 shrink-0 animate-pulse rounded-full bg-stone-200 dark:bg-stone-800" />
          ))
        : null}
    </div>
  );
}
