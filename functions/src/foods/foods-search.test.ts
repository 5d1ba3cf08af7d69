import { describe, expect, it } from 'vitest';
import { gramKey, MAX_QUERY_GRAMS, nameMatches, nameTokens, normalizeName, queryTokenKeys } from './foods-search.js';

describe('normalizeName', () => {
  it('lower-cases, collapses whitespace and trims', () => {
    expect(normalizeName('  Kacchi \t  BIRYANI\n')).toBe('kacchi biryani');
  });
});

describe('nameTokens', () => {
  it('holds every distinct 1-, 2- and 3-gram of the normalised name', () => {
    const tokens = nameTokens('Ab  Ab');
    const grams = ['a', 'b', ' ', 'ab', 'b ', ' a', 'ab ', 'b a', ' ab'];
    expect(Object.keys(tokens).sort()).toEqual(grams.map(gramKey).sort());
  });

  it('encodes any character as a plain field name', () => {
    expect(gramKey('é.')).toBe('t_c3a92e');
    expect(Object.keys(nameTokens('Crème brûlée')).every((key) => /^t_[0-9a-f]+$/.test(key))).toBe(true);
  });
});

describe('queryTokenKeys', () => {
  it('uses the query itself below 3 characters', () => {
    expect(queryTokenKeys('c')).toEqual([gramKey('c')]);
    expect(queryTokenKeys('ch')).toEqual([gramKey('ch')]);
    expect(queryTokenKeys('')).toEqual([]);
  });

  it('uses the distinct trigrams of longer queries', () => {
    expect(queryTokenKeys('aaaa')).toEqual([gramKey('aaa')]);
    expect(queryTokenKeys('n t')).toEqual([gramKey('n t')]);
    expect(queryTokenKeys('chick')).toEqual(['chi', 'hic', 'ick'].map(gramKey));
  });

  it('caps long queries, keeping the first and last trigram', () => {
    const keys = queryTokenKeys('spaghetti carbonara with cheese');
    expect(keys.length).toBeLessThanOrEqual(MAX_QUERY_GRAMS);
    expect(keys[0]).toBe(gramKey('spa'));
    expect(keys.at(-1)).toBe(gramKey('ese'));
  });

  it('only asks for tokens every matching name has', () => {
    const name = 'Spaghetti Carbonara with Cheese';
    const tokens = nameTokens(name);
    for (const query of ['carbonara with', 'a w', 'ti c', 'spaghetti carbonara with cheese']) {
      expect(nameMatches(name, query)).toBe(true);
      for (const key of queryTokenKeys(query)) expect(tokens[key]).toBe(true);
    }
  });
});
