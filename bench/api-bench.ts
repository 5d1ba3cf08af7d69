import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { FOOD_SORTS } from '../functions/src/domain/foods.js';
import { FOODS_PAGE_DEFAULT, MAX_PER_ORDER } from '../functions/src/domain/limits.js';
import { REVIEWS_PAGE_DEFAULT } from '../functions/src/domain/reviews.js';
import type { FoodInput, IdResponse } from '../functions/src/domain/types.js';
import type { ApiServer, CallOptions } from '../functions/src/test/api.js';
import { runContention, type ContentionResult } from './contention-bench.js';
import { loadApiHarness, PROJECT_ID, type ApiHarness } from './emulators.js';
import { runPagesBench, type PagesBenchResult } from './pages-bench.js';
import { buildCatalogue, FIRST_PHASE_MATCHES, FIRST_PHASE_SIZE, FULL_SIZE, nameContains, SEARCH_TERMS, type Catalogue as Foods } from './food-names.js';
import { verdict, type ReportLine } from './report.js';
import { prepareReviews, REVIEWS_ON_FOOD, reviewWriteLines, summarizeWrites, type ReviewWrites } from './reviews-bench.js';
import { runWalks, walkLines, type WalkResult } from './search-walks.js';
import { mapBounded, summarize, type LatencySummary } from './stats.js';

const LOAD_CONCURRENCY = 16;
const WARMUP_RUNS = 3;
const MEASURED_RUNS = 30;
/** Extra documents a search may read beyond the foods it finds. */
const SEARCH_READ_ALLOWANCE = 25;
const TOP_FOODS_READ_BUDGET = 8;
const CATEGORIES_READ_BUDGET = 1;
// Category pages: the most common category of the first 50 foods at 4 a page, so both catalogues have a full second
// page and the two pages compare equal output.
const PAGE_CATEGORY = 'Seafood';
const CATEGORY_PAGE = 4;
// Every food with this term is among the first 50 (k = 10 in both catalogues): sorted searches compare equal output.
const SORTED_TERM = 'kumquat';
const LATENCY_RATIO_BUDGET = 2;
// Both catalogues hold at least a full page of matches for this term (25 of 50, 100 of 5,000).
const PAGED_TERM = 'saffron';

interface Catalogue {
  api: ApiServer;
  oneFoodId: string;
  purchaseFoodId: string;
  /** The food given REVIEWS_ON_FOOD reviews before measuring. */
  reviewedFoodId: string;
  /** X-Next-Cursor of each `afterPage` path, fetched once before measuring. */
  cursors: Map<string, string>;
}

interface Case {
  name: string;
  call(catalogue: Catalogue): { path: string; options?: CallOptions };
  /** The page this case continues (a path, or one per catalogue): its cursor is fetched per catalogue before measuring. */
  afterPage?: string | ((catalogue: Catalogue) => string);
  /** Foods the response must hold at 50 and at 5,000 foods. */
  expected?: { at50: number; at5000: number };
  readBudget?: number;
}

export interface CaseFigures {
  /** Most documents one call read (Server-Timing). */
  reads: number;
  /** Foods in the response body. */
  results: number;
  latencyMs: LatencySummary;
  /** Time the API spent waiting on Firestore (Server-Timing `dur`). */
  firestoreMs: LatencySummary;
}

export interface CaseResult {
  name: string;
  at50: CaseFigures;
  at5000: CaseFigures;
  readBudget?: number;
  expectedResults?: { at50: number; at5000: number };
  /** p50 at 5,000 foods over p50 at 50 foods. */
  latencyRatio: number;
}

export interface ApiBenchResult {
  loadSeconds: number;
  foodsPerSecond: number;
  cases: CaseResult[];
  walks: WalkResult[];
  pages: PagesBenchResult;
  contention: ContentionResult;
  reviewWrites: ReviewWrites;
}

async function loadFoods(harness: ApiHarness, api: ApiServer, cookie: string, foods: readonly FoodInput[]): Promise<string[]> {
  return mapBounded(foods, LOAD_CONCURRENCY, async (food) => {
    const response = await harness.call<IdResponse>(api, '/api/add-food', { method: 'POST', body: food, cookie });
    if (response.status !== 201) throw new Error(`POST /api/add-food answered ${response.status}: ${JSON.stringify(response.body)}`);
    return response.body._id;
  });
}

function firestoreDuration(headers: Headers): number {
  const match = /firestore;dur=([\d.]+)/.exec(headers.get('server-timing') ?? '');
  return match?.[1] ? Number(match[1]) : Number.NaN;
}

class Sampler {
  private readonly samples: number[] = [];
  private readonly firestoreSamples: number[] = [];
  reads = 0;
  results = 0;

  constructor(
    private readonly harness: ApiHarness,
    private readonly item: Case,
    private readonly catalogue: Catalogue,
  ) {}

  async run(record: boolean): Promise<void> {
    const { path, options } = this.item.call(this.catalogue);
    const started = performance.now();
    const response = await this.harness.call(this.catalogue.api, path, options);
    const elapsed = performance.now() - started;
    if (response.status < 200 || response.status > 299) {
      throw new Error(`${this.item.name}: ${path} answered ${response.status}: ${JSON.stringify(response.body)}`);
    }
    if (!record) return;
    this.samples.push(elapsed);
    this.firestoreSamples.push(firestoreDuration(response.headers));
    this.reads = Math.max(this.reads, this.harness.readsOf(response));
    this.results = Array.isArray(response.body) ? response.body.length : 1;
  }

  figures(): CaseFigures {
    return {
      reads: this.reads,
      results: this.results,
      latencyMs: summarize(this.samples),
      firestoreMs: summarize(this.firestoreSamples),
    };
  }
}

/** Calls alternate between the two catalogues, so load from elsewhere on the machine hits both alike. */
async function measurePair(harness: ApiHarness, item: Case, small: Catalogue, large: Catalogue): Promise<[CaseFigures, CaseFigures]> {
  const samplers = [new Sampler(harness, item, small), new Sampler(harness, item, large)] as const;
  for (let run = 0; run < WARMUP_RUNS + MEASURED_RUNS; run += 1) {
    const order = run % 2 === 0 ? samplers : ([samplers[1], samplers[0]] as const);
    for (const sampler of order) await sampler.run(run >= WARMUP_RUNS);
  }
  return [samplers[0].figures(), samplers[1].figures()];
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const describe = (figures: CaseFigures) =>
  `reads ${figures.reads} · results ${figures.results} · p50 ${ms(figures.latencyMs.p50)} · p95 ${ms(figures.latencyMs.p95)}` +
  ` · Firestore p50 ${ms(figures.firestoreMs.p50)}`;

function caseLines(result: CaseResult): Array<Omit<ReportLine, 'section'>> {
  const { at50, at5000 } = result;
  const expected = result.expectedResults;
  const resultsOk = expected === undefined || at5000.results === expected.at5000;
  const sameOutput = expected === undefined || expected.at50 === expected.at5000;
  const readsOk = result.readBudget === undefined ? undefined : at5000.reads <= result.readBudget && resultsOk;
  const budget = [
    result.readBudget === undefined ? '' : `reads ≤ ${result.readBudget}`,
    expected === undefined ? '' : `results = ${expected.at5000}`,
  ]
    .filter(Boolean)
    .join(', ');
  return [
    { label: result.name, figure: describe(at5000), budget, verdict: verdict(readsOk) },
    {
      label: '  at 50 foods',
      figure: describe(at50),
      budget: expected === undefined ? '' : `results = ${expected.at50}`,
      verdict: expected === undefined ? 'INFO' : verdict(at50.results === expected.at50),
    },
    sameOutput
      ? {
          label: '  p50 latency 5,000 / 50',
          figure: `${result.latencyRatio.toFixed(2)}×`,
          budget: `≤ ${LATENCY_RATIO_BUDGET}×`,
          verdict: verdict(result.latencyRatio <= LATENCY_RATIO_BUDGET),
        }
      : {
          // 50 foods cannot hold k = 100 matches: the ratio compares unequal output, so the budget is judged on the
          // same search at the app's page size below.
          label: '  p50 latency 5,000 / 50 (unequal result counts)',
          figure: `${result.latencyRatio.toFixed(2)}×`,
          budget: '',
          verdict: 'INFO',
        },
  ];
}

export function apiLines(result: ApiBenchResult): Array<Omit<ReportLine, 'section'>> {
  return [
    {
      label: `load ${FULL_SIZE + FIRST_PHASE_SIZE} foods through POST /api/add-food`,
      figure: `${result.loadSeconds.toFixed(1)} s (${result.foodsPerSecond.toFixed(0)} foods/s, ${LOAD_CONCURRENCY} in flight)`,
      budget: '',
      verdict: 'INFO',
    },
    ...result.cases.flatMap(caseLines),
    ...reviewWriteLines(result.reviewWrites),
    ...walkLines(result.walks),
  ];
}

/** A page of All Foods; `afterPage` makes it the page after that one. */
function listPath(params: Record<string, string | number>): string {
  return `/api/foods?${new URLSearchParams(Object.entries(params).map(([key, value]): [string, string] => [key, String(value)])).toString()}`;
}

function pageCase(name: string, path: string, results: { at50: number; at5000: number }, limit: number, afterPage?: string): Case {
  return {
    name,
    call: (catalogue) => ({ path: afterPage ? `${path}&cursor=${catalogue.cursors.get(afterPage) ?? ''}` : path }),
    afterPage,
    expected: results,
    readBudget: limit + 1,
  };
}

/** Every sort of all foods and of one category, first and second page: each reads at most limit + 1 documents. */
function sortCases(): Case[] {
  return FOOD_SORTS.flatMap((sort) => {
    const all = listPath({ sort, limit: FOODS_PAGE_DEFAULT });
    const category = listPath({ sort, category: PAGE_CATEGORY, limit: CATEGORY_PAGE });
    const full = { at50: FOODS_PAGE_DEFAULT, at5000: FOODS_PAGE_DEFAULT };
    const four = { at50: CATEGORY_PAGE, at5000: CATEGORY_PAGE };
    return [
      pageCase(`sort ${sort}, page 1 (limit ${FOODS_PAGE_DEFAULT})`, all, full, FOODS_PAGE_DEFAULT),
      pageCase(`sort ${sort}, page 2`, all, full, FOODS_PAGE_DEFAULT, all),
      pageCase(`category ${PAGE_CATEGORY}, sort ${sort}, page 1 (limit ${CATEGORY_PAGE})`, category, four, CATEGORY_PAGE),
      pageCase(`category ${PAGE_CATEGORY}, sort ${sort}, page 2`, category, four, CATEGORY_PAGE, category),
    ];
  });
}

/** Searches with every sort, and with a category: each page reads at most k + 25 documents. */
function sortedSearchCases(foods: Foods): Case[] {
  const k = FIRST_PHASE_MATCHES[SORTED_TERM];
  const sorted = FOOD_SORTS.map((sort) => ({
    name: `search "${SORTED_TERM}" (k = ${k}), sort ${sort}`,
    call: () => ({ path: listPath({ search: SORTED_TERM, sort, limit: FOODS_PAGE_DEFAULT }) }),
    expected: { at50: k, at5000: k },
    readBudget: k + SEARCH_READ_ALLOWANCE,
  }));
  const inCategory = (list: readonly FoodInput[]) =>
    list.filter((food) => nameContains(food.foodName, PAGED_TERM) && food.category === PAGE_CATEGORY).length;
  const at5000 = inCategory([...foods.first, ...foods.rest]);
  return [
    ...sorted,
    {
      name: `search "${PAGED_TERM}", category ${PAGE_CATEGORY}, sort price_desc (k = ${at5000})`,
      call: () => ({ path: listPath({ search: PAGED_TERM, category: PAGE_CATEGORY, sort: 'price_desc', limit: FOODS_PAGE_DEFAULT }) }),
      expected: { at50: inCategory(foods.first), at5000 },
      readBudget: at5000 + SEARCH_READ_ALLOWANCE,
    },
  ];
}

/** A food's reviews, first and second page (of REVIEWS_ON_FOOD): each reads at most limit + 1 documents. */
function reviewCases(): Case[] {
  const firstPage = (catalogue: Catalogue) => `/api/food/${catalogue.reviewedFoodId}/reviews?limit=${REVIEWS_PAGE_DEFAULT}`;
  const full = { at50: REVIEWS_PAGE_DEFAULT, at5000: REVIEWS_PAGE_DEFAULT };
  return [
    {
      name: `reviews of a food (${REVIEWS_ON_FOOD}), page 1 (limit ${REVIEWS_PAGE_DEFAULT})`,
      call: (catalogue) => ({ path: firstPage(catalogue) }),
      expected: full,
      readBudget: REVIEWS_PAGE_DEFAULT + 1,
    },
    {
      name: 'reviews of a food, page 2',
      call: (catalogue) => ({ path: `${firstPage(catalogue)}&cursor=${catalogue.cursors.get(firstPage(catalogue)) ?? ''}` }),
      afterPage: firstPage,
      expected: full,
      readBudget: REVIEWS_PAGE_DEFAULT + 1,
    },
  ];
}

const categoryCount = (list: readonly FoodInput[]) => new Set(list.map((food) => food.category)).size;

function cases(foods: Foods): Case[] {
  return [
    // k = 100 needs more than one request under the 100-read cap: search-walks.ts follows it to the end.
    ...SEARCH_TERMS.filter(({ k }) => k < 100).map(({ term, k }) => ({
      name: `search "${term}" (k = ${k}, limit 100)`,
      call: () => ({ path: `/api/foods?search=${encodeURIComponent(term)}&limit=100` }),
      expected: { at50: FIRST_PHASE_MATCHES[term], at5000: k },
      readBudget: k + SEARCH_READ_ALLOWANCE,
    })),
    {
      name: `search "${PAGED_TERM}", first page as the app asks (limit ${FOODS_PAGE_DEFAULT})`,
      call: () => ({ path: `/api/foods?search=${PAGED_TERM}&limit=${FOODS_PAGE_DEFAULT}` }),
      expected: { at50: FOODS_PAGE_DEFAULT, at5000: FOODS_PAGE_DEFAULT },
      readBudget: FOODS_PAGE_DEFAULT + SEARCH_READ_ALLOWANCE,
    },
    ...sortedSearchCases(foods),
    {
      name: 'empty search, first page (k = 24)',
      call: () => ({ path: '/api/foods' }),
      expected: { at50: 24, at5000: 24 },
      readBudget: 24 + SEARCH_READ_ALLOWANCE,
    },
    ...sortCases(),
    ...reviewCases(),
    {
      name: 'categories GET /api/categories',
      call: () => ({ path: '/api/categories' }),
      expected: { at50: categoryCount(foods.first), at5000: categoryCount([...foods.first, ...foods.rest]) },
      readBudget: CATEGORIES_READ_BUDGET,
    },
    { name: 'one food GET /api/food/:id', call: (catalogue) => ({ path: `/api/food/${catalogue.oneFoodId}` }) },
    { name: 'top foods GET /api/top-foods', call: () => ({ path: '/api/top-foods' }), readBudget: TOP_FOODS_READ_BUDGET },
  ];
}

/** Fetches the page each `afterPage` case continues, and keeps its cursor. */
async function prepareCursors(harness: ApiHarness, catalogue: Catalogue, list: readonly Case[]): Promise<void> {
  for (const item of list) {
    const page = typeof item.afterPage === 'function' ? item.afterPage(catalogue) : item.afterPage;
    if (!page || catalogue.cursors.has(page)) continue;
    const response = await harness.call(catalogue.api, page);
    const cursor = response.headers.get('x-next-cursor');
    if (response.status !== 200 || !cursor) throw new Error(`${page} answered ${response.status} without a cursor`);
    catalogue.cursors.set(page, cursor);
  }
}

/**
 * Part 1 and 2: the API in this process over the emulators, with two catalogues loaded through HTTP: 50 foods (its own
 * project in the same Firestore emulator) and 5,000 foods (the default project); then the contention case.
 */
export async function runApiBench(log: (line: string) => void): Promise<ApiBenchResult> {
  const { emulators, harness } = await loadApiHarness();
  const smallDb = getFirestore(initializeApp({ projectId: `${PROJECT_ID}-50` }, 'bench-50'));
  const largeApi = await harness.startApi();
  const smallApi = await harness.startApi({ db: smallDb });
  try {
    const owner = await harness.createUser('bench-owner');
    const buyer = await harness.createUser('bench-buyer');
    const ownerCookie = await harness.signIn(largeApi, owner);
    const buyerCookie = await harness.signIn(largeApi, buyer);
    const foods = buildCatalogue();

    log(`  loading ${FIRST_PHASE_SIZE} foods, then ${FULL_SIZE} foods in a second project, through the API...`);
    const started = performance.now();
    const smallIds = await loadFoods(harness, smallApi, ownerCookie, foods.first);
    const largeIds = await loadFoods(harness, largeApi, ownerCookie, [...foods.first, ...foods.rest]);
    const loadSeconds = (performance.now() - started) / 1000;
    const catalogue = (api: ApiServer, ids: string[]): Catalogue => {
      const [oneFoodId, purchaseFoodId, reviewedFoodId] = ids;
      if (!oneFoodId || !purchaseFoodId || !reviewedFoodId) throw new Error('the load created no foods');
      return { api, oneFoodId, purchaseFoodId, reviewedFoodId, cursors: new Map() };
    };
    const small = catalogue(smallApi, smallIds);
    const large = catalogue(largeApi, largeIds);

    // A buyer's open orders of one dish hold MAX_PER_ORDER units at most (§5a): every run buys one unit, so the
    // runs on a catalogue take turns among enough buyers, MAX_PER_ORDER purchases each.
    const purchaseCookies = [buyerCookie];
    for (let i = 1; i < Math.ceil((WARMUP_RUNS + MEASURED_RUNS) / MAX_PER_ORDER); i += 1) {
      purchaseCookies.push(await harness.signIn(largeApi, await harness.createUser(`bench-buyer-${i}`)));
    }
    const purchasesOn = new Map<Catalogue, number>();
    const purchase: Case = {
      name: 'purchase POST /api/add-purchase-food',
      call: (target) => {
        const made = purchasesOn.get(target) ?? 0;
        purchasesOn.set(target, made + 1);
        const cookie = purchaseCookies[Math.floor(made / MAX_PER_ORDER)];
        return { path: '/api/add-purchase-food', options: { method: 'POST', body: { foodId: target.purchaseFoodId, quantity: 1 }, cookie } };
      },
    };
    log(`  ${REVIEWS_ON_FOOD} completed orders reviewed on one food of each catalogue, through the API...`);
    const reviewWrites = summarizeWrites([
      await prepareReviews(harness, smallApi, { foodId: small.reviewedFoodId, buyer: buyerCookie, seller: ownerCookie }),
      await prepareReviews(harness, largeApi, { foodId: large.reviewedFoodId, buyer: buyerCookie, seller: ownerCookie }),
    ]);
    const measured = [...cases(foods), purchase];
    await prepareCursors(harness, small, measured);
    await prepareCursors(harness, large, measured);
    log(`  measuring ${measured.length} calls × ${MEASURED_RUNS} runs on each catalogue, alternating...`);
    const results: CaseResult[] = [];
    for (const item of measured) {
      const [at50, at5000] = await measurePair(harness, item, small, large);
      results.push({
        name: item.name,
        at50,
        at5000,
        readBudget: item.readBudget,
        expectedResults: item.expected,
        latencyRatio: at5000.latencyMs.p50 / at50.latencyMs.p50,
      });
    }

    log('  searches followed to their end at 5,000 foods...');
    const walks = await runWalks(harness, largeApi);
    log('  server-rendered pages against their API calls, at 5,000 foods...');
    const pages = await runPagesBench(harness, largeApi, large.oneFoodId);
    log('  contention: 30 buyers, stock 10...');
    const contention = await runContention(harness, largeApi, ownerCookie);
    return { loadSeconds, foodsPerSecond: (FIRST_PHASE_SIZE + FULL_SIZE) / loadSeconds, cases: results, walks, pages, contention, reviewWrites };
  } finally {
    await Promise.all([smallApi.close(), largeApi.close()]);
    await emulators.stop();
  }
}
