import { soundKey } from '../domain/sound-key.js';

// Substring search that works with every sort (docs/ARCHITECTURE.md §5b): a food stores the distinct 1- to 5-grams of its
// normalised name, and those of its sound key (domain/sound-key.ts) marked with SOUND_MARK, as the array `grams`. A
// search of up to 5 characters is itself a gram, and so is its sound key; a longer one pairs a few of its 5-grams with
// its sound key's and counts how many foods hold either gram of each pair (`count()` over a limited
// `array-contains-any`, 1 read each). The rarest pair selects the candidates with `array-contains-any` next to the
// category filter and the sort's orderBy (declared composite indexes), and the candidates are filtered exactly in
// memory: a food matches when its name contains the search or its sound key contains the search's.

import { PUBLIC_READS_MAX } from '../domain/limits.js';

export const GRAMS_FIELD = 'grams';
/** Longest gram stored: measured on the bench catalogue, 5-grams leave few false positives where trigrams left many. */
export const MAX_GRAM = 5;
/** Most pairs of grams of one query whose rarity is counted (each count is 1 read). */
export const MAX_COUNTED_GRAMS = 8;
/** Counting stops here: Firestore bills a count as 1 read per 1,000 index entries, and rarer than this is what matters. */
export const GRAM_COUNT_CAP = 1000;
/** Marks a gram of the sound key, so it never selects a name that merely contains the same letters. */
export const SOUND_MARK = '≈';
/** Shorter sound keys of a search are not looked up: a search of 1 or 2 letters is a name being typed. */
export const MIN_SOUND_SEARCH = 3;
/** No search request reads more documents than this (counts included), as no public request does; it returns a cursor instead. */
export const SEARCH_READS_MAX = PUBLIC_READS_MAX;

/** Lower-cased, whitespace collapsed to single spaces, trimmed. */
export function normalizeName(text: string): string {
  return text.toLowerCase().replace(/\s+/g, ' ').trim();
}

function grams(text: string, size: number): string[] {
  const chars = Array.from(text);
  const out: string[] = [];
  for (let i = 0; i + size <= chars.length; i += 1) out.push(chars.slice(i, i + size).join(''));
  return out;
}

function allGrams(text: string): string[] {
  const all: string[] = [];
  for (let size = 1; size <= MAX_GRAM; size += 1) all.push(...grams(text, size));
  return [...new Set(all)];
}

/**
 * The `grams` array stored on a food: every distinct 1- to MAX_GRAM-gram of its normalised name, then those of its
 * sound key, each after SOUND_MARK.
 */
export function nameGrams(foodName: string): string[] {
  return [...allGrams(normalizeName(foodName)), ...allGrams(soundKey(foodName)).map((gram) => SOUND_MARK + gram)];
}

/**
 * Grams every food matching the (normalised) query holds: the query itself when it is at most MAX_GRAM characters
 * long (then the candidates are exactly the matches), else its distinct MAX_GRAM-grams. Any of them selects a
 * superset of the matches, in the same order.
 */
export function queryGrams(normalizedQuery: string): string[] {
  const length = Array.from(normalizedQuery).length;
  if (length === 0) return [];
  if (length <= MAX_GRAM) return [normalizedQuery];
  return [...new Set(grams(normalizedQuery, MAX_GRAM))];
}

/** The search's sound key when it is long enough to be looked up (MIN_SOUND_SEARCH), else ''. */
export function searchSound(normalizedQuery: string): string {
  const key = soundKey(normalizedQuery);
  return Array.from(key).length >= MIN_SOUND_SEARCH ? key : '';
}

/** Grams every food whose sound key contains the search's holds (as queryGrams, marked); none for a short search. */
export function soundQueryGrams(normalizedQuery: string): string[] {
  return queryGrams(searchSound(normalizedQuery)).map((gram) => SOUND_MARK + gram);
}

/** `most` of `all` spread evenly, first and last kept (repeating some when `all` is shorter). */
function spread<T>(all: readonly T[], most: number): T[] {
  if (all.length === 0 || most < 1) return [];
  if (most === 1) return all.slice(0, 1);
  return Array.from({ length: most }, (_, i) => all[Math.round((i * (all.length - 1)) / (most - 1))] as T);
}

/**
 * The grams a search's candidates are selected by, in one `array-contains-any`: one of the search's own grams and one
 * of its sound key's ('' for a side without grams; never both '').
 */
export interface SearchGrams {
  name: string;
  sound: string;
}

/**
 * The pairs of grams (own, sound) whose candidates are counted, in one `count()` each: every gram of each side at
 * least once when a side has at most MAX_COUNTED_GRAMS, else that many spread evenly over both sides.
 */
export function gramPairs(own: readonly string[], sound: readonly string[]): SearchGrams[] {
  const size = Math.min(MAX_COUNTED_GRAMS, Math.max(own.length, sound.length));
  const names = spread(own, size);
  const sounds = spread(sound, size);
  const pairs = new Map<string, SearchGrams>();
  for (let i = 0; i < size; i += 1) {
    const pair = { name: names[i] ?? '', sound: sounds[i] ?? '' };
    pairs.set(JSON.stringify(pair), pair);
  }
  return [...pairs.values()];
}

/**
 * The exact test applied to candidates: the name contains the search (the §5 contract), or its sound key contains the
 * search's (a spelling variant). `sound` is `searchSound(normalizedQuery)`, passed to test many names against one search.
 */
export function nameMatches(foodName: string, normalizedQuery: string, sound = searchSound(normalizedQuery)): boolean {
  return normalizeName(foodName).includes(normalizedQuery) || (sound !== '' && soundKey(foodName).includes(sound));
}
