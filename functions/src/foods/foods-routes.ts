import { Router, type Request } from 'express';
import type { AppConfig } from '../config.js';
import { FOODS_PAGE_DEFAULT, FOODS_PAGE_MAX, SEARCH_MAX_LENGTH } from '../domain/limits.js';
import { MSG } from '../domain/messages.js';
import { NEXT_CURSOR_HEADER } from '../domain/paging.js';
import { foodSchema } from '../domain/schemas.js';
import type { FoodInput, IdResponse, OkResponse } from '../domain/types.js';
import { isDocumentId } from '../db/ids.js';
import { PUBLIC_REVALIDATE, PUBLIC_TOP_FOODS } from '../http/cache-control.js';
import { BadRequest } from '../http/errors.js';
import { ownEmailUser, requireSession, sessionUser } from '../http/session.js';
import { validate } from '../http/validate.js';
import type { FoodsRepo, SearchOptions } from './foods-repo.js';

/** Opaque page cursor: the base64url of the last scanned document id. */
export function encodeCursor(documentId: string): string {
  return Buffer.from(documentId, 'utf8').toString('base64url');
}

function decodeCursor(cursor: string): string | undefined {
  const id = Buffer.from(cursor, 'base64url').toString('utf8');
  return isDocumentId(id) && encodeCursor(id) === cursor ? id : undefined;
}

function singleParam(req: Request, name: string): string | undefined {
  const value: unknown = req.query[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw new BadRequest({ [name]: MSG.invalidInput });
  return value;
}

function listOptions(req: Request): SearchOptions {
  const search = singleParam(req, 'search') ?? '';
  if (search.length > SEARCH_MAX_LENGTH) throw new BadRequest({ search: MSG.tooLong(SEARCH_MAX_LENGTH) });
  const limitText = singleParam(req, 'limit');
  const limit = limitText === undefined ? FOODS_PAGE_DEFAULT : Number(limitText);
  if (!/^\d+$/.test(limitText ?? '1') || limit < 1 || limit > FOODS_PAGE_MAX) throw new BadRequest({ limit: MSG.invalidLimit });
  const cursor = singleParam(req, 'cursor');
  const after = cursor ? decodeCursor(cursor) : undefined;
  if (cursor && !after) throw new BadRequest({ cursor: MSG.invalidCursor });
  return { search, limit, after };
}

export function foodsRouter(foods: FoodsRepo, config: AppConfig): Router {
  const router = Router();
  const session = requireSession(config);

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
