import { status } from '@grpc/grpc-js';
import { FieldPath, FieldValue, Timestamp, type Query } from 'firebase-admin/firestore';

type VectorQueryOptions = Parameters<Query['findNearest']>[0];
import { describe, expect, it } from 'vitest';
import { grpcCode, useTestFirestore } from './test-support.js';

const ids = async (query: Query) => (await query.get()).docs.map((doc) => doc.id);

describe('queries', () => {
  const env = useTestFirestore();

  async function seedFoods(): Promise<void> {
    const batch = env.db.batch();
    const foods = [
      { id: 'f3', foodName: 'Pizza', category: 'Italian', price: 12.5, purchaseCount: 7, tags: ['hot', 'cheese'], createdAt: 3 },
      { id: 'f1', foodName: 'Sushi', category: 'Japanese', price: 20, purchaseCount: 2, tags: ['cold'], createdAt: 1 },
      { id: 'f5', foodName: 'Ramen', category: 'Japanese', price: 11, purchaseCount: 9, tags: ['hot'], createdAt: 5 },
      { id: 'f2', foodName: 'Pasta', category: 'Italian', price: 10, purchaseCount: 7, tags: [], createdAt: 2 },
      { id: 'f4', foodName: 'Taco', category: 'Mexican', price: 4, purchaseCount: 0, tags: ['hot'], createdAt: 4 },
    ];
    for (const { id, ...food } of foods) batch.set(env.db.collection('foods').doc(id), food);
    await batch.commit();
  }

  it('returns documents in document-id order when there is no orderBy', async () => {
    for (const id of ['b', '10', 'a', '9', 'A']) await env.db.collection('things').doc(id).set({ n: 1 });
    expect(await ids(env.db.collection('things'))).toEqual(['10', '9', 'A', 'a', 'b']);
    expect(await ids(env.db.collection('things').where('n', '==', 1))).toEqual(['10', '9', 'A', 'a', 'b']);
  });

  it('filters with ==, in and array-contains', async () => {
    await seedFoods();
    expect(await ids(env.db.collection('foods').where('category', '==', 'Italian'))).toEqual(['f2', 'f3']);
    expect(await ids(env.db.collection('foods').where('category', 'in', ['Mexican', 'Japanese']))).toEqual(['f1', 'f4', 'f5']);
    expect(await ids(env.db.collection('foods').where('tags', 'array-contains', 'hot'))).toEqual(['f3', 'f4', 'f5']);
    expect(await ids(env.db.collection('foods').where('price', '==', 20))).toEqual(['f1']);
  });

  it('matches several == filters on map sub-fields, ordered by document id', async () => {
    const tokens = (...keys: string[]) => Object.fromEntries(keys.map((key) => [key, true]));
    await env.db.doc('foods/c').set({ tokens: tokens('t_6162', 't_6263', 't_6364') });
    await env.db.doc('foods/a').set({ tokens: tokens('t_6162', 't_6263') });
    await env.db.doc('foods/b').set({ tokens: tokens('t_6162') });
    await env.db.doc('foods/d').set({ tokens: tokens('t_6263') });

    const search = env.db
      .collection('foods')
      .where('tokens.t_6162', '==', true)
      .where('tokens.t_6263', '==', true)
      .orderBy(FieldPath.documentId());
    expect(await ids(search)).toEqual(['a', 'c']);
    expect(await ids(search.limit(1))).toEqual(['a']);
    expect(await ids(search.startAfter('a'))).toEqual(['c']);
    expect(await ids(env.db.collection('foods').where(new FieldPath('tokens', 't_6364'), '==', true))).toEqual(['c']);
  });

  it('orders by a field descending with a limit, ties broken by document id', async () => {
    await seedFoods();
    expect(await ids(env.db.collection('foods').orderBy('purchaseCount', 'desc').limit(3))).toEqual(['f5', 'f3', 'f2']);
    expect(await ids(env.db.collection('foods').orderBy('purchaseCount', 'desc'))).toEqual(['f5', 'f3', 'f2', 'f1', 'f4']);
    expect(await ids(env.db.collection('foods').orderBy('purchaseCount').orderBy('price'))).toEqual(['f4', 'f1', 'f2', 'f3', 'f5']);
  });

  it('orders by document id in both directions', async () => {
    await seedFoods();
    expect(await ids(env.db.collection('foods').orderBy(FieldPath.documentId()))).toEqual(['f1', 'f2', 'f3', 'f4', 'f5']);
    expect(await ids(env.db.collection('foods').orderBy(FieldPath.documentId(), 'desc').limit(2))).toEqual(['f5', 'f4']);
    expect(await ids(env.db.collection('foods').where(FieldPath.documentId(), 'in', ['f4', 'f1']))).toEqual(['f1', 'f4']);
  });

  it('applies startAt, startAfter, endAt and endBefore with field values', async () => {
    await seedFoods();
    const byCreated = env.db.collection('foods').orderBy('createdAt');
    expect(await ids(byCreated.startAt(2))).toEqual(['f2', 'f3', 'f4', 'f5']);
    expect(await ids(byCreated.startAfter(2))).toEqual(['f3', 'f4', 'f5']);
    expect(await ids(byCreated.endAt(2))).toEqual(['f1', 'f2']);
    expect(await ids(byCreated.endBefore(2))).toEqual(['f1']);
    expect(await ids(byCreated.startAfter(1).endBefore(5))).toEqual(['f2', 'f3', 'f4']);
    const newest = env.db.collection('foods').orderBy('createdAt', 'desc');
    expect(await ids(newest.startAfter(4).limit(2))).toEqual(['f3', 'f2']);
    // Two cursor values: purchaseCount 7 has f2 (price 10) and f3 (price 12.5).
    const byCountThenPrice = env.db.collection('foods').orderBy('purchaseCount').orderBy('price');
    expect(await ids(byCountThenPrice.startAfter(7, 10))).toEqual(['f3', 'f5']);
  });

  it('applies cursors from document snapshots, including the implicit __name__ order', async () => {
    await seedFoods();
    const f2 = await env.db.doc('foods/f2').get();
    const byCount = env.db.collection('foods').orderBy('purchaseCount', 'desc');
    // f2 and f3 tie on purchaseCount 7; the snapshot cursor breaks the tie by document name.
    expect(await ids(byCount.startAfter(f2))).toEqual(['f1', 'f4']);
    expect(await ids(byCount.startAt(f2))).toEqual(['f2', 'f1', 'f4']);
    expect(await ids(byCount.endBefore(f2))).toEqual(['f5', 'f3']);
    expect(await ids(byCount.endAt(f2))).toEqual(['f5', 'f3', 'f2']);
    expect(await ids(env.db.collection('foods').startAfter(f2))).toEqual(['f3', 'f4', 'f5']);
  });

  it('pages through every document with startAfter(lastSnapshot) without repeats', async () => {
    const batch = env.db.batch();
    for (let i = 0; i < 53; i++) {
      batch.set(env.db.collection('items').doc(`item-${String(i).padStart(3, '0')}`), { group: i % 4, createdAt: Timestamp.fromMillis(1_700_000_000_000 + (i % 10) * 1000) });
    }
    await batch.commit();

    for (const base of [env.db.collection('items').orderBy('createdAt', 'desc'), env.db.collection('items').where('group', '==', 1)]) {
      const seen: string[] = [];
      let page = await base.limit(10).get();
      while (!page.empty) {
        seen.push(...page.docs.map((doc) => doc.id));
        page = await base.startAfter(page.docs[page.docs.length - 1]).limit(10).get();
      }
      const expected = (await base.get()).docs.map((doc) => doc.id);
      expect(seen).toEqual(expected);
      expect(new Set(seen).size).toBe(seen.length);
    }
  });

  it('applies offset after cursors and before limit', async () => {
    await seedFoods();
    expect(await ids(env.db.collection('foods').orderBy('createdAt').startAt(2).offset(1).limit(2))).toEqual(['f3', 'f4']);
  });

  it('orders values across types as Firestore does', async () => {
    const values: [string, unknown][] = [
      ['map', { a: 1 }],
      ['array', [1, 2]],
      ['ref', env.db.doc('foods/x')],
      ['bytes', Buffer.from([1, 2])],
      ['string', 'abc'],
      ['time', Timestamp.fromMillis(0)],
      ['double', 1.5],
      ['int2', 2],
      ['int1', 1],
      ['nan', Number.NaN],
      ['bool', false],
      ['null', null],
    ];
    for (const [id, v] of values) await env.db.collection('mixed').doc(id).set({ v });
    expect(await ids(env.db.collection('mixed').orderBy('v'))).toEqual([
      'null',
      'bool',
      'nan',
      'int1',
      'double',
      'int2',
      'time',
      'string',
      'bytes',
      'ref',
      'array',
      'map',
    ]);
    expect(await ids(env.db.collection('mixed').where('v', '>=', 1).where('v', '<', 2))).toEqual(['int1', 'double']);
    expect(await ids(env.db.collection('mixed').where('v', '==', 1.0))).toEqual(['int1']);
  });

  it('excludes documents without the ordered field and orders by inequality fields', async () => {
    await env.db.doc('foods/a').set({ price: 5 });
    await env.db.doc('foods/b').set({ name: 'no price' });
    await env.db.doc('foods/c').set({ price: 3 });
    expect(await ids(env.db.collection('foods').orderBy('price'))).toEqual(['c', 'a']);
    expect(await ids(env.db.collection('foods').where('price', '>', 1))).toEqual(['c', 'a']);
    expect(await ids(env.db.collection('foods').where('price', '!=', 5))).toEqual(['c']);
  });

  it('select() returns only the masked fields', async () => {
    await env.db.doc('users/u1').set({ name: 'Ann', email: 'ann@example.com', address: { city: 'Oslo', zip: '0150' } });
    const snapshot = await env.db.collection('users').select('name', 'address.city').get();
    expect(snapshot.docs[0]?.data()).toEqual({ name: 'Ann', address: { city: 'Oslo' } });
    const idsOnly = await env.db.collection('users').select().get();
    expect(idsOnly.docs.map((doc) => [doc.id, doc.data()])).toEqual([['u1', {}]]);
    const [masked] = await env.db.getAll(env.db.doc('users/u1'), { fieldMask: ['email'] });
    expect(masked?.data()).toEqual({ email: 'ann@example.com' });
  });

  it('counts with and without filters', async () => {
    await seedFoods();
    expect((await env.db.collection('foods').count().get()).data().count).toBe(5);
    expect((await env.db.collection('foods').where('tags', 'array-contains', 'hot').count().get()).data().count).toBe(3);
    expect((await env.db.collection('nothing').count().get()).data().count).toBe(0);
    expect((await env.db.collection('foods').orderBy('createdAt').startAfter(3).count().get()).data().count).toBe(2);
  });

  it('queries a collection group and subcollections', async () => {
    await env.db.doc('users/u1/orders/o1').set({ total: 1 });
    await env.db.doc('users/u2/orders/o2').set({ total: 2 });
    await env.db.doc('orders/o3').set({ total: 3 });
    expect(await ids(env.db.collection('users/u1/orders'))).toEqual(['o1']);
    expect(await ids(env.db.collectionGroup('orders').orderBy('total'))).toEqual(['o1', 'o2', 'o3']);
  });

  it('refuses findNearest with a query limit, cursor or order at once, naming the feature', async () => {
    await env.db.doc('vectors/a').set({ embedding: FieldValue.vector([1, 0]), n: 1 });
    const options: VectorQueryOptions = { vectorField: 'embedding', queryVector: [1, 0], limit: 5, distanceMeasure: 'EUCLIDEAN' };
    for (const query of [
      env.db.collection('vectors').limit(1),
      env.db.collection('vectors').orderBy('n'),
      env.db.collection('vectors').orderBy('n').startAfter(0),
      env.db.collection('vectors').offset(1),
    ]) {
      const error = await query.findNearest(options).get().then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(grpcCode(error)).toBe(status.UNIMPLEMENTED);
      expect(String(error)).toMatch(/findNearest/);
    }
    const tooMany = await env.db.collection('vectors').findNearest({ ...options, limit: 1001 }).get().then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(grpcCode(tooMany)).toBe(status.INVALID_ARGUMENT);
  });

  it('stays fast on 5,000 documents: filtered, ordered and paged queries', async () => {
    const writer = env.db.bulkWriter({ throttling: false });
    for (let i = 0; i < 5000; i++) {
      void writer.set(env.db.collection('bulk').doc(`d${String(i).padStart(5, '0')}`), {
        createdAt: Timestamp.fromMillis(1_700_000_000_000 + i),
        price: i % 100,
        tokens: { [`t_${i % 7}`]: true, [`t_${i % 11}`]: true },
      });
    }
    await writer.close();

    const started = Date.now();
    let page = await env.db.collection('bulk').orderBy('createdAt', 'desc').limit(24).get();
    for (let i = 0; i < 10; i++) {
      page = await env.db.collection('bulk').orderBy('createdAt', 'desc').startAfter(page.docs[page.docs.length - 1]).limit(24).get();
    }
    const search = await env.db.collection('bulk').where('tokens.t_3', '==', true).where('tokens.t_5', '==', true).orderBy(FieldPath.documentId()).get();
    const count = (await env.db.collection('bulk').where('price', '<', 10).count().get()).data().count;
    const elapsed = Date.now() - started;

    expect(page.docs[0]?.id).toBe(`d${String(5000 - 1 - 24 * 10).padStart(5, '0')}`);
    const hasToken = (i: number, token: number) => i % 7 === token || i % 11 === token;
    expect(search.size).toBe(Array.from({ length: 5000 }, (_, i) => i).filter((i) => hasToken(i, 3) && hasToken(i, 5)).length);
    expect(count).toBe(500);
    expect(elapsed).toBeLessThan(5_000);
  });
});
