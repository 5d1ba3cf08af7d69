import { spawn } from 'node:child_process';
import { openSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { securityHeaders } from '../functions/src/http/security-headers.js';
import { startFirestoreEmulator } from '../tools/firestore-emulator/index.js';
import { startStorageEmulator } from '../tools/storage-emulator/index.js';

// The parts scripts/stack.ts puts together: the in-process emulators, firebase-tools' process group, its Auth export.

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const PROJECT_ID = 'demo-foodstore';
export const HOST = '127.0.0.1';
/** The default bucket the Functions emulator names in FIREBASE_CONFIG for a demo- project. */
export const STORAGE_BUCKET = `${PROJECT_ID}.appspot.com`;

/**
 * The emulators a stack has a port for, in the order portsFrom() numbers them. The last three are those firebase-tools
 * starts beside the ones asked for (the Functions emulator brings Eventarc and Cloud Tasks): without a port of its own
 * each takes the first free one from its default, which two stacks starting at once can both pick, and one of them
 * fails to listen.
 */
export const EMULATOR_NAMES = ['hosting', 'functions', 'auth', 'firestore', 'hub', 'storage', 'logging', 'eventarc', 'tasks'] as const;

export type EmulatorPorts = Record<(typeof EMULATOR_NAMES)[number], number>;

/**
 * An emulator that runs in this process beside firebase-tools: started before it, reached by the Functions emulator
 * through `env`, saved into each snapshot (`<name>.json`) and stopped after firebase-tools. Another in-process emulator
 * (Storage, say) is one more entry of LOCAL_EMULATORS.
 */
export interface LocalEmulator {
  name: string;
  env: Record<string, string>;
  /** Restores the snapshot's data; returns what to report (document count). */
  restore(snapshotDir: string): number;
  save(snapshotDir: string): number;
  stop(): Promise<void>;
}

export const LOCAL_EMULATORS: ((ports: EmulatorPorts, log: (line: string) => void) => Promise<LocalEmulator>)[] = [
  async (ports, log) => {
    const firestore = await startFirestoreEmulator({
      host: HOST,
      port: ports.firestore,
      projectId: PROJECT_ID,
      // Production's indexes, enforced: a query missing its index fails locally as it would in Cloud Firestore.
      indexes: path.join(ROOT, 'firestore.indexes.json'),
    });
    log(`Firestore emulator (Node) on ${HOST}:${firestore.port}`);
    return {
      name: 'firestore',
      env: { FIRESTORE_EMULATOR_HOST: `${HOST}:${firestore.port}` },
      restore: (dir) => firestore.importFrom(path.join(dir, 'firestore.json')),
      save: (dir) => firestore.exportTo(path.join(dir, 'firestore.json')),
      stop: () => firestore.stop(),
    };
  },
  async (ports, log) => {
    const storage = await startStorageEmulator({ host: HOST, port: ports.storage, buckets: [STORAGE_BUCKET] });
    log(`Storage emulator (Node) on ${storage.hostPort}`);
    return {
      name: 'storage',
      // firebase-admin's Storage client goes to it (tools/storage-emulator); the product knows nothing else.
      env: { FIREBASE_STORAGE_EMULATOR_HOST: storage.hostPort },
      restore: (dir) => storage.importFrom(path.join(dir, 'storage.json')),
      save: (dir) => storage.exportTo(path.join(dir, 'storage.json')),
      stop: () => storage.stop(),
    };
  },
];

/** firebase-tools in its own process group (with the function workers it starts), stopped as a group. */
export function spawnFirebase(args: string[], env: NodeJS.ProcessEnv, cwd: string, logFile: string) {
  const out = openSync(logFile, 'w');
  const firebaseCli = path.join(ROOT, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js');
  const child = spawn(process.execPath, [firebaseCli, ...args], { cwd, detached: true, stdio: ['ignore', out, out], env });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const killGroup = (signal: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(-child.pid, signal);
    } catch {
      // The group is empty.
    }
  };
  return {
    child,
    killNow: () => killGroup('SIGKILL'),
    /** SIGINT asks for a clean shutdown; a process that ignores it (as firebase-tools does in its first 100 ms) is killed. */
    async stop(): Promise<void> {
      if (child.exitCode === null && child.signalCode === null && child.pid) {
        process.kill(child.pid, 'SIGINT');
        const timer = setTimeout(() => killGroup('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
      // Function workers that outlived firebase-tools.
      killGroup('SIGKILL');
    },
  };
}

interface FirebaseConfig {
  emulators: Record<string, unknown>;
  hosting: { headers: { source?: string; headers: { key: string; value: string }[] }[] };
}

/**
 * firebase.json as the local stack serves it: the security headers of a demo- project (a CSP that lets the pages talk
 * to the Auth emulator, which the deployed one does not; functions/src/http/security-headers.ts) on these ports.
 */
export function stackConfig(ports: EmulatorPorts): FirebaseConfig {
  const config = JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8')) as FirebaseConfig;
  for (const [name, port] of Object.entries(ports)) config.emulators[name] = { ...(config.emulators[name] as object), port };
  const everywhere = config.hosting.headers.find((rule) => rule.source === '**');
  if (!everywhere) throw new Error('firebase.json has no header rule for "**"');
  everywhere.headers = securityHeaders({ emulator: true });
  return config;
}

/** stackConfig() beside firebase.json, so its relative paths still resolve (git-ignored, removed with the stack). */
export function writeStackConfig(ports: EmulatorPorts, id: string): string {
  const file = path.join(ROOT, `.firebase-stack-${id.slice(0, 8)}.json`);
  writeFileSync(file, `${JSON.stringify(stackConfig(ports), null, 2)}\n`);
  return file;
}

export async function exportAuth(ports: EmulatorPorts, dir: string): Promise<void> {
  // The hub's export endpoint is what `firebase emulators:export` calls; firebase-tools writes its own format there.
  const response = await fetch(`http://${HOST}:${ports.hub}/_admin/export`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path: dir, initiatedBy: 'food-store', targets: ['auth'] }),
    signal: AbortSignal.timeout(30_000),
  });
  if (!response.ok) throw new Error(`the Auth export failed: ${response.status} ${await response.text()}`);
}

export function countAccounts(authDir: string): number {
  const accounts = JSON.parse(readFileSync(path.join(authDir, 'auth_export', 'accounts.json'), 'utf8')) as { users?: unknown[] };
  return accounts.users?.length ?? 0;
}

