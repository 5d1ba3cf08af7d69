import { Router, type Request, type RequestHandler, type Response } from 'express';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN, ORDERS_PAGE_DEFAULT, ORDERS_PAGE_MAX } from '../domain/limits.js';
import { MSG } from '../domain/messages.js';
import { isOrderStatus, type OrderStatus } from '../domain/orders.js';
import { NEXT_CURSOR_HEADER } from '../domain/paging.js';
import { apiSchemas } from '../http/api-schemas.js';
import type { IdResponse, OkResponse } from '../domain/types.js';
import { encodeCursor } from '../db/cursor.js';
import { InvalidInput } from '../domain/errors.js';
import { cursorParam, limitParam, singleParam } from '../http/params.js';
import { ownEmailUser, sessionUser } from '../http/session.js';
import { validateBody } from '../http/validate.js';
import type { OrderPage, OrderPosition, OrdersRepo } from './orders-repo.js';

/** `?limit=&cursor=` of a newest-first order list whose cursors belong to `scope`. */
function pageParams(req: Request, scope: string): { limit: number; after?: OrderPosition } {
  const limit = limitParam(req, ORDERS_PAGE_DEFAULT, ORDERS_PAGE_MAX);
  const position = cursorParam(req, scope, ['time', 'id']);
  if (!position) return { limit };
  const [createdAtMillis, id] = position;
  return { limit, after: { createdAtMillis: Number(createdAtMillis), id: String(id) } };
}

function sendPage<T>(res: Response, scope: string, page: OrderPage<T>): void {
  if (page.next) res.set(NEXT_CURSOR_HEADER, encodeCursor(scope, [page.next.createdAtMillis, page.next.id]));
  res.json(page.orders);
}

/** The Idempotency-Key header of a purchase: absent, or of the agreed shape (else 400). */
function idempotencyKey(req: Request): string | undefined {
  const key = req.get(IDEMPOTENCY_KEY_HEADER);
  if (key === undefined) return undefined;
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) throw new InvalidInput({ [IDEMPOTENCY_KEY_HEADER]: MSG.idempotencyKeyInvalid });
  return key;
}

/** `session` is the middleware that requires a signed-in user (app.ts builds it once). */
export function ordersRouter(orders: OrdersRepo, session: RequestHandler): Router {
  const router = Router();

  // Name, image, price and the people come from Firestore and the session; other body fields are dropped.
  router.post('/add-purchase-food', session, async (req, res) => {
    const purchase = await validateBody(apiSchemas().purchaseSchema, req.body);
    const { id, replayed } = await orders.purchase(sessionUser(req), purchase, idempotencyKey(req));
    if (replayed) res.set('Idempotent-Replayed', 'true');
    res.status(201).json({ _id: id } satisfies IdResponse);
  });

  // A meal in one order (§5h): several dishes of one kitchen, the same transaction as a purchase.
  router.post('/orders', session, async (req, res) => {
    const input = await validateBody(apiSchemas().orderSchema, req.body);
    const { id, replayed } = await orders.order(sessionUser(req), input, idempotencyKey(req));
    if (replayed) res.set('Idempotent-Replayed', 'true');
    res.status(201).json({ _id: id } satisfies IdResponse);
  });

  router.get('/purchase-food/:email', session, async (req, res) => {
    const { uid } = ownEmailUser(req);
    const scope = `purchases|uid=${uid}`;
    const { limit, after } = pageParams(req, scope);
    sendPage(res, scope, await orders.listByBuyer(uid, limit, after));
  });

  // The buyer's cancel: placed -> cancelled (§5a).
  router.delete('/purchase-food/:id', session, async (req, res) => {
    await orders.move(sessionUser(req), String(req.params.id), 'cancelled', 'buyer');
    res.json({ ok: true } satisfies OkResponse);
  });

  router.get('/orders/:id', session, async (req, res) => {
    res.json(await orders.get(sessionUser(req), String(req.params.id)));
  });

  router.post('/orders/:id/status', session, async (req, res) => {
    const { status, reason, note = '' } = await validateBody(apiSchemas().orderStatusSchema, req.body);
    res.json(await orders.move(sessionUser(req), String(req.params.id), status, 'seller', reason ? { reason, note } : undefined));
  });

  router.get('/sales', session, async (req, res) => {
    const { uid } = sessionUser(req);
    const statusParam = singleParam(req, 'status');
    let status: OrderStatus | undefined;
    if (statusParam) {
      if (!isOrderStatus(statusParam)) throw new InvalidInput({ status: MSG.statusInvalid });
      status = statusParam;
    }
    const scope = `sales|uid=${uid}|status=${status ?? ''}`;
    const { limit, after } = pageParams(req, scope);
    sendPage(res, scope, await orders.listBySeller(uid, status, limit, after));
  });

  router.get('/sales/summary', session, async (req, res) => {
    res.json(await orders.salesSummary(sessionUser(req).uid));
  });

  return router;
}
