import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { TestProject } from 'vitest/node';

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

interface AuthEmulatorServer {
  createApp(projectId: string, singleProjectMode: number): Promise<{ listen(port: number, host: string): Server }>;
}

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

// The launcher lives outside functions/src (outside its rootDir), so it is loaded by URL, not imported statically.
async function loadLauncher(): Promise<FirestoreLauncher> {
  const url = pathToFileURL(path.join(ROOT, 'tools/firestore-emulator/index.ts')).href;
  return (await import(url)) as FirestoreLauncher;
}

// firebase-tools' Auth emulator app, without the CLI and its hub: pure Node and offline.
async function startAuthEmulator(): Promise<{ host: string; stop(): Promise<void> }> {
  const require = createRequire(import.meta.url);
  const { createApp } = require('firebase-tools/lib/emulator/auth/server.js') as AuthEmulatorServer;
  const app = await createApp(PROJECT_ID, 0);
  const server = app.listen(0, HOST);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  return {
    host: `${HOST}:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { startFirestoreEmulator } = await loadLauncher();
  const [firestore, auth] = await Promise.all([
    startFirestoreEmulator({ host: HOST, port: 0, projectId: PROJECT_ID }),
    startAuthEmulator(),
  ]);
  project.provide('firestoreHost', `${firestore.host}:${firestore.port}`);
  project.provide('authHost', auth.host);
  return async () => {
    await Promise.all([auth.stop(), firestore.stop()]);
  };
}
