import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startAuthEmulator } from './auth-emulator.js';

export const PROJECT_ID = 'demo-foodstore';
/** The bucket the Functions emulator names in FIREBASE_CONFIG for a demo- project. */
export const STORAGE_BUCKET = `${PROJECT_ID}.appspot.com`;
const HOST = '127.0.0.1';

declare module 'vitest' {
  export interface ProvidedContext {
    firestoreHost: string;
    authHost: string;
    storageHost: string;
  }
}

interface FirestoreLauncher {
  startFirestoreEmulator(options: { host?: string; port?: number; projectId?: string; indexes?: string }): Promise<{
    host: string;
    port: number;
    stop(): Promise<void>;
    indexesNeverNeeded(): unknown[];
  }>;
}

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const INDEXES_FILE = path.join(ROOT, 'firestore.indexes.json');

/**
 * `vitest run` of every test of this project (as `npm test` runs it: `vitest run --project functions`, or everything),
 * not of some files or tests.
 */
function isWholeRun(): boolean {
  // `--project functions` and `--project=functions` name this project; any other argument (a file, a filter) narrows it.
  const args = process.argv.slice(2).join(' ').replace(/--project[= ]functions(?= |$)/g, '');
  return args.split(' ').filter(Boolean).every((arg) => arg === 'run' || arg.startsWith('--reporter'));
}

interface StorageLauncher {
  startStorageEmulator(options: { host?: string; port?: number; buckets: string[] }): Promise<{ hostPort: string; stop(): Promise<void> }>;
}

// The launchers live outside functions/src (outside its rootDir), so they are loaded by URL, not imported statically.
async function loadLauncher(): Promise<FirestoreLauncher> {
  const url = pathToFileURL(path.join(ROOT, 'tools/firestore-emulator/index.ts')).href;
  return (await import(url)) as FirestoreLauncher;
}

async function loadStorageLauncher(): Promise<StorageLauncher> {
  return (await import(pathToFileURL(path.join(ROOT, 'tools/storage-emulator/index.ts')).href)) as StorageLauncher;
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { startFirestoreEmulator } = await loadLauncher();
  const { startStorageEmulator } = await loadStorageLauncher();
  const [firestore, auth, storage] = await Promise.all([
    // Production's indexes, enforced: a query without its composite index fails here as it would in Cloud Firestore.
    startFirestoreEmulator({ host: HOST, port: 0, projectId: PROJECT_ID, indexes: INDEXES_FILE }),
    startAuthEmulator({ host: HOST, projectId: PROJECT_ID }),
    startStorageEmulator({ host: HOST, port: 0, buckets: [STORAGE_BUCKET] }),
  ]);
  project.provide('firestoreHost', `${firestore.host}:${firestore.port}`);
  project.provide('authHost', `${auth.host}:${auth.port}`);
  project.provide('storageHost', storage.hostPort);
  return async () => {
    const unneeded = firestore.indexesNeverNeeded();
    await Promise.all([auth.stop(), firestore.stop(), storage.stop()]);
    // After a whole run, every declared index must have been needed by some query: then deleting any index from
    // firestore.indexes.json makes a test fail, and an index nothing uses (a cost in production) is caught.
    if (isWholeRun() && unneeded.length > 0) {
      throw new Error(
        `firestore.indexes.json declares ${unneeded.length} composite index(es) that no query of the test run needed: ` +
          `${JSON.stringify(unneeded)}. Test the query that needs it, or delete the index.`,
      );
    }
  };
}
