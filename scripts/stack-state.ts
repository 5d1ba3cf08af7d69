import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describeProcess, isSameProcess, portHolder, processesOfStack, processInfo, terminate } from './stack-processes.js';

/** What a running stack records in its runtime folder, so the next start can tell a running stack from leftovers. */
export interface StackState {
  version: 1;
  /** Every process the stack starts inherits it (STACK_ID_VARIABLE). */
  id: string;
  launcher: { pid: number; startTicks: number };
  startedAt: string;
  ports: Record<string, number>;
  /** A firebase.json written for other ports, removed with the stack. */
  generatedConfig?: string;
  /**
   * firebase-tools' own temporary folder (its TMPDIR), removed with the stack. Its emulator hub keeps a file there that
   * names the hub of a project (`hub-<project>.json`), which every stack of the same project would otherwise share:
   * one firebase-tools reading it while another writes or deletes it exits at once.
   */
  tmpDir?: string;
}

const STATE_FILE = 'stack.json';
/** What StackState.tmpDir's name starts with: removeState() deletes no other folder, whatever a state file says. */
const TMP_DIR_PREFIX = 'food-store-firebase-';

/** A new temporary folder for a stack's firebase-tools (StackState.tmpDir), in this process's temporary folder. */
export function makeTmpDir(): string {
  return mkdtempSync(path.join(tmpdir(), TMP_DIR_PREFIX));
}

export function stateFile(runtimeDir: string): string {
  return path.join(runtimeDir, STATE_FILE);
}

export function readState(runtimeDir: string): StackState | undefined {
  try {
    const state = JSON.parse(readFileSync(stateFile(runtimeDir), 'utf8')) as StackState;
    return state.version === 1 && typeof state.id === 'string' ? state : undefined;
  } catch {
    return undefined;
  }
}

export function newState(ports: Record<string, number>): StackState {
  return {
    version: 1,
    id: randomUUID(),
    launcher: { pid: process.pid, startTicks: processInfo(process.pid)?.startTicks ?? 0 },
    startedAt: new Date().toISOString(),
    ports,
  };
}

export function writeState(runtimeDir: string, state: StackState): void {
  const file = stateFile(runtimeDir);
  writeFileSync(`${file}.tmp`, `${JSON.stringify(state, null, 2)}\n`);
  renameSync(`${file}.tmp`, file);
}

/** What the stack made outside its state file: its generated config and firebase-tools' temporary folder. */
export function removeFiles(state: StackState): void {
  if (state.generatedConfig) rmSync(state.generatedConfig, { force: true });
  if (state.tmpDir && path.basename(state.tmpDir).startsWith(TMP_DIR_PREFIX)) rmSync(state.tmpDir, { recursive: true, force: true });
}

export function removeState(runtimeDir: string, state: StackState): void {
  removeFiles(state);
  // Only our own record: a later stack of the same folder may have replaced it.
  if (readState(runtimeDir)?.id === state.id) rmSync(stateFile(runtimeDir), { force: true });
}

/** A stack of this folder is running (its launcher is alive): the new start must not touch it. */
export class StackRunningError extends Error {}

/**
 * Clears what an interrupted run of this runtime folder left behind (its launcher killed, say, with SIGKILL): the
 * processes that still carry its stack id are stopped, its generated config, temporary folder and state removed. Throws
 * StackRunningError when that run's launcher is still alive.
 */
export async function clearLeftovers(runtimeDir: string, log: (line: string) => void): Promise<void> {
  const state = readState(runtimeDir);
  if (!state) return;
  if (state.launcher.pid !== process.pid && isSameProcess(state.launcher.pid, state.launcher.startTicks)) {
    throw new StackRunningError(
      `a local stack of this checkout is already running (launcher pid ${state.launcher.pid}, started ${state.startedAt}): ` +
        `stop it first (Ctrl-C in its terminal, or kill ${state.launcher.pid}). State file: ${stateFile(runtimeDir)}`,
    );
  }
  const leftovers = processesOfStack(state.id);
  if (leftovers.length > 0) {
    log(`An earlier run was interrupted and left ${leftovers.length} process(es) running; stopping them: ${leftovers.map(describeProcess).join(', ')}`);
    await terminate(leftovers);
  }
  removeState(runtimeDir, state);
}

/** Whether `port` on `host` can be listened on now (something else may take it the moment after). */
export function portIsFree(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

/** Throws unless every port is free, naming the process that holds each busy one when it can be seen. */
export async function assertPortsFree(ports: Record<string, number>, host: string): Promise<void> {
  const busy: string[] = [];
  for (const [name, port] of Object.entries(ports)) {
    if (await portIsFree(port, host)) continue;
    const holder = portHolder(port);
    busy.push(`${name} ${port}${holder ? ` is held by ${describeProcess(holder)}` : ''}`);
  }
  if (busy.length > 0) {
    throw new Error(
      `ports in use: ${busy.join('; ')}. This checkout did not start them (or its record is gone): stop that process, ` +
        'e.g. another checkout\'s `npm start` or test run, then start again.',
    );
  }
}
