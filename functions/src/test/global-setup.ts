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
  startFirestoreEmulator(options: { host?: string; port?: number; projectId?: string }): Promise<{
    host: string;
    port: number;
    stop(): Promise<void>;
  }>;
}

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

// The launcher lives outside functions/src (outside its rootDir), so it is loaded by URL, not imported statically.
async function loadLauncher(): Promise<FirestoreLauncher> {
  const url = pathToFileURL(path.join(ROOT, 'tools/firestore-emulator/index.ts')).href;
  return (await import(url)) as FirestoreLauncher;
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { startFirestoreEmulator } = await loadLauncher();
  const [firestore, auth] = await Promise.all([
    startFirestoreEmulator({ host: HOST, port: 0, projectId: PROJECT_ID }),
    startAuthEmulator({ host: HOST, projectId: PROJECT_ID }),
  ]);
  project.provide('firestoreHost', `${firestore.host}:${firestore.port}`);
  project.provide('authHost', `${auth.host}:${auth.port}`);
  return async () => {
    await Promise.all([auth.stop(), firestore.stop()]);
  };
}
