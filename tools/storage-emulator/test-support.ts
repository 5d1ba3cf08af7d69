import { randomBytes } from 'node:crypto';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import { afterAll, beforeAll } from 'vitest';
import { startStorageEmulator, type StorageEmulator } from './index.js';

export const TEST_BUCKET = 'demo-storage-tests.appspot.com';

type Bucket = ReturnType<ReturnType<typeof getStorage>['bucket']>;

export interface TestStorage {
  bucket: Bucket;
  /** A fresh folder for one test, so tests never see each other's objects (also in a shared real bucket). */
  folder(): string;
  /** The emulator, or undefined when the tests run against Cloud Storage (STORAGE_CONFORMANCE_BUCKET). */
  emulator: StorageEmulator | undefined;
}

/**
 * firebase-admin's Storage client on the emulator (FIREBASE_STORAGE_EMULATOR_HOST, as the product reaches it), or on
 * the real bucket named by STORAGE_CONFORMANCE_BUCKET with Application Default Credentials: the conformance tests
 * are written to pass unchanged against both.
 */
export function useTestStorage(): TestStorage {
  let app: App | undefined;
  let emulator: StorageEmulator | undefined;
  let bucket: Bucket | undefined;
  const realBucket = process.env.STORAGE_CONFORMANCE_BUCKET;
  beforeAll(async () => {
    if (!realBucket) {
      emulator = await startStorageEmulator({ port: 0, buckets: [TEST_BUCKET] });
      // The Storage client reads it once, when firebase-admin creates it.
      process.env.STORAGE_EMULATOR_HOST = `http://${emulator.hostPort}`;
    }
    app = initializeApp({ projectId: 'demo-storage-tests', storageBucket: realBucket ?? TEST_BUCKET }, `storage-tests-${randomBytes(4).toString('hex')}`);
    bucket = getStorage(app).bucket();
  });
  afterAll(async () => {
    if (app) await deleteApp(app);
    await emulator?.stop();
  });
  const started = (): Bucket => {
    if (!bucket) throw new Error('useTestStorage: the client starts in beforeAll; use it inside tests and hooks');
    return bucket;
  };
  return {
    get bucket() {
      return started();
    },
    get emulator() {
      return emulator;
    },
    folder: () => `conformance/${Date.now().toString(36)}-${randomBytes(4).toString('hex')}/`,
  };
}

/** The HTTP status of a failed Storage call. */
export async function statusOf(operation: Promise<unknown>): Promise<number | 'ok'> {
  try {
    await operation;
    return 'ok';
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'number') return code;
    throw error;
  }
}
