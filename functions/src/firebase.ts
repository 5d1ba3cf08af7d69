import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';

function defaultApp(): App {
  return getApps().find((app) => app.name === '[DEFAULT]') ?? initializeApp();
}

/** Firestore of the default app (the emulator when FIRESTORE_EMULATOR_HOST is set). */
export function defaultFirestore(): Firestore {
  return getFirestore(defaultApp());
}

/** Auth of the default app (the emulator when FIREBASE_AUTH_EMULATOR_HOST is set). */
export function defaultAuth(): Auth {
  return getAuth(defaultApp());
}

/**
 * The default Cloud Storage bucket of the default app (`storageBucket` of FIREBASE_CONFIG; the emulator when
 * FIREBASE_STORAGE_EMULATOR_HOST is set).
 */
export function defaultBucket(): ReturnType<ReturnType<typeof getStorage>['bucket']> {
  return getStorage(defaultApp()).bucket();
}
