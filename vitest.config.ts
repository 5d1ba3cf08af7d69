import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'tools/firestore-emulator',
      'tools/storage-emulator',
      'tools/images',
      'functions',
      'web',
      'bench',
      'scripts',
      // The ESLint import zones, proven to reject what they should.
      { test: { name: 'lint', include: ['eslint.config.test.ts'], environment: 'node' } },
    ],
  },
});
