import { FieldPath, FieldValue, Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { codeOf, useTestFirestore } from './test-support.js';

const ALREADY_EXISTS = 6;
const NOT_FOUND = 5;
const FAILED_PRECONDITION = 9;

describe('writes', () => {
  const env = useTestFirestore();

  it('get and getAll return existing and missing documents with their times', async () => {
    const result = await env.db.doc('foods/a').set({ foodName: 'Pizza' });
    const [a, missing] = await env.db.getAll(env.db.doc('foods/a'), env.db.doc('foods/nope'));
    expect(a?.exists).toBe(true);
    expect(a?.data()).toEqual({ foodName: 'Pizza' });
    expect(a?.updateTime?.isEqual(result.writeTime)).toBe(true);
    expect(a?.createTime?.isEqual(result.writeTime)).toBe(true);
    expect(missing?.exists).toBe(false);
    expect((await env.db.doc('foods/nope').get()).data()).toBeUndefined();
  });

  it('set replaces the whole document; set with merge keeps other fields, deeply', async () => {
    const ref = env.db.doc('foods/a');
    await ref.set({ foodName: 'Pizza', price: 10, buyer: { email: 'a@x.io', userName: 'Ann' } });
    await ref.set({ foodName: 'Pasta' });
    expect((await ref.get()).data()).toEqual({ foodName: 'Pasta' });

    await ref.set({ price: 12, buyer: { email: 'b@x.io', userName: 'Bob' } });
    await ref.set({ price: 13, buyer: { userName: 'Bea' } }, { merge: true });
    expect((await ref.get()).data()).toEqual({ price: 13, buyer: { email: 'b@x.io', userName: 'Bea' } });
    await ref.set({ extra: true, buyer: { email: 'c@x.io' } }, { mergeFields: ['buyer.email'] });
    expect((await ref.get()).data()).toEqual({ price: 13, buyer: { email: 'c@x.io', userName: 'Bea' } });
  });

  it('create on an existing document fails with ALREADY_EXISTS and changes nothing', async () => {
    const ref = env.db.doc('users/u1');
    const first = await ref.create({ email: 'u1@x.io' });
    expect(await codeOf(ref.create({ email: 'intruder@x.io' }))).toBe(ALREADY_EXISTS);
    const stored = await ref.get();
    expect(stored.data()).toEqual({ email: 'u1@x.io' });
    expect(stored.updateTime?.isEqual(first.writeTime)).toBe(true);
  });

  it('update of a missing document fails with NOT_FOUND and creates nothing', async () => {
    expect(await codeOf(env.db.doc('foods/ghost').update({ price: 1 }))).toBe(NOT_FOUND);
    expect((await env.db.doc('foods/ghost').get()).exists).toBe(false);
  });

  it('update with nested field paths keeps siblings; FieldValue.delete removes fields', async () => {
    const ref = env.db.doc('foods/a');
    await ref.set({ buyer: { email: 'a@x.io', userName: 'Ann' }, tokens: { t_6162: true, t_6263: true }, price: 3 });
    await ref.update({ 'buyer.userName': 'Anna', 'tokens.t_6364': true, 'tokens.t_6162': FieldValue.delete() });
    await ref.update(new FieldPath('odd.key'), 'dotted', 'price', FieldValue.delete());
    expect((await ref.get()).data()).toEqual({
      buyer: { email: 'a@x.io', userName: 'Anna' },
      tokens: { t_6263: true, t_6364: true },
      'odd.key': 'dotted',
    });
    await ref.update({ tokens: { fresh: true } });
    expect((await ref.get()).get('tokens')).toEqual({ fresh: true });
  });

  it('delete removes the document; lastUpdateTime preconditions are enforced', async () => {
    const ref = env.db.doc('orders/o1');
    const written = await ref.set({ quantity: 1 });
    await ref.update({ quantity: 2 });
    expect(await codeOf(ref.delete({ lastUpdateTime: written.writeTime }))).toBe(FAILED_PRECONDITION);
    expect((await ref.get()).exists).toBe(true);
    await ref.delete();
    expect((await ref.get()).exists).toBe(false);
    await ref.delete();
    expect(await codeOf(ref.delete({ exists: true }))).toBe(NOT_FOUND);
  });

  it('FieldValue.increment adds to integers and doubles, and starts missing fields', async () => {
    const ref = env.db.doc('foods/a');
    await ref.set({ quantity: 10, rating: 1.5, label: 'x' });
    await ref.update({
      quantity: FieldValue.increment(-3),
      rating: FieldValue.increment(1),
      purchaseCount: FieldValue.increment(2),
      label: FieldValue.increment(1),
      'stats.views': FieldValue.increment(5),
    });
    await ref.update({ quantity: FieldValue.increment(1), purchaseCount: FieldValue.increment(2) });
    expect((await ref.get()).data()).toEqual({ quantity: 8, rating: 2.5, purchaseCount: 4, label: 1, stats: { views: 5 } });
  });

  it('FieldValue.serverTimestamp sets the commit time on every marked field', async () => {
    const ref = env.db.doc('orders/o1');
    const before = Timestamp.now();
    const result = await ref.set({ buyingDate: FieldValue.serverTimestamp(), meta: { createdAt: FieldValue.serverTimestamp() }, n: 1 });
    const stored = await ref.get();
    const buyingDate = stored.get('buyingDate') as Timestamp;
    expect(buyingDate).toBeInstanceOf(Timestamp);
    expect(buyingDate.isEqual(result.writeTime)).toBe(true);
    expect((stored.get('meta.createdAt') as Timestamp).isEqual(result.writeTime)).toBe(true);
    expect(buyingDate.toMillis()).toBeGreaterThanOrEqual(before.toMillis() - 1000);
    expect(stored.get('n')).toBe(1);
  });

  it('arrayUnion and arrayRemove', async () => {
    const ref = env.db.doc('foods/a');
    await ref.set({ tags: ['a', 'b'] });
    await ref.update({ tags: FieldValue.arrayUnion('b', 'c', 'c') });
    expect((await ref.get()).get('tags')).toEqual(['a', 'b', 'c']);
    await ref.update({ tags: FieldValue.arrayRemove('a', 'z') });
    expect((await ref.get()).get('tags')).toEqual(['b', 'c']);
  });

  it('a batch applies all writes atomically', async () => {
    const batch = env.db.batch();
    batch.set(env.db.doc('foods/a'), { quantity: 1 });
    batch.create(env.db.doc('orders/o1'), { foodId: 'a' });
    batch.update(env.db.doc('foods/a'), { quantity: FieldValue.increment(4) });
    const results = await batch.commit();
    expect(results).toHaveLength(3);
    expect((await env.db.doc('foods/a').get()).get('quantity')).toBe(5);
    expect((await env.db.doc('orders/o1').get()).exists).toBe(true);
  });

  it('a batch with one failing precondition applies nothing', async () => {
    await env.db.doc('foods/a').set({ quantity: 1 });
    await env.db.doc('orders/taken').set({ foodId: 'a' });
    const batch = env.db.batch();
    batch.update(env.db.doc('foods/a'), { quantity: 0 });
    batch.set(env.db.doc('orders/new'), { foodId: 'a' });
    batch.create(env.db.doc('orders/taken'), { foodId: 'b' });
    expect(await codeOf(batch.commit())).toBe(ALREADY_EXISTS);
    expect((await env.db.doc('foods/a').get()).get('quantity')).toBe(1);
    expect((await env.db.doc('orders/new').get()).exists).toBe(false);
    expect((await env.db.doc('orders/taken').get()).get('foodId')).toBe('a');

    const second = env.db.batch();
    second.set(env.db.doc('orders/new'), { foodId: 'a' });
    second.update(env.db.doc('foods/missing'), { quantity: 0 });
    expect(await codeOf(second.commit())).toBe(NOT_FOUND);
    expect((await env.db.doc('orders/new').get()).exists).toBe(false);
  });

  it('round-trips every value type', async () => {
    const data = {
      nil: null,
      yes: true,
      int: 42,
      negative: -7,
      double: 3.25,
      text: 'héllo 🍕',
      when: Timestamp.fromMillis(1_700_000_000_123),
      bytes: Buffer.from([0, 255, 7]),
      list: [1, 'two', { three: 3 }],
      nested: { deep: { deeper: ['x'] } },
      ref: env.db.doc('foods/a'),
    };
    await env.db.doc('types/all').set(data);
    const stored = (await env.db.doc('types/all').get()).data() ?? {};
    expect({ ...stored, ref: (stored.ref as { path: string }).path, bytes: [...(stored.bytes as Buffer)] }).toEqual({
      ...data,
      ref: 'foods/a',
      bytes: [0, 255, 7],
    });
  });

  it('listDocuments and listCollections see written data', async () => {
    await env.db.doc('users/u1').set({ a: 1 });
    await env.db.doc('users/u2').set({ a: 2 });
    await env.db.doc('users/u1/orders/o1').set({ a: 3 });
    expect((await env.db.collection('users').listDocuments()).map((ref) => ref.id)).toEqual(['u1', 'u2']);
    expect((await env.db.listCollections()).map((ref) => ref.id)).toEqual(['users']);
    expect((await env.db.doc('users/u1').listCollections()).map((ref) => ref.id)).toEqual(['orders']);
  });

  it('clear() wipes every document', async () => {
    await env.db.doc('foods/a').set({ n: 1 });
    env.emulator.clear();
    expect((await env.db.doc('foods/a').get()).exists).toBe(false);
    expect((await env.db.collection('foods').get()).size).toBe(0);
  });
});
