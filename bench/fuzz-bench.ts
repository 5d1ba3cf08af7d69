import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FuzzRun } from '../functions/src/test/fuzz.js';
import { loadApiHarness } from './emulators.js';
import { verdict, type ReportLine } from './report.js';

/** Seed and count of the bench's run; `npm test` runs 1,000 cases of seed 28 (functions/src/http/api-fuzz.test.ts). */
export const FUZZ_SEED = 2028;
export const FUZZ_RUNS = 5_000;

const SSR_ENTRY = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'functions', 'ssr', 'server-entry.js');

export interface FuzzBenchResult extends FuzzRun {
  seed: number;
  /** Whose renderer served the pages: the web build's (functions/ssr), or the tests' stand-in when there is no build. */
  renderer: 'web build' | 'stand-in';
  elapsedMs: number;
}

/**
 * The API fuzz of functions/src/test/fuzz.ts at a larger count, every case run (failures are counted, not shrunk), in
 * process over the Node emulators, the pages rendered by the web build's own renderer when it is built.
 */
export async function runFuzzBench(log: (line: string) => void, runs = FUZZ_RUNS, seed = FUZZ_SEED): Promise<FuzzBenchResult> {
  const { emulators, harness } = await loadApiHarness();
  const fuzz = await import('../functions/src/test/fuzz.js');
  const renderer = existsSync(SSR_ENTRY) ? 'web build' : 'stand-in';
  const api = await harness.startApi(renderer === 'stand-in' ? { loadPageRenderer: async () => fuzz.fuzzPageRenderer } : {});
  try {
    const world = await fuzz.createFuzzWorld(api, harness.testDb());
    log(`  ${runs} generated requests, seed ${seed}, pages by the ${renderer} renderer...`);
    const started = performance.now();
    // Bodies cut off inside an uploaded file stay out until issue 28 item 1's fix: they end the process.
    const run = await fuzz.runFuzz(world, { seed, numRuns: runs, stopAtFirst: false });
    const elapsedMs = performance.now() - started;
    for (const failure of run.failures.slice(0, 20)) log(`  FAIL ${failure.problems.join('; ')}\n    ${failure.request}\n    answer: ${failure.answer}`);
    return { ...run, seed, renderer, elapsedMs };
  } finally {
    await api.close();
    await emulators.stop();
  }
}

export function fuzzLines(result: FuzzBenchResult): Array<Omit<ReportLine, 'section'>> {
  const statuses = Object.entries(result.statuses)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([status, count]) => `${count} × ${status}`)
    .join(', ');
  return [
    { label: `cases run (seed ${result.seed}, ${Object.keys(result.routes).length} routes)`, figure: String(result.cases), budget: '', verdict: 'INFO' },
    { label: 'failing cases (5xx, non-JSON 4xx, stack text, a 4xx that stored)', figure: String(result.failures.length), budget: '0', verdict: verdict(result.failures.length === 0) },
    { label: 'answers', figure: statuses, budget: '', verdict: 'INFO' },
    { label: `elapsed (pages by the ${result.renderer} renderer)`, figure: `${(result.elapsedMs / 1000).toFixed(0)} s`, budget: '', verdict: 'INFO' },
  ];
}
