import { describe, expect, it } from 'vitest';
import {
  gramPairs,
  MAX_COUNTED_GRAMS,
  nameGrams,
  nameMatches,
  normalizeName,
  queryGrams,
  searchSound,
  SOUND_MARK,
  soundQueryGrams,
} from './foods-search.js';

describe('normalizeName', () => {
  it('lower-cases, collapses whitespace and trims', () => {
    expect(normalizeName('  Kacchi \t  BIRYANI\n')).toBe('kacchi biryani');
  });
});

describe('nameGrams', () => {
  it('holds every distinct 1- to 5-gram of the normalised name, then those of its sound key, marked', () => {
    const own = ['a', 'b', ' ', 'ab', 'b ', ' a', 'ab ', 'b a', ' ab', 'ab a', 'b ab', 'ab ab'];
    expect(nameGrams('Ab  Ab').sort()).toEqual([...own, ...own.map((gram) => SOUND_MARK + gram)].sort());
    expect(nameGrams('Phuchka')).toEqual(expect.arrayContaining(['phuch', 'chka', `${SOUND_MARK}fuska`, `${SOUND_MARK}usk`]));
    expect(nameGrams('Phuchka')).not.toContain('fuska');
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

describe('spelling variants', () => {
  it('match by sound key, on top of every substring match', () => {
    expect(nameMatches('Fuchka', 'fuska')).toBe(true);
    expect(nameMatches('Fuchka', 'phuchka')).toBe(true);
    expect(nameMatches('Fuchka', 'fusk')).toBe(true);
    expect(nameMatches('Kacchi Biryani', 'kachchi')).toBe(true);
    expect(nameMatches('Kacchi Biryani', 'kachi biriyani')).toBe(true);
    expect(nameMatches('Chicken Biryani', 'biriyani')).toBe(true);
    expect(nameMatches('Beef Kala Bhuna', 'bhoona')).toBe(true);
    // Substrings that the sound key rewrites still match as text.
    expect(nameMatches('Fuchka', 'chk')).toBe(true);
    expect(nameMatches('Chicken', 'ck')).toBe(true);
  });

  it('do not over-merge, and a search of 1 or 2 letters is only text', () => {
    expect(nameMatches('Chicken Chop', 'shop')).toBe(false);
    expect(nameMatches('Pizza', 'pita')).toBe(false);
    expect(nameMatches('Pista Kulfi', 'pasta')).toBe(false);
    expect(searchSound('ee')).toBe('');
    expect(soundQueryGrams('ee')).toEqual([]);
    expect(nameMatches('Pilau', 'ee')).toBe(false);
  });

  it('select candidates by grams every sound-matching name holds', () => {
    for (const [name, query] of [
      ['Fuchka', 'fuska'],
      ['Kacchi Biryani', 'kachchi biriyani'],
      ['Shorshe Ilish', 'sorse ilis'],
    ] as const) {
      const grams = new Set(nameGrams(name));
      expect(nameMatches(name, query)).toBe(true);
      expect(soundQueryGrams(query).length).toBeGreaterThan(0);
      for (const gram of soundQueryGrams(query)) expect(grams.has(gram), gram).toBe(true);
    }
  });
});

describe('gramPairs', () => {
  it('is one pair for a short search', () => {
    expect(gramPairs(['fuska'], [`${SOUND_MARK}fuska`])).toEqual([{ name: 'fuska', sound: `${SOUND_MARK}fuska` }]);
    expect(gramPairs(['ee'], [])).toEqual([{ name: 'ee', sound: '' }]);
  });

  it('spreads the counted pairs over a long query, keeping the first and last grams of each side', () => {
    const own = queryGrams('spaghetti carbonara with cheese');
    const sound = soundQueryGrams('spaghetti carbonara with cheese');
    const pairs = gramPairs(own, sound);
    expect(pairs).toHaveLength(MAX_COUNTED_GRAMS);
    expect(pairs[0]).toEqual({ name: 'spagh', sound: `${SOUND_MARK}spage` });
    expect(pairs.at(-1)).toEqual({ name: 'heese', sound: `${SOUND_MARK}chise` });
  });

  it('counts every gram of each side at least once, at most MAX_COUNTED_GRAMS pairs', () => {
    const own = queryGrams('kachchi biriyani');
    const sound = soundQueryGrams('kachchi biriyani');
    const pairs = gramPairs(own, sound);
    expect(pairs.length).toBeLessThanOrEqual(MAX_COUNTED_GRAMS);
    const long = gramPairs(queryGrams('kacchi'), soundQueryGrams('kacchi'));
    expect(new Set(long.map((pair) => pair.name))).toEqual(new Set(queryGrams('kacchi')));
    expect(new Set(long.map((pair) => pair.sound))).toEqual(new Set(soundQueryGrams('kacchi')));
    for (const pair of pairs) {
      expect(own).toContain(pair.name);
      expect(sound).toContain(pair.sound);
    }
  });
});
