import { Router, type Request, type RequestHandler } from 'express';
import { FOODS_PAGE_DEFAULT, FOODS_PAGE_MAX, SEARCH_MAX_LENGTH } from '../domain/limits.js';
import { MSG } from '../domain/messages.js';
import { NEXT_CURSOR_HEADER } from '../domain/paging.js';
import { foodSchema } from '../domain/schemas.js';
import type { FoodInput, IdResponse, OkResponse } from '../domain/types.js';
import { isDocumentId } from '../db/ids.js';
import { PUBLIC_REVALIDATE, PUBLIC_TOP_FOODS } from '../http/cache-control.js';
import { BadRequest } from '../http/errors.js';
import { ownEmailUser, sessionUser } from '../http/session.js';
import { validate } from '../http/validate.js';
import { limitParam, singleParam } from '../http/params.js';
import type { FoodsRepo, SearchOptions } from './foods-repo.js';

/** Opaque page cursor: the base64url of the last scanned document id. */
export function encodeCursor(documentId: string): string {
  return Buffer.from(documentId, 'utf8').toString('base64url');
}

function decodeCursor(cursor: string): string | undefined {
  const id = Buffer.from(cursor, 'base64url').toString('utf8');
  return isDocumentId(id) && encodeCursor(id) === cursor ? id : undefined;
}

function listOptions(req: Request): SearchOptions {
  const search = singleParam(req, 'search') ?? '';
  if (search.length > SEARCH_MAX_LENGTH) throw new BadRequest({ search: MSG.tooLong(SEARCH_MAX_LENGTH) });
  const limit = limitParam(req, FOODS_PAGE_DEFAULT, FOODS_PAGE_MAX);
  const cursor = singleParam(req, 'cursor');
  const after = cursor ? decodeCursor(cursor) : undefined;
  if (cursor && !after) throw new BadRequest({ cursor: MSG.invalidCursor });
  return { search, limit, after };
}

/** `session` is the middleware that requires a signed-in user (app.ts builds it once). */
export function foodsRouter(foods: FoodsRepo, session: RequestHandler): Router {
  const router = Router();

  router.get('/top-foods', async (_req, res) => {
    const top = await foods.topFoods();
    res.set('Cache-Control', PUBLIC_TOP_FOODS).json(top);
  });

  router.get('/foods', async (req, res) => {
    const page = await foods.search(listOptions(req));
    if (page.next) res.set(NEXT_CURSOR_HEADER, encodeCursor(page.next));
    res.set('Cache-Control', PUBLIC_REVALIDATE).json(page.foods);
  });

  router.get('/food/:id', async (req, res) => {
    const food = await foods.get(req.params.id);
    res.set('Cache-Control', PUBLIC_REVALIDATE).json(food);
  });

  router.post('/add-food', session, validate(foodSchema), async (req, res) => {
    const id = await foods.create(sessionUser(req), req.body as FoodInput);
    res.status(201).json({ _id: id } satisfies IdResponse);
  });

  router.get('/foods/:email', session, async (req, res) => {
    res.json(await foods.listByOwner(ownEmailUser(req).uid));
  });

  router.put('/update-food/:id', session, validate(foodSchema), async (req, res) => {
    res.json(await foods.update(sessionUser(req), String(req.params.id), req.body as FoodInput));
  });

  router.delete('/food/:id', session, async (req, res) => {
    await foods.remove(sessionUser(req), String(req.params.id));
    res.json({ ok: true } satisfies OkResponse);
  });

  return router;
}
