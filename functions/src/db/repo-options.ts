import type { Limits } from '../config.js';

/** What every repository is created with besides its Firestore. */
export interface RepoOptions {
  /** Clock for ids, createdAt, buyingDate and history times. */
  now?: () => Date;
  limits?: Limits;
}

export const NO_LIMITS: Limits = { foodsPerDay: null, openOrdersPerBuyer: null };
