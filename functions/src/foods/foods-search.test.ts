import { describe, expect, it } from 'vitest';
import { gramsToCount, MAX_COUNTED_GRAMS, nameGrams, nameMatches, normalizeName, queryGrams } from './foods-search.js';

describe('normalizeName', () => {
  it('lower-cases, collapses whitespace and trims', () => {
    expect(normalizeName('  Kacchi \t  BIRYANI\n')).toBe('kacchi biryani');
  });
});

describe('nameGrams', () => {
  it('holds every distinct 1- to 5-gram of the normalised name', () => {
    expect(nameGrams('Ab  Ab').sort()).toEqual(
      ['a', 'b', ' ', 'ab', 'b ', ' a', 'ab ', 'b a', ' ab', 'ab a', 'b ab', 'ab ab'].sort(),
    );
  });

  it('keeps any character as it is, counting by code point', () => {
    expect(nameGrams('Crème')).toEqual(expect.arrayContaining(['è', 'rèm', 'crème']));
    expect(nameGrams('🍛 ok')).toEqual(expect.arrayContaining(['🍛', '🍛 ok']));
  });
});

describe('queryGrams', () => {
  it('uses the query itself up to 5 characters', () => {
    expect(queryGrams('c')).toEqual(['c']);
    expect(queryGrams('n t')).toEqual(['n t']);
    expect(queryGrams('curry')).toEqual(['curry']);
    expect(queryGrams('')).toEqual([]);
  });

  it('uses the distinct 5-grams of longer queries', () => {
    expect(queryGrams('aaaaaaa')).toEqual(['aaaaa']);
    expect(queryGrams('chicken')).toEqual(['chick', 'hicke', 'icken']);
  });

  it('only asks for grams every matching name holds', () => {
    const name = 'Spaghetti Carbonara with Cheese';
    const grams = new Set(nameGrams(name));
    for (const query of ['carbonara with', 'a w', 'ti c', 'spaghetti carbonara with cheese', 'e', 'th', 'ra wi']) {
      expect(nameMatches(name, query)).toBe(true);
      for (const gram of queryGrams(query)) expect(grams.has(gram), gram).toBe(true);
    }
  });
});

describe('gramsToCount', () => {
  it('counts every gram of a short query', () => {
    expect(gramsToCount(['chick', 'hicke', 'icken'])).toEqual(['chick', 'hicke', 'icken']);
  });

  it('spreads the counted grams over a long query, keeping the first and last', () => {
    const all = queryGrams('spaghetti carbonara with cheese');
    const counted = gramsToCount(all);
    expect(counted).toHaveLength(MAX_COUNTED_GRAMS);
    expect(counted[0]).toBe('spagh');
    expect(counted.at(-1)).toBe('heese');
    for (const gram of counted) expect(all).toContain(gram);
  });
});
