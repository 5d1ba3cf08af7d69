// Composite indexes, enforced as Cloud Firestore enforces them: every case goes through firebase-admin and would pass
// unchanged against a Cloud Firestore database holding exactly the indexes below (README.md, "Composite indexes").
import { FieldPath, type Query } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { loadIndexConfig, InvalidIndexConfigError, type IndexesFile } from './index-config.js';
import { grpcCode, startTestFirestore, useTestFirestore } from './test-support.js';

const FAILED_PRECONDITION = 9;

const INDEXES: IndexesFile = {
  indexes: [
    {
      collectionGroup: 'dishes',
      queryScope: 'COLLECTION',
      fields: [
        { fieldPath: 'category', order: 'ASCENDING' },
        { fieldPath: 'price', order: 'DESCENDING' },
      ],
    },
    {
      collectionGroup: 'dishes',
      queryScope: 'COLLECTION',
      fields: [
        { fieldPath: 'tags', arrayConfig: 'CONTAINS' },
        { fieldPath: 'price', order: 'DESCENDING' },
      ],
    },
    {
      collectionGroup: 'dishes',
      queryScope: 'COLLECTION',
      fields: [
        { fieldPath: 'cook', order: 'ASCENDING' },
        { fieldPath: 'price', order: 'DESCENDING' },
      ],
    },
    {
      collectionGroup: 'dishes',
      queryScope: 'COLLECTION_GROUP',
      fields: [
        { fieldPath: 'cook', order: 'ASCENDING' },
        { fieldPath: 'rating', order: 'ASCENDING' },
      ],
    },
  ],
  fieldOverrides: [
    // No single-field indexes at all on the long text.
    { collectionGroup: 'dishes', fieldPath: 'description', indexes: [] },
    // A collection-group single-field index on `cook` besides the collection ones.
    {
      collectionGroup: 'dishes',
      fieldPath: 'cook',
      indexes: [
        { order: 'ASCENDING', queryScope: 'COLLECTION' },
        { order: 'DESCENDING', queryScope: 'COLLECTION' },
        { order: 'ASCENDING', queryScope: 'COLLECTION_GROUP' },
      ],
    },
  ],
};

/** How a query fails. */
async function failure(query: Query): Promise<{ code: number | undefined; message: string }> {
  try {
    await query.get();
  } catch (error) {
    return { code: grpcCode(error), message: (error as Error).message };
  }
  throw new Error('the query ran');
}

describe('composite indexes, enforced', () => {
  const env = useTestFirestore({ indexes: INDEXES });
  const dishes = () => env.db.collection('dishes');

  async function seed() {
    const batch = env.db.batch();
    batch.set(dishes().doc('a'), { category: 'rice', price: 8, tags: ['spicy'], cook: 'rahim', rating: 4, description: 'x' });
    batch.set(dishes().doc('b'), { category: 'rice', price: 12, tags: ['mild'], cook: 'nadia', rating: 5, description: 'y' });
    batch.set(dishes().doc('c'), { category: 'sweet', price: 3, tags: ['spicy'], cook: 'rahim', rating: 3, description: 'z' });
    await batch.commit();
  }

  it('runs what single-field indexes serve: one field filtered and ordered, equalities merged, array-contains alone', async () => {
    await seed();
    const ids = async (query: Query) => (await query.get()).docs.map((doc) => doc.id);
    expect(await ids(dishes().where('price', '>', 5).orderBy('price', 'desc'))).toEqual(['b', 'a']);
    expect(await ids(dishes().orderBy('rating', 'desc'))).toEqual(['b', 'a', 'c']);
    expect(await ids(dishes().where('category', '==', 'rice').where('cook', '==', 'rahim'))).toEqual(['a']);
    expect(await ids(dishes().where('tags', 'array-contains', 'spicy'))).toEqual(['a', 'c']);
    expect(await ids(dishes().where('category', '==', 'rice').orderBy(FieldPath.documentId(), 'desc'))).toEqual(['b', 'a']);
    expect(await ids(dishes().where(FieldPath.documentId(), '>', 'a').orderBy(FieldPath.documentId()))).toEqual(['b', 'c']);
    expect((await dishes().where('category', '==', 'rice').where('cook', 'in', ['rahim', 'nadia']).count().get()).data().count).toBe(2);
  });

  it('runs what a declared composite index serves, also merged with a single-field one, in a transaction too', async () => {
    await seed();
    const ids = async (query: Query) => (await query.get()).docs.map((doc) => doc.id);
    expect(await ids(dishes().where('category', '==', 'rice').orderBy('price', 'desc'))).toEqual(['b', 'a']);
    expect(await ids(dishes().where('tags', 'array-contains', 'spicy').orderBy('price', 'desc'))).toEqual(['a', 'c']);
    // (category, price desc) and (cook, price desc) end alike: merged for two equalities.
    expect(await ids(dishes().where('category', '==', 'rice').where('cook', '==', 'rahim').orderBy('price', 'desc'))).toEqual(['a']);
    const { Filter } = await import('firebase-admin/firestore');
    const either = Filter.or(Filter.where('category', '==', 'rice'), Filter.where('cook', '==', 'nadia'));
    expect(await ids(dishes().where(either).orderBy('price', 'desc'))).toEqual(['b', 'a']);
    const inTransaction = await env.db.runTransaction(async (tx) => (await tx.get(dishes().where('category', '==', 'sweet').orderBy('price', 'desc'))).size);
    expect(inTransaction).toBe(1);
  });

  it.concurrent('refuses equality plus an order on another field without its index, naming the index to declare', async () => {
    const { code, message } = await failure(dishes().where('cook', '==', 'rahim').orderBy('price'));
    expect(code).toBe(FAILED_PRECONDITION);
    expect(message).toContain('The query requires an index');
    expect(message).toContain(
      '{"collectionGroup":"dishes","queryScope":"COLLECTION","fields":[{"fieldPath":"cook","order":"ASCENDING"},{"fieldPath":"price","order":"ASCENDING"}]}',
    );
  });

  it.concurrent('refuses an order in the other direction than the declared index', async () => {
    expect((await failure(dishes().where('category', '==', 'rice').orderBy('price', 'asc'))).code).toBe(FAILED_PRECONDITION);
  });

  it.concurrent('refuses inequalities on two fields, and equality plus an inequality on another field', async () => {
    const refused = await Promise.all([
      failure(dishes().where('price', '>', 1).where('rating', '>', 1)),
      failure(dishes().where('cook', '==', 'rahim').where('rating', '>=', 4)),
    ]);
    expect(refused.map((result) => result.code)).toEqual([FAILED_PRECONDITION, FAILED_PRECONDITION]);
  });

  it.concurrent('refuses array-contains with an order it has no index for, and an aggregation of such a query', async () => {
    const count = dishes().where('cook', '==', 'rahim').orderBy('price');
    const [query, aggregation] = await Promise.allSettled([dishes().where('tags', 'array-contains', 'spicy').orderBy('rating').get(), count.count().get()]);
    expect(query).toMatchObject({ status: 'rejected', reason: { code: FAILED_PRECONDITION } });
    expect(aggregation).toMatchObject({ status: 'rejected', reason: { code: FAILED_PRECONDITION } });
  });

  it.concurrent('refuses each branch of an OR that no index serves', async () => {
    const { Filter } = await import('firebase-admin/firestore');
    const query = dishes()
      .where(Filter.or(Filter.where('category', '==', 'rice'), Filter.where('rating', '==', 5)))
      .orderBy('price', 'desc');
    expect((await failure(query)).code).toBe(FAILED_PRECONDITION);
  });

  it.concurrent('refuses array-contains with an equality on another field unless one index holds both', async () => {
    const refused = await Promise.all([
      failure(dishes().where('tags', 'array-contains', 'spicy').where('cook', '==', 'rahim')),
      // (category, price desc) and (tags CONTAINS, price desc) end alike, but an array field is not merged.
      failure(dishes().where('category', '==', 'rice').where('tags', 'array-contains', 'spicy').orderBy('price', 'desc')),
    ]);
    expect(refused.map((result) => result.code)).toEqual([FAILED_PRECONDITION, FAILED_PRECONDITION]);
  });

  it.concurrent('honours single-field exemptions: a field without indexes cannot be ordered or filtered by range', async () => {
    const refused = await Promise.all([failure(dishes().orderBy('description')), failure(dishes().where('description', '>', 'a'))]);
    expect(refused.map((result) => result.code)).toEqual([FAILED_PRECONDITION, FAILED_PRECONDITION]);
  });

  it('keeps collection and collection-group scopes apart', async () => {
    await seed();
    await env.db.collection('kitchens').doc('k').collection('dishes').doc('d').set({ cook: 'rahim', rating: 1, price: 1 });
    const group = env.db.collectionGroup('dishes');
    expect((await group.where('cook', '==', 'rahim').orderBy('rating').get()).size).toBe(3);
    expect((await group.where('cook', '==', 'rahim').get()).size).toBe(3);
    const refused = await Promise.all([
      // No automatic single-field index has collection-group scope: only `cook` has one, by override.
      failure(group.where('price', '>', 5)),
      // The collection-group index does not serve the collection query.
      failure(dishes().where('cook', '==', 'rahim').orderBy('rating')),
    ]);
    expect(refused.map((result) => result.code)).toEqual([FAILED_PRECONDITION, FAILED_PRECONDITION]);
  });

  it('refuses a listener on a query without its index: onSnapshot reports the error', async () => {
    const message = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no error within 10 s')), 10_000);
      const unsubscribe = dishes()
        .where('cook', '==', 'rahim')
        .orderBy('price')
        .onSnapshot(
          () => {
            clearTimeout(timer);
            unsubscribe();
            reject(new Error('the listener got a snapshot'));
          },
          (error) => {
            clearTimeout(timer);
            resolve(error.message);
          },
        );
    });
    // The SDK reports a removed listen target as 'Error <code>: <message>', without a code property.
    expect(message).toMatch(/^Error 9: The query requires an index/);
  });

  it('reports the declared indexes no query needed, so a test run can prove each is needed', async () => {
    // This describe block's queries needed each of the three collection indexes and the collection-group one.
    expect(env.emulator.indexesNeverNeeded()).toEqual([]);
  });
});

describe('without an index file', () => {
  const env = useTestFirestore();

  it('runs every query, as the official emulator does', async () => {
    await env.db.collection('dishes').doc('a').set({ cook: 'rahim', price: 1 });
    expect((await env.db.collection('dishes').where('cook', '==', 'rahim').orderBy('price').get()).size).toBe(1);
    expect(env.emulator.indexesNeverNeeded()).toEqual([]);
  });
});

describe('the index file', () => {
  it('is refused when malformed, naming the entry', () => {
    expect(() => loadIndexConfig({ indexes: [{ collectionGroup: 'a', queryScope: 'COLLECTION', fields: [] }] })).toThrow(
      InvalidIndexConfigError,
    );
    expect(() =>
      loadIndexConfig({ indexes: [{ collectionGroup: 'a', queryScope: 'COLLECTION', fields: [{ fieldPath: 'x', order: 'ASCENDING' }] }] }),
    ).toThrow(/indexes\[0\].*single-field index/);
  });

  it('stops the start of an emulator when it cannot be read', async () => {
    await expect(startTestFirestore({ indexes: '/nonexistent/firestore.indexes.json' })).rejects.toThrow(/cannot read the index file/);
  });

  it("lists an index no query needed: the project's test run fails on such an index", async () => {
    const env = await startTestFirestore({ indexes: INDEXES });
    try {
      await env.db.collection('dishes').where('category', '==', 'rice').orderBy('price', 'desc').get();
      expect(env.emulator.indexesNeverNeeded().map((index) => index.fields.map((field) => field.fieldPath))).toEqual([
        ['tags', 'price'],
        ['cook', 'price'],
        ['cook', 'rating'],
      ]);
    } finally {
      await env.close();
    }
  });
});
