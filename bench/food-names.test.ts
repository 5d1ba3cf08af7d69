import { describe, expect, it } from 'vitest';
import { buildCatalogue, COMMON_GRAMS, FIRST_PHASE_MATCHES, FIRST_PHASE_SIZE, FULL_SIZE, nameContains, SEARCH_TERMS } from './food-names.js';
import { foodSchema } from '../functions/src/domain/schemas.js';
import { nameGrams, queryGrams } from '../functions/src/foods/foods-search.js';

describe('bench catalogue', () => {
  const catalogue = buildCatalogue();
  const all = [...catalogue.first, ...catalogue.rest];
  const matches = (foods: typeof all, term: string) => foods.filter((food) => nameContains(food.foodName, term)).length;

  it('holds 50 foods, then 5,000 in all', () => {
    expect(catalogue.first).toHaveLength(FIRST_PHASE_SIZE);
    expect(all).toHaveLength(FULL_SIZE);
  });

  it('has exactly k foods containing each search term, case-insensitively', () => {
    for (const { term, k } of SEARCH_TERMS) expect(matches(all, term)).toBe(k);
    expect(SEARCH_TERMS.map(({ k }) => k)).toEqual([0, 1, 10, 100]);
  });

  it('hides one match of the common-grams term among foods that hold all its grams', () => {
    expect(matches(all, COMMON_GRAMS.term)).toBe(COMMON_GRAMS.k);
    const grams = queryGrams(COMMON_GRAMS.term);
    const holders = all.filter((food) => grams.every((gram) => nameGrams(food.foodName).includes(gram)));
    expect(holders.length).toBe(COMMON_GRAMS.decoys + COMMON_GRAMS.k);
  });

  it('puts the chosen share of the matches in the first 50 foods', () => {
    for (const { term } of SEARCH_TERMS) expect(matches(catalogue.first, term)).toBe(FIRST_PHASE_MATCHES[term]);
  });

  it('is the same on every run and different for another seed', () => {
    expect(buildCatalogue()).toEqual(catalogue);
    expect(buildCatalogue(7).first.map((food) => food.foodName)).not.toEqual(catalogue.first.map((food) => food.foodName));
  });

  it('only generates foods the API accepts', () => {
    for (const food of all.slice(0, 200)) expect(foodSchema.isValidSync(food)).toBe(true);
  });
});
