import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { loadApiHarness } from './emulators.js';
import { verdict, type ReportLine } from './report.js';

const run = promisify(execFile);
const CHILD = path.join(path.dirname(fileURLToPath(import.meta.url)), 'coldstart-child.mjs');

/** Budgets (docs/ARCHITECTURE.md §6): ours against a bare function measured in the same run. */
export const MODULE_LOAD_BUDGET = 1.5;
export const FIRST_PAGE_BUDGET = 2;
/** Fresh processes of each kind, alternating; the medians are compared. */
export const COLDSTART_RUNS = 7;

interface ChildFigures {
  loadMs: number;
  firstMs: number;
  status: number;
}

export interface ColdStartResult {
  node: string;
  runs: number;
  bare: ChildFigures[];
  api: ChildFigures[];
}

/** One fresh Node process (this one's binary: npm runs the project's own Node 24, scripts/runtime.ts). */
async function child(args: string[]): Promise<ChildFigures> {
  const { stdout } = await run(process.execPath, [CHILD, ...args], { env: process.env, maxBuffer: 1 << 20 });
  const line = stdout.trim().split('\n').at(-1) ?? '';
  return JSON.parse(line) as ChildFigures;
}

/**
 * Part: the `api` function's cold start. Each run is a fresh Node process that imports the function and answers one
 * request: a bare function (firebase-functions/v2/https + express + firebase-admin/app) answering `/`, and the built
 * `api` (functions/lib/index.js) answering a dish page against the emulators, alternating.
 */
export async function runColdStartBench(log: (line: string) => void, runs = COLDSTART_RUNS): Promise<ColdStartResult> {
  const { emulators, harness } = await loadApiHarness();
  const api = await harness.startApi();
  try {
    const owner = await harness.createUser('coldstart-owner');
    const cookie = await harness.signIn(api, owner);
    const added = await harness.call<{ insertedId?: string; _id?: string }>(api, '/api/add-food', { method: 'POST', body: harness.foodInput(), cookie });
    if (added.status !== 201) throw new Error(`POST /api/add-food answered ${added.status}: ${JSON.stringify(added.body)}`);
    const foodId = added.body.insertedId ?? added.body._id;
    if (!foodId) throw new Error(`POST /api/add-food gave no id: ${JSON.stringify(added.body)}`);
    const result: ColdStartResult = { node: process.version, runs, bare: [], api: [] };
    for (let index = 1; index <= runs; index += 1) {
      const bare = await child(['bare']);
      const ours = await child(['api', foodId]);
      if (ours.status !== 200) throw new Error(`the dish page answered ${ours.status} on a fresh process`);
      result.bare.push(bare);
      result.api.push(ours);
      log(`    run ${index}: bare load ${ms(bare.loadMs)}, first answer ${ms(bare.firstMs)} · api load ${ms(ours.loadMs)}, first dish page ${ms(ours.firstMs)}`);
    }
    return result;
  } finally {
    await api.close();
    await emulators.stop();
  }
}

const ms = (value: number) => `${Math.round(value)} ms`;
const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

export function coldStartLines(result: ColdStartResult): Array<Omit<ReportLine, 'section'>> {
  const load = { bare: median(result.bare.map((run) => run.loadMs)), api: median(result.api.map((run) => run.loadMs)) };
  const first = { bare: median(result.bare.map((run) => run.firstMs)), api: median(result.api.map((run) => run.firstMs)) };
  return [
    { label: 'bare function: module load', figure: ms(load.bare), budget: '', verdict: 'INFO' },
    { label: 'api: module load (functions/lib/index.js)', figure: ms(load.api), budget: '', verdict: 'INFO' },
    {
      label: 'api module load ÷ bare',
      figure: `${(load.api / load.bare).toFixed(2)}×`,
      budget: `≤ ${MODULE_LOAD_BUDGET}×`,
      verdict: verdict(load.api <= MODULE_LOAD_BUDGET * load.bare),
    },
    { label: 'bare function: first answer (from process start)', figure: ms(first.bare), budget: '', verdict: 'INFO' },
    { label: 'api: first dish page (from process start)', figure: ms(first.api), budget: '', verdict: 'INFO' },
    {
      label: 'api first dish page ÷ bare first answer',
      figure: `${(first.api / first.bare).toFixed(2)}×`,
      budget: `≤ ${FIRST_PAGE_BUDGET}×`,
      verdict: verdict(first.api <= FIRST_PAGE_BUDGET * first.bare),
    },
  ];
}
