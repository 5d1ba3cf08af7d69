import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, context, type BuildOptions, type Plugin } from 'esbuild';

// functions/lib: the Cloud Functions code as esbuild bundles it (`npm run build -w functions` runs this after the type
// check). A cold instance reads a few large files instead of resolving and reading some 800 small ones
// (`npm run bench -- --only=coldstart`, README "Benchmarks"). `--watch` rebuilds on change (`npm run dev`).

const FUNCTIONS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'functions');
export const OUT_DIR = path.join(FUNCTIONS, 'lib');

/**
 * Code a request of ours never runs stays in node_modules, loaded by the rare call that needs it, so a cold instance
 * does not parse it. Firestore's generated protobuf module (about 0.5 MB) serves only `Firestore.bundle()`.
 */
export const UNBUNDLED_FILES: ReadonlyArray<{ request: RegExp; path: string }> = [
  { request: /^\.\.\/protos\/firestore_v1_proto_api$/, path: '@google-cloud/firestore/build/protos/firestore_v1_proto_api.js' },
];

const unbundledFiles: Plugin = {
  name: 'unbundled-files',
  setup(pluginBuild) {
    for (const { request, path: packagePath } of UNBUNDLED_FILES) {
      pluginBuild.onResolve({ filter: request }, (args) =>
        args.resolveDir.includes(`${path.sep}node_modules${path.sep}@google-cloud${path.sep}firestore${path.sep}`) ? { path: packagePath, external: true } : undefined,
      );
    }
  },
};

export const BUNDLE_OPTIONS: BuildOptions = {
  absWorkingDir: FUNCTIONS,
  entryPoints: { index: 'src/index.ts' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  // Each `import()` of the code (index.ts's app and sweeps, the photo decoders) stays a chunk of its own, loaded on its
  // first use.
  splitting: true,
  outdir: OUT_DIR,
  chunkNames: 'chunks/[name]-[hash]',
  sourcemap: 'linked',
  sourcesContent: false,
  external: [
    // Native code, loaded from node_modules.
    'sharp',
    // Loaded by firebase-admin only when the photos' bucket is first asked for; bundled, every instance would parse it.
    '@google-cloud/storage',
    // Body parsing asks it for a codec only for a charset other than UTF-8; bundled, its tables (about 0.5 MB) would be
    // parsed by every instance.
    'iconv-lite',
    // The web build's server renderer (functions/package.json `imports`), built beside lib/ by web/server-plugin.ts.
    '#ssr',
  ],
  // The bundled CommonJS packages (firebase-admin, the Firestore SDK, Express) call require and read __dirname.
  banner: {
    js: [
      "import { createRequire as __createRequire } from 'node:module';",
      "import { fileURLToPath as __fileURLToPath } from 'node:url';",
      'const require = __createRequire(import.meta.url);',
      'const __filename = __fileURLToPath(import.meta.url);',
      "const __dirname = __fileURLToPath(new URL('.', import.meta.url));",
    ].join(' '),
  },
  // tr46 and whatwg-url (under node-fetch 2) ask for Node's deprecated `punycode`, which warns once their code is outside
  // node_modules: the package of the same code takes its place.
  alias: { punycode: 'punycode/' },
  plugins: [unbundledFiles],
  logLevel: 'warning',
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  rmSync(OUT_DIR, { recursive: true, force: true });
  if (process.argv.includes('--watch')) await (await context(BUNDLE_OPTIONS)).watch();
  else await build(BUNDLE_OPTIONS);
}
