import type { DocumentSnapshot, Firestore, QuerySnapshot } from 'firebase-admin/firestore';
import { afterEach, describe, expect, it } from 'vitest';
import { Arrivals, useTestFirestore } from './test-support.js';

// Real-time listeners (the Listen stream) through firebase-admin's onSnapshot, as an application uses them. Every
// snapshot is awaited with a bounded wait, so a listener that never answers fails the test instead of hanging it.

const SNAPSHOT_WAIT_MS = 10_000;

/** The snapshots (or the error) a listener delivers, in order. */
class Snapshots<T> extends Arrivals<T> {
  readonly unsubscribe: () => void;

  constructor(subscribe: (next: (snapshot: T) => void, error: (error: Error) => void) => () => void) {
    super('snapshot', SNAPSHOT_WAIT_MS);
    this.unsubscribe = subscribe(
      (snapshot) => this.push(snapshot),
      (error) => this.fail(error),
    );
  }
}

/** Writes foods/<id> with its price (and the fields `more` gives it), one after another. */
async function setPrices(db: Firestore, prices: Record<string, number>, more: (id: string) => object = () => ({})): Promise<void> {
  for (const [id, price] of Object.entries(prices)) await db.doc(`foods/${id}`).set({ price, ...more(id) });
}

type Change = [type: string, id: string, oldIndex: number, newIndex: number];

const ids = (snapshot: QuerySnapshot) => snapshot.docs.map((doc) => doc.id);
const changes = (snapshot: QuerySnapshot): Change[] =>
  snapshot.docChanges().map((change) => [change.type, change.doc.id, change.oldIndex, change.newIndex]);

describe('onSnapshot (Listen)', () => {
  const env = useTestFirestore();
  const open: (() => void)[] = [];

  function watch<T>(subscribe: (next: (snapshot: T) => void, error: (error: Error) => void) => () => void): Snapshots<T> {
    const snapshots = new Snapshots(subscribe);
    open.push(snapshots.unsubscribe);
    return snapshots;
  }

  const watchDoc = (db: Firestore, path: string) => watch<DocumentSnapshot>((next, error) => db.doc(path).onSnapshot(next, error));

  afterEach(() => {
    for (const unsubscribe of open.splice(0)) unsubscribe();
  });

  it('a document listener sees the document missing, created, changed and deleted', async () => {
    const { db } = env;
    const ref = db.doc('foods/a');
    const snapshots = watchDoc(db, 'foods/a');
    const initial = await snapshots.next();
    expect(initial.exists).toBe(false);

    const created = await ref.set({ price: 1 });
    const first = await snapshots.next();
    expect(first.data()).toEqual({ price: 1 });
    expect(first.updateTime?.isEqual(created.writeTime)).toBe(true);

    await ref.update({ price: 2, tags: ['hot'] });
    expect((await snapshots.next()).data()).toEqual({ price: 2, tags: ['hot'] });

    await ref.delete();
    expect((await snapshots.next()).exists).toBe(false);
  });

  it('a document listener starts from the stored document and ignores other documents', async () => {
    const { db } = env;
    await db.doc('foods/a').set({ price: 1 });
    const snapshots = watchDoc(db, 'foods/a');
    expect((await snapshots.next()).data()).toEqual({ price: 1 });
    await db.doc('foods/b').set({ price: 5 });
    await db.doc('foods/a/reviews/r1').set({ stars: 5 });
    await db.doc('foods/a').set({ price: 3 });
    const next = await snapshots.next();
    expect(next.data()).toEqual({ price: 3 });
    expect(snapshots.pending).toBe(0);
  });

  it('a query listener reports added, modified and removed documents in query order', async () => {
    const { db } = env;
    await db.doc('foods/a').set({ price: 1, kind: 'meal' });
    await db.doc('foods/b').set({ price: 2, kind: 'meal' });
    await db.doc('foods/c').set({ price: 3, kind: 'drink' });
    const snapshots = watch<QuerySnapshot>((next, error) =>
      db.collection('foods').where('kind', '==', 'meal').orderBy('price', 'desc').onSnapshot(next, error),
    );
    const initial = await snapshots.next();
    expect(ids(initial)).toEqual(['b', 'a']);
    expect(changes(initial)).toEqual([
      ['added', 'b', -1, 0],
      ['added', 'a', -1, 1],
    ]);

    await db.doc('foods/d').set({ price: 9, kind: 'meal' });
    const added = await snapshots.next();
    expect(ids(added)).toEqual(['d', 'b', 'a']);
    expect(changes(added)).toEqual([['added', 'd', -1, 0]]);

    await db.doc('foods/a').update({ price: 5 });
    const modified = await snapshots.next();
    expect(ids(modified)).toEqual(['d', 'a', 'b']);
    expect(changes(modified)).toEqual([['modified', 'a', 2, 1]]);

    await db.doc('foods/b').update({ kind: 'drink' });
    const left = await snapshots.next();
    expect(ids(left)).toEqual(['d', 'a']);
    expect(changes(left)).toEqual([['removed', 'b', 2, -1]]);

    await db.doc('foods/c').update({ kind: 'meal' });
    await db.doc('foods/d').delete();
    expect(changes(await snapshots.next())).toEqual([['added', 'c', -1, 2]]);
    const deleted = await snapshots.next();
    expect(ids(deleted)).toEqual(['a', 'c']);
    expect(changes(deleted)).toEqual([['removed', 'd', 0, -1]]);
    expect(deleted.docs.map((doc) => doc.data())).toEqual([
      { price: 5, kind: 'meal' },
      { price: 3, kind: 'meal' },
    ]);
  });

  it('a limited query listener removes a document pushed out of the top N and adds the next one', async () => {
    const { db } = env;
    await setPrices(db, { a: 1, b: 2, c: 3, d: 4 });
    const snapshots = watch<QuerySnapshot>((next, error) =>
      db.collection('foods').where('price', '>=', 2).orderBy('price').limit(2).onSnapshot(next, error),
    );
    expect(ids(await snapshots.next())).toEqual(['b', 'c']);

    await db.doc('foods/e').set({ price: 2.5 });
    const pushed = await snapshots.next();
    expect(ids(pushed)).toEqual(['b', 'e']);
    expect(changes(pushed)).toEqual([
      ['removed', 'c', 1, -1],
      ['added', 'e', -1, 1],
    ]);

    await db.doc('foods/b').update({ price: 0 });
    const refilled = await snapshots.next();
    expect(ids(refilled)).toEqual(['e', 'c']);
    expect(changes(refilled)).toEqual([
      ['removed', 'b', 0, -1],
      ['added', 'c', -1, 1],
    ]);

    await db.doc('foods/c').delete();
    expect(ids(await snapshots.next())).toEqual(['e', 'd']);

    // A change below the top N changes nothing the listener sees.
    await db.doc('foods/f').set({ price: 50 });
    await db.doc('foods/e').update({ price: 2.25 });
    const last = await snapshots.next();
    expect(changes(last)).toEqual([['modified', 'e', 0, 0]]);
    expect(snapshots.pending).toBe(0);
  });

  it('limitToLast listeners keep the last N in query order', async () => {
    const { db } = env;
    await setPrices(db, { a: 1, b: 2, c: 3 });
    const snapshots = watch<QuerySnapshot>((next, error) => db.collection('foods').orderBy('price').limitToLast(2).onSnapshot(next, error));
    expect(ids(await snapshots.next())).toEqual(['b', 'c']);
    await db.doc('foods/z').set({ price: 10 });
    expect(ids(await snapshots.next())).toEqual(['c', 'z']);
  });

  it('a query listener with a cursor, an offset and select() sees the projected documents of that window', async () => {
    const { db } = env;
    await setPrices(db, { a: 1, b: 2, c: 3, d: 4 }, (id) => ({ name: id.toUpperCase(), secret: true }));
    const snapshots = watch<QuerySnapshot>((next, error) =>
      db.collection('foods').orderBy('price').startAfter(1).offset(1).select('name', 'price').onSnapshot(next, error),
    );
    const initial = await snapshots.next();
    expect(initial.docs.map((doc) => doc.data())).toEqual([
      { name: 'C', price: 3 },
      { name: 'D', price: 4 },
    ]);
    await db.doc('foods/e').set({ price: 1.5, name: 'E', secret: true });
    const shifted = await snapshots.next();
    expect(ids(shifted)).toEqual(['b', 'c', 'd']);
    expect(changes(shifted)).toEqual([['added', 'b', -1, 0]]);
    expect(shifted.docs[0]?.data()).toEqual({ name: 'B', price: 2 });
  });

  it('a batch reaches a listener as one snapshot with all of its changes', async () => {
    const { db } = env;
    await db.doc('foods/a').set({ price: 1 });
    const snapshots = watch<QuerySnapshot>((next, error) => db.collection('foods').onSnapshot(next, error));
    expect(ids(await snapshots.next())).toEqual(['a']);
    await db
      .batch()
      .set(db.doc('foods/b'), { price: 2 })
      .update(db.doc('foods/a'), { price: 3 })
      .set(db.doc('foods/c'), { price: 4 })
      .commit();
    const snapshot = await snapshots.next();
    expect(ids(snapshot)).toEqual(['a', 'b', 'c']);
    expect(changes(snapshot)).toEqual([
      ['added', 'b', -1, 1],
      ['added', 'c', -1, 2],
      ['modified', 'a', 0, 0],
    ]);
  });

  it('collection group and subcollection listeners see only their documents', async () => {
    const { db } = env;
    const group = watch<QuerySnapshot>((next, error) => db.collectionGroup('orders').onSnapshot(next, error));
    const mine = watch<QuerySnapshot>((next, error) => db.collection('users/u1/orders').onSnapshot(next, error));
    expect(ids(await group.next())).toEqual([]);
    expect(ids(await mine.next())).toEqual([]);
    await db.doc('users/u2/orders/o2').set({ total: 2 });
    expect((await group.next()).docs.map((doc) => doc.ref.path)).toEqual(['users/u2/orders/o2']);
    await db.doc('users/u1/orders/o1').set({ total: 1 });
    expect((await group.next()).docs.map((doc) => doc.ref.path)).toEqual(['users/u1/orders/o1', 'users/u2/orders/o2']);
    const own = await mine.next();
    expect(own.docs.map((doc) => doc.ref.path)).toEqual(['users/u1/orders/o1']);
    expect(mine.pending).toBe(0);
  });

  it('listeners on a transaction see its writes once it commits', async () => {
    const { db } = env;
    await db.doc('foods/a').set({ stock: 2 });
    const snapshots = watchDoc(db, 'foods/a');
    expect((await snapshots.next()).get('stock')).toBe(2);
    await db.runTransaction(async (tx) => {
      const food = await tx.get(db.doc('foods/a'));
      tx.update(food.ref, { stock: (food.get('stock') as number) - 1 });
    });
    expect((await snapshots.next()).get('stock')).toBe(1);
  });

  it('unsubscribing stops the snapshots, and the client then terminates cleanly', async () => {
    const { db } = env;
    const snapshots = watchDoc(db, 'foods/a');
    await snapshots.next();
    snapshots.unsubscribe();
    await db.doc('foods/a').set({ price: 1 });
    // A later listener sees the write, so the first one had its chance to (wrongly) receive it.
    const later = watchDoc(db, 'foods/a');
    expect((await later.next()).data()).toEqual({ price: 1 });
    expect(snapshots.pending).toBe(0);
  });
});
