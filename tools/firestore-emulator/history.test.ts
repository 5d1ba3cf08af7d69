import type { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { codeOf, useTestFirestore } from './test-support.js';

// The emulator's own limits on past reads (README, "Features"): what it no longer keeps is refused with
// FAILED_PRECONDITION, as Cloud Firestore refuses a read time beyond its retention, never answered with other data.

const FAILED_PRECONDITION = 9;

describe('version history limits', () => {
  const env = useTestFirestore({ history: { maxVersions: 3 } });

  const priceAt = (readTime: Timestamp) =>
    env.db.runTransaction(async (tx) => (await tx.get(env.db.doc('foods/a'))).get('price') as number, { readOnly: true, readTime });

  it('reads need versions that are still kept: beyond maxVersions the oldest read times are refused', async () => {
    const times: Timestamp[] = [];
    for (let price = 1; price <= 6; price++) times.push((await env.db.doc('foods/a').set({ price })).writeTime);
    // Six versions, the last three superseded ones kept: states from the third write on can still be read.
    expect(await codeOf(priceAt(times[0] as Timestamp))).toBe(FAILED_PRECONDITION);
    expect(await codeOf(priceAt(times[1] as Timestamp))).toBe(FAILED_PRECONDITION);
    expect(await priceAt(times[2] as Timestamp)).toBe(3);
    expect(await priceAt(times[4] as Timestamp)).toBe(5);
    expect(await priceAt(times[5] as Timestamp)).toBe(6);
  });

  it('clear() forgets the past: read times before it are refused', async () => {
    const before = (await env.db.doc('foods/a').set({ price: 1 })).writeTime;
    env.emulator.clear();
    await env.db.doc('foods/a').set({ price: 2 });
    expect(await codeOf(priceAt(before))).toBe(FAILED_PRECONDITION);
  });
});
