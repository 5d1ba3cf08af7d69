import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** What the web build makes (web/server-plugin.ts): the hosted files, and the `api` function's page renderer. */
export interface WebBuild {
  dist: string;
  renderer: string;
}

export function webBuild(root: string): WebBuild {
  return { dist: path.join(root, 'web', 'dist'), renderer: path.join(root, 'functions', 'ssr', 'server-entry.js') };
}

/** The global only a `--mode emulators` build sets (web/src/lib/firebase.ts). */
const EMULATOR_MARKER = '__foodStoreEmulator';

function scripts(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(path.join(dir, file), 'utf8'));
}

function isBuilt({ dist, renderer }: WebBuild): boolean {
  return existsSync(path.join(dist, 'app.html')) && existsSync(renderer);
}

/**
 * Whether the web build is there and was made for the local stack (`vite build --mode emulators`, web/.env.emulators):
 * only such a build talks to the Auth emulator; a production build would call the real Firebase project.
 */
export function isEmulatorBuild(build: WebBuild): boolean {
  return isBuilt(build) && scripts(path.join(build.dist, 'assets')).some((code) => code.includes(EMULATOR_MARKER));
}

/**
 * Why `build` must not be deployed, if anything: missing parts, emulator wiring, a static index.html that would hide
 * the server-rendered `/`, or a renderer whose pages name scripts the hosted files do not have (two builds mixed).
 */
export function deployProblems(build: WebBuild): string[] {
  if (!isBuilt(build)) return ['web/dist or functions/ssr is missing: run `npm run build` (npm run deploy does).'];
  const problems: string[] = [];
  if ([...scripts(path.join(build.dist, 'assets')), readFileSync(build.renderer, 'utf8')].some((code) => code.includes(EMULATOR_MARKER))) {
    problems.push('this is an emulator build (npm start, test:e2e, bench): run `npm run build` for production.');
  }
  if (existsSync(path.join(build.dist, 'index.html'))) problems.push('web/dist/index.html would be served for / instead of the server-rendered page.');
  const named = new Set([...readFileSync(build.renderer, 'utf8').matchAll(/\/assets\/[\w.-]+\.js/g)].map((match) => match[0]));
  const missing = [...named].filter((file) => !existsSync(path.join(build.dist, file)));
  if (named.size === 0 || missing.length) problems.push(`functions/ssr and web/dist come from different builds (${missing.slice(0, 3).join(', ')}): run \`npm run build\`.`);
  return problems;
}

// The predeploy hook of both targets (firebase.json): refuses to ship what `npm run build` did not make, together.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const problems = deployProblems(webBuild(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')));
  for (const problem of problems) console.error(`deploy refused: ${problem}`);
  process.exit(problems.length ? 1 : 0);
}
