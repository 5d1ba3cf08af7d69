import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startAuthEmulator } from '../functions/src/test/auth-emulator.js';
import { startFirestoreEmulator } from '../tools/firestore-emulator/index.js';
import { startStorageEmulator } from '../tools/storage-emulator/index.js';

/** Production's indexes, enforced as Cloud Firestore does (tools/firestore-emulator README). */
const INDEXES_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'firestore.indexes.json');

export const PROJECT_ID = 'demo-foodstore';
const STORAGE_BUCKET = `${PROJECT_ID}.appspot.com`;
const HOST = '127.0.0.1';

/** The API test helpers of functions/src/test/api.ts (createApp on a free port, users, sessions, calls). */
export type ApiHarness = typeof import('../functions/src/test/api.js');

export interface Emulators {
  firestoreHost: string;
  authHost: string;
  storageHost: string;
  stop(): Promise<void>;
}

/** Sets the variables and returns a function that puts back their previous values. */
function setEnv(values: Record<string, string>): () => void {
  const previous = Object.fromEntries(Object.keys(values).map((name) => [name, process.env[name]]));
  Object.assign(process.env, values);
  return () => {
    for (const [name, value] of Object.entries(previous)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  };
}

/**
 * The Node Firestore and Storage emulators and the Auth emulator on free ports, exported to this process's environment (until
 * stop) so the firebase-admin clients created meanwhile use them.
 */
export async function startEmulators(): Promise<Emulators> {
  const [firestore, auth, storage] = await Promise.all([
    startFirestoreEmulator({ host: HOST, port: 0, projectId: PROJECT_ID, indexes: INDEXES_FILE }),
    startAuthEmulator({ host: HOST, projectId: PROJECT_ID }),
    startStorageEmulator({ host: HOST, port: 0, buckets: [STORAGE_BUCKET] }),
  ]);
  const firestoreHost = `${firestore.host}:${firestore.port}`;
  const authHost = `${auth.host}:${auth.port}`;
  const restoreEnv = setEnv({
    FIRESTORE_EMULATOR_HOST: firestoreHost,
    FIREBASE_AUTH_EMULATOR_HOST: authHost,
    FIREBASE_STORAGE_EMULATOR_HOST: storage.hostPort,
    STORAGE_EMULATOR_HOST: `http://${storage.hostPort}`,
    // As the Functions emulator gives a demo- project: the default app's bucket.
    FIREBASE_CONFIG: JSON.stringify({ projectId: PROJECT_ID, storageBucket: STORAGE_BUCKET }),
    GCLOUD_PROJECT: PROJECT_ID,
    // Emulators only: skip google-auth-library's probe of the GCE metadata server.
    METADATA_SERVER_DETECTION: 'none',
  });
  return {
    firestoreHost,
    authHost,
    storageHost: storage.hostPort,
    stop: async () => {
      // The firebase-admin apps made meanwhile keep these hosts (Firestore's channel, Auth's endpoints): a later part of
      // the bench makes its own against its own emulators.
      const { deleteApp, getApps } = await import('firebase-admin/app');
      await Promise.all(getApps().map((app) => deleteApp(app)));
      await Promise.all([auth.stop(), firestore.stop(), storage.stop()]);
      // The local stack started later in this process must not inherit these hosts.
      restoreEnv();
    },
  };
}

/** Starts the emulators, then loads the API modules (so firebase-admin reads the emulator hosts). */
export async function loadApiHarness(): Promise<{ emulators: Emulators; harness: ApiHarness }> {
  const emulators = await startEmulators();
  const harness: ApiHarness = await import('../functions/src/test/api.js');
  return { emulators, harness };
}
