import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['e2e/**/*.test.ts'],
    // The launcher's own test runs beside the journeys, with its own stacks (lifecycle.vitest.config.ts).
    exclude: ['e2e/stack-lifecycle.test.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    // One stack and one seeded store for the whole run: the journeys must not race each other.
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 180_000,
    reporters: ['default'],
  },
});
