import type { Limits } from '../config.js';
import type { WeekHours } from '../domain/hours.js';

/** An uploaded photo a food let go of: deleted from Storage, then forgotten, after the food's transaction commits. */
export interface ReleasedPhoto {
  id: string;
  widths: number[];
}

/** What every repository is created with besides its Firestore. */
export interface RepoOptions {
  /** Clock for ids, createdAt, buyingDate and history times. */
  now?: () => Date;
  limits?: Limits;
  /** Seconds a placed order waits for its kitchen before it expires; DEFAULT_ORDER_ACCEPT_SECONDS when absent. */
  orderAcceptSeconds?: number;
  /** Deletes the photos a food write released; a failure is left to the photo sweep (photos/photos-sweep.ts). */
  purgePhotos?: (photos: ReleasedPhoto[]) => Promise<void>;
  /** Foods per sitemap shard; SITEMAP_SHARD_SIZE when absent (tests use small shards). */
  sitemapShardSize?: number;
  /** The hours of a kitchen that never set its own; SPEC_HOURS when absent (AppConfig.defaultHours). */
  defaultHours?: WeekHours;
}

export const NO_LIMITS: Limits = { foodsPerDay: null, openOrdersPerBuyer: null, photosPerDay: null };
