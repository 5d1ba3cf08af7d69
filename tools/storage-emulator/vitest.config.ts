import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'storage-emulator',
    environment: 'node',
    include: ['*.test.ts'],
    testTimeout: 30_000,
  },
});
