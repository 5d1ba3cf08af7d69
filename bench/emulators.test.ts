import { describe, expect, it } from 'vitest';
import { loadApiHarness } from './emulators.js';

// Each part of `npm run bench` starts its own emulators in the one bench process (on new ports) and stops them.
describe('the bench emulators, started again in the same process', () => {
  it('serve a later part: its sign-in and its Firestore writes reach the new emulators', async () => {
    for (const round of [1, 2]) {
      const { emulators, harness } = await loadApiHarness();
      try {
        const api = await harness.startApi();
        try {
          const owner = await harness.createUser(`bench-round-${round}`);
          const cookie = await harness.signIn(api, owner);
          const added = await harness.call<{ insertedId?: string }>(api, '/api/add-food', { method: 'POST', body: harness.foodInput(), cookie });
          expect(added.status).toBe(201);
          // Only this round's food: the emulators of the round before are gone with their data.
          expect((await harness.testDb().collection('foods').get()).size).toBe(1);
        } finally {
          await api.close();
        }
      } finally {
        await emulators.stop();
      }
    }
    // A guard against a hang, not a measure: the two rounds start the emulators twice, which is slow beside the
    // functions' tests and the type checks that `npm test` runs at the same time.
  }, 240_000);
});
