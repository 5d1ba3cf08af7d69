import type { DocumentReference, Firestore, Transaction } from 'firebase-admin/firestore';
import { categoryKey } from '../domain/foods.js';
import type { CategoryCount } from '../domain/types.js';
import { oneDoc, tracked } from '../db/read-metrics.js';

// `GET /api/categories` reads one document, `meta/categories`, that every add, edit and delete of a food updates in
// the same transaction as the food, so a count never drifts. It is one hot document: fine for a catalogue whose foods
// change a few times a minute (Cloud Firestore sustains about one write per second per document).

export const META = 'meta';
export const CATEGORIES_DOC = 'categories';

export interface CategoryEntry {
  /** `categoryKey(category)`: what foods of this category store as `categoryKey`. */
  key: string;
  /** The spelling of the category's first food. */
  category: string;
  count: number;
}

/** `meta/categories` as stored: one entry per category with at least one food. */
export interface CategorySummaryDoc {
  categories: CategoryEntry[];
}

export function categorySummaryRef(db: Firestore): DocumentReference {
  return db.collection(META).doc(CATEGORIES_DOC);
}

/** The entries of the summary, read in the transaction (1 read; a missing document is an empty summary). */
export async function readCategories(tx: Transaction, ref: DocumentReference): Promise<CategoryEntry[]> {
  const snapshot = await tracked(tx.get(ref), oneDoc);
  return (snapshot.data() as CategorySummaryDoc | undefined)?.categories ?? [];
}

/** The summary with one more food in `category`; a new category keeps this spelling. */
export function withFoodAdded(entries: readonly CategoryEntry[], category: string): CategoryEntry[] {
  const key = categoryKey(category);
  if (!entries.some((entry) => entry.key === key)) return [...entries, { key, category, count: 1 }];
  return entries.map((entry) => (entry.key === key ? { ...entry, count: entry.count + 1 } : entry));
}

/** The summary with one food fewer under `key`; a category without foods leaves it. */
export function withFoodRemoved(entries: readonly CategoryEntry[], key: string): CategoryEntry[] {
  return entries.flatMap((entry) => {
    if (entry.key !== key) return [entry];
    return entry.count > 1 ? [{ ...entry, count: entry.count - 1 }] : [];
  });
}

export function writeCategories(tx: Transaction, ref: DocumentReference, entries: CategoryEntry[]): void {
  tx.set(ref, { categories: entries } satisfies CategorySummaryDoc);
}

/** Most foods first, ties by name (case-insensitively). */
export function toCategoryCounts(entries: readonly CategoryEntry[]): CategoryCount[] {
  return [...entries]
    .sort((a, b) => b.count - a.count || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map(({ category, count }) => ({ category, count }));
}
