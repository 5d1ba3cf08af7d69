import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { Router, type ErrorRequestHandler, type Request, type Response } from 'express';
import type { AppConfig } from '../config.js';
import { PUBLIC_READS_MAX } from '../domain/limits.js';
import type { PageReads, PageRenderer } from '../domain/pages.js';
import type { FoodsRepo } from '../foods/foods-repo.js';
import { foodsPage } from '../foods/foods-routes.js';
import { PRIVATE_NO_STORE, PUBLIC_PAGE, PUBLIC_SITEMAP } from '../http/cache-control.js';
import { NotFound } from '../domain/errors.js';
import { statusOf } from '../http/error-handler.js';
import { ServiceUnavailable } from '../http/errors.js';
import { noteFailure } from '../http/request-log.js';
import { loadPageRenderer } from './page-renderer.js';
import { publicOrigin } from './public-origin.js';
import { catalogueChangedAt, SITEMAP_SHARD_PATH, sitemapIndexXml, sitemapXml } from './sitemap.js';

const RETRY_AFTER_SECONDS = 5;

/** What a page that could not be rendered answers, in the language of its URL (the renderer's catalogs may be what failed). */
const FAILURE_PAGE = {
  en: '<!doctype html><html lang="en"><meta charset="utf-8"><title>Food Store</title><meta name="robots" content="noindex"><p>Food Store could not show this page just now. Please try again in a moment.</p></html>',
  bn: '<!doctype html><html lang="bn"><meta charset="utf-8"><title>Food Store</title><meta name="robots" content="noindex"><p>Food Store এই মুহূর্তে পাতাটি দেখাতে পারছে না। একটু পরে আবার চেষ্টা করুন।</p></html>',
} as const;

const gzipped = promisify(gzip);

/**
 * Sends a page gzipped when the client takes it, off the event loop: its inlined stylesheet and query cache make it
 * about six times smaller. gzip, not brotli: a page is compressed on every render, and brotli's fast levels cost
 * several times gzip's time for a few per cent fewer bytes (README, "Benchmarks").
 */
async function sendHtml(req: Request, res: Response, html: string): Promise<void> {
  res.type('html').vary('Accept-Encoding');
  if (req.acceptsEncodings('gzip', 'identity') === 'gzip') res.set('Content-Encoding', 'gzip').send(await gzipped(html));
  else res.send(html);
}

const compiledPages = new WeakMap<PageRenderer, RegExp[]>();

/**
 * A page's route pattern as a test of a path as sent, in any case as Express routes match: a `:param` is one segment,
 * taken as it is (Express would refuse one it cannot %-decode before the page could answer 404), except a dot segment
 * (`/food/.`, `/food/%2e%2e`), which URL parsing resolves to another path that no page renders.
 */
export function pagePathTest(pattern: string): RegExp {
  const segments = pattern.split('/').map((segment) => (segment.startsWith(':') ? '(?!(?:\\.|%2e){1,2}(?:/|$))[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^${segments.join('/')}$`, 'i');
}

function pagesOf(renderer: PageRenderer): RegExp[] {
  let pages = compiledPages.get(renderer);
  if (!pages) compiledPages.set(renderer, (pages = renderer.pagePaths.map(pagePathTest)));
  return pages;
}

/**
 * The public reads of the pages' loaders (web/src/lib/page-context.ts), answered by the same repo calls and parameter
 * rules as their /api routes (foods/foods-routes.ts): a page reads what those calls would, and no more.
 */
export function pageReads(foods: FoodsRepo): PageReads {
  return {
    topFoods: () => foods.topFoods(),
    categories: () => foods.categories(),
    // All Foods' page also reads the category summary (1 document): together at most PUBLIC_READS_MAX.
    foods: async ({ search, category, sort }) => {
      const page = await foodsPage(foods, { query: { search, category, sort } }, PUBLIC_READS_MAX - 1);
      return { foods: page.foods, nextCursor: page.nextCursor ?? null };
    },
    food: (id) =>
      foods.get(id).catch((error: unknown) => {
        if (error instanceof NotFound) return null;
        throw error;
      }),
  };
}

/**
 * The pages Hosting rewrites to the function (docs/ARCHITECTURE.md §5e), the paths the renderer names (its `pagePaths`:
 * /, /foods and /food/:id, and their Bangla twins) rendered with their
 * data by the web app's own components, publicly cacheable (nothing in them depends on who asks: no cookie is read,
 * none is set), and the sitemap. robots.txt is a static file of the web build: the Functions Framework answers
 * /robots.txt itself, with a 404, before any function runs. `loadRenderer` is the web build's renderer (tests pass
 * their own).
 */
export function pagesRouter(foods: FoodsRepo, config: AppConfig, loadRenderer: () => Promise<PageRenderer> = loadPageRenderer): Router {
  const router = Router();

  const render = async (renderer: PageRenderer, req: Request, res: Response) => {
    const page = await renderer.renderPage({ url: req.url, origin: publicOrigin(req, config.publicOrigin), reads: pageReads(foods) });
    // Some data could not be read (the page loads it in the browser): never cache that copy.
    if (page.status === 503) res.set('Retry-After', String(RETRY_AFTER_SECONDS));
    res.status(page.status).set('Cache-Control', page.status === 503 ? PRIVATE_NO_STORE : PUBLIC_PAGE);
    await sendHtml(req, res, page.html);
  };
  // The sitemap and its files read at most 2 documents each (foods/foods-sitemap.ts); a query string changes nothing.
  const sendXml = (res: Response, xml: string) => res.set('Cache-Control', PUBLIC_SITEMAP).type('application/xml').send(xml);
  router.get('/sitemap.xml', async (req, res) => {
    const origin = publicOrigin(req, config.publicOrigin);
    const shards = await foods.sitemapShards();
    if (shards.length > 1) return sendXml(res, sitemapIndexXml(origin, shards));
    const listed = shards.length === 1 ? ((await foods.sitemapFoods(0)) ?? []) : [];
    sendXml(res, sitemapXml(origin, listed, { changedAt: catalogueChangedAt(shards) }));
  });
  router.get(SITEMAP_SHARD_PATH, async (req, res, next) => {
    const shard = Number(SITEMAP_SHARD_PATH.exec(req.path)?.[1]);
    // The first file also lists / and /foods, with when the catalogue last changed.
    const [shards, listed] = await Promise.all([shard === 0 ? foods.sitemapShards() : undefined, foods.sitemapFoods(shard)]);
    if (!listed) return next();
    sendXml(res, sitemapXml(publicOrigin(req, config.publicOrigin), listed, shards && { changedAt: catalogueChangedAt(shards) }));
  });

  // The pages the renderer names (its `pagePaths`, the web app's SERVER_PAGES in every language: English at the spec's
  // paths, Bangla under /bn, docs/ARCHITECTURE.md §5i); any other path goes on to the photos' files and the 404.
  router.get(/^\//, async (req, res, next) => {
    // A page is a document: a request that takes no HTML (an icon, a script, a probe) is no page's, nor a reason to
    // load the renderer.
    if (!req.accepts('html')) return next();
    const renderer = await loadRenderer();
    const pages = pagesOf(renderer);
    if (pages.some((page) => page.test(req.path))) return render(renderer, req, res);
    // The same link with a trailing slash (a chat app or a hand-typed link may add one): the page's own URL, for good.
    const trimmed = req.path.replace(/\/+$/, '');
    if (!trimmed || !pages.some((page) => page.test(trimmed))) return next();
    const query = req.url.indexOf('?');
    res.set('Cache-Control', PUBLIC_PAGE).redirect(301, trimmed + (query < 0 ? '' : req.url.slice(query)));
  });

  const pageError: ErrorRequestHandler = (error: unknown, req, res, next) => {
    // A refusal of the request itself (no usable host) is the client's: the error handler answers it as JSON.
    if (res.headersSent || !req.accepts('html') || (statusOf(error) ?? 500) < 500) return next(error);
    const unavailable = error instanceof ServiceUnavailable;
    // Into the request's one log line, scrubbed and with the query (search text) masked, like every API error.
    if (unavailable) noteFailure(res, error, error.reason ?? error.message);
    else noteFailure(res, error);
    res
      .status(unavailable ? 503 : 500)
      .set({ 'Cache-Control': PRIVATE_NO_STORE, 'Retry-After': String(RETRY_AFTER_SECONDS) })
      .type('html')
      .send(FAILURE_PAGE[req.path === '/bn' || req.path.startsWith('/bn/') ? 'bn' : 'en']);
  };
  router.use(pageError);
  return router;
}
