import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { prerenderPages } from './prerender-plugin';

export default defineConfig({
  plugins: [react(), tailwindcss(), prerenderPages()],
  resolve: {
    alias: {
      '@domain': fileURLToPath(new URL('../functions/src/domain', import.meta.url)),
    },
  },
  build: {
    manifest: true,
    sourcemap: false,
    target: 'es2022',
  },
  server: {
    port: 5173,
    proxy: {
      // The functions emulator serves the Express app under /<project>/<region>/api.
      '/api': {
        target: 'http://127.0.0.1:5001',
        rewrite: (path) => `/demo-foodstore/us-central1/api${path}`,
      },
    },
  },
});
