import type { Limits } from '../config.js';

/** What every repository is created with besides its Firestore. */
export interface RepoOptions {
  /** Clock for ids, createdAt, buyingDate and history times. */
  now?: () => Date;
  limits?: Limits;
  /** Seconds a placed order waits for its kitchen before it expires; DEFAULT_ORDER_ACCEPT_SECONDS when absent. */
  orderAcceptSeconds?: number;
}

export const NO_LIMITS: Limits = { foodsPerDay: null, openOrdersPerBuyer: null };
