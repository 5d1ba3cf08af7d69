import { Router, type RequestHandler } from 'express';
import { purchaseSchema } from '../domain/schemas.js';
import type { IdResponse, OkResponse, PurchaseInput } from '../domain/types.js';
import { ownEmailUser, sessionUser } from '../http/session.js';
import { validate } from '../http/validate.js';
import type { OrdersRepo } from './orders-repo.js';

/** `session` is the middleware that requires a signed-in user (app.ts builds it once). */
export function ordersRouter(orders: OrdersRepo, session: RequestHandler): Router {
  const router = Router();

  // Name, image, price and the people come from Firestore and the session; other body fields are dropped.
  router.post('/add-purchase-food', session, validate(purchaseSchema), async (req, res) => {
    const id = await orders.purchase(sessionUser(req), req.body as PurchaseInput);
    res.status(201).json({ _id: id } satisfies IdResponse);
  });

  router.get('/purchase-food/:email', session, async (req, res) => {
    res.json(await orders.listByBuyer(ownEmailUser(req).uid));
  });

  router.delete('/purchase-food/:id', session, async (req, res) => {
    await orders.cancel(sessionUser(req), String(req.params.id));
    res.json({ ok: true } satisfies OkResponse);
  });

  return router;
}
