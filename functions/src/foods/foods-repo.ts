import { FieldPath, Timestamp, type DocumentData, type Firestore, type Query } from 'firebase-admin/firestore';
import { TOP_FOODS_LIMIT } from '../domain/limits.js';
import { MSG } from '../domain/messages.js';
import type { Food, FoodInput, Person, SessionUser, TopFood } from '../domain/types.js';
import { isDocumentId, newestFirstId } from '../db/ids.js';
import { oneDoc, querySize, tracked } from '../db/read-metrics.js';
import type { RepoOptions } from '../db/repo-options.js';
import { runTransaction } from '../db/transaction.js';
import { Forbidden, NotFound } from '../http/errors.js';
import { nameMatches, nameTokens, normalizeName, queryTokenKeys, TOKENS_FIELD } from './foods-search.js';

export const FOODS = 'foods';

/** A food as stored in Firestore. */
export interface FoodDoc {
  foodName: string;
  foodImage: string;
  category: string;
  price: number;
  description: string;
  quantity: number;
  foodOrigin: string;
  purchaseCount: number;
  /** The owner (the user who added the food); the contract calls it `buyer`. */
  buyer: Person;
  ownerUid: string;
  createdAt: Timestamp;
  tokens: Record<string, true>;
}

// Every stored field but the search tokens, for list queries.
const LISTED_FIELDS = [
  'foodName',
  'foodImage',
  'category',
  'price',
  'description',
  'quantity',
  'foodOrigin',
  'purchaseCount',
  'buyer',
  'ownerUid',
  'createdAt',
] as const;

/** The only place a food document becomes an API object. */
export function toFood(doc: { id: string; data(): DocumentData | undefined }): Food {
  const data = doc.data() as FoodDoc;
  return {
    _id: doc.id,
    foodName: data.foodName,
    foodImage: data.foodImage,
    category: data.category,
    foodCategory: data.category,
    price: data.price,
    description: data.description,
    quantity: data.quantity,
    foodOrigin: data.foodOrigin,
    purchaseCount: data.purchaseCount,
    buyer: { email: data.buyer.email, userName: data.buyer.userName, photo: data.buyer.photo },
    createdAt: data.createdAt.toDate().toISOString(),
  };
}

function toTopFood(food: Food): TopFood {
  const { _id, foodName, foodImage, foodCategory, description, price } = food;
  return { _id, foodName, foodImage, foodCategory, description, price };
}

function editableFields(input: FoodInput): FoodInput {
  const { foodName, foodImage, category, price, quantity, description, foodOrigin } = input;
  return { foodName, foodImage, category, price, quantity, description, foodOrigin };
}

export interface SearchOptions {
  /** Case-insensitive substring of the food name; empty lists every food. */
  search: string;
  limit: number;
  /** Continue after this document id (the previous page's cursor). */
  after?: string;
}

export interface FoodPage {
  foods: Food[];
  /** Document id to continue after, when more candidates may exist. */
  next?: string;
}

export interface CreateFoodOptions {
  /** Historical sales (the seed); new foods start at 0. */
  purchaseCount?: number;
}

export type FoodsRepo = ReturnType<typeof createFoodsRepo>;

export function createFoodsRepo(db: Firestore, options: RepoOptions = {}) {
  const now = options.now ?? (() => new Date());
  const foods = db.collection(FOODS);

  function foodRef(id: string) {
    if (!isDocumentId(id)) throw new NotFound(MSG.foodNotFound);
    return foods.doc(id);
  }

  return {
    async create(owner: SessionUser, input: FoodInput, options: CreateFoodOptions = {}): Promise<string> {
      const createdAt = now();
      const ref = foods.doc(newestFirstId(createdAt));
      const doc: FoodDoc = {
        ...editableFields(input),
        purchaseCount: options.purchaseCount ?? 0,
        buyer: { email: owner.email, userName: owner.name, photo: owner.picture },
        ownerUid: owner.uid,
        createdAt: Timestamp.fromDate(createdAt),
        tokens: nameTokens(input.foodName),
      };
      await tracked(ref.create(doc), () => 0);
      return ref.id;
    },

    async get(id: string): Promise<Food> {
      const snapshot = await tracked(foodRef(id).get(), oneDoc);
      if (!snapshot.exists) throw new NotFound(MSG.foodNotFound);
      return toFood(snapshot);
    },

    /**
     * Newest first. Filters on a few n-gram tokens (single-field indexes merged, no scan), then exactly on the name,
     * fetching batches until `limit` matches or the candidates run out; each batch asks for one document more than
     * still needed, so a full page also tells whether more candidates exist.
     */
    async search({ search, limit, after }: SearchOptions): Promise<FoodPage> {
      const query = normalizeName(search);
      let candidates: Query = foods;
      for (const key of queryTokenKeys(query)) candidates = candidates.where(`${TOKENS_FIELD}.${key}`, '==', true);
      candidates = candidates.orderBy(FieldPath.documentId()).select(...LISTED_FIELDS);
      const found: Food[] = [];
      let cursor = after;
      for (;;) {
        const batchSize = limit - found.length + 1;
        const batch = await tracked((cursor ? candidates.startAfter(cursor) : candidates).limit(batchSize).get(), querySize);
        for (const doc of batch.docs) {
          if (found.length === limit) return { foods: found, next: cursor };
          cursor = doc.id;
          if (nameMatches(String(doc.get('foodName')), query)) found.push(toFood(doc));
        }
        if (batch.size < batchSize) return { foods: found };
      }
    },

    async topFoods(): Promise<TopFood[]> {
      const query = foods.orderBy('purchaseCount', 'desc').limit(TOP_FOODS_LIMIT).select(...LISTED_FIELDS);
      const snapshot = await tracked(query.get(), querySize);
      return snapshot.docs.map((doc) => toTopFood(toFood(doc)));
    },

    /** The foods a user added, newest first. */
    async listByOwner(uid: string): Promise<Food[]> {
      const query = foods.where('ownerUid', '==', uid).orderBy(FieldPath.documentId()).select(...LISTED_FIELDS);
      const snapshot = await tracked(query.get(), querySize);
      return snapshot.docs.map(toFood);
    },

    /** Replaces the editable fields (and the name's search tokens) of the user's own food. */
    async update(user: SessionUser, id: string, input: FoodInput): Promise<Food> {
      const ref = foodRef(id);
      return runTransaction(db, async (tx) => {
        const snapshot = await tracked(tx.get(ref), oneDoc);
        if (!snapshot.exists) throw new NotFound(MSG.foodNotFound);
        const current = snapshot.data() as FoodDoc;
        if (current.ownerUid !== user.uid) throw new Forbidden(MSG.notOwner);
        const changes = { ...editableFields(input), tokens: nameTokens(input.foodName) };
        tx.update(ref, changes);
        return toFood({ id: ref.id, data: () => ({ ...current, ...changes }) });
      });
    },

    /** Deletes the user's own food; its orders stay, as they carry their own name, image and price. */
    async remove(user: SessionUser, id: string): Promise<void> {
      const ref = foodRef(id);
      await runTransaction(db, async (tx) => {
        const snapshot = await tracked(tx.get(ref), oneDoc);
        if (!snapshot.exists) throw new NotFound(MSG.foodNotFound);
        if ((snapshot.data() as FoodDoc).ownerUid !== user.uid) throw new Forbidden(MSG.notOwner);
        tx.delete(ref);
      });
    },

    /** Whether the store has no food at all (the seed runs only then). */
    async isEmpty(): Promise<boolean> {
      const snapshot = await tracked(foods.limit(1).select().get(), querySize);
      return snapshot.empty;
    },
  };
}
