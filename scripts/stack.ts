import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { assertRuntimeNode } from './runtime.js';
import { isEmulatorBuild as isWebEmulatorBuild, webBuild } from './web-build.js';
import { seedStore, upgradeStore } from './seed.js';
import { parseStoreCurrency, type StoreCurrency } from '../functions/src/domain/currency.js';
import { stopWithProcess } from './shutdown.js';
import { beginSnapshot, readSnapshot, resetSavedData, SavedDataError, type Snapshot } from './stack-data.js';
import {
  countAccounts,
  EMULATOR_NAMES,
  exportAuth,
  HOST,
  LOCAL_EMULATORS,
  PROJECT_ID,
  ROOT,
  spawnFirebase,
  writeStackConfig,
  type EmulatorPorts,
  type LocalEmulator,
} from './stack-emulators.js';
import { STACK_ID_VARIABLE } from './stack-processes.js';
import { assertPortsFree, clearLeftovers, makeTmpDir, newState, removeFiles, removeState, writeState } from './stack-state.js';

export { PROJECT_ID, ROOT, type EmulatorPorts } from './stack-emulators.js';

/** Where a stack keeps its state file and log, and `npm start` its saved data in data/ (git-ignored). */
export const RUNTIME_DIR = path.join(ROOT, '.runtime');

function readPorts(): EmulatorPorts {
  const config = JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8')) as {
    emulators: Record<string, { port?: number }>;
  };
  const port = (name: string) => {
    const value = config.emulators[name]?.port;
    if (!value) throw new Error(`firebase.json declares no port for the ${name} emulator`);
    return value;
  };
  return Object.fromEntries(EMULATOR_NAMES.map((name) => [name, port(name)])) as EmulatorPorts;
}

export const PORTS = readPorts();
export const APP_URL = `http://localhost:${PORTS.hosting}`;

/** Consecutive ports from `base`, in the order of EmulatorPorts: a second stack beside the first (STACK_PORT_BASE). */
export function portsFrom(base: number): EmulatorPorts {
  return Object.fromEntries(EMULATOR_NAMES.map((name, index) => [name, base + index])) as EmulatorPorts;
}

/** Whether web/dist and the page renderer were built for the local stack (scripts/web-build.ts). */
export function isEmulatorBuild(): boolean {
  return isWebEmulatorBuild(webBuild(ROOT));
}

/** The stack was asked to stop while it was starting; not a failure to report. */
export class StackStoppedError extends Error {}

export interface Stack {
  url: string;
  ports: EmulatorPorts;
  logFile: string;
  /** The saved data the stack started with (dataDir), if any. */
  restored?: Snapshot;
  stop(): Promise<void>;
}

export interface StackOptions {
  /** Seed a fresh store from emulator-data/ (default true; never over restored data). */
  seed?: boolean;
  /** Where the firebase-tools output goes (default <runtimeDir>/emulators.log). */
  logFile?: string;
  log?: (line: string) => void;
  /** Keep the data in this folder between runs (npm start, npm run dev): restored at start, saved at a clean stop. */
  dataDir?: string;
  /** With dataDir: delete the saved data first and start from the seed (npm run reset). */
  reset?: boolean;
  /** Holds the state file that lets the next start clear what an interrupted run left (default .runtime/). */
  runtimeDir?: string;
  /** Other ports than firebase.json's (a second stack beside the first). */
  ports?: EmulatorPorts;
  /**
   * The store's currency (STORE_CURRENCY, docs/ARCHITECTURE.md §5i): given to the Functions emulator and the seed. The
   * web build reads STORE_CURRENCY from the same environment (`npm start` builds it first). Default: the environment's.
   */
  currency?: StoreCurrency;
}

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs: number, child: ChildProcess, stopping: () => boolean): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (stopping()) throw new StackStoppedError('stopped while starting');
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${what}: the emulator process exited (${child.exitCode ?? child.signalCode})`);
    }
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${what} did not become ready within ${Math.round(timeoutMs / 1000)} s`);
}

/** The last `count` lines of a text file ('' when it cannot be read). */
function lastLines(file: string, count: number): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-count).join('\n');
  } catch {
    return '';
  }
}

/**
 * The local stack: the in-process emulators (our Node Firestore and Storage emulators) and the firebase-tools Auth, Functions and
 * Hosting emulators in a child process group that inherits their hosts (README, "Local stack"). From its first step it
 * is tied to this process (shutdown.ts): a signal at any moment stops everything it started, and what a killed
 * launcher left behind is cleared by the next start (stack-state.ts). Expects functions/lib and an emulator build of
 * web/dist (`npm run build:emulators`).
 */
export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const log = options.log ?? ((line: string) => console.log(line));
  // The Functions emulator runs the function on the Node that runs firebase-tools: this one.
  assertRuntimeNode();
  if (!existsSync(path.join(ROOT, 'functions/lib/index.js'))) {
    throw new Error('functions/lib/index.js is missing: run `npm run build:emulators` first');
  }
  if (!isEmulatorBuild()) {
    throw new Error('web/dist or functions/ssr is missing or a production build (no emulator wiring): run `npm run build:emulators` first');
  }
  const ports = options.ports ?? PORTS;
  const runtimeDir = options.runtimeDir ?? RUNTIME_DIR;
  mkdirSync(runtimeDir, { recursive: true });
  await clearLeftovers(runtimeDir, log);
  await assertPortsFree({ ...ports }, HOST);
  if (options.dataDir && options.reset) {
    resetSavedData(options.dataDir);
    log('Saved local data deleted: starting from the seed.');
  }
  // Read before anything starts: unreadable saved data stops the start and is left as it is.
  const snapshot = options.dataDir ? readSnapshot(options.dataDir) : undefined;

  const state = newState({ ...ports });
  // Always a generated copy of firebase.json: the local stack's CSP, and other ports if asked.
  state.generatedConfig = writeStackConfig(ports, state.id);
  const configFile = state.generatedConfig;
  state.tmpDir = makeTmpDir();
  // Recorded before anything starts: whatever follows carries state.id, so a killed launcher's leftovers are found.
  writeState(runtimeDir, state);

  const locals: LocalEmulator[] = [];
  let firebase: ReturnType<typeof spawnFirebase> | undefined;
  let ready = false;
  let stopping = false;
  let stopped: Promise<void> | undefined;

  const save = async (dataDir: string) => {
    const next = beginSnapshot(dataDir);
    try {
      const counts: Record<string, number> = {};
      for (const local of locals) counts[local.name] = local.save(next.dir);
      await exportAuth(ports, next.authDir);
      counts.accounts = countAccounts(next.authDir);
      next.commit(counts);
      log(`Saved the local data to ${path.relative(process.cwd(), dataDir) || '.'} (${Object.entries(counts).map(([k, v]) => `${v} ${k === 'firestore' ? 'documents' : k === 'storage' ? 'stored files' : k}`).join(', ')}).`);
    } catch (error) {
      next.discard();
      log(`Could not save the local data (the previous save is kept): ${(error as Error).message}`);
    }
  };

  const stop = () => {
    stopped ??= (async () => {
      stopping = true;
      if (ready && options.dataDir) await save(options.dataDir);
      await firebase?.stop();
      for (const local of [...locals].reverse()) await local.stop();
      removeState(runtimeDir, state);
      untie();
    })();
    return stopped;
  };
  const untie = stopWithProcess({
    stop: async () => {
      log(ready ? 'Stopping the local stack...' : 'Stopping the local stack while it starts...');
      await stop();
      log('Stopped.');
    },
    // No clean stop: firebase-tools' group is killed and the generated config and its temporary folder (nothing reads
    // them any more) removed; the state file stays, so the next start checks for leftovers.
    killNow: () => {
      firebase?.killNow();
      removeFiles(state);
    },
  });

  const logFile = options.logFile ?? path.join(runtimeDir, 'emulators.log');
  try {
    for (const start of LOCAL_EMULATORS) {
      const local = await start(ports, log);
      locals.push(local);
      try {
        if (snapshot) local.restore(snapshot.dir);
      } catch (error) {
        throw new SavedDataError(options.dataDir ?? snapshot?.dir ?? '', (error as Error).message);
      }
    }
    if (stopping) throw new StackStoppedError('stopped while starting');
    mkdirSync(path.dirname(logFile), { recursive: true });
    const args = ['emulators:start', '--only', 'auth,functions,hosting', '--project', PROJECT_ID, '--config', configFile];
    if (snapshot) args.push('--import', snapshot.authDir);
    // Run from the runtime folder: firebase-tools makes its export's temporary folder (and any debug log) in its cwd.
    firebase = spawnFirebase(
      args,
      {
        ...process.env,
        ...Object.assign({}, ...locals.map((local) => local.env)),
        [STACK_ID_VARIABLE]: state.id,
        GCLOUD_PROJECT: PROJECT_ID,
        NO_UPDATE_NOTIFIER: '1',
        // Keeps google-auth-library from probing the cloud metadata server offline.
        METADATA_SERVER_DETECTION: 'none',
        FORCE_COLOR: '0',
        // Its own temporary folder (StackState.tmpDir): a stack beside this one has another.
        TMPDIR: state.tmpDir,
        ...(options.currency && { STORE_CURRENCY: options.currency }),
        // As Cloud Functions' Node.js buildpack sets it by default: a body the Functions framework cannot parse gets
        // Express's production error page (no stack), as in production (docs/ARCHITECTURE.md §5).
        NODE_ENV: 'production',
      },
      runtimeDir,
      logFile,
    );
    log(`firebase-tools emulators starting (pid ${firebase.child.pid}); log: ${path.relative(process.cwd(), logFile)}`);
    const child = firebase.child;
    const isStopping = () => stopping;
    await waitFor('the Auth emulator', async () => (await fetch(`http://${HOST}:${ports.auth}/`)).ok, 90_000, child, isStopping);
    const apiUrl = `http://${HOST}:${ports.hosting}/api/top-foods`;
    await waitFor('the Hosting and Functions emulators', async () => (await fetch(apiUrl)).status === 200, 120_000, child, isStopping);
    if (snapshot) {
      log(`Restored the local data saved ${snapshot.savedAt} (${Object.entries(snapshot.counts).map(([k, v]) => `${v} ${k === 'firestore' ? 'documents' : k === 'storage' ? 'stored files' : k}`).join(', ')}).`);
      // Data saved by an earlier version gets what production's backfill gives it after a deploy.
      const upgraded = await upgradeStore({ projectId: PROJECT_ID, firestoreHost: `${HOST}:${ports.firestore}` });
      if (upgraded.updated > 0) log(`Brought ${upgraded.updated} saved foods to the current version's shape (the foods backfill).`);
      if (upgraded.sales.orders + upgraded.sales.reviews > 0) {
        log(`Counted ${upgraded.sales.orders} saved orders and ${upgraded.sales.reviews} reviews into the sales dashboard (the sales backfill).`);
      }
    } else if (options.seed !== false) {
      log('Seeding from emulator-data/...');
      const result = await seedStore({ projectId: PROJECT_ID, firestoreHost: `${HOST}:${ports.firestore}`, authHost: `${HOST}:${ports.auth}`, currency: options.currency });
      if (stopping) throw new StackStoppedError('stopped while starting');
      log(result.skipped ? 'Store already has data: seed skipped.' : `Seeded ${result.accounts} accounts, ${result.foods} foods, ${result.orders} orders.`);
    }
    ready = true;
  } catch (error) {
    const interrupted = stopping;
    // firebase-tools that exited by itself says why at the end of its log.
    const exited = firebase !== undefined && (firebase.child.exitCode !== null || firebase.child.signalCode !== null);
    await stop();
    if (error instanceof StackStoppedError || interrupted) throw new StackStoppedError('stopped while starting', { cause: error });
    if (error instanceof SavedDataError) throw error;
    // Its debug log (in its cwd, kept when it exits with an unexpected error) ends with that error's stack.
    const debugLog = path.join(runtimeDir, 'firebase-debug.log');
    const tails = exited ? [lastLines(logFile, 20), lastLines(debugLog, 15)].filter(Boolean) : [];
    const why = tails.map((lines) => `\n${lines.replace(/^/gm, '  | ')}`).join('');
    throw new Error(`${(error as Error).message}\nEmulator log: ${logFile}${why}`, { cause: error });
  }
  return { url: `http://localhost:${ports.hosting}`, ports, logFile, ...(snapshot ? { restored: snapshot } : {}), stop };
}

/**
 * What `npm start` and `npm run dev` start: the saved data of <runtime folder>/data (`--reset` deletes it first), on
 * firebase.json's ports; STACK_PORT_BASE and STACK_RUNTIME_DIR run a second stack beside the first (the stack tests).
 */
export function launcherOptions(argv: readonly string[] = process.argv.slice(2), env: NodeJS.ProcessEnv = process.env): StackOptions {
  const unknown = argv.filter((arg) => arg !== '--reset');
  if (unknown.length > 0) throw new Error(`unknown argument(s): ${unknown.join(' ')} (the only one is --reset)`);
  const runtimeDir = env.STACK_RUNTIME_DIR ? path.resolve(env.STACK_RUNTIME_DIR) : RUNTIME_DIR;
  const base = env.STACK_PORT_BASE ? Number(env.STACK_PORT_BASE) : undefined;
  if (base !== undefined && !(Number.isInteger(base) && base >= 1024 && base <= 65_530)) {
    throw new Error(`STACK_PORT_BASE must be a port from 1024 to 65530, not ${env.STACK_PORT_BASE}`);
  }
  return {
    runtimeDir,
    dataDir: path.join(runtimeDir, 'data'),
    reset: argv.includes('--reset'),
    // An unknown STORE_CURRENCY stops the start here, with the values it takes.
    currency: parseStoreCurrency(env.STORE_CURRENCY),
    ...(base === undefined ? {} : { ports: portsFrom(base) }),
  };
}
