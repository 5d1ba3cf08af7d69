import net from 'node:net';
import { FirestoreServer } from '@firestore-emulator/server';
import { Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ID } from './test-support.js';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

// Documents why the project has its own emulator: the same product code against @firestore-emulator/server.
describe('the raw @firestore-emulator/server package', () => {
  let server: FirestoreServer;
  let db: Firestore;

  beforeAll(async () => {
    const port = await freePort();
    server = new FirestoreServer();
    await server.start(port);
    db = new Firestore({ projectId: PROJECT_ID, host: '127.0.0.1', port, ssl: false, customHeaders: { Authorization: 'Bearer owner' } });
  });
  afterAll(async () => {
    await db.terminate();
    server.stop();
  });

  it('loses updates: 20 concurrent read-modify-write transactions on stock 10 all commit', async () => {
    const ref = db.doc('foods/pizza');
    await ref.set({ quantity: 10 });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        db.runTransaction(async (tx) => {
          const stock = (await tx.get(ref)).get('quantity') as number;
          if (stock < 1) throw new Error('sold out');
          tx.update(ref, { quantity: stock - 1 });
        }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled').length).toBeGreaterThan(10);
    expect((await ref.get()).get('quantity')).toBeGreaterThan(0);
  });

  it('ignores query cursors: startAfter returns the first page again', async () => {
    for (const id of ['a', 'b', 'c']) await db.collection('items').doc(id).set({ n: id });
    const first = await db.collection('items').orderBy('n').limit(1).get();
    const next = await db.collection('items').orderBy('n').startAfter(first.docs[0]).limit(1).get();
    expect(next.docs[0]?.id).toBe(first.docs[0]?.id);
  });

  it('keeps stale fields when set() should replace the document', async () => {
    await db.doc('foods/soup').set({ foodName: 'Soup', price: 3 });
    await db.doc('foods/soup').set({ foodName: 'Stew' });
    expect((await db.doc('foods/soup').get()).data()).toEqual({ foodName: 'Stew', price: 3 });
  });
});
