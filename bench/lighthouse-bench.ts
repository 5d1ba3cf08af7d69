import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { kb, verdict, type ReportLine } from './report.js';

const CHROME_FLAGS = [
  '--headless=new',
  // As Puppeteer's headless Chrome (and so PageSpeed Insights) runs: no fading overlay scrollbars. With them, the
  // mobile emulation's resize before each navigation starts a scrollbar fade that sends the blank page's frames to a
  // surface the browser no longer shows; after 4 such frames Chrome sends the renderer a frame signal once a second,
  // and a page whose first layout ends after about 250 ms paints 1 s later (README, "Benchmarks").
  '--hide-scrollbars',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
/** Lowest acceptable score (0-100) per category (docs/ARCHITECTURE.md §6). */
const SCORE_BUDGETS: Record<Category, number> = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
/** Largest acceptable Largest Contentful Paint and Total Blocking Time (docs/ARCHITECTURE.md §6). */
const LCP_BUDGET_MS = 2_500;
const TBT_BUDGET_MS = 200;
const STACK_WAIT_MS = 5 * 60_000;
/**
 * The benchmarkIndex Chrome DevTools' CPU calibration gives a low-tier phone (a mid-tier one is 1,000). Each run slows
 * the CPU by the host's own index ÷ this, so every machine emulates the same phone (Lighthouse's fixed 4× would
 * emulate a different one on each: docs/ARCHITECTURE.md §6).
 */
export const LOW_TIER_BENCHMARK_INDEX = 264;

/** One Lighthouse run of a page (a fresh Chrome each). */
export interface RunFigures {
  performance: number | null;
  lcpMs: number;
  tbtMs: number;
  /** The host's benchmarkIndex, measured by a calibration run in the same Chrome just before this run. */
  hostBenchmarkIndex: number;
  /** The CPU slowdown the run used: hostBenchmarkIndex ÷ LOW_TIER_BENCHMARK_INDEX. */
  cpuSlowdownMultiplier: number;
  /** The benchmarkIndex the run itself reported (Lighthouse measures it again at its start). */
  benchmarkIndex: number;
  /** What the main thread spent the run's time on, by Lighthouse's groups, at the run's CPU slowdown (mainThreadCosts). */
  mainThread: Array<{ group: string; ms: number }>;
  /** The run's long tasks (over 50 ms at its CPU slowdown), longest first, each with the script or document it ran for. */
  longTasks: Array<{ source: string; ms: number }>;
  /** The page's main thread in the run's own trace, as this machine ran it (null when the trace does not show it). */
  onThisMachine: MainThreadTime | null;
}

/**
 * The page's main-thread tasks as this machine ran them, unthrottled: how long each took (what Lighthouse's simulation
 * multiplies by the CPU slowdown) and how much of that the thread spent on the CPU (the rest it waited: for the other
 * processes on the machine's cores, for the browser process).
 */
export interface MainThreadTime {
  tasks: number;
  busyMs: number;
  cpuMs: number;
  /** The tasks that are long (over 50 ms) at the run's CPU slowdown, the ones its TBT is made of. */
  longTasks: number;
  longBusyMs: number;
  longCpuMs: number;
}

export interface PageResult {
  path: string;
  url: string;
  /** Every run, in the order they ran. */
  each: RunFigures[];
  /** 0-100, null when Lighthouse could not score the category. */
  scores: Record<Category, number | null>;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Bytes of JavaScript the page transferred (all scripts, dynamic imports included). */
  scriptTransferBytes: number;
  /** Bytes the page transferred in all. */
  totalTransferBytes: number;
  /** Why scores are lost: failing audits, LCP element and phases, biggest savings. */
  diagnosis: string[];
  /** Lighthouse runs of the page; the figures are those of the run with the median performance score. */
  runs: number;
  /** The full Lighthouse result of that run, saved beside latest.json. */
  reportFile: string;
}

export interface LighthouseResult {
  appUrl: string;
  stack: 'reused' | 'started';
  lighthouseVersion: string;
  chromeVersion: string;
  pages: PageResult[];
}

async function answers(url: string): Promise<boolean> {
  try {
    const [page, api] = await Promise.all([
      fetch(url, { signal: AbortSignal.timeout(5_000) }),
      fetch(`${url}/api/top-foods`, { signal: AbortSignal.timeout(5_000) }),
    ]);
    return page.ok && api.ok;
  } catch {
    return false;
  }
}


const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `work` against a stack answering at the app URL: a running one if any (waiting for one that is starting), else one of its own. */
async function withStack<T>(log: (line: string) => void, work: (url: string, stack: LighthouseResult['stack']) => Promise<T>): Promise<T> {
  // Loaded only here: the API and first-load parts must not depend on the stack launcher.
  const { APP_URL, RUNTIME_DIR, startStack } = await import('../scripts/stack.js');
  const { readState } = await import('../scripts/stack-state.js');
  const { isSameProcess } = await import('../scripts/stack-processes.js');
  // This checkout's stack starting or stopping (its launcher alive); leftovers and other checkouts' stacks are
  // cleared or named by startStack.
  const emulatorsRunning = () => {
    const state = readState(RUNTIME_DIR);
    return state !== undefined && isSameProcess(state.launcher.pid, state.launcher.startTicks);
  };
  const deadline = Date.now() + STACK_WAIT_MS;
  for (;;) {
    if (await answers(APP_URL)) {
      log(`  using the stack already running at ${APP_URL}`);
      return work(APP_URL, 'reused');
    }
    if (!emulatorsRunning()) break;
    if (Date.now() > deadline) throw new Error('another local stack kept running without answering at the app URL');
    log('  another local stack is starting or stopping; waiting...');
    await sleep(5_000);
  }
  log('  starting the local stack...');
  const stack = await startStack({ log: (line) => log(`  ${line}`) });
  try {
    return await work(stack.url, 'started');
  } finally {
    await stack.stop();
  }
}

interface DetailItem {
  group?: string;
  groupLabel?: string;
  duration?: number;
  node?: { selector?: string; snippet?: string; nodeLabel?: string };
  url?: string;
  phase?: string;
  timing?: number;
  transferSize?: number;
  resourceType?: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Table rows of an audit's details, including tables nested in a list. */
function detailItems(details: unknown): DetailItem[] {
  if (!isRecord(details) || !Array.isArray(details.items)) return [];
  if (details.type === 'list') return details.items.flatMap((item: unknown) => detailItems(item));
  return details.items.filter(isRecord) as DetailItem[];
}

function describeItem(item: DetailItem): string | undefined {
  if (item.node) return item.node.selector ?? item.node.nodeLabel ?? item.node.snippet;
  if (item.url) {
    const size = item.transferSize ? ` ${(item.transferSize / 1000).toFixed(1)} KB` : '';
    return `${item.url}${size}`;
  }
  return undefined;
}

function diagnose(lhr: Result): string[] {
  const lines: string[] = [];
  const audit = (id: string) => lhr.audits[id];
  for (const category of CATEGORIES) {
    const refs = lhr.categories[category]?.auditRefs ?? [];
    for (const ref of refs) {
      // Shown below with its phases.
      if (ref.id === 'largest-contentful-paint-element') continue;
      const result = audit(ref.id);
      if (!result || result.score === null || result.score >= 1) continue;
      const weighted = ref.weight > 0;
      const savings = Object.values(result.metricSavings ?? {}).some((value) => (value ?? 0) > 0);
      if (!weighted && !(category === 'performance' && savings)) continue;
      const items = detailItems(result.details).map(describeItem).filter((text): text is string => Boolean(text));
      const shown = items.slice(0, 4).join(' | ');
      const more = items.length > 4 ? ` (+${items.length - 4} more)` : '';
      const value = result.displayValue ? ` [${result.displayValue}]` : '';
      const score = result.scoreDisplayMode === 'binary' ? 'fail' : `score ${Math.round(result.score * 100)}`;
      lines.push(`${category}: ${ref.id} (${score}${weighted ? `, weight ${ref.weight}` : ''})${value}${shown ? ` — ${shown}${more}` : ''}`);
    }
  }
  const lcpElement = detailItems(audit('largest-contentful-paint-element')?.details);
  const element = lcpElement.find((item) => item.node)?.node;
  if (element) lines.push(`LCP element: ${element.snippet ?? element.selector ?? ''}`);
  const phases = lcpElement.filter((item) => item.phase !== undefined && item.timing !== undefined);
  if (phases.length) lines.push(`LCP phases: ${phases.map((item) => `${item.phase} ${Math.round(item.timing ?? 0)} ms`).join(', ')}`);
  return lines;
}

/**
 * What costs a run its time, from its own audits: the main thread's work by group (`mainthread-work-breakdown`: Script
 * Evaluation, Style & Layout, Parse HTML & CSS, Rendering, Other...) and its long tasks (`long-tasks`), each named by
 * the file it ran for ("document" for the page's own HTML, "unattributable" for work Lighthouse names no file for).
 * Both are timed at the run's CPU slowdown, as its TBT is.
 */
export function mainThreadCosts(lhr: Pick<Result, 'audits' | 'finalDisplayedUrl'>): Pick<RunFigures, 'mainThread' | 'longTasks'> {
  const mainThread = detailItems(lhr.audits['mainthread-work-breakdown']?.details)
    .filter((item) => typeof item.duration === 'number')
    .map((item) => ({ group: item.groupLabel ?? item.group ?? 'unnamed', ms: item.duration ?? 0 }))
    .sort((a, b) => b.ms - a.ms);
  const documentUrl = lhr.finalDisplayedUrl;
  const source = (url: string | undefined) => {
    if (!url || url === 'Unattributable') return 'unattributable';
    if (url === documentUrl) return 'document';
    return url.replace(/^.*\/([^/?#]+)(?:[?#].*)?$/, '$1');
  };
  const longTasks = detailItems(lhr.audits['long-tasks']?.details)
    .filter((item) => typeof item.duration === 'number')
    .map((item) => ({ source: source(item.url), ms: item.duration ?? 0 }))
    .sort((a, b) => b.ms - a.ms);
  return { mainThread, longTasks };
}

/** The fields of a Chrome trace event that mainThreadTime reads. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: { url?: string; processId?: number; isInPrimaryMainFrame?: boolean } };
}

/**
 * mainThreadTime from a run's trace: the renderer that committed `pageUrl` in the primary main frame, its
 * `CrRendererMain` thread, and that thread's top-level tasks from the commit on (`dur` is a task's wall time and
 * `tdur` its thread time, both in µs).
 */
export function mainThreadTime(events: readonly TraceEvent[], pageUrl: string, cpuSlowdownMultiplier: number): MainThreadTime | null {
  const commit = events.findLast(
    (event) => event.name === 'FrameCommittedInBrowser' && event.args?.data?.isInPrimaryMainFrame === true && event.args.data.url === pageUrl,
  );
  const pid = commit?.args?.data?.processId;
  if (!commit || pid === undefined) return null;
  const thread = events.find((event) => event.ph === 'M' && event.name === 'thread_name' && event.pid === pid && event.args?.name === 'CrRendererMain');
  if (!thread) return null;
  const tasks = events
    .filter((event) => event.ph === 'X' && event.name === 'RunTask' && event.pid === pid && event.tid === thread.tid && event.ts >= commit.ts)
    .sort((a, b) => a.ts - b.ts);
  const time: MainThreadTime = { tasks: 0, busyMs: 0, cpuMs: 0, longTasks: 0, longBusyMs: 0, longCpuMs: 0 };
  let end = -Infinity;
  for (const task of tasks) {
    // A task run inside another (a nested run loop) is part of it.
    if (task.ts < end) continue;
    const busyMs = (task.dur ?? 0) / 1000;
    const cpuMs = (task.tdur ?? task.dur ?? 0) / 1000;
    end = task.ts + (task.dur ?? 0);
    time.tasks += 1;
    time.busyMs += busyMs;
    time.cpuMs += cpuMs;
    if (busyMs * cpuSlowdownMultiplier > 50) {
      time.longTasks += 1;
      time.longBusyMs += busyMs;
      time.longCpuMs += cpuMs;
    }
  }
  return time;
}

function score(lhr: Result, category: Category): number | null {
  const value = lhr.categories[category]?.score;
  return value === null || value === undefined ? null : Math.round(value * 100);
}

type Audited = Omit<PageResult, 'path' | 'reportFile' | 'runs' | 'each'> & {
  lhr: Result;
  hostBenchmarkIndex: number;
  cpuSlowdownMultiplier: number;
  onThisMachine: MainThreadTime | null;
};

/** One run in a fresh Chrome: first the host's benchmarkIndex (a one-audit calibration run), then the audit. */
async function auditPage(url: string): Promise<Audited> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  try {
    const calibration = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyAudits: ['viewport'] });
    const hostBenchmarkIndex = calibration?.lhr.environment.benchmarkIndex;
    if (!hostBenchmarkIndex) throw new Error(`Lighthouse measured no benchmarkIndex on ${url}`);
    const cpuSlowdownMultiplier = hostBenchmarkIndex / LOW_TIER_BENCHMARK_INDEX;
    // Default config (mobile form factor, simulated throttling) with the CPU slowed to a low-tier phone's.
    const run = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      throttling: { cpuSlowdownMultiplier },
    });
    if (!run) throw new Error(`Lighthouse returned no result for ${url}`);
    const { lhr } = run;
    if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const onThisMachine = mainThreadTime(run.artifacts.Trace.traceEvents as unknown as TraceEvent[], lhr.finalDisplayedUrl, cpuSlowdownMultiplier);
    const requests = detailItems(lhr.audits['network-requests']?.details);
    const transferred = (items: DetailItem[]) => items.reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
    return {
      url,
      lhr,
      hostBenchmarkIndex,
      cpuSlowdownMultiplier,
      onThisMachine,
      scores: Object.fromEntries(CATEGORIES.map((category) => [category, score(lhr, category)])) as PageResult['scores'],
      lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
      scriptTransferBytes: transferred(requests.filter((item) => item.resourceType === 'Script')),
      totalTransferBytes: transferred(requests),
      diagnosis: diagnose(lhr),
    };
  } finally {
    chrome.kill();
  }
}

/**
 * Part 4: Lighthouse on /, /foods and one /food/:id of the built app served by the local stack, and on their Bangla
 * twins /bn/, /bn/foods and /bn/food/:id (docs/ARCHITECTURE.md §5i), as a low-tier phone
 * (LOW_TIER_BENCHMARK_INDEX), `runs` times per page, each in a fresh Chrome (the run with the median performance score is kept).
 */
export async function runLighthouse(resultsDir: string, log: (line: string) => void, runs = 1): Promise<LighthouseResult> {
  mkdirSync(resultsDir, { recursive: true });
  return withStack(log, async (appUrl, stack) => {
    const top = await fetch(`${appUrl}/api/top-foods`);
    const [food] = (await top.json()) as Array<{ _id: string }>;
    if (!food) throw new Error('the stack has no food to open /food/:id with (is it seeded?)');
    const pages: PageResult[] = [];
    let versions = { lighthouseVersion: '', chromeVersion: '' };
    for (const pagePath of ['/', '/foods', `/food/${food._id}`, '/bn/', '/bn/foods', `/bn/food/${food._id}`]) {
      const audits = [];
      for (let run = 1; run <= runs; run += 1) {
        log(`  Lighthouse ${pagePath}${runs > 1 ? ` (run ${run} of ${runs})` : ''}...`);
        audits.push(await auditPage(appUrl + pagePath));
      }
      const each = audits.map((audit) => ({
        performance: audit.scores.performance,
        lcpMs: audit.lcpMs,
        tbtMs: audit.tbtMs,
        hostBenchmarkIndex: audit.hostBenchmarkIndex,
        cpuSlowdownMultiplier: audit.cpuSlowdownMultiplier,
        benchmarkIndex: audit.lhr.environment.benchmarkIndex,
        ...mainThreadCosts(audit.lhr),
        onThisMachine: audit.onThisMachine,
      }));
      for (const [index, run] of each.entries()) log(`    run ${index + 1}: ${describeRun(run)}\n      ${describeCosts(run)}\n      ${describeMachine(run)}`);
      audits.sort((a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0));
      const { lhr, hostBenchmarkIndex: _index, cpuSlowdownMultiplier: _multiplier, onThisMachine: _machine, ...page } = audits[Math.floor(audits.length / 2)] as (typeof audits)[number];
      const bangla = pagePath.startsWith('/bn/');
      const bare = bangla ? pagePath.slice(3) : pagePath;
      const slug = `${bangla ? 'bn-' : ''}${bare === '/' ? 'home' : (bare.split('/')[1] ?? 'page')}`;
      const reportFile = path.join(resultsDir, `lighthouse-${slug}.json`);
      writeFileSync(reportFile, JSON.stringify(lhr));
      versions = { lighthouseVersion: lhr.lighthouseVersion, chromeVersion: lhr.environment.hostUserAgent.match(/Chrome\/([\d.]+)/)?.[1] ?? '' };
      pages.push({ path: pagePath, ...page, each, runs, reportFile });
    }
    return { appUrl, stack, ...versions, pages };
  });
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

function describeRun(run: RunFigures): string {
  return (
    `performance ${run.performance ?? 'n/a'} · LCP ${seconds(run.lcpMs)} · TBT ${Math.round(run.tbtMs)} ms · ` +
    `benchmarkIndex ${Math.round(run.hostBenchmarkIndex)} → CPU ×${run.cpuSlowdownMultiplier.toFixed(2)} (the run's own ${Math.round(run.benchmarkIndex)})`
  );
}

/** One line: the main thread's work by group, then the long tasks by what they ran for (count and longest). */
export function describeCosts(run: Pick<RunFigures, 'mainThread' | 'longTasks'>): string {
  const ms = (value: number) => `${Math.round(value)} ms`;
  const total = run.mainThread.reduce((sum, item) => sum + item.ms, 0);
  const work = run.mainThread.map((item) => `${item.group} ${ms(item.ms)}`).join(' · ');
  const bySource = new Map<string, number[]>();
  for (const task of run.longTasks) bySource.set(task.source, [...(bySource.get(task.source) ?? []), task.ms]);
  const tasks = [...bySource].map(([source, durations]) => `${source} ${durations.length} (longest ${ms(Math.max(...durations))})`).join(' · ');
  return `main thread ${ms(total)}: ${work || 'n/a'}; long tasks ${run.longTasks.length}${tasks ? `: ${tasks}` : ''}`;
}

/** One line: the main thread's tasks as this machine ran them, all of them and the long ones, and their time on the CPU. */
export function describeMachine(run: Pick<RunFigures, 'onThisMachine' | 'cpuSlowdownMultiplier'>): string {
  const time = run.onThisMachine;
  if (!time) return 'on this machine: n/a (the trace does not show the page\'s main thread)';
  const share = (cpu: number, busy: number) => `${Math.round(cpu)} ms of it on the CPU (${busy > 0 ? Math.round((cpu / busy) * 100) : 0} %)`;
  return (
    `on this machine, unthrottled: ${time.tasks} tasks, ${Math.round(time.busyMs)} ms, ${share(time.cpuMs, time.busyMs)}; ` +
    `the ${time.longTasks} long at ×${run.cpuSlowdownMultiplier.toFixed(2)}: ${Math.round(time.longBusyMs)} ms, ${share(time.longCpuMs, time.longBusyMs)}`
  );
}

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

export function lighthouseLines(result: LighthouseResult): Array<Omit<ReportLine, 'section'>> {
  return result.pages.flatMap((page) => {
    const label = page.path.replace(/\/food\/[^/]+$/, '/food/:id');
    return [
      ...CATEGORIES.map((category) => {
        const value = page.scores[category];
        const budget = SCORE_BUDGETS[category];
        return {
          label: `${label} ${category}`,
          figure: value === null ? 'n/a' : String(value),
          budget: budget === 100 ? '= 100' : `≥ ${budget}`,
          verdict: verdict(value !== null && value >= budget),
        };
      }),
      {
        label: `${label} LCP`,
        figure: seconds(page.lcpMs),
        budget: `≤ ${seconds(LCP_BUDGET_MS)}`,
        verdict: verdict(page.lcpMs <= LCP_BUDGET_MS),
      },
      {
        label: `${label} TBT (median of the runs)`,
        figure: `${Math.round(median(page.each.map((run) => run.tbtMs)))} ms`,
        budget: `≤ ${TBT_BUDGET_MS} ms`,
        verdict: verdict(median(page.each.map((run) => run.tbtMs)) <= TBT_BUDGET_MS),
      },
      {
        label: `${label} CLS`,
        figure: page.cls.toFixed(3),
        budget: '',
        verdict: 'INFO' as const,
      },
      ...page.each.flatMap((run, index) => [
        {
          label: `${label}   run ${index + 1}`,
          figure: describeRun(run),
          budget: '',
          verdict: 'INFO' as const,
        },
        {
          label: `${label}   run ${index + 1}: what costs the time`,
          figure: describeCosts(run),
          budget: '',
          verdict: 'INFO' as const,
        },
        {
          label: `${label}   run ${index + 1}: its main thread on this machine`,
          figure: describeMachine(run),
          budget: '',
          verdict: 'INFO' as const,
        },
      ]),
      {
        label: `${label} transferred: JS · all`,
        figure: `${kb(page.scriptTransferBytes)} · ${kb(page.totalTransferBytes)}`,
        budget: '',
        verdict: 'INFO' as const,
      },
    ];
  });
}
