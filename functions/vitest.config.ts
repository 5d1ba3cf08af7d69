import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'functions',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    setupFiles: ['src/test/setup-env.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // The files share one Firestore and one Auth emulator and reset the store.
    fileParallelism: false,
  },
});
