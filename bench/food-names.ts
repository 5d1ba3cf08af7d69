import type { FoodInput } from '../functions/src/domain/types.js';
import { nameMatches, normalizeName } from '../functions/src/foods/foods-search.js';

/** The search terms of the bench and how many foods of the full catalogue contain each. */
export const SEARCH_TERMS = [
  { term: 'unicorn', k: 0 },
  { term: 'quince', k: 1 },
  { term: 'kumquat', k: 10 },
  { term: 'saffron', k: 100 },
] as const;

export type SearchTerm = (typeof SEARCH_TERMS)[number]['term'];

/**
 * Issue 9 item 6: a search whose grams are all common while its text is rare. Among the 5,000 foods, DECOYS hold
 * every 5-gram of TERM without containing it, and one food contains it.
 */
export const COMMON_GRAMS = { term: 'curry masala', k: 1, decoys: 150, decoy: 'Hurry Masala Curry', match: 'Lamb Curry Masala' } as const;

/** Matches of each term in the first phase (50 foods): all of k = 0, 1, 10, and 25 of the 100. */
export const FIRST_PHASE_MATCHES: Record<SearchTerm, number> = { unicorn: 0, quince: 1, kumquat: 10, saffron: 25 };
export const FIRST_PHASE_SIZE = 50;
export const FULL_SIZE = 5_000;

const ADJECTIVES = [
  'Smoky', 'Crispy', 'Spicy', 'Golden', 'Tangy', 'Creamy', 'Zesty', 'Roasted', 'Grilled', 'Slow-cooked', 'Honey',
  'Garlic', 'Lemon', 'Chili', 'Herb', 'Sesame', 'Ginger', 'Coconut', 'Mango', 'Tamarind', 'Pepper', 'Butter', 'Masala',
  'Miso', 'Basil', 'Charred', 'Sticky', 'Fiery', 'Mild', 'Hearty',
];
const MAINS = [
  'Chicken', 'Lamb', 'Beef', 'Paneer', 'Tofu', 'Prawn', 'Salmon', 'Mushroom', 'Lentil', 'Chickpea', 'Eggplant', 'Potato',
  'Duck', 'Pork', 'Cauliflower', 'Spinach', 'Hilsa', 'Egg', 'Squid', 'Jackfruit',
];
const DISHES = [
  'Curry', 'Biryani', 'Noodles', 'Stew', 'Tacos', 'Burger', 'Salad', 'Soup', 'Dumplings', 'Pilaf', 'Wrap', 'Skewers',
  'Pie', 'Risotto', 'Bowl', 'Fried Rice', 'Kebab', 'Pasta', 'Ramen', 'Pho', 'Korma', 'Tikka', 'Bhuna', 'Khichuri',
];
const CATEGORIES = ['Rice', 'Curry', 'Noodles', 'Street Food', 'Soup', 'Grill', 'Vegetarian', 'Seafood', 'Dessert', 'Snacks'];
const ORIGINS = ['Bangladesh', 'India', 'Thailand', 'Japan', 'Italy', 'Mexico', 'Vietnam', 'Turkey', 'Korea', 'Spain'];

/** Small seeded PRNG (mulberry32): the same catalogue on every run. */
export function randomSource(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type Random = () => number;

function pick<T>(random: Random, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

function shuffle<T>(random: Random, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
  return items;
}

/** Whether the API's search for `term` finds this name (case-insensitive substring, or a spelling variant: §5b). */
export function nameContains(foodName: string, term: string): boolean {
  return nameMatches(foodName, normalizeName(term));
}

function randomName(random: Random): string {
  for (;;) {
    const name = `${pick(random, ADJECTIVES)} ${pick(random, MAINS)} ${pick(random, DISHES)}`;
    if (!SEARCH_TERMS.some(({ term }) => nameContains(name, term))) return name;
  }
}

// The term sits at the start, middle or end of the name, in varied case.
function matchingName(random: Random, term: string): string {
  const word = term.charAt(0).toUpperCase() + term.slice(1);
  const patterns = [
    () => `${word} ${pick(random, MAINS)} ${pick(random, DISHES)}`,
    () => `${pick(random, ADJECTIVES)} ${word} ${pick(random, DISHES)}`,
    () => `${pick(random, MAINS)} ${pick(random, DISHES)} with ${term}`,
  ];
  return pick(random, patterns)();
}

function foodFor(random: Random, foodName: string, index: number): FoodInput {
  return {
    foodName,
    foodImage: `https://example.com/bench/${index}.webp`,
    category: pick(random, CATEGORIES),
    price: Math.round(random() * 3_000 + 200) / 100,
    // Enough stock for every purchase the bench makes of any one food.
    quantity: 100 + Math.floor(random() * 400),
    foodOrigin: pick(random, ORIGINS),
    description: `A bench dish: ${foodName.toLowerCase()}, cooked to order.`,
  };
}

export interface Catalogue {
  /** The first 50 foods. */
  first: FoodInput[];
  /** The other 4,950: loaded after the first phase is measured. */
  rest: FoodInput[];
}

/**
 * 5,000 foods in which exactly k foods contain each term of SEARCH_TERMS; the first 50 hold FIRST_PHASE_MATCHES of them.
 * The other 4,950 also hold the COMMON_GRAMS decoys and match.
 */
export function buildCatalogue(seed = 20_240_105): Catalogue {
  const random = randomSource(seed);
  const names = (counts: Record<SearchTerm, number>, size: number) => {
    const matching = SEARCH_TERMS.flatMap(({ term }) => Array.from({ length: counts[term] }, () => matchingName(random, term)));
    const others = Array.from({ length: size - matching.length }, () => randomName(random));
    return shuffle(random, [...matching, ...others]);
  };
  const restCounts = Object.fromEntries(
    SEARCH_TERMS.map(({ term, k }) => [term, k - FIRST_PHASE_MATCHES[term]]),
  ) as Record<SearchTerm, number>;
  const firstNames = names(FIRST_PHASE_MATCHES, FIRST_PHASE_SIZE);
  const planted = [COMMON_GRAMS.match, ...Array.from({ length: COMMON_GRAMS.decoys }, () => COMMON_GRAMS.decoy)];
  const restNames = shuffle(random, [...names(restCounts, FULL_SIZE - FIRST_PHASE_SIZE - planted.length), ...planted]);
  let index = 0;
  const toFood = (name: string) => foodFor(random, name, (index += 1));
  return { first: firstNames.map(toFood), rest: restNames.map(toFood) };
}
