import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { gate, grpcCode, sleep, useTestFirestore } from './test-support.js';

class SoldOut extends Error {}
class OrderMissing extends Error {}

/** The API's purchase, as product code writes it: read the food, check stock, decrement, create the order. */
function purchase(db: Firestore, foodId: string, quantity = 1): Promise<string> {
  return db.runTransaction(async (tx) => {
    const foodRef = db.collection('foods').doc(foodId);
    const food = await tx.get(foodRef);
    const stock = food.get('quantity') as number;
    if (stock < quantity) throw new SoldOut('stock exhausted');
    const orderRef = db.collection('orders').doc();
    tx.update(foodRef, { quantity: stock - quantity, purchaseCount: FieldValue.increment(quantity) });
    tx.create(orderRef, { foodId, quantity });
    return orderRef.id;
  });
}

/** The API's cancel: reads the order, then its food, returns the quantity and deletes the order. */
function cancel(db: Firestore, orderId: string): Promise<void> {
  return db.runTransaction(async (tx) => {
    const orderRef = db.collection('orders').doc(orderId);
    const order = await tx.get(orderRef);
    if (!order.exists) throw new OrderMissing(orderId);
    const foodRef = db.collection('foods').doc(order.get('foodId') as string);
    const food = await tx.get(foodRef);
    tx.update(foodRef, { quantity: (food.get('quantity') as number) + (order.get('quantity') as number) });
    tx.delete(orderRef);
  });
}

async function countOrders(db: Firestore): Promise<number> {
  return (await db.collection('orders').count().get()).data().count;
}

describe('transactions', () => {
  const env = useTestFirestore();

  it.each([20, 30])('%i concurrent purchases on stock 10: exactly 10 succeed, the rest are sold out', async (buyers) => {
    await env.db.doc('foods/pizza').set({ quantity: 10, purchaseCount: 0 });

    const outcomes = await Promise.allSettled(Array.from({ length: buyers }, () => purchase(env.db, 'pizza')));

    const succeeded = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    const failures = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason as unknown] : []));
    expect(succeeded).toHaveLength(10);
    expect(failures).toHaveLength(buyers - 10);
    for (const failure of failures) expect(failure).toBeInstanceOf(SoldOut);
    const food = await env.db.doc('foods/pizza').get();
    expect(food.data()).toEqual({ quantity: 0, purchaseCount: 10 });
    expect(await countOrders(env.db)).toBe(10);
  });

  it('50 concurrent read-modify-write increments lose no update', async () => {
    const ref = env.db.doc('counters/c');
    await ref.set({ n: 0 });
    await Promise.all(
      Array.from({ length: 50 }, () =>
        env.db.runTransaction(async (tx) => {
          const snapshot = await tx.get(ref);
          tx.update(ref, { n: (snapshot.get('n') as number) + 1 });
        }),
      ),
    );
    expect((await ref.get()).get('n')).toBe(50);
  });

  it('a second transaction reading a locked document waits, then sees the committed value', async () => {
    const ref = env.db.doc('counters/c');
    await ref.set({ n: 0 });
    const release = gate();
    const firstHasRead = gate();
    const first = env.db.runTransaction(async (tx) => {
      const snapshot = await tx.get(ref);
      firstHasRead.open();
      await release.wait;
      tx.update(ref, { n: (snapshot.get('n') as number) + 1 });
    });
    await firstHasRead.wait;

    let secondSaw: number | undefined;
    const second = env.db.runTransaction(async (tx) => {
      const snapshot = await tx.get(ref);
      secondSaw = snapshot.get('n') as number;
      tx.update(ref, { n: secondSaw + 1 });
    });
    await sleep(300);
    expect(secondSaw).toBeUndefined();

    release.open();
    await Promise.all([first, second]);
    expect(secondSaw).toBe(1);
    expect((await ref.get()).get('n')).toBe(2);
  });

  it('a non-transactional write to a locked document waits for the commit; plain reads do not', async () => {
    const ref = env.db.doc('foods/soup');
    await ref.set({ quantity: 5 });
    const release = gate();
    const hasRead = gate();
    const tx = env.db.runTransaction(async (t) => {
      await t.get(ref);
      hasRead.open();
      await release.wait;
      t.update(ref, { quantity: 4 });
    });
    await hasRead.wait;

    let written = false;
    const write = ref.update({ flagged: true }).then(() => {
      written = true;
    });
    expect((await ref.get()).get('quantity')).toBe(5);
    await sleep(300);
    expect(written).toBe(false);
    expect((await ref.get()).get('flagged')).toBeUndefined();

    release.open();
    await Promise.all([tx, write]);
    expect((await ref.get()).data()).toEqual({ quantity: 4, flagged: true });
  });

  it('a transaction that throws applies nothing and releases its locks', async () => {
    const ref = env.db.doc('foods/cake');
    await ref.set({ quantity: 3 });
    await expect(
      env.db.runTransaction(async (tx) => {
        await tx.get(ref);
        tx.update(ref, { quantity: 99 });
        tx.set(env.db.doc('orders/never'), { foodId: 'cake' });
        throw new Error('business rule failed');
      }),
    ).rejects.toThrow('business rule failed');

    expect((await ref.get()).get('quantity')).toBe(3);
    expect((await env.db.doc('orders/never').get()).exists).toBe(false);
    const started = Date.now();
    await purchase(env.db, 'cake');
    expect(Date.now() - started).toBeLessThan(2_000);
    expect((await ref.get()).get('quantity')).toBe(2);
  });

  it('create of an existing document fails the whole transaction', async () => {
    await env.db.doc('foods/tea').set({ quantity: 2 });
    await env.db.doc('orders/o1').set({ foodId: 'tea', quantity: 1 });
    const error: unknown = await env.db
      .runTransaction(async (tx) => {
        const food = await tx.get(env.db.doc('foods/tea'));
        tx.update(env.db.doc('foods/tea'), { quantity: (food.get('quantity') as number) - 1 });
        tx.create(env.db.doc('orders/o1'), { foodId: 'tea', quantity: 5 });
      })
      .catch((caught: unknown) => caught);
    expect(grpcCode(error)).toBe(6);
    expect((await env.db.doc('foods/tea').get()).get('quantity')).toBe(2);
    expect((await env.db.doc('orders/o1').get()).get('quantity')).toBe(1);
  });

  it('cancels (order + food) and purchases contend without losing stock', async () => {
    await env.db.doc('foods/ramen').set({ quantity: 5, purchaseCount: 5 });
    const existing = await Promise.all(
      Array.from({ length: 5 }, async (_, i) => {
        await env.db.doc(`orders/existing-${i}`).set({ foodId: 'ramen', quantity: 1 });
        return `existing-${i}`;
      }),
    );

    const purchases = Array.from({ length: 15 }, () => purchase(env.db, 'ramen'));
    const cancels = existing.map((id) => cancel(env.db, id));
    const [purchaseOutcomes, cancelOutcomes] = await Promise.all([Promise.allSettled(purchases), Promise.allSettled(cancels)]);

    expect(cancelOutcomes.every((outcome) => outcome.status === 'fulfilled')).toBe(true);
    const bought = purchaseOutcomes.filter((outcome) => outcome.status === 'fulfilled').length;
    for (const outcome of purchaseOutcomes) {
      if (outcome.status === 'rejected') expect(outcome.reason).toBeInstanceOf(SoldOut);
    }
    expect(bought).toBeGreaterThanOrEqual(5);
    expect(bought).toBeLessThanOrEqual(10);
    const stock = (await env.db.doc('foods/ramen').get()).get('quantity') as number;
    // Every unit is either in stock or in exactly one order.
    expect(stock + (await countOrders(env.db))).toBe(10);
    expect(await countOrders(env.db)).toBe(bought);
  });

  it('a deadlock is broken at once: one side is aborted, retried, and both commit', async () => {
    const a = env.db.doc('counters/a');
    const b = env.db.doc('counters/b');
    await Promise.all([a.set({ n: 0 }), b.set({ n: 0 })]);
    const firstHasA = gate();
    const secondHasB = gate();
    let attempts = 0;
    const started = Date.now();

    const first = env.db.runTransaction(async (tx) => {
      attempts++;
      const sa = await tx.get(a);
      firstHasA.open();
      await secondHasB.wait;
      const sb = await tx.get(b);
      tx.update(a, { n: (sa.get('n') as number) + 1 });
      tx.update(b, { n: (sb.get('n') as number) + 1 });
    });
    const second = env.db.runTransaction(async (tx) => {
      attempts++;
      await firstHasA.wait;
      const sb = await tx.get(b);
      secondHasB.open();
      const sa = await tx.get(a);
      tx.update(a, { n: (sa.get('n') as number) + 1 });
      tx.update(b, { n: (sb.get('n') as number) + 1 });
    });

    await Promise.all([first, second]);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(attempts).toBe(3);
    expect((await a.get()).get('n')).toBe(2);
    expect((await b.get()).get('n')).toBe(2);
  });

  it('a query inside a transaction locks the documents it returns', async () => {
    await env.db.doc('foods/x').set({ owner: 'ann', quantity: 1 });
    const release = gate();
    const hasRead = gate();
    const tx = env.db.runTransaction(async (t) => {
      const result = await t.get(env.db.collection('foods').where('owner', '==', 'ann'));
      hasRead.open();
      await release.wait;
      for (const doc of result.docs) t.update(doc.ref, { quantity: (doc.get('quantity') as number) + 1 });
    });
    await hasRead.wait;
    let written = false;
    const write = env.db.doc('foods/x').update({ quantity: 100 }).then(() => {
      written = true;
    });
    await sleep(200);
    expect(written).toBe(false);
    release.open();
    await Promise.all([tx, write]);
    expect((await env.db.doc('foods/x').get()).get('quantity')).toBe(100);
  });
});
