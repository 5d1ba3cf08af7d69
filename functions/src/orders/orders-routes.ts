import { Router } from 'express';
import type { AppConfig } from '../config.js';
import { purchaseSchema } from '../domain/schemas.js';
import type { IdResponse, OkResponse, PurchaseInput } from '../domain/types.js';
import { ownEmailUser, requireSession, sessionUser } from '../http/session.js';
import { validate } from '../http/validate.js';
import type { OrdersRepo } from './orders-repo.js';

export function ordersRouter(orders: OrdersRepo, config: AppConfig): Router {
  const router = Router();
  const session = requireSession(config);

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
