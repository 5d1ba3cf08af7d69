import { credentials, makeGenericClientConstructor } from '@grpc/grpc-js';
import { describe, expect, it } from 'vitest';
import {
  BatchGetDocumentsRequest,
  BatchGetDocumentsResponse,
  BeginTransactionRequest,
  BeginTransactionResponse,
  TransactionOptions,
  TransactionOptionsReadWrite,
  UnimplementedFirestoreService,
} from './proto.js';
import { gate, grpcCode, PROJECT_ID, sleep, startTestFirestore, useTestFirestore } from './test-support.js';

const ABORTED = 10;

describe('transaction timeouts', () => {
  it('a lock wait past the timeout ends with ABORTED', async () => {
    const env = await startTestFirestore({ timeouts: { idleMs: 10_000, lockWaitMs: 300 } });
    try {
      const ref = env.db.doc('foods/slow');
      await ref.set({ quantity: 1 });
      const release = gate();
      const hasRead = gate();
      const holder = env.db.runTransaction(async (tx) => {
        await tx.get(ref);
        hasRead.open();
        await release.wait;
        tx.update(ref, { quantity: 0 });
      });
      await hasRead.wait;
      const waited = await env.db.runTransaction((tx) => tx.get(ref), { maxAttempts: 1 }).catch((error: unknown) => error);
      expect(grpcCode(waited)).toBe(ABORTED);
      release.open();
      await holder;
      expect((await ref.get()).get('quantity')).toBe(0);
    } finally {
      await env.close();
    }
  });

  describe('idle transactions', () => {
    const env = useTestFirestore({ timeouts: { idleMs: 200, lockWaitMs: 5_000 } });

    it('lose their locks; if their reads went stale, the commit is ABORTED and retried', async () => {
      const ref = env.db.doc('counters/idle');
      await ref.set({ n: 0 });
      let attempts = 0;
      await env.db.runTransaction(async (tx) => {
        attempts++;
        const snapshot = await tx.get(ref);
        if (attempts === 1) {
          await sleep(500);
          // The lock has expired, so this plain write goes through and makes the read stale.
          await ref.update({ n: 100 });
        }
        tx.update(ref, { n: (snapshot.get('n') as number) + 1 });
      });
      expect(attempts).toBe(2);
      expect((await ref.get()).get('n')).toBe(101);
    });

    it('still commit when their reads are unchanged', async () => {
      const ref = env.db.doc('counters/quiet');
      await ref.set({ n: 0 });
      let attempts = 0;
      await env.db.runTransaction(async (tx) => {
        attempts++;
        const snapshot = await tx.get(ref);
        await sleep(400);
        tx.update(ref, { n: (snapshot.get('n') as number) + 1 });
      });
      expect(attempts).toBe(1);
      expect((await ref.get()).get('n')).toBe(1);
    });
  });
});

describe('transaction ids', () => {
  it('every beginTransaction and newTransaction read gets its own id', async () => {
    const env = await startTestFirestore();
    const Client = makeGenericClientConstructor(UnimplementedFirestoreService.definition, 'Firestore');
    const client = new Client(`${env.emulator.host}:${env.emulator.port}`, credentials.createInsecure());
    const database = `projects/${PROJECT_ID}/databases/(default)`;
    const begin = () =>
      new Promise<Uint8Array>((resolve, reject) => {
        const callback = (error: Error | null, response: BeginTransactionResponse) =>
          error ? reject(error) : resolve(response.transaction);
        client.BeginTransaction?.(new BeginTransactionRequest({ database }), callback);
      });
    const readInNewTransaction = () =>
      new Promise<Uint8Array>((resolve, reject) => {
        const request = new BatchGetDocumentsRequest({
          database,
          documents: [`${database}/documents/foods/${Math.random()}`],
          new_transaction: new TransactionOptions({ read_write: new TransactionOptionsReadWrite() }),
        });
        const stream = client.BatchGetDocuments?.(request) as NodeJS.EventEmitter;
        let id: Uint8Array | undefined;
        stream.on('data', (response: BatchGetDocumentsResponse) => {
          if (response.transaction.length > 0) id = response.transaction;
        });
        stream.on('error', reject);
        stream.on('end', () => (id ? resolve(id) : reject(new Error('no transaction id'))));
      });
    try {
      const ids = [await begin(), await begin(), await readInNewTransaction(), await readInNewTransaction()];
      const hex = ids.map((id) => Buffer.from(id).toString('hex'));
      expect(new Set(hex).size).toBe(4);
      for (const id of hex) expect(id).toMatch(/^[0-9a-f]{32}$/);
    } finally {
      client.close();
      await env.close();
    }
  });
});
