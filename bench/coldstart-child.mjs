// Run by coldstart-bench.ts in a fresh Node process, with the emulators' environment: `bare` or `api <food id>`.
// Plain JavaScript, so nothing but the function's own modules is loaded before the clock starts. Prints one JSON line:
// loadMs (the import of the function's modules) and firstMs (from the process's start to the end of its first
// answer, the import included).
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const [mode, foodId] = process.argv.slice(2);
const FUNCTIONS_LIB = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'functions', 'lib', 'index.js');

/** A bare function: what every Express function on Cloud Functions imports. */
async function bare() {
  const { onRequest } = await import('firebase-functions/v2/https');
  const { default: express } = await import('express');
  await import('firebase-admin/app');
  const app = express();
  app.get('/', (_req, res) => res.json({ ok: true }));
  return { handler: onRequest(app), path: '/' };
}

/** The project's `api` function, answering a dish page. */
async function ours() {
  const { api } = await import(pathToFileURL(FUNCTIONS_LIB).href);
  return { handler: api, path: `/food/${encodeURIComponent(foodId ?? '')}` };
}

const loadStarted = performance.now();
const fn = mode === 'bare' ? await bare() : await ours();
const loadMs = performance.now() - loadStarted;

const server = http.createServer((req, res) => fn.handler(req, res));
await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
const status = await new Promise((resolve, reject) => {
  http
    .get({ host: '127.0.0.1', port, path: fn.path }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
    })
    .on('error', reject);
});
// performance.now() counts from the process's start (its time origin).
console.log(JSON.stringify({ mode, loadMs, firstMs: performance.now(), status }));
process.exit(0);
