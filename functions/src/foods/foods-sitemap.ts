import { FieldValue, Timestamp, type DocumentReference, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { SITEMAP_SHARD_SIZE } from '../domain/limits.js';
import { oneDoc, tracked } from '../db/read-metrics.js';
import { META } from './foods-categories.js';

// The sitemap (docs/ARCHITECTURE.md §5e) is read from documents kept up to date in the same transaction as every add,
// edit and delete of a food, so serving it reads 2 documents whatever the catalogue's size:
// - `meta/sitemap`: one entry per shard, `{count, changedAt}` (foods in it, its last change);
// - `meta/sitemap-<n>`: shard n, `{foods: {<food id>: <when it was added or last edited>}}`, at most SITEMAP_SHARD_SIZE
//   foods; a food's shard is stored on the food (`sitemapShard`). A new food goes to the last shard, or opens a new one
//   when that is full; a deleted food leaves a gap that is not refilled.
// Stock, sales and reviews do not move a food's `lastmod`: they would write a shared document on every purchase.

const SITEMAP_DOC = 'sitemap';

export interface SitemapShard {
  count: number;
  changedAt: Timestamp;
}

/** `meta/sitemap` as stored. */
export interface SitemapIndexDoc {
  shards: SitemapShard[];
}

/** `meta/sitemap-<n>` as stored. */
export interface SitemapShardDoc {
  foods: Record<string, Timestamp>;
}

export function sitemapIndexRef(db: Firestore): DocumentReference {
  return db.collection(META).doc(SITEMAP_DOC);
}

export function sitemapShardRef(db: Firestore, shard: number): DocumentReference {
  return db.collection(META).doc(`${SITEMAP_DOC}-${shard}`);
}

export const shardsOf = (data: unknown): SitemapShard[] => (data as SitemapIndexDoc | undefined)?.shards ?? [];

/** The shards of the index, read in the transaction (1 read; a missing document is an empty sitemap). */
export async function readSitemapShards(tx: Transaction, ref: DocumentReference): Promise<SitemapShard[]> {
  const snapshot = await tracked(tx.get(ref), oneDoc);
  return shardsOf(snapshot.data());
}

/**
 * The sitemap's writes of a transaction: start from the shards it read, record each food added, edited or removed,
 * then `commit` once (the index and each food's shard entry).
 */
export class SitemapChanges {
  private readonly shards: SitemapShard[];
  private readonly entries: Array<{ shard: number; id: string; at: Timestamp | null }> = [];

  constructor(
    private readonly db: Firestore,
    read: readonly SitemapShard[],
    private readonly shardSize: number = SITEMAP_SHARD_SIZE,
  ) {
    this.shards = read.map((shard) => ({ ...shard }));
  }

  /** Places a new food (or one stored before the sitemap existed) in the last shard with room: its shard number. */
  add(id: string, at: Date): number {
    const last = this.shards.at(-1);
    if (!last || last.count >= this.shardSize) this.shards.push({ count: 0, changedAt: Timestamp.fromDate(at) });
    const shard = this.shards.length - 1;
    this.shards[shard] = { count: (this.shards[shard]?.count ?? 0) + 1, changedAt: Timestamp.fromDate(at) };
    this.entries.push({ shard, id, at: Timestamp.fromDate(at) });
    return shard;
  }

  /** An edited food: its entry's time moves to `at`. */
  edit(shard: number, id: string, at: Date): void {
    const current = this.shards[shard];
    if (!current) return;
    this.shards[shard] = { ...current, changedAt: Timestamp.fromDate(at) };
    this.entries.push({ shard, id, at: Timestamp.fromDate(at) });
  }

  /** A deleted food leaves its shard. */
  remove(shard: number, id: string, at: Date): void {
    const current = this.shards[shard];
    if (!current) return;
    this.shards[shard] = { count: Math.max(0, current.count - 1), changedAt: Timestamp.fromDate(at) };
    this.entries.push({ shard, id, at: null });
  }

  /** Writes the index and the shard entries (each shard merged: its other foods are not read, nor rewritten). */
  commit(tx: Transaction): void {
    if (this.entries.length === 0) return;
    tx.set(sitemapIndexRef(this.db), { shards: this.shards } satisfies SitemapIndexDoc);
    const byShard = new Map<number, Record<string, Timestamp | FieldValue>>();
    for (const { shard, id, at } of this.entries) {
      const foods = byShard.get(shard) ?? {};
      foods[id] = at ?? FieldValue.delete();
      byShard.set(shard, foods);
    }
    for (const [shard, foods] of byShard) tx.set(sitemapShardRef(this.db, shard), { foods }, { merge: true });
  }
}

/** The food's shard as stored, or undefined for a food stored before the sitemap existed (the backfill places it). */
export function storedShard(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined;
}
