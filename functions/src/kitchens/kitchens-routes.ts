import { Router, type RequestHandler } from 'express';
import { kitchenSchema } from '../domain/schemas.js';
import { sessionUser } from '../http/session.js';
import { validateBody } from '../http/validate.js';
import type { KitchensRepo } from './kitchens-repo.js';

/** The signed-in seller's kitchen (docs/ARCHITECTURE.md §5f); `session` requires a signed-in user. */
export function kitchensRouter(kitchens: KitchensRepo, session: RequestHandler): Router {
  const router = Router();

  router.get('/kitchen', session, async (req, res) => {
    res.json(await kitchens.get(sessionUser(req).uid));
  });

  router.put('/kitchen', session, async (req, res) => {
    const update = await validateBody(kitchenSchema, req.body);
    res.json(await kitchens.update(sessionUser(req).uid, update));
  });

  return router;
}
