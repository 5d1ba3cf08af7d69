import { credentials } from '@grpc/grpc-js';
import { AggregateField, Timestamp, v1, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { codeOf, PROJECT_ID, useTestFirestore } from './test-support.js';

// Conformance of reads at a past time, delete results, missing documents and recursive deletes, through firebase-admin
// exactly as an application uses it: each test states Cloud Firestore's documented behaviour and passes unchanged
// against it.

const INVALID_ARGUMENT = 3;
const FAILED_PRECONDITION = 9;

async function existing(db: Firestore, paths: readonly string[]): Promise<string[]> {
  const snapshots = await db.getAll(...paths.map((path) => db.doc(path)));
  return snapshots.filter((snapshot) => snapshot.exists).map((snapshot) => snapshot.ref.path);
}

describe('reads at a past read time', () => {
  const env = useTestFirestore();

  it('a read-only transaction at a readTime sees documents, queries and aggregations as of that time', async () => {
    const { db } = env;
    const a = db.doc('foods/a');
    const created = await a.set({ price: 1 });
    const readTime = (await db.doc('foods/b').set({ price: 2 })).writeTime;
    await a.update({ price: 10 });
    await db.doc('foods/b').delete();
    await db.doc('foods/c').set({ price: 3 });

    const seen = await db.runTransaction(
      async (tx) => {
        const one = await tx.get(a);
        const [both, gone, later] = await tx.getAll(a, db.doc('foods/b'), db.doc('foods/c'));
        const query = await tx.get(db.collection('foods').orderBy('price'));
        const filtered = await tx.get(db.collection('foods').where('price', '>', 1));
        const totals = await tx.get(db.collection('foods').aggregate({ count: AggregateField.count(), sum: AggregateField.sum('price') }));
        return {
          one: one.data(),
          oneUpdated: one.updateTime,
          oneRead: one.readTime,
          all: [both?.data(), gone?.data(), later?.exists],
          query: query.docs.map((doc) => [doc.id, doc.get('price') as number]),
          filtered: filtered.docs.map((doc) => doc.id),
          totals: totals.data(),
        };
      },
      { readOnly: true, readTime },
    );
    expect(seen.one).toEqual({ price: 1 });
    expect(seen.oneUpdated?.isEqual(created.writeTime)).toBe(true);
    expect(seen.oneRead?.isEqual(readTime)).toBe(true);
    expect(seen.all).toEqual([{ price: 1 }, { price: 2 }, false]);
    expect(seen.query).toEqual([
      ['a', 1],
      ['b', 2],
    ]);
    expect(seen.filtered).toEqual(['b']);
    expect(seen.totals).toEqual({ count: 2, sum: 3 });

    // The present is unchanged by reading the past.
    expect((await a.get()).data()).toEqual({ price: 10 });
    expect((await db.collection('foods').count().get()).data().count).toBe(2);
  });

  it('a readTime before a document existed reads it as missing; one between two writes reads the first', async () => {
    const { db } = env;
    const ref = db.doc('foods/late');
    const before = (await db.doc('foods/other').set({ price: 0 })).writeTime;
    const first = await ref.set({ price: 1 });
    await ref.set({ price: 2 });
    const readAt = (readTime: Timestamp) => db.runTransaction((tx) => tx.get(ref), { readOnly: true, readTime });
    expect((await readAt(before)).exists).toBe(false);
    expect((await readAt(first.writeTime)).data()).toEqual({ price: 1 });
  });

  it('a read-only transaction without a readTime reads one consistent snapshot', async () => {
    const { db } = env;
    await db.doc('foods/a').set({ price: 1 });
    await db.doc('foods/b').set({ price: 2 });
    const seen = await db.runTransaction(
      async (tx) => {
        const a = await tx.get(db.doc('foods/a'));
        // Written by someone else after the transaction's first read.
        await db.doc('foods/b').set({ price: 20 });
        await db.doc('foods/c').set({ price: 30 });
        const b = await tx.get(db.doc('foods/b'));
        const all = await tx.get(db.collection('foods'));
        return { a: a.get('price') as number, b: b.get('price') as number, ids: all.docs.map((doc) => doc.id) };
      },
      { readOnly: true },
    );
    expect(seen).toEqual({ a: 1, b: 2, ids: ['a', 'b'] });
    expect((await db.doc('foods/b').get()).get('price')).toBe(20);
  });

  it('a readTime older than the one-hour version retention fails with FAILED_PRECONDITION, never current data', async () => {
    const { db } = env;
    await db.doc('foods/a').set({ price: 1 });
    const readTime = Timestamp.fromMillis(Date.now() - 2 * 60 * 60 * 1000);
    const read = db.runTransaction((tx) => tx.get(db.doc('foods/a')), { readOnly: true, readTime });
    expect(await codeOf(read)).toBe(FAILED_PRECONDITION);
    const query = db.runTransaction((tx) => tx.get(db.collection('foods')), { readOnly: true, readTime });
    expect(await codeOf(query)).toBe(FAILED_PRECONDITION);
  });

  it('a readTime in the future is refused', async () => {
    const { db } = env;
    await db.doc('foods/a').set({ price: 1 });
    const readTime = Timestamp.fromMillis(Date.now() + 60 * 60 * 1000);
    const read = db.runTransaction((tx) => tx.get(db.doc('foods/a')), { readOnly: true, readTime });
    expect(await codeOf(read)).toBe(INVALID_ARGUMENT);
  });
});

describe('reads at a past read time through the v1 API', () => {
  const env = useTestFirestore();
  const DATABASE = `projects/${PROJECT_ID}/databases/(default)`;
  const ROOT = `${DATABASE}/documents`;

  async function collect<T>(stream: NodeJS.ReadableStream): Promise<T[]> {
    const items: T[] = [];
    for await (const item of stream) items.push(item as T);
    return items;
  }

  it('BeginTransaction with a read-only read_time, and read_time on RunQuery, ListDocuments, ListCollectionIds', async () => {
    const { db } = env;
    await db.doc('foods/a').set({ price: 1 });
    const readTime = (await db.doc('foods/b/reviews/r1').set({ stars: 5 })).writeTime;
    await db.doc('foods/a').delete();
    await db.doc('foods/c').set({ price: 3 });
    await db.doc('foods/b/reviews/r1').delete();
    await db.doc('drinks/d').set({ price: 4 });
    const client = new v1.FirestoreClient({ servicePath: env.emulator.host, port: env.emulator.port, sslCreds: credentials.createInsecure(), projectId: PROJECT_ID });
    try {
      const at = { seconds: readTime.seconds, nanos: readTime.nanoseconds };
      const [begun] = await client.beginTransaction({ database: DATABASE, options: { readOnly: { readTime: at } } });
      const query = { from: [{ collectionId: 'foods' }] };
      const names = (responses: { document?: { name?: string } | null }[]) =>
        responses.flatMap((response) => (response.document?.name ? [response.document.name.slice(ROOT.length + 1)] : []));
      const inTransaction = await collect<{ document?: { name?: string } | null }>(
        client.runQuery({ parent: ROOT, structuredQuery: query, transaction: begun.transaction }),
      );
      expect(names(inTransaction)).toEqual(['foods/a']);
      const atTime = await collect<{ document?: { name?: string } | null }>(client.runQuery({ parent: ROOT, structuredQuery: query, readTime: at }));
      expect(names(atTime)).toEqual(['foods/a']);
      await client.rollback({ database: DATABASE, transaction: begun.transaction });

      const [listed] = await client.listDocuments({ parent: ROOT, collectionId: 'foods', showMissing: true, readTime: at, mask: { fieldPaths: [] } });
      expect(listed.map((doc) => doc.name?.slice(ROOT.length + 1))).toEqual(['foods/a', 'foods/b']);
      const [now] = await client.listDocuments({ parent: ROOT, collectionId: 'foods', showMissing: true, mask: { fieldPaths: [] } });
      expect(now.map((doc) => doc.name?.slice(ROOT.length + 1))).toEqual(['foods/c']);
      const [collections] = await client.listCollectionIds({ parent: ROOT, readTime: at });
      expect(collections).toEqual(['foods']);
    } finally {
      await client.close();
    }
  });
});

describe('delete results', () => {
  const env = useTestFirestore();

  it('BulkWriter.delete() reports no write time, as Cloud Firestore leaves update_time unset after a delete', async () => {
    const { db } = env;
    const writer = db.bulkWriter();
    const ref = db.doc('foods/a');
    const set = writer.set(ref, { price: 1 });
    await writer.flush();
    const deleted = writer.delete(ref);
    const deletedMissing = writer.delete(db.doc('foods/never'));
    await writer.close();
    const setTime = (await set).writeTime;
    expect(setTime.toMillis()).toBeGreaterThan(0);
    expect((await deleted).writeTime.isEqual(Timestamp.fromMillis(0))).toBe(true);
    expect((await deletedMissing).writeTime.isEqual(Timestamp.fromMillis(0))).toBe(true);
    expect((await ref.get()).exists).toBe(false);
  });

  it('a delete in a batch reports the commit time, like every write of the batch', async () => {
    const { db } = env;
    await db.doc('foods/a').set({ price: 1 });
    const results = await db.batch().delete(db.doc('foods/a')).set(db.doc('foods/b'), { price: 2 }).commit();
    expect(results[0]?.writeTime.isEqual(results[1]?.writeTime as Timestamp)).toBe(true);
    expect(await existing(db, ['foods/a', 'foods/b'])).toEqual(['foods/b']);
  });
});

describe('missing documents and recursive deletes', () => {
  const env = useTestFirestore();

  async function seed(db: Firestore, paths: readonly string[]): Promise<void> {
    await Promise.all(paths.map((path) => db.doc(path).set({ path })));
  }

  it('listDocuments() lists missing documents, those that only have subcollections, in id order', async () => {
    const { db } = env;
    await seed(db, ['users/u2', 'users/u1/orders/o1', 'users/u3/orders/o9/items/i1', 'usersX/u0']);
    const refs: DocumentReference[] = await db.collection('users').listDocuments();
    expect(refs.map((ref) => ref.path)).toEqual(['users/u1', 'users/u2', 'users/u3']);
    expect((await db.doc('users/u1').get()).exists).toBe(false);
    // A query lists only documents that exist.
    expect((await db.collection('users').get()).docs.map((doc) => doc.id)).toEqual(['u2']);
  });

  it('listCollections() lists collections that hold documents only deeper down', async () => {
    const { db } = env;
    await seed(db, ['a/x/b/y/c/z', 'users/u3/orders/o9/items/i1']);
    expect((await db.listCollections()).map((ref) => ref.id)).toEqual(['a', 'users']);
    expect((await db.doc('users/u3').listCollections()).map((ref) => ref.id)).toEqual(['orders']);
    expect((await db.doc('a/x').listCollections()).map((ref) => ref.id)).toEqual(['b']);
  });

  it('recursiveDelete() of a collection deletes every document beneath it, missing parents included, and nothing else', async () => {
    const { db } = env;
    const doomed = ['users/u1', 'users/u1/orders/o1', 'users/u1/orders/o1/items/i1', 'users/u2/orders/o2', 'users/u2/orders/o2/x/y'];
    const kept = ['usersX/keep', 'other/keep', 'other/keep/users/k', 'use/k'];
    await seed(db, [...doomed, ...kept]);
    await db.recursiveDelete(db.collection('users'));
    expect(await existing(db, [...doomed, ...kept])).toEqual(kept);
    expect((await db.collection('users').listDocuments()).length).toBe(0);
  });

  it('recursiveDelete() of a document deletes it and its subcollections, not its siblings', async () => {
    const { db } = env;
    const doomed = ['a/x', 'a/x/b/y', 'a/x/b/y/c/z', 'a/x/d/w'];
    const kept = ['a/x0', 'a/w', 'a/w/b/y', 'b/x'];
    await seed(db, [...doomed, ...kept]);
    await db.recursiveDelete(db.doc('a/x'));
    expect(await existing(db, [...doomed, ...kept])).toEqual(kept);
  });

  it('a collection group query still reads only its collection id', async () => {
    const { db } = env;
    await seed(db, ['users/u1/orders/o1', 'shops/s1/orders/o2', 'users/u1/items/i1']);
    const ids = (await db.collectionGroup('orders').get()).docs.map((doc) => doc.ref.path);
    expect(ids.sort()).toEqual(['shops/s1/orders/o2', 'users/u1/orders/o1']);
  });
});
