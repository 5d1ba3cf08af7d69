import cookieParser from 'cookie-parser';
import express, { Router, type Express } from 'express';
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { authRouter } from './auth/auth-routes.js';
import { getConfig, type AppConfig } from './config.js';
import type { PageRenderer } from './domain/pages.js';
import { withDeadline } from './db/deadline.js';
import { defaultAuth, defaultBucket, defaultFirestore } from './firebase.js';
import { createFoodsRepo } from './foods/foods-repo.js';
import { foodsRouter } from './foods/foods-routes.js';
import { limitParsedBody } from './http/body-limit.js';
import { defaultCacheControl } from './http/cache-control.js';
import { errorHandler, notFound } from './http/error-handler.js';
import { requestLog, writeLog } from './http/request-log.js';
import { sendSecurityHeaders } from './http/security-headers.js';
import { serverTiming, trackReads } from './http/server-timing.js';
import { guardWrites } from './http/write-guard.js';
import { requireSession } from './http/session.js';
import { createKitchensRepo } from './kitchens/kitchens-repo.js';
import { kitchensRouter } from './kitchens/kitchens-routes.js';
import { createOrdersRepo } from './orders/orders-repo.js';
import { ordersRouter } from './orders/orders-routes.js';
import { pagesRouter } from './pages/pages-routes.js';
import type { Gate } from './photos/photo-gate.js';
import { createPhotos } from './photos/photos-service.js';
import { photoFilesRouter, photosRouter } from './photos/photos-routes.js';
import type { Bucket } from './photos/photos-store.js';
import { createReviewsRepo } from './reviews/reviews-repo.js';
import { reviewsRouter } from './reviews/reviews-routes.js';
import { createSalesRepo } from './sales/sales-repo.js';
import { salesRouter } from './sales/sales-routes.js';

export const BODY_LIMIT_BYTES = 100 * 1024;

export interface AppOptions {
  db?: Firestore;
  auth?: Auth;
  config?: AppConfig;
  /** Clock for ids, createdAt and buyingDate. */
  now?: () => Date;
  /** The server-rendered pages' renderer (default: the web build's, functions/ssr). */
  loadPageRenderer?: () => Promise<PageRenderer>;
  /** The Cloud Storage bucket of the photos (default: the app's default bucket, asked for on first use). */
  bucket?: () => Bucket;
  /** How photo decoding is queued (photos/photo-gate.ts). */
  photoGate?: Gate;
  /** Foods per sitemap shard (default SITEMAP_SHARD_SIZE; tests use small shards). */
  sitemapShardSize?: number;
}

/** The Express app behind the `api` function: middleware, the /api routers, the server-rendered pages, 404 and the error handler. */
export function createApp(options: AppOptions = {}): Express {
  const config = options.config ?? getConfig();
  const db = options.db ?? defaultFirestore();
  const auth = options.auth ?? defaultAuth();
  const photos = createPhotos(db, options.bucket ?? defaultBucket, { now: options.now, limits: config.limits, gate: options.photoGate });
  const repoOptions = { now: options.now, limits: config.limits, orderAcceptSeconds: config.orderAcceptSeconds, purgePhotos: photos.purge, sitemapShardSize: options.sitemapShardSize, defaultHours: config.defaultHours };
  const session = requireSession(auth, config);
  // Logged when the app is made (an instance's first request) as well as with every refused request, so a bad
  // deployment shows at once.
  if (config.sessionsRefused) writeLog({ severity: 'ERROR', message: config.sessionsRefused });

  const foods = createFoodsRepo(db, repoOptions);
  const api = Router();
  api.use(authRouter(auth, config));
  api.use(foodsRouter(foods, session));
  api.use(ordersRouter(createOrdersRepo(db, repoOptions), session));
  api.use(salesRouter(createSalesRepo(db, repoOptions), session, config.deadlineMs));
  api.use(kitchensRouter(createKitchensRepo(db, repoOptions), session));
  api.use(photosRouter(photos, session));
  api.use(reviewsRouter(createReviewsRepo(db, repoOptions), session));

  const app = express();
  app.disable('x-powered-by');
  // As Hosting sends them (firebase.json), for the requests that reach the function by its own URL.
  app.use(sendSecurityHeaders({ emulator: config.demo }));
  app.use(requestLog(config.projectId));
  app.use(serverTiming);
  app.use(defaultCacheControl);
  app.use(limitParsedBody(BODY_LIMIT_BYTES));
  app.use(express.json({ limit: BODY_LIMIT_BYTES }));
  app.use(cookieParser());
  app.use(trackReads);
  app.use((_req, _res, next) => withDeadline(config.deadlineMs, next));
  // An unknown /api path ends here, as 404 JSON: it never reaches the pages (nor loads their renderer).
  app.use('/api', guardWrites, api, notFound);
  // The photos' files (an unknown one is 404) before the pages: the pages' route asks the renderer, loaded on the first
  // page request, which paths are pages.
  app.use(photoFilesRouter(photos));
  app.use('/photos', notFound);
  app.use(pagesRouter(foods, config, options.loadPageRenderer));
  app.use(notFound);
  app.use(errorHandler);
  return app;
}
