import { Router, type RequestHandler } from 'express';
import { NEXT_CURSOR_HEADER } from '../domain/paging.js';
import { REVIEWS_PAGE_DEFAULT, REVIEWS_PAGE_MAX } from '../domain/reviews.js';
import { apiSchemas } from '../http/api-schemas.js';
import type { IdResponse, OkResponse } from '../domain/types.js';
import { encodeCursor } from '../db/cursor.js';
import { PUBLIC_REVALIDATE } from '../http/cache-control.js';
import { cursorParam, limitParam, singleParam } from '../http/params.js';
import { sessionUser } from '../http/session.js';
import { validateBody } from '../http/validate.js';
import type { ReviewsRepo } from './reviews-repo.js';

/** `session` is the middleware that requires a signed-in user (app.ts builds it once). */
export function reviewsRouter(reviews: ReviewsRepo, session: RequestHandler): Router {
  const router = Router();

  router.post('/orders/:id/review', session, async (req, res) => {
    const review = await validateBody(apiSchemas().reviewSchema, req.body);
    const id = await reviews.create(sessionUser(req), String(req.params.id), review);
    res.status(201).json({ _id: id } satisfies IdResponse);
  });

  router.delete('/orders/:id/review', session, async (req, res) => {
    await reviews.remove(sessionUser(req), String(req.params.id), singleParam(req, 'foodId') || undefined);
    res.json({ ok: true } satisfies OkResponse);
  });

  router.get('/food/:id/reviews', async (req, res) => {
    const foodId = String(req.params.id);
    const scope = `reviews|food=${foodId}`;
    const limit = limitParam(req, REVIEWS_PAGE_DEFAULT, REVIEWS_PAGE_MAX);
    const [after] = cursorParam(req, scope, ['id']) ?? [];
    const page = await reviews.page(foodId, limit, after === undefined ? undefined : String(after));
    if (page.next) res.set(NEXT_CURSOR_HEADER, encodeCursor(scope, [page.next]));
    res.set('Cache-Control', PUBLIC_REVALIDATE).json(page.reviews);
  });

  router.post('/reviews/:id/reply', session, async (req, res) => {
    const reply = await validateBody(apiSchemas().replySchema, req.body);
    res.json(await reviews.reply(sessionUser(req), String(req.params.id), reply));
  });

  return router;
}
