// Conformance tests: each states Cloud Firestore's own behaviour (most are taken from the Node client's system tests,
// googleapis/nodejs-firestore dev/system-test/firestore.ts) through firebase-admin only, so they pass unchanged against
// Cloud Firestore (given the vector and composite indexes they need) and fail if the emulator answers differently.
import { AggregateField, FieldPath, FieldValue, type DocumentData, type Query, type QuerySnapshot } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { grpcCode, useTestFirestore } from './test-support.js';

const INVALID_ARGUMENT = 3;

const ids = (snapshot: QuerySnapshot) => snapshot.docs.map((doc) => doc.id);

/** `VectorQuery.explain()` is public API and in the SDK's code, but missing from @google-cloud/firestore 7.11's typings. */
function explainable(query: ReturnType<Query['findNearest']>): { explain: Query['explain'] } {
  return query as unknown as { explain: Query['explain'] };
}
const idsOf = async (query: Query) => ids(await query.get());

/** The numbers of a vector value read back from a snapshot. */
function vectorOf(value: unknown): number[] {
  if (typeof value === 'object' && value !== null && 'toArray' in value && typeof value.toArray === 'function') {
    return value.toArray() as number[];
  }
  throw new Error(`not a vector: ${String(value)}`);
}

describe('conformance: queries', () => {
  const env = useTestFirestore();

  /** Writes documents with the given ids and data in one batch; returns the collection. */
  async function seed(collection: string, docs: Record<string, DocumentData>) {
    const batch = env.db.batch();
    for (const [id, data] of Object.entries(docs)) batch.set(env.db.collection(collection).doc(id), data);
    await batch.commit();
    return env.db.collection(collection);
  }

  describe('null and NaN in filters', () => {
    it('not-in with null matches nothing; != and not-in skip null and missing fields', async () => {
      const col = await seed('zips', {
        nan: { zip: Number.NaN },
        a: { zip: 91102 },
        b: { zip: 98101 },
        c: { zip: 98103 },
        arr: { zip: [98101] },
        mixed: { zip: ['98101', { zip: 98101 }] },
        map: { zip: { zip: 98101 } },
        nul: { zip: null },
        none: { other: 1 },
      });
      expect(await idsOf(col.where('zip', 'not-in', [null]))).toEqual([]);
      expect(await idsOf(col.where('zip', 'not-in', [98101, null]))).toEqual([]);
      expect(await idsOf(col.where('zip', 'not-in', [98101, 98103]).orderBy(FieldPath.documentId()))).toEqual([
        'a',
        'arr',
        'map',
        'mixed',
        'nan',
      ]);
      expect(await idsOf(col.where('zip', '!=', 98101).orderBy('zip').orderBy(FieldPath.documentId()))).toEqual([
        'nan',
        'a',
        'c',
        'arr',
        'mixed',
        'map',
      ]);
      expect(await idsOf(col.where('zip', '!=', Number.NaN).orderBy(FieldPath.documentId()))).toEqual([
        'a',
        'arr',
        'b',
        'c',
        'map',
        'mixed',
      ]);
      expect(await idsOf(col.where('zip', '!=', null).orderBy(FieldPath.documentId()))).toEqual([
        'a',
        'arr',
        'b',
        'c',
        'map',
        'mixed',
        'nan',
      ]);
    });

    it('NaN matches only == NaN, never <, <=, >, >=', async () => {
      const col = await seed('numbers', {
        nan: { v: Number.NaN },
        low: { v: Number.NEGATIVE_INFINITY },
        one: { v: 1 },
        two: { v: 2.5 },
      });
      expect(await idsOf(col.where('v', '<', 5))).toEqual(['low', 'one', 'two']);
      expect(await idsOf(col.where('v', '<=', 1))).toEqual(['low', 'one']);
      expect(await idsOf(col.where('v', '>', Number.NEGATIVE_INFINITY))).toEqual(['one', 'two']);
      expect(await idsOf(col.where('v', '>=', Number.NEGATIVE_INFINITY))).toEqual(['low', 'one', 'two']);
      expect(await idsOf(col.where('v', '==', Number.NaN))).toEqual(['nan']);
      expect((await col.where('v', '<', 5).count().get()).data().count).toBe(3);
    });
  });

  describe('several inequality filters', () => {
    it('orders by the inequality fields in field-path order, then __name__, even with a filter on the document id', async () => {
      const col = await seed('multi', {
        doc1: { key: 'a', sort: 5 },
        doc2: { key: 'aa', sort: 4 },
        doc3: { key: 'b', sort: 3 },
        doc4: { key: 'b', sort: 2 },
        doc5: { key: 'bb', sort: 1 },
      });
      const doc2 = await col.doc('doc2').get();

      // Implicitly ordered by key asc, sort asc, __name__ asc.
      let query = col.where('sort', '>=', 1).where('key', '!=', 'a').where(FieldPath.documentId(), '<', 'doc5');
      expect(await idsOf(query)).toEqual(['doc2', 'doc4', 'doc3']);
      expect(await idsOf(query.startAt(doc2))).toEqual(['doc2', 'doc4', 'doc3']);

      // The order of the filters does not change the implicit order.
      query = col.where(FieldPath.documentId(), '<', 'doc5').where('sort', '>=', 1).where('key', '!=', 'a');
      expect(await idsOf(query)).toEqual(['doc2', 'doc4', 'doc3']);
      expect(await idsOf(query.startAt(doc2))).toEqual(['doc2', 'doc4', 'doc3']);
      expect(await idsOf(query.limit(2))).toEqual(['doc2', 'doc4']);

      // Ordered by sort desc, then key desc, __name__ desc.
      query = col.where(FieldPath.documentId(), '<', 'doc5').where('sort', '>=', 1).where('key', '!=', 'a').orderBy('sort', 'desc');
      expect(await idsOf(query)).toEqual(['doc2', 'doc3', 'doc4']);
      expect(await idsOf(query.startAt(doc2))).toEqual(['doc2', 'doc3', 'doc4']);
    });

    it('puts __name__ after the other inequality fields', async () => {
      const col = await seed('byid', { b: { n: 2 }, a: { n: 3 }, c: { n: 1 } });
      // Ordered by n, then __name__: the range on the document id does not put __name__ first.
      expect(await idsOf(col.where(FieldPath.documentId(), '>', 'a').where('n', '>', 0))).toEqual(['c', 'b']);
      expect(await idsOf(col.where(FieldPath.documentId(), '!=', 'b').where('n', '>', 0))).toEqual(['c', 'a']);
    });
  });

  describe('aggregations over missing fields', () => {
    it('skips documents that lack any aggregated field in every aggregation', async () => {
      const col = await seed('books', {
        a: { author: 'authorA', pages: 100, year: 1980 },
        b: { author: 'authorB', pages: 50, year: 2020 },
        c: { author: 'authorC', pages: 150, year: 2021 },
        d: { author: 'authorD', pages: 50 },
      });
      const snapshot = await col
        .aggregate({
          totalPages: AggregateField.sum('pages'),
          averagePages: AggregateField.average('pages'),
          averageYear: AggregateField.average('year'),
          count: AggregateField.count(),
        })
        .get();
      expect(snapshot.data()).toEqual({ totalPages: 300, averagePages: 100, averageYear: 2007, count: 3 });
    });

    it('counts documents whose aggregated field is not a number, but sums and averages only numbers', async () => {
      const col = await seed('ratings', {
        a: { rating: 5 },
        b: { rating: 4 },
        c: { rating: '3' },
        d: { rating: 6 },
        e: { other: 1 },
      });
      const snapshot = await col
        .aggregate({ total: AggregateField.sum('rating'), average: AggregateField.average('rating'), count: AggregateField.count() })
        .get();
      expect(snapshot.data()).toEqual({ total: 15, average: 5, count: 4 });
      const none = await col.where('rating', '>', 100).aggregate({ total: AggregateField.sum('rating'), average: AggregateField.average('rating') }).get();
      expect(none.data()).toEqual({ total: 0, average: null });
    });

    it('aggregates only documents that have the ordered fields', async () => {
      const col = await seed('ordered', {
        a: { num: 5, foo: 1 },
        b: { num: 7 },
        c: { num: 9, foo: 3 },
      });
      const snapshot = await col.orderBy('foo').aggregate({ sum: AggregateField.sum('num'), count: AggregateField.count() }).get();
      expect(snapshot.data()).toEqual({ sum: 14, count: 2 });
    });
  });

  describe('reserved and numeric document ids', () => {
    it('rejects ids matching __.*__ on every kind of write, except numeric __id<n>__ ids', async () => {
      const col = env.db.collection('reserved');
      const rejected = async (write: Promise<unknown>) => {
        const error = await write.then(
          () => undefined,
          (e: unknown) => e,
        );
        expect(grpcCode(error)).toBe(INVALID_ARGUMENT);
      };
      await rejected(col.doc('__doc__').set({ a: 1 }));
      await rejected(col.doc('__doc__').create({ a: 1 }));
      await rejected(col.doc('__doc__').update({ a: 1 }));
      await rejected(col.doc('____').set({ a: 1 }));
      await rejected(env.db.collection('__reserved__').doc('x').set({ a: 1 }));
      const batch = env.db.batch();
      batch.set(col.doc('fine'), { a: 1 });
      batch.set(col.doc('__x__'), { a: 1 });
      await rejected(batch.commit());
      expect((await col.doc('fine').get()).exists).toBe(false);
      await rejected(env.db.runTransaction(async (tx) => tx.set(col.doc('__tx__'), { a: 1 })));
      const writer = env.db.bulkWriter();
      const bulk = writer.set(col.doc('__bulk__'), { a: 1 });
      await writer.close();
      await rejected(bulk);

      await col.doc('__id7__').set({ a: 1 });
      await col.doc('__id-2__').create({ a: 1 });
      await col.doc('__id1_').set({ a: 1 });
      await col.doc('_id1__').set({ a: 1 });
      await col.doc('__id').set({ a: 1 });
      expect(await idsOf(col)).toEqual(['__id-2__', '__id7__', '__id', '__id1_', '_id1__']);
    });

    it('orders numeric ids by number before other ids, in plain and filtered queries', async () => {
      const all = [
        'A',
        'a',
        'Aa',
        '7',
        '12',
        '__id7__',
        '__id12__',
        '__id-2__',
        '__id1_',
        '_id1__',
        '__id',
        '__id9223372036854775807__',
        '__id9223372036854775806__',
        '__id-9223372036854775808__',
        '__id-9223372036854775807__',
      ];
      const col = await seed('numeric', Object.fromEntries(all.map((id) => [id, { a: 1 }])));
      const expected = [
        '__id-9223372036854775808__',
        '__id-9223372036854775807__',
        '__id-2__',
        '__id7__',
        '__id12__',
        '__id9223372036854775806__',
        '__id9223372036854775807__',
        '12',
        '7',
        'A',
        'Aa',
        '__id',
        '__id1_',
        '_id1__',
        'a',
      ];
      expect(await idsOf(col.orderBy(FieldPath.documentId()))).toEqual(expected);
      expect(await idsOf(col)).toEqual(expected);
      expect(await idsOf(col.where('a', '==', 1))).toEqual(expected);
      expect(await idsOf(col.orderBy(FieldPath.documentId(), 'desc').limit(3))).toEqual(['a', '_id1__', '__id1_']);
      expect(
        await idsOf(col.where(FieldPath.documentId(), '>', '__id7__').where(FieldPath.documentId(), '<=', 'A').orderBy(FieldPath.documentId())),
      ).toEqual(['__id12__', '__id9223372036854775806__', '__id9223372036854775807__', '12', '7', 'A']);
      expect(await idsOf(col.where(FieldPath.documentId(), 'in', ['__id12__', '__id-2__', 'a']))).toEqual(['__id-2__', '__id12__', 'a']);
      expect(await idsOf(col.orderBy(FieldPath.documentId()).startAfter('__id12__').limit(2))).toEqual([
        '__id9223372036854775806__',
        '__id9223372036854775807__',
      ]);
    });
  });

  describe('vector search (findNearest)', () => {
    async function seedVectors() {
      return seed('vectors', {
        v0: { foo: 'bar' },
        v1: { foo: 'xxx', embedding: FieldValue.vector([10, 10]) },
        v2: { foo: 'bar', embedding: FieldValue.vector([1, 1]) },
        v3: { foo: 'bar', embedding: FieldValue.vector([10, 0]) },
        v4: { foo: 'bar', embedding: FieldValue.vector([20, 0]) },
        v5: { foo: 'bar', embedding: FieldValue.vector([100, 100]) },
      });
    }

    it('returns the nearest neighbours of the pre-filtered documents by each distance measure', async () => {
      const col = await seedVectors();
      const nearest = (distanceMeasure: 'EUCLIDEAN' | 'COSINE' | 'DOT_PRODUCT') =>
        col.where('foo', '==', 'bar').findNearest({ vectorField: 'embedding', queryVector: [10, 10], limit: 3, distanceMeasure }).get();
      expect((await nearest('EUCLIDEAN')).docs.map((doc) => doc.id)).toEqual(['v3', 'v2', 'v4']);
      // v2 and v5 are both at cosine distance 0 (in either order), then v3 and v4 at the same distance.
      const cosine = (await nearest('COSINE')).docs.map((doc) => doc.id);
      expect(cosine.slice(0, 2).sort()).toEqual(['v2', 'v5']);
      expect(['v3', 'v4']).toContain(cosine[2]);
      expect((await nearest('DOT_PRODUCT')).docs.map((doc) => doc.id)).toEqual(['v5', 'v4', 'v3']);
    });

    it('skips values that are not vectors of the query dimension, and fields nested in maps work', async () => {
      const col = await seed('vectors', {
        a: { foo: 'bar' },
        b: { foo: 'bar', embedding: [10, 10] },
        c: { foo: 'bar', embedding: 'not actually a vector' },
        d: { foo: 'bar', embedding: null },
        e: { foo: 'bar', embedding: FieldValue.vector([10]) },
        f: { foo: 'bar', embedding: FieldValue.vector([9, 9]) },
        g: { foo: 'bar', embedding: FieldValue.vector([50, 50]) },
        h: { foo: 'bar', nested: { embedding: FieldValue.vector([3, 3]) } },
      });
      const snapshot = await col
        .where('foo', '==', 'bar')
        .findNearest({ vectorField: 'embedding', queryVector: [10, 10], limit: 100, distanceMeasure: 'EUCLIDEAN' })
        .get();
      expect(snapshot.docs.map((doc) => vectorOf(doc.get('embedding')))).toEqual([
        [9, 9],
        [50, 50],
      ]);
      const nested = await col.findNearest({ vectorField: 'nested.embedding', queryVector: [1, 1], limit: 5, distanceMeasure: 'COSINE' }).get();
      expect(nested.docs.map((doc) => doc.id)).toEqual(['h']);
      const missing = await col.findNearest({ vectorField: 'nothing', queryVector: [1, 1], limit: 5, distanceMeasure: 'COSINE' }).get();
      expect(missing.size).toBe(0);
    });

    it('writes the distance to distanceResultField and applies distanceThreshold', async () => {
      const col = await seed('vectors', {
        '1': { foo: 'bar' },
        '2': { foo: 'bar', embedding: FieldValue.vector([2, 0]) },
        '3': { foo: 'bar', embedding: FieldValue.vector([1, 100]) },
        '4': { foo: 'bar', embedding: FieldValue.vector([1, -0.1]) },
        '5': { foo: 'bar', embedding: FieldValue.vector([4, 4]), distance: '100 miles' },
      });
      const euclidean = await col
        .findNearest({ vectorField: 'embedding', queryVector: [1, 0], limit: 5, distanceMeasure: 'EUCLIDEAN', distanceResultField: 'distance' })
        .get();
      expect(euclidean.docs.map((doc) => [doc.id, doc.get('distance')])).toEqual([
        ['4', 0.1],
        ['2', 1],
        ['5', 5],
        ['3', 100],
      ]);
      const within = await col.findNearest({ vectorField: 'embedding', queryVector: [1, 0], limit: 5, distanceMeasure: 'EUCLIDEAN', distanceThreshold: 5 }).get();
      expect(within.docs.map((doc) => doc.id)).toEqual(['4', '2', '5']);
      const dot = await col
        .findNearest({ vectorField: 'embedding', queryVector: [1, 0], limit: 5, distanceMeasure: 'DOT_PRODUCT', distanceThreshold: 1.5 })
        .get();
      expect(dot.docs.map((doc) => doc.id)).toEqual(['5', '2']);
      const selected = await col
        .select('distance')
        .findNearest({ vectorField: 'embedding', queryVector: [1, 0], limit: 2, distanceMeasure: 'COSINE', distanceResultField: 'distance' })
        .get();
      expect(selected.docs.map((doc) => [doc.id, Object.keys(doc.data())])).toEqual([
        ['2', ['distance']],
        ['4', ['distance']],
      ]);
      expect(selected.docs[0]?.get('distance')).toBe(0);
      expect(selected.docs[1]?.get('distance')).toBeCloseTo(1 - 1 / Math.sqrt(1.01), 12);
    });

    it('orders vectors after arrays and before maps, by dimension then elements', async () => {
      const values = [
        [1, 2, 3],
        FieldValue.vector([Number.NEGATIVE_INFINITY]),
        FieldValue.vector([100]),
        FieldValue.vector([1, 2]),
        FieldValue.vector([2, 2]),
        FieldValue.vector([1, 2, 3]),
        { HELLO: 'WORLD' },
      ];
      const col = await seed('vector-order', Object.fromEntries(values.map((value, i) => [`d${6 - i}`, { embedding: value }])));
      expect(await idsOf(col.orderBy('embedding'))).toEqual(['d6', 'd5', 'd4', 'd3', 'd2', 'd1', 'd0']);
    });
  });

  describe('explain', () => {
    async function seedFoo() {
      return seed('explained', { doc1: { foo: 1, bar: 0 }, doc2: { foo: 2, bar: 1 }, doc3: { foo: 1, bar: 2 } });
    }

    it('plans a query without running it', async () => {
      const col = await seedFoo();
      for (const results of [await col.where('foo', '>', 1).explain(), await col.where('foo', '>', 1).explain({ analyze: false })]) {
        expect(results.metrics.planSummary.indexesUsed.length).toBeGreaterThan(0);
        expect(results.metrics.executionStats).toBeNull();
        expect(results.snapshot).toBeNull();
      }
    });

    it('profiles a query: its results and execution stats', async () => {
      const col = await seedFoo();
      for (const [value, expected] of [
        [1, ['doc1', 'doc3']],
        [12345, []],
      ] as const) {
        const results = await col.where('foo', '==', value).explain({ analyze: true });
        expect(results.metrics.planSummary.indexesUsed.length).toBeGreaterThan(0);
        const stats = results.metrics.executionStats;
        expect(stats?.resultsReturned).toBe(expected.length);
        expect(stats?.readOperations).toBeGreaterThan(0);
        expect((stats?.executionDuration.seconds ?? 0) > 0 || (stats?.executionDuration.nanoseconds ?? 0) > 0).toBe(true);
        expect(Object.keys(stats?.debugStats ?? {}).length).toBeGreaterThan(0);
        expect(results.snapshot && ids(results.snapshot)).toEqual(expected);
      }
    });

    it('streams explain results: metrics on the last response', async () => {
      const col = await seedFoo();
      const collect = async (stream: NodeJS.ReadableStream) => {
        const chunks: { document?: unknown; metrics?: { executionStats: unknown } }[] = [];
        for await (const chunk of stream) chunks.push(chunk as (typeof chunks)[number]);
        return chunks;
      };
      const planned = await collect(col.explainStream());
      expect(planned).toHaveLength(1);
      expect(planned[0]?.document).toBeUndefined();
      expect(planned[0]?.metrics?.executionStats).toBeNull();
      const profiled = await collect(col.where('foo', '==', 1).explainStream({ analyze: true }));
      expect(profiled).toHaveLength(2);
      expect(profiled.every((chunk) => chunk.document !== undefined)).toBe(true);
      expect(profiled[1]?.metrics?.executionStats).not.toBeNull();
    });

    it('plans and profiles aggregations and vector queries', async () => {
      const col = await seedFoo();
      const planned = await col.where('foo', '>', 0).count().explain();
      expect(planned.metrics.planSummary.indexesUsed.length).toBeGreaterThan(0);
      expect(planned.metrics.executionStats).toBeNull();
      expect(planned.snapshot).toBeNull();
      const profiled = await col.where('foo', '<', 3).count().explain({ analyze: true });
      expect(profiled.metrics.executionStats?.resultsReturned).toBe(1);
      expect(profiled.metrics.executionStats?.readOperations).toBeGreaterThan(0);
      expect(profiled.snapshot?.data().count).toBe(3);

      await seed('explained', { v1: { embedding: FieldValue.vector([1, 1]) }, v2: { embedding: FieldValue.vector([10, 0]) } });
      const vector = explainable(col.findNearest({ vectorField: 'embedding', queryVector: FieldValue.vector([1, 3]), limit: 10, distanceMeasure: 'COSINE' }));
      const vectorPlan = await vector.explain({ analyze: false });
      expect(vectorPlan.metrics.planSummary.indexesUsed.length).toBeGreaterThan(0);
      expect(vectorPlan.snapshot).toBeNull();
      const vectorProfile = await vector.explain({ analyze: true });
      expect(vectorProfile.metrics.executionStats?.resultsReturned).toBe(2);
      expect(vectorProfile.snapshot?.docs.map((doc) => doc.id)).toEqual(['v1', 'v2']);
    });
  });
});
