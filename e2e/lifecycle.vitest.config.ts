import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// `npm start`'s launcher stopped and killed at chosen moments (e2e/stack-lifecycle.test.ts). Its stacks have ports and
// runtime folders of their own, and it uses none of the journeys' stack, so `npm run test:e2e` runs it beside them
// (package.json): its launchers mostly wait on their stacks' start and stop while the journeys drive the browser.
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    name: 'lifecycle',
    environment: 'node',
    include: ['e2e/stack-lifecycle.test.ts'],
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 180_000,
    reporters: ['default'],
  },
});
