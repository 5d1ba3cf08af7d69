import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['tools/firestore-emulator', 'functions', 'web', 'bench'],
  },
});
