import type { ApiServer } from '../functions/src/test/api.js';
import type { ApiHarness } from './emulators.js';
import { verdict, type ReportLine } from './report.js';
import { summarize, type LatencySummary } from './stats.js';

const WARMUP_RUNS = 5;
const MEASURED_RUNS = 30;
/** docs/ARCHITECTURE.md §6: a rendered dish page takes at most twice the time of GET /api/food/:id. */
const PAGE_TIME_RATIO_BUDGET = 2;

/** A server-rendered page and the API calls whose data it carries. */
interface PageCase {
  name: string;
  page: string;
  api: string[];
}

export interface PageFigures {
  name: string;
  page: string;
  /** Documents the page read, and those its API calls read together (Server-Timing). */
  pageReads: number;
  apiReads: number;
  pageMs: LatencySummary;
  /** p50 of the page over p50 of its first API call, taken alternately in one run. */
  timeRatio: number;
  apiMs: LatencySummary;
  /** The page's size as sent (gzipped). */
  bytes: number;
}

export interface PagesBenchResult {
  pages: PageFigures[];
}

function pageCases(foodId: string): PageCase[] {
  return [
    { name: 'dish page GET /food/:id', page: `/food/${foodId}`, api: [`/api/food/${foodId}`] },
    { name: 'Bangla dish page GET /bn/food/:id', page: `/bn/food/${foodId}`, api: [`/api/food/${foodId}`] },
    { name: 'home GET /', page: '/', api: ['/api/top-foods'] },
    { name: 'All Foods GET /foods', page: '/foods', api: ['/api/foods?search=&limit=24', '/api/categories'] },
    {
      name: 'All Foods GET /foods?category=Seafood&sort=price_asc',
      page: '/foods?category=Seafood&sort=price_asc',
      api: ['/api/foods?search=&category=seafood&sort=price_asc&limit=24', '/api/categories'],
    },
  ];
}

async function timed(harness: ApiHarness, api: ApiServer, path: string): Promise<{ ms: number; reads: number; bytes: number }> {
  const started = performance.now();
  const response = await fetch(api.url + path, { headers: { 'accept-encoding': 'gzip' } });
  await response.arrayBuffer();
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  const bytes = Number(response.headers.get('content-length'));
  return { ms, reads: harness.readsOf({ status: response.status, headers: response.headers, body: undefined }), bytes };
}

/**
 * The server-rendered pages (docs/ARCHITECTURE.md §5e, §6) against the API calls they replace, in this process over
 * the emulators: documents read (Server-Timing) and the time to answer, the page and its first API call alternating so
 * load from elsewhere on the machine hits both alike. The page's time includes rendering and compressing it.
 */
export async function runPagesBench(harness: ApiHarness, api: ApiServer, foodId: string): Promise<PagesBenchResult> {
  const pages: PageFigures[] = [];
  for (const item of pageCases(foodId)) {
    const pageSamples: number[] = [];
    const apiSamples: number[] = [];
    let pageReads = 0;
    let apiReads = 0;
    let bytes = 0;
    for (let run = 0; run < WARMUP_RUNS + MEASURED_RUNS; run += 1) {
      const measure = run >= WARMUP_RUNS;
      const pageFirst = run % 2 === 0;
      const order = pageFirst ? ['page', 'api'] : ['api', 'page'];
      for (const which of order) {
        if (which === 'page') {
          const result = await timed(harness, api, item.page);
          if (measure) pageSamples.push(result.ms);
          pageReads = Math.max(pageReads, result.reads);
          bytes = result.bytes;
        } else {
          const results = await Promise.all(item.api.map((path) => timed(harness, api, path)));
          if (measure) apiSamples.push(results[0]?.ms ?? Number.NaN);
          apiReads = Math.max(apiReads, results.reduce((sum, result) => sum + result.reads, 0));
        }
      }
    }
    const pageMs = summarize(pageSamples);
    const apiMs = summarize(apiSamples);
    pages.push({ name: item.name, page: item.page, pageReads, apiReads, pageMs, apiMs, timeRatio: pageMs.p50 / apiMs.p50, bytes });
  }
  return { pages };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

export function pagesLines(result: PagesBenchResult): Array<Omit<ReportLine, 'section'>> {
  return result.pages.flatMap((page, index) => {
    const lines: Array<Omit<ReportLine, 'section'>> = [
      {
        label: `${page.name}: reads · API calls' reads`,
        figure: `${page.pageReads} · ${page.apiReads}`,
        budget: `≤ ${page.apiReads}`,
        verdict: verdict(page.pageReads <= page.apiReads),
      },
      {
        label: `  p50 · p95 (${(page.bytes / 1000).toFixed(1)} KB sent)`,
        figure: `${ms(page.pageMs.p50)} · ${ms(page.pageMs.p95)}`,
        budget: '',
        verdict: 'INFO',
      },
    ];
    // The budget is set against the dish pages' own API call (English and Bangla); the other pages' ratios are printed for information.
    const dishPage = index <= 1;
    lines.push({
      label: `  p50 page / p50 ${pageCases('')[index]?.api[0]?.replace(/\?.*$/, '') ?? 'API'}`,
      figure: `${page.timeRatio.toFixed(2)}× (${ms(page.pageMs.p50)} / ${ms(page.apiMs.p50)})`,
      budget: dishPage ? `≤ ${PAGE_TIME_RATIO_BUDGET}×` : '',
      verdict: dishPage ? verdict(page.timeRatio <= PAGE_TIME_RATIO_BUDGET) : 'INFO',
    });
    return lines;
  });
}
