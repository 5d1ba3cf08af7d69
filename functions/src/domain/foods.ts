// Finding food (docs/ARCHITECTURE.md §5b): the sorts of All Foods and how categories compare.

export const FOOD_SORTS = ['newest', 'price_asc', 'price_desc', 'popular', 'rating'] as const;
export type FoodSort = (typeof FOOD_SORTS)[number];
export const DEFAULT_FOOD_SORT: FoodSort = 'newest';

export function isFoodSort(value: string): value is FoodSort {
  return (FOOD_SORTS as readonly string[]).includes(value);
}

/** The key categories compare by: lower-cased, whitespace collapsed, trimmed (`Rice` = ` rice `). */
export function categoryKey(category: string): string {
  return category.toLowerCase().replace(/\s+/g, ' ').trim();
}
