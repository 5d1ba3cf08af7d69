import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { parseStoreCurrency } from '../functions/src/domain/currency';
import { messageCatalogs } from './catalog-plugin';
import { modulePreloads } from './module-preloads';
import { serverRenderer } from './server-plugin';

/** Stops a build (and the dev server) whose STORE_CURRENCY is not one the store knows (docs/ARCHITECTURE.md §5i). */
function storeCurrency(): Plugin {
  return {
    name: 'food-store:store-currency',
    configResolved(config) {
      parseStoreCurrency(config.env.STORE_CURRENCY as string | undefined);
    },
  };
}

const preloads = modulePreloads();

/** The chunk of the libraries every page starts with: its group below, and the chunk the compile hint is for. */
const VENDOR_CHUNK = 'vendor';

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [messageCatalogs(), react(), tailwindcss(), serverRenderer(), storeCurrency(), preloads.plugin],
  // STORE_CURRENCY (docs/ARCHITECTURE.md §5i) reaches the app as import.meta.env.STORE_CURRENCY.
  envPrefix: ['VITE_', 'STORE_CURRENCY'],
  resolve: {
    alias: [
      { find: '@domain', replacement: fileURLToPath(new URL('../functions/src/domain', import.meta.url)) },
      // React Router's package points every bundler at its development build, whose warnings (and the default error
      // page's note to developers) then ship to every phone: remix-run/react-router#14102. Builds take its production
      // build, the same code with those warnings off; the dev server and the tests keep the development one.
      ...(command === 'build'
        ? [
            { find: /^react-router$/, replacement: fileURLToPath(new URL('../node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
            { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL('../node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)) },
          ]
        : []),
    ],
  },
  build: {
    manifest: true,
    // Browsers preload modules themselves (Chromium since 66, Firefox since 115, Safari since 17); an older one still
    // loads the app, one level of imports at a time, so the polyfill is not sent to every phone.
    // main.tsx's import of the app preloads none of its files, and any other dynamic import only files not loaded
    // before it could run (app/server-pages.ts importPreloads).
    modulePreload: { polyfill: false, resolveDependencies: preloads.resolveDependencies },
    sourcemap: false,
    target: 'es2022',
    rolldownOptions: {
      output: {
        // The libraries every page starts with (the `vendor` group below) are compiled as they download, on the
        // browser's streaming thread, instead of function by function on the main thread as hydration first calls them:
        // the per-file explicit compile hint (WICG explicit-javascript-compile-hints-file-based; Chromium 136+, other
        // browsers ignore the comment). That compiles the functions a visit never calls too, off the main thread. Not on
        // the server build (docs/ARCHITECTURE.md §6).
        ...(isSsrBuild
          ? {}
          : { postBanner: (chunk: { name: string }) => (chunk.name === VENDOR_CHUNK ? '//# allFunctionsCalledOnLoad' : '') }),
        codeSplitting: {
          groups: [
            // The bundler's runtime helpers and Vite's preload helper in a chunk of their own: left in the entry chunk,
            // every lazy chunk would import the entry, and so list its stylesheet among the files to load with it. The
            // static shells have that stylesheet inlined; linking it again restyles the whole page (see server-plugin.ts).
            { name: 'runtime', test: /^\0(?:rolldown\/runtime|vite\/preload-helper)/ },
            // The libraries every page starts with (React DOM, the router, the query cache) in one file, not
            // spread over as many small chunks as there are sets of routes sharing them (docs/ARCHITECTURE.md §6). Libraries
            // only some pages use (Firebase Auth, Chart.js, Formik and Yup, the lightbox, the toasts) stay in lazy chunks.
            { name: VENDOR_CHUNK, test: /node_modules[\\/](?:react|react-dom|scheduler|react-router|react-router-dom|@tanstack)[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      // The functions emulator serves the Express app under /<project>/<region>/api.
      '/api': {
        target: 'http://127.0.0.1:5001',
        rewrite: (path) => `/demo-foodstore/us-central1/api${path}`,
      },
      // Uploaded photos are served by the same function outside /api (Hosting rewrites /photos/** to it).
      '/photos': {
        target: 'http://127.0.0.1:5001',
        rewrite: (path) => `/demo-foodstore/us-central1/api${path}`,
      },
    },
  },
}));
