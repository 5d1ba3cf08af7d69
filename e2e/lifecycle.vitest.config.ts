import { defineConfig } from 'vitest/config';
import { root, shared } from './vitest.config.js';

// `npm start`'s launcher stopped and killed at chosen moments (e2e/stack-lifecycle.test.ts). Its stacks have ports and
// runtime folders of their own, and it uses none of the journeys' stack, so `npm run test:e2e` runs it beside them
// (package.json): its launchers mostly wait on their stacks' start and stop while the journeys drive the browser.
export default defineConfig({
  root,
  test: { ...shared, name: 'lifecycle', include: ['e2e/stack-lifecycle.test.ts'] },
});
