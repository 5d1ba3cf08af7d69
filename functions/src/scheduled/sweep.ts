import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import { getConfig, type AppConfig } from '../config.js';
import { defaultFirestore } from '../firebase.js';
import { createKitchensRepo } from '../kitchens/kitchens-repo.js';
import { createOrderExpiry } from '../orders/order-expiry.js';

/** Kitchens whose unfinished fan-out one sweep completes; the next sweep takes any others. */
const PENDING_KITCHENS_PER_SWEEP = 20;

export interface SweepOptions {
  db?: Firestore;
  config?: AppConfig;
  now?: () => Date;
}

export interface SweepResult {
  /** Orders that expired in this sweep. */
  expired: number;
  /** Kitchens whose foods now all carry their open state. */
  kitchensSynced: number;
}

/**
 * The scheduled function's handler (every 5 minutes, index.ts): expires every placed order its kitchen did not accept
 * within ORDER_ACCEPT_SECONDS, and finishes fan-outs of a kitchen's open state and hours that a request left unfinished.
 */
export async function runSweep(options: SweepOptions = {}): Promise<SweepResult> {
  const db = options.db ?? defaultFirestore();
  const config = options.config ?? getConfig();
  const repoOptions = { now: options.now, orderAcceptSeconds: config.orderAcceptSeconds, defaultHours: config.defaultHours };
  const expired = await createOrderExpiry(db, repoOptions).sweep();
  const kitchens = createKitchensRepo(db, repoOptions);
  const pending = await kitchens.pendingSyncs(PENDING_KITCHENS_PER_SWEEP);
  for (const uid of pending) await kitchens.syncFoods(uid);
  if (expired > 0 || pending.length > 0) logger.info(`Sweep: ${expired} orders expired, ${pending.length} kitchens' foods brought up to date.`);
  return { expired, kitchensSynced: pending.length };
}
