import { Router, type RequestHandler } from 'express';
import { categoryKey, DEFAULT_FOOD_SORT, isFoodSort } from '../domain/foods.js';
import {
  CATEGORY_MAX,
  FOODS_PAGE_DEFAULT,
  FOODS_PAGE_MAX,
  MY_FOODS_PAGE_DEFAULT,
  MY_FOODS_PAGE_MAX,
  SEARCH_MAX_LENGTH,
} from '../domain/limits.js';
import { CODED } from '../domain/message-codes.js';
import { MSG } from '../domain/messages.js';
import { NEXT_CURSOR_HEADER } from '../domain/paging.js';
import { apiSchemas } from '../http/api-schemas.js';
import type { Food, IdResponse, OkResponse } from '../domain/types.js';
import { encodeCursor } from '../db/cursor.js';
import { PUBLIC_REVALIDATE, PUBLIC_TOP_FOODS } from '../http/cache-control.js';
import { InvalidInput } from '../domain/errors.js';
import { cursorParam, limitParam, singleParam, type QuerySource } from '../http/params.js';
import { ownEmailUser, sessionUser } from '../http/session.js';
import { validateBody } from '../http/validate.js';
import { decodePosition, encodePosition, listScope, positionKinds, type FoodListQuery } from './foods-query.js';
import type { FoodListOptions, FoodsRepo } from './foods-repo.js';
import { normalizeName } from './foods-search.js';

/** `?search=&category=&sort=` of All Foods, normalised (400 for an unknown sort or text that is too long). */
function listQuery(req: QuerySource): FoodListQuery {
  const search = singleParam(req, 'search') ?? '';
  if (search.length > SEARCH_MAX_LENGTH) throw new InvalidInput({ search: CODED.tooLong(SEARCH_MAX_LENGTH) });
  const category = singleParam(req, 'category') ?? '';
  if (category.length > CATEGORY_MAX) throw new InvalidInput({ category: CODED.tooLong(CATEGORY_MAX) });
  const sort = singleParam(req, 'sort') || DEFAULT_FOOD_SORT;
  if (!isFoodSort(sort)) throw new InvalidInput({ sort: MSG.sortInvalid });
  return { search: normalizeName(search), category: categoryKey(category), sort };
}

function listOptions(req: QuerySource): FoodListOptions {
  const query = listQuery(req);
  const limit = limitParam(req, FOODS_PAGE_DEFAULT, FOODS_PAGE_MAX);
  const values = cursorParam(req, listScope(query), positionKinds(query));
  const after = values && decodePosition(query, values);
  if (values && !after) throw new InvalidInput({ cursor: MSG.invalidCursor });
  return { ...query, limit, after };
}

/**
 * One page of `GET /api/foods` for its query string, and the X-Next-Cursor to continue with when more may exist;
 * `readsMax` documents read at most (PUBLIC_READS_MAX when absent).
 */
export async function foodsPage(foods: FoodsRepo, req: QuerySource, readsMax?: number): Promise<{ foods: Food[]; nextCursor?: string }> {
  const options = listOptions(req);
  const page = await foods.list({ ...options, readsMax });
  return { foods: page.foods, nextCursor: page.next && encodeCursor(listScope(options), encodePosition(page.next)) };
}

/** `session` is the middleware that requires a signed-in user (app.ts builds it once). */
export function foodsRouter(foods: FoodsRepo, session: RequestHandler): Router {
  const router = Router();

  router.get('/top-foods', async (_req, res) => {
    const top = await foods.topFoods();
    res.set('Cache-Control', PUBLIC_TOP_FOODS).json(top);
  });

  router.get('/foods', async (req, res) => {
    const page = await foodsPage(foods, req);
    if (page.nextCursor) res.set(NEXT_CURSOR_HEADER, page.nextCursor);
    res.set('Cache-Control', PUBLIC_REVALIDATE).json(page.foods);
  });

  router.get('/categories', async (_req, res) => {
    res.set('Cache-Control', PUBLIC_REVALIDATE).json(await foods.categories());
  });

  router.get('/food/:id', async (req, res) => {
    const food = await foods.get(req.params.id);
    res.set('Cache-Control', PUBLIC_REVALIDATE).json(food);
  });

  router.post('/add-food', session, async (req, res) => {
    const food = await validateBody(apiSchemas().foodSchema, req.body);
    const id = await foods.create(sessionUser(req), food);
    res.status(201).json({ _id: id } satisfies IdResponse);
  });

  router.get('/foods/:email', session, async (req, res) => {
    const { uid } = ownEmailUser(req);
    const scope = `foods-of|uid=${uid}`;
    const limit = limitParam(req, MY_FOODS_PAGE_DEFAULT, MY_FOODS_PAGE_MAX);
    const [after] = cursorParam(req, scope, ['id']) ?? [];
    const page = await foods.listByOwner(uid, limit, after === undefined ? undefined : String(after));
    if (page.next) res.set(NEXT_CURSOR_HEADER, encodeCursor(scope, [page.next]));
    res.json(page.foods);
  });

  router.put('/update-food/:id', session, async (req, res) => {
    const food = await validateBody(apiSchemas().foodUpdateSchema, req.body);
    res.json(await foods.update(sessionUser(req), String(req.params.id), food));
  });

  router.delete('/food/:id', session, async (req, res) => {
    await foods.remove(sessionUser(req), String(req.params.id));
    res.json({ ok: true } satisfies OkResponse);
  });

  return router;
}
