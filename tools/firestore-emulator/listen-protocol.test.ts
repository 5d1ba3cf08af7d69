import { credentials } from '@grpc/grpc-js';
import { Firestore, Timestamp, v1 } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { startFirestoreEmulator } from './index.js';
import { Arrivals, PROJECT_ID, useTestFirestore } from './test-support.js';

// The Listen stream at the protocol level, as the v1 API documents it (google/firestore/v1/firestore.proto), through
// the SDK's own generated v1 client: what onSnapshot is built on. Resume tokens, read times, several targets on one
// stream, once, remove_target and refused targets. Every response is awaited with a bounded wait.

const WAIT_MS = 10_000;
const DATABASE = `projects/${PROJECT_ID}/databases/(default)`;
const ROOT = `${DATABASE}/documents`;
const INVALID_ARGUMENT = 3;
const UNAVAILABLE = 14;

type ChangeType = 'NO_CHANGE' | 'ADD' | 'REMOVE' | 'CURRENT' | 'RESET';
interface ProtoTimestamp {
  seconds: string | number;
  nanos: number;
}
/** The parts of google.firestore.v1.ListenResponse these tests read, as the v1 client decodes it. */
interface ListenResponse {
  responseType: 'targetChange' | 'documentChange' | 'documentDelete' | 'documentRemove' | 'filter';
  targetChange?: { targetChangeType: ChangeType; targetIds: number[]; cause?: { code: number }; resumeToken: Uint8Array; readTime?: ProtoTimestamp };
  documentChange?: { document: { name: string; fields: Record<string, { integerValue?: string }> }; targetIds: number[]; removedTargetIds: number[] };
  documentDelete?: { document: string; removedTargetIds: number[] };
  documentRemove?: { document: string; removedTargetIds: number[] };
  filter?: { targetId: number; count: number };
}
/** google.firestore.v1.Target, as the v1 client encodes it. */
interface Target {
  targetId: number;
  query?: { parent: string; structuredQuery: object };
  documents?: { documents: string[] };
  resumeToken?: Uint8Array;
  readTime?: ProtoTimestamp;
  once?: boolean;
}
interface DuplexStream {
  write(request: object): void;
  end(): void;
  on(event: 'data', listener: (response: ListenResponse) => void): void;
  on(event: 'error', listener: (error: Error & { code?: number }) => void): void;
}

const docName = (path: string) => `${ROOT}/${path}`;
const shortName = (name: string) => name.slice(ROOT.length + 1);

/** A query target on `foods` with `price > min`, ordered by price. */
function foodsAbove(min: number): Target['query'] {
  return {
    parent: ROOT,
    structuredQuery: {
      from: [{ collectionId: 'foods' }],
      where: { fieldFilter: { field: { fieldPath: 'price' }, op: 'GREATER_THAN', value: { integerValue: min } } },
      orderBy: [{ field: { fieldPath: 'price' } }],
    },
  };
}

/** The documents each target holds, as a client builds them from the responses. */
class TargetStates {
  readonly byTarget = new Map<number, Map<string, number>>();

  state(id: number): Map<string, number> {
    let state = this.byTarget.get(id);
    if (!state) {
      state = new Map();
      this.byTarget.set(id, state);
    }
    return state;
  }

  /** A target's documents (short path -> price) in name order. */
  of(id: number): Record<string, number> {
    return Object.fromEntries([...this.state(id)].sort(([a], [b]) => a.localeCompare(b)));
  }

  apply(response: ListenResponse): void {
    const { targetChange, documentChange, filter } = response;
    const gone = response.documentDelete ?? response.documentRemove;
    if (targetChange?.targetChangeType === 'RESET') {
      for (const id of targetChange.targetIds) this.state(id).clear();
    } else if (documentChange) {
      const name = shortName(documentChange.document.name);
      const price = Number(documentChange.document.fields['price']?.integerValue ?? Number.NaN);
      for (const id of documentChange.targetIds) this.state(id).set(name, price);
      for (const id of documentChange.removedTargetIds) this.state(id).delete(name);
    } else if (gone) {
      for (const id of gone.removedTargetIds) this.state(id).delete(shortName(gone.document));
    } else if (filter) {
      // An existence filter counts what the target holds once the changes before it are applied.
      expect(this.state(filter.targetId).size).toBe(filter.count);
    }
  }
}

/** One Listen stream of the v1 client. */
class RawListen {
  private readonly stream: DuplexStream;
  private readonly responses = new Arrivals<ListenResponse>('Listen response', WAIT_MS);
  readonly states = new TargetStates();

  constructor(client: InstanceType<typeof v1.FirestoreClient>) {
    this.stream = client.listen() as unknown as DuplexStream;
    this.stream.on('data', (response) => this.responses.push(response));
    this.stream.on('error', (error) => this.responses.fail(error));
  }

  add(target: Target): void {
    this.stream.write({ database: DATABASE, addTarget: target });
  }

  remove(targetId: number): void {
    this.stream.write({ database: DATABASE, removeTarget: targetId });
  }

  async next(): Promise<ListenResponse> {
    const response = await this.responses.next();
    this.states.apply(response);
    return response;
  }

  /** The responses up to and including the next global consistent snapshot (NO_CHANGE, no target ids, a read time). */
  async untilSnapshot(): Promise<{ responses: ListenResponse[]; readTime: bigint; token: Uint8Array }> {
    const responses: ListenResponse[] = [];
    for (;;) {
      const response = await this.next();
      responses.push(response);
      const change = response.targetChange;
      if (change?.targetChangeType === 'NO_CHANGE' && change.targetIds.length === 0 && change.readTime) {
        const readTime = BigInt(change.readTime.seconds) * 1_000_000_000n + BigInt(change.readTime.nanos);
        return { responses, readTime, token: change.resumeToken };
      }
    }
  }

  /** Waits for the stream to fail and returns its gRPC code. */
  async failed(): Promise<number | undefined> {
    for (;;) {
      try {
        await this.next();
      } catch (error) {
        return (error as { code?: number }).code;
      }
    }
  }

  close(): void {
    this.stream.end();
  }
}

/** The SDK's generated v1 client, pointed at an emulator as firebase-admin points itself (no TLS). */
const connectTo = (host: string, port: number) =>
  new v1.FirestoreClient({ servicePath: host, port, sslCreds: credentials.createInsecure(), projectId: PROJECT_ID });

const targetChanges = (responses: ListenResponse[]) =>
  responses.flatMap((response) => (response.targetChange ? [[response.targetChange.targetChangeType, response.targetChange.targetIds]] : []));
const toProto = (timestamp: Timestamp): ProtoTimestamp => ({ seconds: timestamp.seconds, nanos: timestamp.nanoseconds });

const nanos = (timestamp: Timestamp) => BigInt(timestamp.seconds) * 1_000_000_000n + BigInt(timestamp.nanoseconds);

describe('Listen protocol', () => {
  const env = useTestFirestore();
  const connect = () => connectTo(env.emulator.host, env.emulator.port);

  async function seed(prices: Record<string, number>): Promise<void> {
    for (const [id, price] of Object.entries(prices)) await env.db.doc(`foods/${id}`).set({ price });
  }

  async function listening<T>(work: (listen: RawListen) => Promise<T>): Promise<T> {
    const client = connect();
    const listen = new RawListen(client);
    try {
      return await work(listen);
    } finally {
      listen.close();
      client.close();
    }
  }

  it('a query target gets ADD, its documents, CURRENT, then a consistent snapshot; a commit gets its changes and a snapshot', async () => {
    await seed({ a: 1, b: 2, c: 3 });
    await listening(async (listen) => {
      listen.add({ targetId: 1, query: foodsAbove(1) });
      const { responses, token } = await listen.untilSnapshot();
      expect(targetChanges(responses)).toEqual([
        ['ADD', [1]],
        ['CURRENT', [1]],
        ['NO_CHANGE', []],
      ]);
      expect(responses[0]?.responseType).toBe('targetChange');
      const current = responses.find((response) => response.targetChange?.targetChangeType === 'CURRENT');
      expect(current?.targetChange?.resumeToken.length).toBeGreaterThan(0);
      expect(token.length).toBeGreaterThan(0);
      expect(listen.states.of(1)).toEqual({ 'foods/b': 2, 'foods/c': 3 });

      const written = await env.db.doc('foods/d').set({ price: 4 });
      const update = await listen.untilSnapshot();
      expect(listen.states.of(1)).toEqual({ 'foods/b': 2, 'foods/c': 3, 'foods/d': 4 });
      expect(update.readTime >= nanos(written.writeTime)).toBe(true);
    });
  });

  it('a document target on a missing document gets no document until it is created', async () => {
    await listening(async (listen) => {
      listen.add({ targetId: 7, documents: { documents: [docName('foods/a')] } });
      const initial = await listen.untilSnapshot();
      expect(initial.responses.some((response) => response.documentChange)).toBe(false);
      expect(listen.states.of(7)).toEqual({});
      await env.db.doc('foods/a').set({ price: 5 });
      await listen.untilSnapshot();
      expect(listen.states.of(7)).toEqual({ 'foods/a': 5 });
      await env.db.doc('foods/a').delete();
      await listen.untilSnapshot();
      expect(listen.states.of(7)).toEqual({});
    });
  });

  it('several targets share a stream: a document entering one and leaving another is told to each', async () => {
    await seed({ a: 1, b: 2 });
    await listening(async (listen) => {
      listen.add({ targetId: 1, documents: { documents: [docName('foods/a')] } });
      await listen.untilSnapshot();
      listen.add({ targetId: 2, query: foodsAbove(1) });
      await listen.untilSnapshot();
      expect([listen.states.of(1), listen.states.of(2)]).toEqual([{ 'foods/a': 1 }, { 'foods/b': 2 }]);

      await env.db.doc('foods/a').update({ price: 5 });
      await listen.untilSnapshot();
      expect([listen.states.of(1), listen.states.of(2)]).toEqual([{ 'foods/a': 5 }, { 'foods/a': 5, 'foods/b': 2 }]);

      await env.db.doc('foods/a').update({ price: 0 });
      await listen.untilSnapshot();
      expect([listen.states.of(1), listen.states.of(2)]).toEqual([{ 'foods/a': 0 }, { 'foods/b': 2 }]);
    });
  });

  it('resuming with a resume token brings the client from that snapshot to the present', async () => {
    await seed({ a: 1, b: 2, c: 3, d: 4, e: 5 });
    const { token, before } = await listening(async (listen) => {
      listen.add({ targetId: 1, query: foodsAbove(1) });
      const snapshot = await listen.untilSnapshot();
      return { token: snapshot.token, before: listen.states.byTarget.get(1) ?? new Map<string, number>() };
    });
    expect(Object.fromEntries(before)).toEqual({ 'foods/b': 2, 'foods/c': 3, 'foods/d': 4, 'foods/e': 5 });

    // While nobody listens: a change, a delete, a document leaving the query, a new one, an unrelated one.
    await env.db.doc('foods/b').update({ price: 20 });
    await env.db.doc('foods/c').delete();
    await env.db.doc('foods/d').update({ price: 0 });
    await env.db.doc('foods/f').set({ price: 6 });
    await env.db.doc('drinks/x').set({ price: 9 });

    await listening(async (listen) => {
      for (const [name, price] of before) listen.states.state(1).set(name, price);
      listen.add({ targetId: 1, query: foodsAbove(1), resumeToken: token });
      const { responses } = await listen.untilSnapshot();
      expect(targetChanges(responses)[0]).toEqual(['ADD', [1]]);
      expect(listen.states.of(1)).toEqual({ 'foods/b': 20, 'foods/e': 5, 'foods/f': 6 });
    });
  });

  it('a target with a read_time gets what changed since then', async () => {
    await seed({ a: 1, b: 2 });
    const readTime = (await env.db.doc('foods/c').set({ price: 3 })).writeTime;
    await env.db.doc('foods/b').delete();
    await env.db.doc('foods/a').update({ price: 10 });
    await listening(async (listen) => {
      // What a client read at readTime.
      listen.states.state(1).set('foods/b', 2).set('foods/c', 3);
      listen.add({ targetId: 1, query: foodsAbove(1), readTime: toProto(readTime) });
      await listen.untilSnapshot();
      expect(listen.states.of(1)).toEqual({ 'foods/a': 10, 'foods/c': 3 });
    });
  });

  it('a read_time older than the kept versions still ends in the present state', async () => {
    await seed({ a: 1, b: 2 });
    const old = Timestamp.fromMillis(Date.now() - 2 * 60 * 60 * 1000);
    await listening(async (listen) => {
      // The documents were all written within the test: two hours ago the query matched nothing.
      listen.add({ targetId: 1, query: foodsAbove(0), readTime: toProto(old) });
      await listen.untilSnapshot();
      expect(listen.states.of(1)).toEqual({ 'foods/a': 1, 'foods/b': 2 });
    });
  });

  it('a once target is removed after its first consistent snapshot', async () => {
    await seed({ a: 1, b: 2 });
    await listening(async (listen) => {
      listen.add({ targetId: 3, query: foodsAbove(0), once: true });
      await listen.untilSnapshot();
      expect(listen.states.of(3)).toEqual({ 'foods/a': 1, 'foods/b': 2 });
      const removed = await listen.next();
      expect([removed.targetChange?.targetChangeType, removed.targetChange?.targetIds]).toEqual(['REMOVE', [3]]);
      expect(removed.targetChange?.cause).toBeFalsy();
    });
  });

  it('remove_target stops a target; the others keep receiving changes', async () => {
    await seed({ a: 1, b: 2 });
    await listening(async (listen) => {
      listen.add({ targetId: 1, documents: { documents: [docName('foods/a')] } });
      await listen.untilSnapshot();
      listen.add({ targetId: 2, documents: { documents: [docName('foods/b')] } });
      await listen.untilSnapshot();
      listen.remove(1);
      const removed = await listen.next();
      expect([removed.targetChange?.targetChangeType, removed.targetChange?.targetIds]).toEqual(['REMOVE', [1]]);
      await env.db.batch().update(env.db.doc('foods/a'), { price: 10 }).update(env.db.doc('foods/b'), { price: 20 }).commit();
      const { responses } = await listen.untilSnapshot();
      const touched = responses.flatMap((response) => (response.documentChange ? [response.documentChange] : []));
      expect(touched.map((change) => [shortName(change.document.name), change.targetIds])).toEqual([['foods/b', [2]]]);
    });
  });

  it('a query target Cloud Firestore refuses is removed with its cause, and the stream stays usable', async () => {
    await seed({ a: 1 });
    await listening(async (listen) => {
      listen.add({ targetId: 1, query: { parent: ROOT, structuredQuery: { from: [{ collectionId: 'foods' }, { collectionId: 'drinks' }] } } });
      const refused = await listen.next();
      expect(refused.targetChange?.targetChangeType).toBe('REMOVE');
      expect(refused.targetChange?.targetIds).toEqual([1]);
      expect(refused.targetChange?.cause?.code).toBe(INVALID_ARGUMENT);
      listen.add({ targetId: 2, query: foodsAbove(0) });
      await listen.untilSnapshot();
      expect(listen.states.of(2)).toEqual({ 'foods/a': 1 });
    });
  });
});

describe('Listen and the emulator lifecycle', () => {
  it('a client with listeners unsubscribes and terminates cleanly; stop() ends open streams at once', async () => {
    const emulator = await startFirestoreEmulator({ port: 0 });
    const db = new Firestore({ projectId: PROJECT_ID, host: emulator.host, port: emulator.port, ssl: false, customHeaders: { Authorization: 'Bearer owner' } });
    const client = connectTo(emulator.host, emulator.port);
    try {
      const seen = new Promise<boolean>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no snapshot within ${WAIT_MS} ms`)), WAIT_MS);
        const unsubscribe = db.doc('foods/a').onSnapshot((snapshot) => {
          clearTimeout(timer);
          unsubscribe();
          resolve(snapshot.exists);
        }, reject);
      });
      expect(await seen).toBe(false);
      // terminate() refuses while a listener is registered.
      await db.terminate();

      const listen = new RawListen(client);
      listen.add({ targetId: 1, query: foodsAbove(0) });
      await listen.untilSnapshot();
      const stopping = emulator.stop();
      expect(await listen.failed()).toBe(UNAVAILABLE);
      await stopping;
    } finally {
      client.close();
      await emulator.stop();
    }
  });
});
