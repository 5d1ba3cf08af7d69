import { FieldPath, Timestamp, type Firestore, type Query } from 'firebase-admin/firestore';
import { categoryKey } from '../domain/foods.js';
import { PUBLIC_READS_MAX, TOP_FOODS_LIMIT } from '../domain/limits.js';
import { CODED } from '../domain/message-codes.js';
import { MSG } from '../domain/messages.js';
import type { CategoryCount, Food, FoodInput, FoodUpdateInput, SessionUser, TopFood } from '../domain/types.js';
import { isDocumentId, newestFirstId } from '../db/ids.js';
import { oneDoc, querySize, tracked } from '../db/read-metrics.js';
import { NO_LIMITS, type ReleasedPhoto, type RepoOptions } from '../db/repo-options.js';
import { runTransaction } from '../db/transaction.js';
import { USER_STATS, type UserStatsDoc } from '../db/user-stats.js';
import { Conflict, Forbidden, LimitReached, NotFound } from '../domain/errors.js';
import { SPEC_HOURS } from '../domain/hours.js';
import { KITCHENS, kitchenHoursCode, kitchenOf } from '../kitchens/kitchen-doc.js';
import { applyPhotoChange, readPhotoChange } from '../photos/photo-usage.js';
import { dhakaDay, secondsUntilDhakaMidnight } from './dhaka-day.js';
import { FOODS, LISTED_FIELDS, toFood, type FoodDoc } from './food-doc.js';
import { NO_RATING } from './food-rating.js';
import {
  categorySummaryRef,
  readCategories,
  toCategoryCounts,
  withFoodAdded,
  withFoodRemoved,
  writeCategories,
  type CategorySummaryDoc,
} from './foods-categories.js';
import {
  readSitemapShards,
  shardsOf,
  SitemapChanges,
  sitemapIndexRef,
  sitemapShardRef,
  storedShard,
  type SitemapShard,
  type SitemapShardDoc,
} from './foods-sitemap.js';
import { inListOrder, positionOf, startingAfter, type FoodListQuery, type ListPosition } from './foods-query.js';
import {
  GRAM_COUNT_CAP,
  GRAMS_FIELD,
  gramPairs,
  nameGrams,
  nameMatches,
  queryGrams,
  searchSound,
  soundQueryGrams,
  type SearchGrams,
} from './foods-search.js';

/** A food page in the sitemap: its id and when it was added or last edited. */
export interface SitemapFood {
  id: string;
  changedAt: Date;
}

function toTopFood(food: Food): TopFood {
  const { _id, foodName, foodImage, foodCategory, description, price, quantity, kitchenOpen, kitchenHours, rating, buyer } = food;
  return { _id, foodName, foodImage, foodCategory, description, price, quantity, kitchenOpen, ...(kitchenHours ? { kitchenHours } : {}), rating, buyer };
}

/** The editable fields of a food and the fields derived from them. */
function editableFields(input: FoodInput) {
  const { foodName, foodImage, category, price, quantity, description, foodOrigin } = input;
  return {
    foodName,
    foodImage,
    category,
    categoryKey: categoryKey(category),
    price,
    quantity,
    description,
    foodOrigin,
    grams: nameGrams(foodName),
  };
}

export interface FoodListOptions extends FoodListQuery {
  limit: number;
  /** Most documents the list may read (PUBLIC_READS_MAX when absent); past it the page ends with a cursor. */
  readsMax?: number;
  /** Continue after this position (the previous page's cursor). */
  after?: ListPosition;
}

export interface FoodListPage {
  foods: Food[];
  /** Where the next page starts, when more candidates may exist. */
  next?: ListPosition;
}

export interface OwnFoodsPage {
  foods: Food[];
  /** Document id to continue after. */
  next?: string;
}

export interface CreateFoodOptions {
  /** Historical sales (the seed); new foods start at 0. */
  purchaseCount?: number;
}

const countReads = (snapshot: { data(): { count: number } }): number => Math.max(1, Math.ceil(snapshot.data().count / 1000));

export type FoodsRepo = ReturnType<typeof createFoodsRepo>;

export function createFoodsRepo(db: Firestore, options: RepoOptions = {}) {
  const now = options.now ?? (() => new Date());
  const limits = options.limits ?? NO_LIMITS;
  const foods = db.collection(FOODS);
  const categoriesRef = categorySummaryRef(db);
  const sitemapRef = sitemapIndexRef(db);
  const sitemapShardSize = options.sitemapShardSize;
  const defaultHours = options.defaultHours ?? SPEC_HOURS;

  /** After a commit: deletes the uploaded photo a food let go of (a failure is left to the photo sweep). */
  async function purge(released: ReleasedPhoto | undefined): Promise<void> {
    if (released && options.purgePhotos) await options.purgePhotos([released]);
  }

  function foodRef(id: string) {
    if (!isDocumentId(id)) throw new NotFound(MSG.foodNotFound);
    return foods.doc(id);
  }

  /** The candidates of a pair of grams: the foods (of the category) holding either. */
  function holders(base: Query, grams: SearchGrams): Query {
    const selecting = [grams.name, grams.sound].filter((gram) => gram !== '');
    return selecting.length === 1 ? base.where(GRAMS_FIELD, 'array-contains', selecting[0]) : base.where(GRAMS_FIELD, 'array-contains-any', selecting);
  }

  /**
   * The pair of the search's grams (own, sound key's) that the fewest foods (of the category) hold, undefined when
   * none holds one, and the reads that took (one `count()` per counted pair; none when there is a single pair).
   */
  async function rarestGrams(base: Query, search: string): Promise<{ grams: SearchGrams | undefined; reads: number }> {
    const candidates = gramPairs(queryGrams(search), soundQueryGrams(search));
    if (candidates.length === 1) return { grams: candidates[0], reads: 0 };
    let reads = 0;
    const counts = await Promise.all(
      candidates.map(async (grams) => {
        const query = holders(base, grams).limit(GRAM_COUNT_CAP).count();
        const snapshot = await tracked(query.get(), countReads);
        reads += countReads(snapshot);
        return snapshot.data().count;
      }),
    );
    const fewest = Math.min(...counts);
    return { grams: fewest === 0 ? undefined : candidates[counts.indexOf(fewest)], reads };
  }

  return {
    /**
     * One transaction: checks the owner's foods-per-day limit, stores the food with its kitchen's current open state,
     * and counts it in the category summary and in the owner's daily count.
     */
    async create(owner: SessionUser, input: FoodInput, options: CreateFoodOptions = {}): Promise<string> {
      const createdAt = now();
      const ref = foods.doc(newestFirstId(createdAt));
      const statsRef = db.collection(USER_STATS).doc(owner.uid);
      const kitchenRef = db.collection(KITCHENS).doc(owner.uid);
      const day = dhakaDay(createdAt);
      const doc: FoodDoc = {
        ...editableFields(input),
        purchaseCount: options.purchaseCount ?? 0,
        buyer: { email: owner.email, userName: owner.name, photo: owner.picture },
        ownerUid: owner.uid,
        createdAt: Timestamp.fromDate(createdAt),
        ...NO_RATING,
      };
      return runTransaction(db, async (tx) => {
        // The kitchen is read in the transaction, so a food added while the kitchen closes is either seen by that fan-out or closed here.
        const [stats, summary, kitchen, sitemap] = await tracked(tx.getAll(statsRef, categoriesRef, kitchenRef, sitemapRef), (snapshots) => snapshots.length);
        const photo = await readPhotoChange(tx, db, undefined, input.foodImage);
        const counted = stats?.data() as UserStatsDoc | undefined;
        const addedToday = counted?.foodsAddedDay === day ? (counted.foodsAddedCount ?? 0) : 0;
        const limit = limits.foodsPerDay;
        if (limit !== null && addedToday >= limit) throw new LimitReached(CODED.tooManyFoods(limit), secondsUntilDhakaMidnight(createdAt));
        const entries = (summary?.data() as CategorySummaryDoc | undefined)?.categories ?? [];
        applyPhotoChange(tx, photo, { uid: owner.uid, foodId: ref.id, now: createdAt });
        const sitemapChanges = new SitemapChanges(db, shardsOf(sitemap?.data()), sitemapShardSize);
        const sitemapShard = sitemapChanges.add(ref.id, createdAt);
        const owners = kitchenOf(kitchen, defaultHours);
        tx.create(ref, { ...doc, kitchenOpen: owners.open, kitchenHours: kitchenHoursCode(owners), sitemapShard } satisfies FoodDoc);
        writeCategories(tx, categoriesRef, withFoodAdded(entries, input.category));
        sitemapChanges.commit(tx);
        tx.set(statsRef, { foodsAddedDay: day, foodsAddedCount: addedToday + 1 } satisfies UserStatsDoc, { merge: true });
        return ref.id;
      });
    },

    async get(id: string): Promise<Food> {
      const snapshot = await tracked(foodRef(id).get(), oneDoc);
      if (!snapshot.exists) throw new NotFound(MSG.foodNotFound);
      return toFood(snapshot);
    },

    /**
     * One page of All Foods in the sort's order, of one category or all. Without a search: one query of limit + 1
     * documents. With one: candidates holding the rarest pair of the query's grams and its sound key's, filtered
     * exactly, fetched in batches until the page is full, the candidates run out or the list read `readsMax` documents
     * (PUBLIC_READS_MAX when absent; counts included); each batch asks for one document more than still needed, so a
     * full page also tells whether more candidates exist. Without a search too it reads at most `readsMax`: a page of
     * 100 reads 100 and answers a cursor, whose next page may be empty.
     */
    async list({ search, category, sort, limit, after, readsMax = PUBLIC_READS_MAX }: FoodListOptions): Promise<FoodListPage> {
      const base: Query = category ? foods.where('categoryKey', '==', category) : foods;
      let reads = 0;
      let grams = after?.grams;
      let candidates = base;
      if (search) {
        if (grams === undefined) {
          const rarest = await rarestGrams(base, search);
          reads += rarest.reads;
          if (rarest.grams === undefined) return { foods: [] };
          grams = rarest.grams;
        }
        candidates = holders(base, grams);
      }
      const sound = searchSound(search);
      const ordered = inListOrder(candidates, sort).select(...LISTED_FIELDS);
      const cap = readsMax;
      const found: Food[] = [];
      let position = after;
      for (;;) {
        const room = cap - reads;
        if (room <= 0) return { foods: found, next: position };
        const batchSize = Math.min(limit - found.length + 1, room);
        const batch = await tracked(startingAfter(ordered, position).limit(batchSize).get(), querySize);
        reads += batch.size;
        for (const doc of batch.docs) {
          if (found.length === limit) return { foods: found, next: position };
          position = positionOf(doc, sort, grams);
          if (!search || nameMatches(String(doc.get('foodName')), search, sound)) found.push(toFood(doc));
        }
        if (batch.size < batchSize) return { foods: found };
      }
    },

    /** Every category with at least one food, most foods first: one document read. */
    async categories(): Promise<CategoryCount[]> {
      const snapshot = await tracked(categoriesRef.get(), oneDoc);
      return toCategoryCounts((snapshot.data() as CategorySummaryDoc | undefined)?.categories ?? []);
    },

    async topFoods(): Promise<TopFood[]> {
      const query = foods.orderBy('purchaseCount', 'desc').limit(TOP_FOODS_LIMIT).select(...LISTED_FIELDS);
      const snapshot = await tracked(query.get(), querySize);
      return snapshot.docs.map((doc) => toTopFood(toFood(doc)));
    },

    /** The foods a user added, newest first (document-id order), a page of `limit` after the document id `after`. */
    async listByOwner(uid: string, limit: number, after?: string): Promise<OwnFoodsPage> {
      let query = foods.where('ownerUid', '==', uid).orderBy(FieldPath.documentId()).select(...LISTED_FIELDS);
      if (after) query = query.startAfter(after);
      const snapshot = await tracked(query.limit(limit + 1).get(), querySize);
      const page = snapshot.docs.slice(0, limit);
      return { foods: page.map((doc) => toFood(doc, { withOwnerEmail: true })), next: snapshot.size > limit ? page.at(-1)?.id : undefined };
    },

    /**
     * Replaces the editable fields of the user's own food, if its stock is still the `baseQuantity` the edit started
     * from (else 409: a purchase or cancel moved it meanwhile); a category change moves the food in the summary.
     */
    async update(user: SessionUser, id: string, input: FoodUpdateInput): Promise<Food> {
      const ref = foodRef(id);
      const { food, released } = await runTransaction(db, async (tx) => {
        const snapshot = await tracked(tx.get(ref), oneDoc);
        if (!snapshot.exists) throw new NotFound(MSG.foodNotFound);
        const current = snapshot.data() as FoodDoc;
        if (current.ownerUid !== user.uid) throw new Forbidden(MSG.notOwner);
        if (current.quantity !== input.baseQuantity) throw new Conflict(CODED.stockChanged(current.quantity));
        const changes = editableFields(input);
        const entries = changes.categoryKey !== current.categoryKey ? await readCategories(tx, categoriesRef) : undefined;
        const photo = await readPhotoChange(tx, db, current.foodImage, input.foodImage);
        const sitemapChanges = new SitemapChanges(db, await readSitemapShards(tx, sitemapRef), sitemapShardSize);
        if (entries) writeCategories(tx, categoriesRef, withFoodAdded(withFoodRemoved(entries, current.categoryKey), input.category));
        const editedAt = now();
        const released = applyPhotoChange(tx, photo, { uid: user.uid, foodId: ref.id, now: editedAt });
        const shard = storedShard(current.sitemapShard);
        // A food stored before the sitemap had shards is placed in one now.
        if (shard === undefined) tx.update(ref, { ...changes, sitemapShard: sitemapChanges.add(ref.id, editedAt) });
        else {
          sitemapChanges.edit(shard, ref.id, editedAt);
          tx.update(ref, changes);
        }
        sitemapChanges.commit(tx);
        return { food: toFood({ id: ref.id, data: () => ({ ...current, ...changes }) }), released };
      });
      await purge(released);
      return food;
    },

    /**
     * Deletes the user's own food and counts it out of its category; its orders stay (they carry their own copy). Its
     * uploaded photo is released in the same transaction and deleted after it.
     */
    async remove(user: SessionUser, id: string): Promise<void> {
      const ref = foodRef(id);
      const released = await runTransaction(db, async (tx) => {
        const snapshot = await tracked(tx.get(ref), oneDoc);
        if (!snapshot.exists) throw new NotFound(MSG.foodNotFound);
        const current = snapshot.data() as FoodDoc;
        if (current.ownerUid !== user.uid) throw new Forbidden(MSG.notOwner);
        const entries = await readCategories(tx, categoriesRef);
        const photo = await readPhotoChange(tx, db, current.foodImage, undefined);
        const sitemapChanges = new SitemapChanges(db, await readSitemapShards(tx, sitemapRef), sitemapShardSize);
        const removedAt = now();
        const shard = storedShard(current.sitemapShard);
        if (shard !== undefined) sitemapChanges.remove(shard, ref.id, removedAt);
        writeCategories(tx, categoriesRef, withFoodRemoved(entries, current.categoryKey));
        sitemapChanges.commit(tx);
        tx.delete(ref);
        return applyPhotoChange(tx, photo, { uid: user.uid, foodId: ref.id, now: removedAt });
      });
      await purge(released);
    },

    /** The sitemap's shards, `{count, changedAt}` each (foods-sitemap.ts): one document read. */
    async sitemapShards(): Promise<SitemapShard[]> {
      const snapshot = await tracked(sitemapRef.get(), oneDoc);
      return shardsOf(snapshot.data());
    },

    /** The food pages of one sitemap shard, oldest first (one document read), or undefined when there is no such shard. */
    async sitemapFoods(shard: number): Promise<SitemapFood[] | undefined> {
      const snapshot = await tracked(sitemapShardRef(db, shard).get(), oneDoc);
      if (!snapshot.exists) return undefined;
      const stored = (snapshot.data() as SitemapShardDoc).foods ?? {};
      // Ids sort newest first (db/ids.ts): reversed, the file lists the oldest first and keeps its order as foods are added.
      return Object.keys(stored)
        .sort()
        .reverse()
        .map((id) => ({ id, changedAt: (stored[id] as Timestamp).toDate() }));
    },

    /** Whether the store has no food at all (the seed runs only then). */
    async isEmpty(): Promise<boolean> {
      const snapshot = await tracked(foods.limit(1).select().get(), querySize);
      return snapshot.empty;
    },
  };
}
