import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startAuthEmulator } from './auth-emulator.js';

export const PROJECT_ID = 'demo-foodstore';
const HOST = '127.0.0.1';

declare module 'vitest' {
  export interface ProvidedContext {
    firestoreHost: string;
    authHost: string;
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

/** `vitest run` of everything (as `npm test` runs it), not of some files, tests or projects. */
function isWholeRun(): boolean {
  return process.argv.slice(2).every((arg) => arg === 'run' || arg.startsWith('--reporter'));
}

// The launcher lives outside functions/src (outside its rootDir), so it is loaded by URL, not imported statically.
async function loadLauncher(): Promise<FirestoreLauncher> {
  const url = pathToFileURL(path.join(ROOT, 'tools/firestore-emulator/index.ts')).href;
  return (await import(url)) as FirestoreLauncher;
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { startFirestoreEmulator } = await loadLauncher();
  const [firestore, auth] = await Promise.all([
    // Production's indexes, enforced: a query without its composite index fails here as it would in Cloud Firestore.
    startFirestoreEmulator({ host: HOST, port: 0, projectId: PROJECT_ID, indexes: INDEXES_FILE }),
    startAuthEmulator({ host: HOST, projectId: PROJECT_ID }),
  ]);
  project.provide('firestoreHost', `${firestore.host}:${firestore.port}`);
  project.provide('authHost', `${auth.host}:${auth.port}`);
  return async () => {
    const unneeded = firestore.indexesNeverNeeded();
    await Promise.all([auth.stop(), firestore.stop()]);
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
