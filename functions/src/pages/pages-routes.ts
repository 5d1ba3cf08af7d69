import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { Router, type ErrorRequestHandler, type Request, type RequestHandler, type Response } from 'express';
import { logger } from 'firebase-functions/logger';
import type { AppConfig } from '../config.js';
import type { PageRenderer } from '../domain/pages.js';
import type { FoodsRepo } from '../foods/foods-repo.js';
import { PRIVATE_NO_STORE, PUBLIC_PAGE, PUBLIC_SITEMAP } from '../http/cache-control.js';
import { ServiceUnavailable } from '../http/errors.js';
import { pageApi } from './page-api.js';
import { loadPageRenderer } from './page-renderer.js';
import { publicOrigin } from './public-origin.js';
import { sitemapXml } from './sitemap.js';

const RETRY_AFTER_SECONDS = 5;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
// Fast settings: a page is compressed once per render, and the CDN keeps the result.
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

/**
 * Sends a page compressed when the client takes it (brotli, else gzip), off the event loop: its inlined stylesheet
 * and query cache make it ~150 KB of text, ~25 KB on the wire.
 */
async function sendHtml(req: Request, res: Response, html: string): Promise<void> {
  const encoding = req.acceptsEncodings('br', 'gzip', 'identity');
  res.type('html').vary('Accept-Encoding');
  if (encoding === 'br') res.set('Content-Encoding', 'br').send(await brotli(html, BROTLI_OPTIONS));
  else if (encoding === 'gzip') res.set('Content-Encoding', 'gzip').send(await gzipped(html));
  else res.send(html);
}

/**
 * The pages Hosting rewrites to the function (docs/ARCHITECTURE.md §5e): /, /foods and /food/:id rendered with their
 * data by the web app's own components, publicly cacheable (nothing in them depends on who asks: no cookie is read,
 * none is set), and the sitemap. robots.txt is a static file of the web build: the Functions Framework answers
 * /robots.txt itself, with a 404, before any function runs. `loadRenderer` is the web build's renderer (tests pass
 * their own).
 */
export function pagesRouter(foods: FoodsRepo, config: AppConfig, loadRenderer: () => Promise<PageRenderer> = loadPageRenderer): Router {
  const router = Router();

  const render: RequestHandler = async (req, res) => {
    const renderer = await loadRenderer();
    const page = await renderer.renderPage({ url: req.url, origin: publicOrigin(req, config.publicOrigin), get: pageApi(foods) });
    // Some data could not be read (the page loads it in the browser): never cache that copy.
    if (page.status === 503) res.set('Retry-After', String(RETRY_AFTER_SECONDS));
    res.status(page.status).set('Cache-Control', page.status === 503 ? PRIVATE_NO_STORE : PUBLIC_PAGE);
    await sendHtml(req, res, page.html);
  };
  router.get('/', render);
  router.get('/foods', render);
  // A pattern, not `/food/:id`: Express would refuse an id it cannot %-decode before the page could answer 404.
  router.get(/^\/food\/[^/]+$/, render);

  router.get('/sitemap.xml', async (req, res) => {
    const origin = publicOrigin(req, config.publicOrigin);
    const xml = sitemapXml(origin, await foods.lastChanges());
    res.set('Cache-Control', PUBLIC_SITEMAP).type('application/xml').send(xml);
  });

  const pageError: ErrorRequestHandler = (error: unknown, req, res, next) => {
    if (res.headersSent || !req.accepts('html')) return next(error);
    const unavailable = error instanceof ServiceUnavailable;
    logger.error(`${req.method} ${req.path} could not be rendered:`, error);
    res
      .status(unavailable ? 503 : 500)
      .set({ 'Cache-Control': PRIVATE_NO_STORE, 'Retry-After': String(RETRY_AFTER_SECONDS) })
      .type('html')
      .send('<!doctype html><html lang="en"><meta charset="utf-8"><title>Food Store</title><meta name="robots" content="noindex"><p>Food Store could not show this page just now. Please try again in a moment.</p></html>');
  };
  router.use(pageError);
  return router;
}
