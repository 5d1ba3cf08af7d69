import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import { defaultBucket, defaultFirestore } from '../firebase.js';
import { createPhotos, type SweepResult } from './photos-service.js';
import type { Bucket } from './photos-store.js';

export interface SweepDependencies {
  db?: Firestore;
  bucket?: () => Bucket;
  now?: () => Date;
}

/**
 * The scheduled function's handler (index.ts `sweepPhotos`): deletes every photo no food uses 24 h after its upload,
 * and retries photos a food let go of whose deletion failed. Tests call it directly.
 */
export async function sweepUnusedPhotos({ db = defaultFirestore(), bucket = defaultBucket, now }: SweepDependencies = {}): Promise<SweepResult> {
  const result = await createPhotos(db, bucket, { now }).sweep();
  logger.info(`Photo sweep: ${result.deleted} deleted, ${result.failed} to retry.`);
  return result;
}
