import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { messageCatalogs } from './catalog-plugin';

export default defineProject({
  plugins: [messageCatalogs(), react()],
  envPrefix: ['VITE_', 'STORE_CURRENCY'],
  resolve: {
    alias: {
      '@domain': fileURLToPath(new URL('../functions/src/domain', import.meta.url)),
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // A guard against a hang, not a measure: the longest form tests type and click through jsdom for seconds, and
    // `npm test` runs them beside the functions' tests and the type checks on the same cores.
    testTimeout: 20_000,
  },
});
