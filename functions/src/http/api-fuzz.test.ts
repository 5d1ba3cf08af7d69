import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetStore, startApi, testDb, type ApiServer } from '../test/api.js';
import { createFuzzWorld, fuzzPageRenderer, runFuzz, type FuzzWorld } from '../test/fuzz.js';

// Issue 28, "Proof that it holds": the property-based fuzz of the whole API (functions/src/test/fuzz.ts), with a
// fixed seed and a bounded count; `npm run bench -- --only=fuzz` runs a larger one.
const SEED = 28;
const RUNS = 1_000;

let api: ApiServer;
let world: FuzzWorld;

beforeAll(async () => {
  await resetStore();
  api = await startApi({ loadPageRenderer: async () => fuzzPageRenderer });
  world = await createFuzzWorld(api, testDb());
});

afterAll(async () => {
  await api?.close();
});

describe('the API under generated requests', () => {
  it('never answers 5xx, answers every /api 4xx as JSON {message}, shows no stack and stores nothing on a 4xx', async () => {
    const run = await runFuzz(world, { seed: SEED, numRuns: RUNS, stopAtFirst: true });
    // The smallest failing case fast-check shrank to is the last one recorded.
    const smallest = run.failures.at(-1);
    expect(smallest, smallest && `${smallest.problems.join('; ')}\n  request: ${smallest.request}\n  answer: ${smallest.answer}`).toBeUndefined();
    expect(run.cases).toBe(RUNS);
    // Every route was tried, with answers of several kinds.
    expect(Object.keys(run.routes).length).toBeGreaterThanOrEqual(39);
    // §5h's routes among them.
    expect(Object.keys(run.routes)).toEqual(expect.arrayContaining(['POST /api/orders', 'GET /api/kitchens/:uid', 'DELETE /api/orders/:id/review']));
    // §5d's profile photo, the sitemap's shards and the pages in Bangla (§5i) too.
    expect(Object.keys(run.routes)).toEqual(expect.arrayContaining(['PUT /api/profile/photo', 'GET /sitemap-:shard.xml', 'GET /bn', 'GET /bn/foods', 'GET /bn/food/:id']));
    expect(Object.keys(run.statuses)).toEqual(expect.arrayContaining(['200', '201', '400', '401', '404']));
  }, 180_000);
});
