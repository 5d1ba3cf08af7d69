import { FieldPath, FieldValue, type Firestore, type Query, type WriteBatch } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { equalityKey } from './collection.js';
import { useTestFirestore } from './test-support.js';

interface Model {
  a?: number;
  b?: string;
  m?: { x?: boolean; y?: boolean };
  n?: number;
  t?: (string | number)[];
}

type Direction = 'asc' | 'desc';
type CursorKind = 'startAt' | 'startAfter' | 'endAt' | 'endBefore';

interface Shape {
  equalities: ['a' | 'b' | 'm.x' | 'm.y', number | string | boolean][];
  /** An array-contains filter on `t`. */
  contains?: string | number;
  /** An array-contains-any filter on `t` (never with `contains`: Firestore allows one of them). */
  containsAny?: (string | number)[];
  /** An `in` filter on `b` (never with an `==` on `b`). */
  inB?: string[];
  orderByN: boolean;
  direction: Direction;
  /** After `n`, order by `a` in this direction (then the id in it too): a composite order. */
  thenA?: Direction;
  cursors: { kind: CursorKind; values: (number | string)[] }[];
  limit?: number;
  offset?: number;
}

/** Deterministic pseudo-random numbers so a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const IDS = ['10', '9', 'A', 'Z', 'a', 'a0', 'aa', 'b', 'c1', 'c2', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'x', 'zz'];
const compareIds = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);

function randomDoc(next: () => number): Model {
  const doc: Model = {};
  if (next() < 0.8) doc.a = Math.floor(next() * 4);
  if (next() < 0.8) doc.b = ['p', 'q', 'r'][Math.floor(next() * 3)] as string;
  if (next() < 0.8) doc.m = next() < 0.8 ? { x: next() < 0.5, y: next() < 0.7 } : { y: true };
  if (next() < 0.8) doc.n = Math.floor(next() * 5);
  if (next() < 0.7) doc.t = Array.from({ length: Math.floor(next() * 4) }, () => ['u', 'v', 'w', 1][Math.floor(next() * 4)] as string | number);
  return doc;
}

function randomShape(next: () => number): Shape {
  const pick = <T,>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T;
  const equalities: Shape['equalities'] = [];
  const count = pick([0, 1, 1, 2, 3]);
  for (let i = 0; i < count; i++) {
    const field = pick(['a', 'b', 'm.x', 'm.y'] as const);
    const value = field === 'a' ? pick([0, 1, 2, 3, 9]) : field === 'b' ? pick(['p', 'q', 's']) : next() < 0.8;
    equalities.push([field, value]);
  }
  const elements = ['u', 'v', 'w', 1, '1', 'z'] as const;
  const containing = next();
  const contains = containing < 0.2 ? pick(elements) : undefined;
  const containsAny = containing >= 0.2 && containing < 0.4 ? [...new Set(Array.from({ length: 1 + Math.floor(next() * 3) }, () => pick(elements)))] : undefined;
  const inB = next() < 0.25 ? [...new Set(Array.from({ length: 1 + Math.floor(next() * 3) }, () => pick(['p', 'q', 's'])))] : undefined;
  if (inB) for (let i = equalities.length - 1; i >= 0; i--) if (equalities[i]?.[0] === 'b') equalities.splice(i, 1);
  const orderByN = next() < 0.4;
  const thenA: Direction | undefined = orderByN && next() < 0.5 ? (next() < 0.5 ? 'asc' : 'desc') : undefined;
  const cursors: Shape['cursors'] = [];
  for (const kind of ['startAt', 'startAfter', 'endAt', 'endBefore'] as const) {
    if (next() >= 0.2) continue;
    if (cursors.some((cursor) => cursor.kind.startsWith(kind.slice(0, 3)))) continue;
    const id = pick(IDS);
    const n = Math.floor(next() * 5);
    const values = !orderByN ? [id] : thenA ? [n, Math.floor(next() * 4), id].slice(0, 1 + Math.floor(next() * 3)) : next() < 0.5 ? [n] : [n, id];
    cursors.push({ kind, values });
  }
  return {
    equalities,
    contains,
    containsAny,
    inB,
    orderByN,
    direction: next() < 0.5 ? 'asc' : 'desc',
    thenA,
    cursors,
    limit: next() < 0.7 ? 1 + Math.floor(next() * 6) : undefined,
    offset: next() < 0.2 ? Math.floor(next() * 3) : undefined,
  };
}

function fieldValue(doc: Model, field: Shape['equalities'][number][0]): unknown {
  return field === 'm.x' ? doc.m?.x : field === 'm.y' ? doc.m?.y : doc[field];
}

/** What Firestore returns for the shape, computed directly from the model. */
function expected(model: ReadonlyMap<string, Model>, shape: Shape): string[] {
  const sign = shape.direction === 'desc' ? -1 : 1;
  const signA = shape.thenA === 'desc' ? -1 : 1;
  // The id follows the last order's direction.
  const signId = shape.thenA ? signA : sign;
  /** The row against `values` (the order's keys in order, a prefix), in query order. */
  const compareTo = (id: string, doc: Model, values: readonly (number | string)[]): number => {
    if (!shape.orderByN) return sign * compareIds(id, values[0] as string);
    const keys: [number, (number | string)][] = [[sign, doc.n as number]];
    if (shape.thenA) keys.push([signA, doc.a as number]);
    for (let i = 0; i < values.length; i++) {
      const value = values[i] as number | string;
      if (i === keys.length) return signId * compareIds(id, value as string);
      const [direction, key] = keys[i] as [number, number];
      const order = Math.sign(key - (value as number));
      if (order !== 0) return direction * order;
    }
    return 0;
  };
  const rows = [...model]
    .filter(([, doc]) => shape.equalities.every(([field, value]) => fieldValue(doc, field) === value))
    .filter(([, doc]) => shape.contains === undefined || (doc.t ?? []).includes(shape.contains))
    .filter(([, doc]) => shape.containsAny === undefined || (doc.t ?? []).some((element) => shape.containsAny?.includes(element)))
    .filter(([, doc]) => shape.inB === undefined || (doc.b !== undefined && shape.inB.includes(doc.b)))
    .filter(([, doc]) => !shape.orderByN || doc.n !== undefined)
    .filter(([, doc]) => !shape.thenA || doc.a !== undefined)
    .filter(([id, doc]) =>
      shape.cursors.every(({ kind, values }) => {
        const order = compareTo(id, doc, values);
        return kind === 'startAt' ? order >= 0 : kind === 'startAfter' ? order > 0 : kind === 'endAt' ? order <= 0 : order < 0;
      }),
    )
    .sort(([x, dx], [y, dy]) => {
      const byN = shape.orderByN ? sign * Math.sign((dx.n as number) - (dy.n as number)) : 0;
      const byA = shape.thenA ? signA * Math.sign((dx.a as number) - (dy.a as number)) : 0;
      return byN || byA || signId * compareIds(x, y);
    })
    .map(([id]) => id);
  const offset = shape.offset ?? 0;
  return rows.slice(offset, shape.limit === undefined ? undefined : offset + shape.limit);
}

function build(db: Firestore, shape: Shape): Query {
  let query: Query = db.collection('plans');
  for (const [field, value] of shape.equalities) query = query.where(field, '==', value);
  if (shape.contains !== undefined) query = query.where('t', 'array-contains', shape.contains);
  if (shape.containsAny !== undefined) query = query.where('t', 'array-contains-any', shape.containsAny);
  if (shape.inB !== undefined) query = query.where('b', 'in', shape.inB);
  query = query.orderBy(shape.orderByN ? 'n' : FieldPath.documentId(), shape.direction);
  if (shape.thenA) query = query.orderBy('a', shape.thenA);
  // The SDK takes a cursor value for the id only with an explicit id order (the same one Firestore adds implicitly).
  const orders = shape.thenA ? 2 : 1;
  if (shape.orderByN && shape.cursors.some(({ values }) => values.length > orders)) {
    query = query.orderBy(FieldPath.documentId(), shape.thenA ?? shape.direction);
  }
  for (const { kind, values } of shape.cursors) query = query[kind](...values);
  if (shape.offset !== undefined) query = query.offset(shape.offset);
  if (shape.limit !== undefined) query = query.limit(shape.limit);
  return query;
}

describe('query plans (equality, in, array-contains(-any) indexes, order-index walks, top-N) match a plain model', () => {
  const env = useTestFirestore();

  it('returns what the model says for random queries while documents change', async () => {
    const { db } = env;
    const next = random(20_240_601);
    const model = new Map<string, Model>();
    for (let round = 0; round < 8; round++) {
      const batch = db.batch();
      for (const id of IDS) {
        const roll = next();
        const ref = db.collection('plans').doc(id);
        if (roll < 0.15) {
          batch.delete(ref);
          model.delete(id);
        } else if (roll < 0.3 && model.get(id)?.m) {
          batch.update(ref, { 'm.x': FieldValue.delete(), n: FieldValue.delete(), t: FieldValue.arrayRemove('u') });
          const { n: _dropped, ...rest } = model.get(id) as Model;
          const t = rest.t?.filter((item) => item !== 'u') ?? [];
          model.set(id, { ...rest, m: { ...(rest.m as Model['m']), x: undefined }, t });
        } else if (roll < 0.7) {
          const doc = randomDoc(next);
          batch.set(ref, doc);
          model.set(id, doc);
        }
      }
      await batch.commit();
      for (let i = 0; i < 40; i++) {
        const shape = randomShape(next);
        const ids = (await build(db, shape).get()).docs.map((doc) => doc.id);
        expect({ round, shape, ids }).toEqual({ round, shape, ids: expected(model, shape) });
      }
    }
  });

  it('pages a 2,000-document search through the index with startAfter, without repeats or gaps', async () => {
    const { db } = env;
    const batches = Array.from({ length: 4 }, () => db.batch());
    const matching: string[] = [];
    for (let i = 0; i < 2_000; i++) {
      const id = `doc-${String(i).padStart(4, '0')}`;
      const tokens = { t_all: true, t_even: i % 2 === 0, ...(i % 97 === 0 ? { t_rare: true } : {}) };
      if (i % 2 === 0 && i % 97 === 0) matching.push(id);
      (batches[i % 4] as WriteBatch).set(db.collection('search').doc(id), { tokens, rank: i % 50 });
    }
    await Promise.all(batches.map((batch) => batch.commit()));
    const search = db
      .collection('search')
      .where('tokens.t_rare', '==', true)
      .where('tokens.t_even', '==', true)
      .orderBy(FieldPath.documentId());
    const seen: string[] = [];
    let page = await search.limit(3).get();
    while (!page.empty) {
      seen.push(...page.docs.map((doc) => doc.id));
      page = await search.startAfter(page.docs[page.docs.length - 1]).limit(3).get();
    }
    expect(seen).toEqual(matching);
    expect((await search.where('tokens.t_missing', '==', true).get()).size).toBe(0);

    await db.doc('search/doc-0000').update({ 'tokens.t_even': false });
    await db.doc('search/doc-0194').delete();
    expect((await search.get()).docs.map((doc) => doc.id)).toEqual(matching.filter((id) => id !== 'doc-0000' && id !== 'doc-0194'));

    const top = await db.collection('search').orderBy('rank', 'desc').limit(3).get();
    expect(top.docs.map((doc) => doc.id)).toEqual(['doc-1999', 'doc-1949', 'doc-1899']);
    const all = await db.collection('search').where('tokens.t_all', '==', true).limit(2).get();
    expect(all.docs.map((doc) => doc.id)).toEqual(['doc-0000', 'doc-0001']);
  });

  it('keys equal values the way == matches them', () => {
    expect(equalityKey({ type: 'integer', value: 1 })).toBe(equalityKey({ type: 'double', value: 1 }));
    expect(equalityKey({ type: 'double', value: -0 })).toBe(equalityKey({ type: 'integer', value: 0 }));
    expect(equalityKey({ type: 'double', value: Number.NaN })).toBe(equalityKey({ type: 'double', value: Number.NaN }));
    expect(equalityKey({ type: 'string', value: '1' })).not.toBe(equalityKey({ type: 'integer', value: 1 }));
    expect(equalityKey({ type: 'reference', value: 'x' })).not.toBe(equalityKey({ type: 'string', value: 'x' }));
    expect(equalityKey({ type: 'boolean', value: true })).not.toBe(equalityKey({ type: 'boolean', value: false }));
    expect(equalityKey({ type: 'array', values: [] })).toBeUndefined();
  });
});
