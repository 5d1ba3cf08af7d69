import { fileURLToPath } from 'node:url';
import { defineConfig, type ViteUserConfig } from 'vitest/config';

export const root = fileURLToPath(new URL('..', import.meta.url));

/** What both e2e runs share: this one, the journeys; lifecycle.vitest.config.ts, the launcher's own test. */
export const shared = {
  environment: 'node',
  testTimeout: 90_000,
  hookTimeout: 180_000,
  reporters: ['default'],
} satisfies ViteUserConfig['test'];

export default defineConfig({
  root,
  test: {
    ...shared,
    name: 'e2e',
    include: ['e2e/**/*.test.ts'],
    // The launcher's own test runs beside the journeys, with its own stacks (lifecycle.vitest.config.ts).
    exclude: ['e2e/stack-lifecycle.test.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    // One stack and one seeded store for the whole run: the journeys must not race each other.
    fileParallelism: false,
  },
});
