import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiLines, runApiBench, type ApiBenchResult } from './api-bench.js';
import { cartLines, runCartBench, type CartBenchResult } from './cart-bench.js';
import { contentionLines } from './contention-bench.js';
import { firstLoadLines, measureFirstLoad, type FirstLoadResult } from './first-load.js';
import { FUZZ_RUNS, fuzzLines, runFuzzBench, type FuzzBenchResult } from './fuzz-bench.js';
import { lighthouseLines, runLighthouse, type LighthouseResult } from './lighthouse-bench.js';
import { LOAD_CONNECTIONS, LOAD_SECONDS, loadLines, runLoadBench, type LoadResult } from './load-bench.js';
import { pagesLines } from './pages-bench.js';
import { photoLines, runPhotosBench, type PhotosBenchResult } from './photos-bench.js';
import { Report, toMarkdown, type ReportLine } from './report.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS_DIR = path.join(ROOT, 'bench-results');

interface BenchResults {
  takenAt: string;
  machine: { cpu: string; cores: number; memoryGb: number; os: string; node: string };
  firstLoad?: FirstLoadResult;
  api?: ApiBenchResult;
  lighthouse?: LighthouseResult;
  photos?: PhotosBenchResult;
  fuzz?: Omit<FuzzBenchResult, 'failures'> & { failures: number };
  load?: LoadResult;
  cart?: CartBenchResult;
  lines: ReportLine[];
  /** Parts that could not be measured, with why. */
  errors: Array<{ part: string; message: string }>;
}

const PARTS = ['first-load', 'api', 'cart', 'photos', 'lighthouse', 'fuzz', 'load'] as const;
type Part = (typeof PARTS)[number];
const USAGE =
  `options: --only=<part>[,<part>…] (${PARTS.join(', ')}) or --skip-<part>; --lighthouse-runs=<n> (default 1; the median run is kept); ` +
  `--fuzz-runs=<n> (default ${FUZZ_RUNS}); --load-seconds=<n> (default ${LOAD_SECONDS}; e.g. 10 for a smoke run); --load-connections=<n> (default ${LOAD_CONNECTIONS}; requests in flight)`;
const args = process.argv.slice(2);
const valueOf = (name: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const wholeNumber = (name: string, fallback: number) => {
  const text = valueOf(name);
  return text === undefined ? fallback : /^\d{1,7}$/.test(text) && Number(text) >= 1 ? Number(text) : Number.NaN;
};
const lighthouseRuns = wholeNumber('lighthouse-runs', 1);
const fuzzRuns = wholeNumber('fuzz-runs', FUZZ_RUNS);
const loadSeconds = wholeNumber('load-seconds', LOAD_SECONDS);
const loadConnections = wholeNumber('load-connections', LOAD_CONNECTIONS);
const only = valueOf('only')?.split(',');
const known = new Set([...PARTS.map((part) => `--skip-${part}`)]);
const unknown = args.filter((arg) => !known.has(arg) && !/^--(only|lighthouse-runs|fuzz-runs|load-seconds|load-connections)=/.test(arg));
const badPart = only?.find((part) => !(PARTS as readonly string[]).includes(part));
if (unknown.length || badPart || [lighthouseRuns, fuzzRuns, loadSeconds, loadConnections].some(Number.isNaN)) {
  console.error(`${unknown.length ? `unknown option ${unknown.join(' ')}` : badPart ? `unknown part ${badPart}` : 'bad number'}; ${USAGE}`);
  process.exit(2);
}
const runs = (part: Part) => (only ? only.includes(part) : !args.includes(`--skip-${part}`));

const log = (line: string) => console.log(line);
const report = new Report(log);
const started = performance.now();
const results: BenchResults = {
  takenAt: new Date().toISOString(),
  machine: {
    cpu: os.cpus()[0]?.model.trim() ?? 'unknown',
    cores: os.cpus().length,
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
  },
  lines: report.lines,
  errors: [],
};

async function part(name: string, work: () => Promise<void>): Promise<void> {
  log(`\n-- ${name}`);
  try {
    await work();
  } catch (error) {
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    results.errors.push({ part: name, message });
    console.error(`  could not measure ${name}: ${message}`);
  }
}

if (runs('first-load')) {
  await part('First load', async () => {
    const firstLoad = measureFirstLoad(path.join(ROOT, 'web'));
    results.firstLoad = firstLoad;
    report.section('First load (web/dist, Vite manifest)', firstLoadLines(firstLoad));
  });
}

if (runs('api')) {
  await part('API', async () => {
    const api = await runApiBench(log);
    results.api = api;
    report.section('API cost and speed (in-process API over the emulators, 30 runs each)', apiLines(api));
    report.section('Server-rendered pages (in-process over the emulators, 30 runs each, alternating with their API calls)', pagesLines(api.pages));
    report.section('Contention (30 buyers × 1, stock 10)', contentionLines(api.contention));
  });
}

if (runs('cart')) {
  await part('Cart', async () => {
    const cart = await runCartBench(log);
    results.cart = cart;
    report.section(`Orders of several dishes (POST /api/orders over the emulators, ${cart.runs} runs each, alternating)`, cartLines(cart));
  });
}

if (runs('photos')) {
  await part('Photos', async () => {
    const photos = await runPhotosBench(log);
    results.photos = photos;
    report.section('Photos (a 12-megapixel dish photo and two decompression bombs, each processed in a fresh process; upload over the emulators)', photoLines(photos));
  });
}

if (runs('lighthouse')) {
  await part('Lighthouse', async () => {
    const lighthouse = await runLighthouse(RESULTS_DIR, log, lighthouseRuns);
    results.lighthouse = lighthouse;
    const runs = lighthouseRuns > 1 ? `, median of ${lighthouseRuns} runs` : '';
    const title = `Lighthouse ${lighthouse.lighthouseVersion} (mobile, simulated throttling, Chromium ${lighthouse.chromeVersion}${runs})`;
    report.section(title, lighthouseLines(lighthouse));
    for (const page of lighthouse.pages) {
      if (!page.diagnosis.length) continue;
      log(`\n  ${page.path}: where the points go`);
      for (const line of page.diagnosis) log(`    ${line}`);
    }
  });
}

if (runs('fuzz')) {
  await part('Fuzz', async () => {
    const fuzz = await runFuzzBench(log, fuzzRuns);
    results.fuzz = { ...fuzz, failures: fuzz.failures.length };
    report.section('API fuzz (fast-check: generated requests to every route, in-process over the emulators)', fuzzLines(fuzz));
  });
}

if (runs('load')) {
  await part('Load', async () => {
    const load = await runLoadBench(log, { seconds: loadSeconds, connections: loadConnections });
    results.load = load;
    report.section(`Load (autocannon on the local stack: ${load.shoppers} shoppers and ${load.buyers} buyers for ${load.seconds} s, ${load.connections} requests in flight)`, loadLines(load));
  });
}

mkdirSync(RESULTS_DIR, { recursive: true });
writeFileSync(path.join(RESULTS_DIR, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
const { machine } = results;
writeFileSync(
  path.join(RESULTS_DIR, 'latest.md'),
  `Taken ${results.takenAt.slice(0, 10)} on ${machine.cores} × ${machine.cpu}, ${machine.memoryGb} GB, ${machine.os}, Node ${machine.node}.\n\n${toMarkdown(report.lines)}\n`,
);

const over = report.overBudget;
log(`\n${report.lines.length} figures in ${((performance.now() - started) / 1000).toFixed(0)} s; ${over.length} over budget.`);
for (const line of over) log(`  OVER  ${line.section}: ${line.label.trim()} = ${line.figure} (budget ${line.budget})`);
if (results.errors.length) log(`Could not measure: ${results.errors.map((error) => error.part).join(', ')}.`);
log(`Figures written to ${path.relative(process.cwd(), path.join(RESULTS_DIR, 'latest.json'))} and latest.md.`);
// firebase-admin keeps gRPC channels open; the bench is done, so leave now.
process.exit(results.errors.length ? 1 : 0);
