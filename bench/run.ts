import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiLines, runApiBench, type ApiBenchResult } from './api-bench.js';
import { contentionLines } from './contention-bench.js';
import { firstLoadLines, measureFirstLoad, type FirstLoadResult } from './first-load.js';
import { lighthouseLines, runLighthouse, type LighthouseResult } from './lighthouse-bench.js';
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
  lines: ReportLine[];
  /** Parts that could not be measured, with why. */
  errors: Array<{ part: string; message: string }>;
}

const USAGE = 'options: --skip-api --skip-photos --skip-lighthouse --lighthouse-runs=<n> (default 1; the median run is kept)';
const args = new Set(process.argv.slice(2));
const runsArg = [...args].find((arg) => arg.startsWith('--lighthouse-runs='));
const lighthouseRuns = runsArg ? Number(runsArg.slice('--lighthouse-runs='.length)) : 1;
const unknown = [...args].filter((arg) => arg !== runsArg && !['--skip-api', '--skip-photos', '--skip-lighthouse'].includes(arg));
if (unknown.length || !Number.isInteger(lighthouseRuns) || lighthouseRuns < 1) {
  console.error(`${unknown.length ? `unknown option ${unknown.join(' ')}` : 'bad --lighthouse-runs'}; ${USAGE}`);
  process.exit(2);
}

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

await part('First load', async () => {
  const firstLoad = measureFirstLoad(path.join(ROOT, 'web'));
  results.firstLoad = firstLoad;
  report.section('First load (web/dist, Vite manifest)', firstLoadLines(firstLoad));
});

if (!args.has('--skip-api')) {
  await part('API', async () => {
    const api = await runApiBench(log);
    results.api = api;
    report.section('API cost and speed (in-process API over the emulators, 30 runs each)', apiLines(api));
    report.section('Server-rendered pages (in-process over the emulators, 30 runs each, alternating with their API calls)', pagesLines(api.pages));
    report.section('Contention (30 buyers × 1, stock 10)', contentionLines(api.contention));
  });
}

if (!args.has('--skip-photos')) {
  await part('Photos', async () => {
    const photos = await runPhotosBench(log);
    results.photos = photos;
    report.section('Photos (a 12-megapixel dish photo and two decompression bombs, each processed in a fresh process; upload over the emulators)', photoLines(photos));
  });
}

if (!args.has('--skip-lighthouse')) {
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
