// Substring search that works with every sort (README, Search): a food stores the distinct 1- to 5-grams of its
// normalised name as the array `grams`. A search of up to 5 characters is itself a gram; a longer one counts how many
// foods hold each of a few of its 5-grams (`count()` over a limited query, 1 read each), asks for the rarest with
// `array-contains` next to the category filter and the sort's orderBy (declared composite indexes), and filters the
// candidates exactly in memory.

import { PUBLIC_READS_MAX } from '../domain/limits.js';

export const GRAMS_FIELD = 'grams';
/** Longest gram stored: measured on the bench catalogue, 5-grams leave few false positives where trigrams left many. */
export const MAX_GRAM = 5;
/** Most grams of one query whose rarity is counted (each count is 1 read). */
export const MAX_COUNTED_GRAMS = 8;
/** Counting stops here: Firestore bills a count as 1 read per 1,000 index entries, and rarer than this is what matters. */
export const GRAM_COUNT_CAP = 1000;
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

/** The `grams` array stored on a food: every distinct 1- to MAX_GRAM-gram of its normalised name. */
export function nameGrams(foodName: string): string[] {
  const name = normalizeName(foodName);
  const all: string[] = [];
  for (let size = 1; size <= MAX_GRAM; size += 1) all.push(...grams(name, size));
  return [...new Set(all)];
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

/** The grams whose rarity is counted: all of them, or MAX_COUNTED_GRAMS spread evenly (first and last kept). */
export function gramsToCount(all: readonly string[]): string[] {
  if (all.length <= MAX_COUNTED_GRAMS) return [...all];
  const picked = new Set<string>();
  for (let i = 0; i < MAX_COUNTED_GRAMS; i += 1) {
    const gram = all[Math.round((i * (all.length - 1)) / (MAX_COUNTED_GRAMS - 1))];
    if (gram !== undefined) picked.add(gram);
  }
  return [...picked];
}

/** The exact test applied to candidates. */
export function nameMatches(foodName: string, normalizedQuery: string): boolean {
  return normalizeName(foodName).includes(normalizedQuery);
}
