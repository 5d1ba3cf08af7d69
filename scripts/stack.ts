import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readdirSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startFirestoreEmulator } from '../tools/firestore-emulator/index.js';
import { startStorageEmulator } from '../tools/storage-emulator/index.js';
import { assertRuntimeNode } from './runtime.js';
import { seedStore } from './seed.js';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const PROJECT_ID = 'demo-foodstore';
/** The default bucket the Functions emulator names in FIREBASE_CONFIG for a demo- project. */
export const STORAGE_BUCKET = `${PROJECT_ID}.appspot.com`;
const HOST = '127.0.0.1';

interface EmulatorPorts {
  hosting: number;
  functions: number;
  auth: number;
  firestore: number;
  storage: number;
  hub: number;
}

function readPorts(): EmulatorPorts {
  const config = JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8')) as {
    emulators: Record<string, { port?: number }>;
  };
  const port = (name: string) => {
    const value = config.emulators[name]?.port;
    if (!value) throw new Error(`firebase.json declares no port for the ${name} emulator`);
    return value;
  };
  return { hosting: port('hosting'), functions: port('functions'), auth: port('auth'), firestore: port('firestore'), storage: port('storage'), hub: port('hub') };
}

export const PORTS = readPorts();
export const APP_URL = `http://localhost:${PORTS.hosting}`;

/**
 * Whether web/dist was built for the local stack (`vite build --mode emulators`, see web/.env.emulators): only such a
 * build talks to the Auth emulator; a production build would call the real Firebase project.
 */
export function isEmulatorBuild(dist = path.join(ROOT, 'web', 'dist')): boolean {
  const assets = path.join(dist, 'assets');
  if (!existsSync(path.join(dist, 'index.html')) || !existsSync(assets)) return false;
  return readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .some((file) => readFileSync(path.join(assets, file), 'utf8').includes('__foodStoreEmulator'));
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, HOST, () => server.close(() => resolve(true)));
  });
}

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs: number, child?: ChildProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${what}: the emulator process exited with code ${child.exitCode}`);
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${what} did not become ready within ${Math.round(timeoutMs / 1000)} s`);
}

export interface Stack {
  url: string;
  logFile: string;
  stop(): Promise<void>;
}

export interface StackOptions {
  /** Seed an empty store from emulator-data/ (default true). */
  seed?: boolean;
  /** Where the firebase-tools output goes (default .runtime/emulators.log). */
  logFile?: string;
  log?: (line: string) => void;
}

/**
 * The local stack: our Node Firestore and Storage emulators in this process, and the firebase-tools Auth, Functions and Hosting
 * emulators in a child process that inherits FIRESTORE_EMULATOR_HOST (see README, "Firestore emulator").
 * Expects functions/lib and an emulator build of web/dist (`npm run build:emulators`).
 */
export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const log = options.log ?? ((line: string) => console.log(line));
  // The Functions emulator runs the function on the Node that runs firebase-tools: this one.
  assertRuntimeNode();
  if (!existsSync(path.join(ROOT, 'functions/lib/index.js'))) {
    throw new Error('functions/lib/index.js is missing: run `npm run build:emulators` first');
  }
  if (!isEmulatorBuild()) {
    throw new Error('web/dist is missing or a production build (no emulator wiring): run `npm run build:emulators` first');
  }
  const busy: string[] = [];
  for (const [name, port] of Object.entries(PORTS)) if (!(await portIsFree(port))) busy.push(`${name} ${port}`);
  if (busy.length) throw new Error(`ports in use (${busy.join(', ')}): is another \`npm start\` or test run still running?`);

  const firestore = await startFirestoreEmulator({
    host: HOST,
    port: PORTS.firestore,
    projectId: PROJECT_ID,
    // Production's indexes, enforced: a query missing its index fails locally as it would in Cloud Firestore.
    indexes: path.join(ROOT, 'firestore.indexes.json'),
  });
  log(`Firestore emulator (Node) on ${HOST}:${firestore.port}`);
  const storage = await startStorageEmulator({ host: HOST, port: PORTS.storage, buckets: [STORAGE_BUCKET] });
  log(`Storage emulator (Node) on ${storage.hostPort}`);

  const logFile = options.logFile ?? path.join(ROOT, '.runtime', 'emulators.log');
  mkdirSync(path.dirname(logFile), { recursive: true });
  const out = openSync(logFile, 'w');
  const firebaseCli = path.join(ROOT, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js');
  const child = spawn(process.execPath, [firebaseCli, 'emulators:start', '--only', 'auth,functions,hosting', '--project', PROJECT_ID], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', out, out],
    env: {
      ...process.env,
      FIRESTORE_EMULATOR_HOST: `${HOST}:${firestore.port}`,
      // firebase-admin's Storage client goes to the local emulator (tools/storage-emulator).
      FIREBASE_STORAGE_EMULATOR_HOST: storage.hostPort,
      GCLOUD_PROJECT: PROJECT_ID,
      NO_UPDATE_NOTIFIER: '1',
      // Keeps google-auth-library from probing the cloud metadata server offline.
      METADATA_SERVER_DETECTION: 'none',
      FORCE_COLOR: '0',
    },
  });

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (child.exitCode === null && child.pid) {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      try {
        process.kill(-child.pid, 'SIGINT');
      } catch {
        /* already gone */
      }
      const timer = setTimeout(() => {
        try {
          if (child.pid) process.kill(-child.pid, 'SIGKILL');
        } catch {
          /* already gone */
        }
      }, 8000);
      await exited;
      clearTimeout(timer);
    }
    await Promise.all([firestore.stop(), storage.stop()]);
  };

  try {
    const apiUrl = `http://${HOST}:${PORTS.hosting}/api/top-foods`;
    await waitFor('the Auth emulator', async () => (await fetch(`http://${HOST}:${PORTS.auth}/`)).ok, 90_000, child);
    await waitFor('the Hosting and Functions emulators', async () => (await fetch(apiUrl)).status === 200, 120_000, child);
    if (options.seed !== false) {
      const result = await seedStore({
        projectId: PROJECT_ID,
        firestoreHost: `${HOST}:${firestore.port}`,
        authHost: `${HOST}:${PORTS.auth}`,
      });
      log(result.skipped ? 'Store already has data: seed skipped.' : `Seeded ${result.accounts} accounts, ${result.foods} foods, ${result.orders} orders.`);
    }
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\nEmulator log: ${logFile}`, { cause: error });
  }
  return { url: APP_URL, logFile, stop };
}
