import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FieldValue, GeoPoint, Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { EXPORT_FORMAT, ExportFileError, formatTime, parseTime } from './export.js';
import { startTestFirestore, useTestFirestore } from './test-support.js';

const dir = mkdtempSync(path.join(tmpdir(), 'firestore-export-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Every value type a document can hold, including those the app stores (Timestamps, arrays, maps, nulls). */
const EVERY_TYPE: DocumentData = {
  nothing: null,
  yes: true,
  no: false,
  count: 42,
  negative: -7,
  big: 9_007_199_254_740_991,
  price: 12.5,
  notANumber: Number.NaN,
  infinite: Infinity,
  minusInfinite: -Infinity,
  negativeZero: -0,
  createdAt: Timestamp.fromMillis(Date.UTC(2026, 10, 24, 6, 30, 15, 123)),
  precise: new Timestamp(1_700_000_000, 123_456_789),
  beforeEpoch: new Timestamp(-86_401, 5),
  name: 'Kacchi biryani — কাচ্চি 🍛',
  empty: '',
  bytes: Buffer.from([0, 1, 2, 250, 255]),
  place: new GeoPoint(23.8103, 90.4125),
  grams: ['kac', 'acc', 'cch'],
  mixed: [1, 'two', null, { three: 3 }, [4]],
  emptyList: [],
  buyer: { uid: 'u1', userName: 'Nadia', photo: null, address: { area: 'Gulshan', lines: ['Road 11'] } },
  emptyMap: {},
  'tokens.t_6162': true,
  embedding: FieldValue.vector([0.5, -1, 3]),
};

describe('export and import', () => {
  const source = useTestFirestore();

  it('round-trips every value type, subcollections and document times', async () => {
    const { db, emulator } = source;
    await db.doc('foods/f1').set({ ...EVERY_TYPE, ref: db.doc('users/u1'), stamped: FieldValue.serverTimestamp() });
    await db.doc('foods/f1/reviews/r1').set({ stars: 5, at: Timestamp.now() });
    await db.doc('orders/o1').set({ quantity: 2, status: 'placed' });
    const before = await Promise.all(['foods/f1', 'foods/f1/reviews/r1', 'orders/o1'].map((name) => db.doc(name).get()));

    const file = path.join(dir, 'round-trip.json');
    expect(emulator.exportTo(file)).toBe(3);
    const copy = await startTestFirestore();
    try {
      expect(copy.emulator.importFrom(file)).toBe(3);
      for (const original of before) {
        const restored = await copy.db.doc(original.ref.path).get();
        expect(restored.exists).toBe(true);
        expect(restored.createTime?.isEqual(original.createTime as Timestamp)).toBe(true);
        expect(restored.updateTime?.isEqual(original.updateTime as Timestamp)).toBe(true);
        // Field by field: numbers with Object.is, so NaN and -0 count.
        const data = restored.data() as DocumentData;
        for (const [key, value] of Object.entries(original.data() as DocumentData)) {
          if (typeof value === 'number') expect(Object.is(data[key], value), key).toBe(true);
          else if (value instanceof Timestamp) expect((data[key] as Timestamp).isEqual(value), key).toBe(true);
          else if (key !== 'ref' && key !== 'embedding') expect(data[key], key).toEqual(value);
        }
      }
      const food = (await copy.db.doc('foods/f1').get()).data() as DocumentData;
      expect(food.ref.path).toBe('users/u1');
      expect(food.embedding.toArray()).toEqual([0.5, -1, 3]);
      expect(food.bytes).toEqual(Buffer.from([0, 1, 2, 250, 255]));

      // The imported documents are queried and written like any others, and a new write is later than them.
      const found = await copy.db.collection('foods').where('grams', 'array-contains', 'acc').get();
      expect(found.docs.map((doc) => doc.id)).toEqual(['f1']);
      const write = await copy.db.doc('orders/o1').update({ status: 'accepted' });
      expect(write.writeTime.toMillis()).toBeGreaterThanOrEqual((before[2]?.updateTime as Timestamp).toMillis());
      expect((await copy.db.collection('foods/f1/reviews').count().get()).data().count).toBe(1);
    } finally {
      await copy.close();
    }
  });

  it('replaces what the store held', async () => {
    const { db, emulator } = source;
    await db.doc('foods/kept').set({ n: 1 });
    const file = path.join(dir, 'replace.json');
    emulator.exportTo(file);
    await db.doc('foods/extra').set({ n: 2 });
    await db.doc('foods/kept').delete();
    expect(emulator.importFrom(file)).toBe(1);
    expect((await db.collection('foods').get()).docs.map((doc) => doc.id)).toEqual(['kept']);
  });

  it('writes the documented format atomically, replacing the previous export and leaving no temporary file', async () => {
    const { db, emulator } = source;
    expect(() => emulator.exportTo(path.join(dir, 'missing-folder', 'store.json'))).toThrow(/ENOENT/);
    const folder = mkdtempSync(path.join(dir, 'format-'));
    const target = path.join(folder, 'store.json');
    await db.doc('foods/a').set({ at: new Timestamp(1_700_000_000, 5), n: 3, d: 1.5 });
    emulator.exportTo(target);
    await db.doc('foods/b').set({ n: 4 });
    emulator.exportTo(target);
    expect(readdirSync(folder)).toEqual(['store.json']);
    const json = JSON.parse(readFileSync(target, 'utf8'));
    expect(json).toMatchObject({ format: EXPORT_FORMAT, version: 1 });
    expect(json.documents).toHaveLength(2);
    expect(json.documents[0]).toMatchObject({
      name: 'projects/demo-emulator-tests/databases/(default)/documents/foods/a',
      fields: { at: { timestampValue: '2023-11-14T22:13:20.000000005Z' }, n: { integerValue: '3' }, d: { doubleValue: 1.5 } },
    });
  });

  it.each([
    ['is not JSON', '{"format": ', /is not valid JSON/],
    ['is another file', '{"hello": 1}', /not a Firestore emulator export/],
    ['has a newer version', JSON.stringify({ format: EXPORT_FORMAT, version: 2, documents: [] }), /export version 2; this emulator reads version 1/],
    [
      'holds a bad value',
      JSON.stringify({
        format: EXPORT_FORMAT,
        version: 1,
        documents: [{ name: 'projects/p/databases/(default)/documents/foods/x', createTime: '2026-01-01T00:00:00Z', updateTime: '2026-01-01T00:00:00Z', fields: { a: { mapValue: { fields: { b: { integerValue: 'ten' } } } } } }],
      }),
      /documents\[0\] \(projects\/p\/databases\/\(default\)\/documents\/foods\/x\): a\.b: malformed integerValue/,
    ],
  ])('refuses an export that %s, naming the file, and changes nothing', async (_case, content, reason) => {
    const { db, emulator } = source;
    await db.doc('foods/still-here').set({ n: 1 });
    const file = path.join(dir, 'broken.json');
    writeFileSync(file, content);
    let error: unknown;
    try {
      emulator.importFrom(file);
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(ExportFileError);
    expect((error as Error).message).toContain(file);
    expect((error as Error).message).toMatch(reason);
    expect(readFileSync(file, 'utf8')).toBe(content);
    expect((await db.doc('foods/still-here').get()).exists).toBe(true);
  });

  it('refuses a missing file with its name', () => {
    expect(() => source.emulator.importFrom(path.join(dir, 'nope.json'))).toThrow(/nope\.json: cannot be read \(ENOENT\)/);
  });
});

describe('times', () => {
  it('format as RFC 3339 with nanoseconds and parse back exactly, before 1970 too', () => {
    for (const time of [0n, 1n, 1_700_000_000_123_456_789n, -1n, -86_400_999_999_999n]) expect(parseTime(formatTime(time))).toBe(time);
    expect(formatTime(-1n)).toBe('1969-12-31T23:59:59.999999999Z');
    expect(parseTime('2026-11-24T06:30:15.5Z')).toBe(BigInt(Date.UTC(2026, 10, 24, 6, 30, 15, 500)) * 1_000_000n);
    expect(() => parseTime('2026-11-24 06:30:15')).toThrow(/not an RFC 3339 UTC time/);
  });
});
