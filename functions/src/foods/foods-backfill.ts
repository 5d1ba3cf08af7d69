import { FieldPath, FieldValue, type Firestore, type QueryDocumentSnapshot, type Timestamp } from 'firebase-admin/firestore';
import { categoryKey } from '../domain/foods.js';
import { runTransaction } from '../db/transaction.js';
import { OLD_RATING_FIELD, RATING_FIELDS, ratingFields } from './food-rating.js';
import { categorySummaryRef, writeCategories, type CategoryEntry } from './foods-categories.js';
import { FOODS } from './food-doc.js';
import { readSitemapShards, SitemapChanges, sitemapIndexRef, storedShard } from './foods-sitemap.js';
import { nameGrams } from './foods-search.js';

const PAGE = 300;

export interface BackfillResult {
  /** Foods whose derived fields were written. */
  updated: number;
  foods: number;
  categories: number;
  /** Foods placed in a sitemap shard (stored before the sitemap had shards). */
  sitemapAdded: number;
}

export interface BackfillOptions {
  /** Foods per sitemap shard (default SITEMAP_SHARD_SIZE; tests use small shards). */
  sitemapShardSize?: number;
}

const sameGrams = (stored: unknown, wanted: string[]) =>
  Array.isArray(stored) && stored.length === wanted.length && wanted.every((gram, i) => stored[i] === gram);

/** The fields an older version left out or stored differently, or null when the food is in shape. */
function missingFields(doc: QueryDocumentSnapshot): Record<string, unknown> | null {
  const changes: Record<string, unknown> = {};
  const grams = nameGrams(String(doc.get('foodName')));
  const key = categoryKey(String(doc.get('category')));
  if (!sameGrams(doc.get('grams'), grams) || doc.get('categoryKey') !== key || doc.get('tokens') !== undefined) {
    Object.assign(changes, { grams, categoryKey: key, tokens: FieldValue.delete() });
  }
  // Without them a food is missing from `sort=rating` (an orderBy skips documents lacking its fields); a food rated
  // before the score existed gets it from its sum and count, and loses the old rounded average.
  if (RATING_FIELDS.some((field) => typeof doc.get(field) !== 'number') || doc.get(OLD_RATING_FIELD) !== undefined) {
    const stored = (field: string) => (typeof doc.get(field) === 'number' ? Number(doc.get(field)) : 0);
    Object.assign(changes, ratingFields(stored('ratingSum'), stored('ratingCount')), { [OLD_RATING_FIELD]: FieldValue.delete() });
  }
  return Object.keys(changes).length ? changes : null;
}

/**
 * Brings foods stored by an older version to the current shape: `grams` and `categoryKey` derived from the name and
 * category, the old `tokens` map removed, the rating fields of a food never reviewed (and `ratingScore` in place of
 * an older version's `ratingAverage`); then rebuilds `meta/categories`
 * from the foods in one transaction. A food not yet in the sitemap (foods-sitemap.ts) is placed in a shard, with when its
 * document last changed as its `lastmod`, in its page's transaction with the shard index (so a food added meanwhile
 * is never placed twice, nor lost). Each page is one transaction, so a review, edit or purchase landing meanwhile is
 * never overwritten with what the page read before it. Safe to run again (README, Deploying): a food already in shape
 * is not written.
 */
export async function backfillFoods(db: Firestore, options: BackfillOptions = {}): Promise<BackfillResult> {
  const foods = db.collection(FOODS);
  const sitemapRef = sitemapIndexRef(db);
  let updated = 0;
  let sitemapAdded = 0;
  let after: string | undefined;
  for (;;) {
    let query = foods.orderBy(FieldPath.documentId()).select('foodName', 'category', 'categoryKey', 'grams', 'tokens', 'sitemapShard', OLD_RATING_FIELD, ...RATING_FIELDS).limit(PAGE);
    if (after) query = query.startAfter(after);
    const page = await runTransaction(db, async (tx) => {
      const snapshot = await tx.get(query);
      const sitemap = new SitemapChanges(db, await readSitemapShards(tx, sitemapRef), options.sitemapShardSize);
      let writes = 0;
      let placed = 0;
      for (const doc of snapshot.docs) {
        const changes = missingFields(doc) ?? {};
        if (storedShard(doc.get('sitemapShard')) === undefined) {
          changes.sitemapShard = sitemap.add(doc.id, doc.updateTime.toDate());
          placed += 1;
        }
        if (Object.keys(changes).length === 0) continue;
        tx.update(doc.ref, changes);
        writes += 1;
      }
      sitemap.commit(tx);
      return { writes, placed, size: snapshot.size, last: snapshot.docs.at(-1)?.id };
    });
    updated += page.writes;
    sitemapAdded += page.placed;
    after = page.last;
    if (page.size < PAGE) break;
  }

  const summaryRef = categorySummaryRef(db);
  return runTransaction(db, async (tx) => {
    const all = await tx.get(foods.select('category', 'createdAt'));
    // Oldest first, so each category keeps the spelling of its first food.
    const byAge = [...all.docs].sort((a, b) => (a.get('createdAt') as Timestamp).toMillis() - (b.get('createdAt') as Timestamp).toMillis());
    const entries = new Map<string, CategoryEntry>();
    for (const doc of byAge) {
      const category = String(doc.get('category'));
      const key = categoryKey(category);
      const entry = entries.get(key);
      if (entry) entry.count += 1;
      else entries.set(key, { key, category, count: 1 });
    }
    writeCategories(tx, summaryRef, [...entries.values()]);
    return { updated, foods: all.size, categories: entries.size, sitemapAdded };
  });
}
