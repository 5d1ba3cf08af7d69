import { Router, type RequestHandler } from 'express';
import { apiSchemas } from '../http/api-schemas.js';
import { PUBLIC_REVALIDATE } from '../http/cache-control.js';
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
    const user = sessionUser(req);
    const update = await validateBody(apiSchemas().kitchenSchema, req.body);
    res.json(await kitchens.update(user.uid, update, user.name));
  });

  // Public (§5h): what a cart shows before the order is placed. Changes with the kitchen's settings, so revalidated.
  router.get('/kitchens/:uid', async (req, res) => {
    res.set('Cache-Control', PUBLIC_REVALIDATE).json(await kitchens.getPublic(String(req.params.uid)));
  });

  return router;
}
