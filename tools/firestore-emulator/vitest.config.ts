import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'firestore-emulator',
    environment: 'node',
    include: ['*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 30_000,
  },
});
