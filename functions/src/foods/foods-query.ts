import { FieldPath, Timestamp, type Query, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import type { FoodSort } from '../domain/foods.js';
import type { CursorPosition, CursorValueKind } from '../db/cursor.js';
import { queryGrams, soundQueryGrams, type SearchGrams } from './foods-search.js';

// How `GET /api/foods` orders and pages (docs/ARCHITECTURE.md §5b): a sort's own fields, then createdAt descending,
// then the document id descending, so ties list the newest first and every position is unique.

interface SortKey {
  field: 'price' | 'purchaseCount' | 'ratingScore' | 'ratingCount';
  direction: 'asc' | 'desc';
}

const SORT_KEYS: Record<FoodSort, readonly SortKey[]> = {
  newest: [],
  price_asc: [{ field: 'price', direction: 'asc' }],
  price_desc: [{ field: 'price', direction: 'desc' }],
  popular: [{ field: 'purchaseCount', direction: 'desc' }],
  // The Bayesian score (domain/reviews.ts); unreviewed foods have score 0 and count 0, so they come last (§5c).
  rating: [
    { field: 'ratingScore', direction: 'desc' },
    { field: 'ratingCount', direction: 'desc' },
  ],
};

/** What one list request asks for; `search` is normalised, `category` is a category key ('' for all). */
export interface FoodListQuery {
  search: string;
  category: string;
  sort: FoodSort;
}

/** Where a page ends: the last food's sort values, and for a search the grams its candidates were selected by. */
export interface ListPosition {
  grams?: SearchGrams;
  /** The values of the sort's own fields (none for newest). */
  values: number[];
  createdAt: number;
  id: string;
}

/** The cursor scope of a list: a cursor is valid only for the same search, category and sort. */
export function listScope({ search, category, sort }: FoodListQuery): string {
  return `foods|search=${search}|category=${category}|sort=${sort}`;
}

/** Values in a cursor of this list: name and sound gram (searches), the sort's own values, createdAt, id. */
export function positionKinds({ search, sort }: FoodListQuery): CursorValueKind[] {
  const kinds: CursorValueKind[] = [];
  if (search) kinds.push('text', 'text');
  for (let i = 0; i < SORT_KEYS[sort].length; i += 1) kinds.push('number');
  kinds.push('time', 'id');
  return kinds;
}

export function encodePosition(position: ListPosition): CursorPosition {
  const values: CursorPosition = [];
  if (position.grams !== undefined) values.push(position.grams.name, position.grams.sound);
  values.push(...position.values, position.createdAt, position.id);
  return values;
}

/** Whether `grams` can select the candidates of `search`: each one of its grams or '', not both ''. */
function validGrams(search: string, grams: SearchGrams): boolean {
  const { name, sound } = grams;
  if (name === '' && sound === '') return false;
  return (name === '' || queryGrams(search).includes(name)) && (sound === '' || soundQueryGrams(search).includes(sound));
}

/**
 * A decoded cursor (its values already of `positionKinds`) as a position of this list, or undefined when its grams
 * are not the search's (a forged cursor).
 */
export function decodePosition(list: FoodListQuery, values: CursorPosition): ListPosition | undefined {
  const rest = [...values];
  const grams = list.search ? { name: String(rest.shift()), sound: String(rest.shift()) } : undefined;
  if (grams !== undefined && !validGrams(list.search, grams)) return undefined;
  const sortValues = rest.splice(0, SORT_KEYS[list.sort].length).map(Number);
  const [createdAt, id] = rest;
  return { grams, values: sortValues, createdAt: Number(createdAt), id: String(id) };
}

/** `query` in the list's order. */
export function inListOrder(query: Query, sort: FoodSort): Query {
  const ordered = SORT_KEYS[sort].reduce((sorted, key) => sorted.orderBy(key.field, key.direction), query);
  return ordered.orderBy('createdAt', 'desc').orderBy(FieldPath.documentId(), 'desc');
}

/** `query` (in list order) continuing after `position`. */
export function startingAfter(query: Query, position: ListPosition | undefined): Query {
  if (!position) return query;
  return query.startAfter(...position.values, Timestamp.fromMillis(position.createdAt), position.id);
}

/** The position of a listed food document. */
export function positionOf(doc: QueryDocumentSnapshot, sort: FoodSort, grams: SearchGrams | undefined): ListPosition {
  return {
    grams,
    values: SORT_KEYS[sort].map((key) => Number(doc.get(key.field))),
    createdAt: (doc.get('createdAt') as Timestamp).toMillis(),
    id: doc.id,
  };
}
