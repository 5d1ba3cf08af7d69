import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { startFirestoreEmulator } from '../tools/firestore-emulator/index.js';

export const PROJECT_ID = 'demo-foodstore';
const HOST = '127.0.0.1';

interface AuthEmulatorServer {
  createApp(projectId: string, singleProjectMode: number): Promise<{ listen(port: number, host: string): Server }>;
}

/** The API test helpers of functions/src/test/api.ts (createApp on a free port, users, sessions, calls). */
export type ApiHarness = typeof import('../functions/src/test/api.js');

export interface Emulators {
  firestoreHost: string;
  authHost: string;
  stop(): Promise<void>;
}

function listening(server: Server): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('listening', () => resolve((server.address() as AddressInfo).port));
    server.once('error', reject);
  });
}

// firebase-tools' Auth emulator app without the CLI and its hub (as functions/src/test/global-setup.ts does).
async function startAuthEmulator(): Promise<{ host: string; stop(): Promise<void> }> {
  const require = createRequire(import.meta.url);
  const { createApp } = require('firebase-tools/lib/emulator/auth/server.js') as AuthEmulatorServer;
  const server = (await createApp(PROJECT_ID, 0)).listen(0, HOST);
  const port = await listening(server);
  return {
    host: `${HOST}:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
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
 * The Node Firestore emulator and the Auth emulator on free ports, exported to this process's environment (until
 * stop) so the firebase-admin clients created meanwhile use them.
 */
export async function startEmulators(): Promise<Emulators> {
  const [firestore, auth] = await Promise.all([
    startFirestoreEmulator({ host: HOST, port: 0, projectId: PROJECT_ID }),
    startAuthEmulator(),
  ]);
  const firestoreHost = `${firestore.host}:${firestore.port}`;
  const restoreEnv = setEnv({
    FIRESTORE_EMULATOR_HOST: firestoreHost,
    FIREBASE_AUTH_EMULATOR_HOST: auth.host,
    GCLOUD_PROJECT: PROJECT_ID,
    // Emulators only: skip google-auth-library's probe of the GCE metadata server.
    METADATA_SERVER_DETECTION: 'none',
  });
  return {
    firestoreHost,
    authHost: auth.host,
    stop: async () => {
      await Promise.all([auth.stop(), firestore.stop()]);
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
