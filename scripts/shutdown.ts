import { constants } from 'node:os';
import { performance } from 'node:perf_hooks';

/** Something this process started that must not outlive it (README, "Local stack", "Stopping"). */
export interface Stoppable {
  /** Stops it in order: saves, signals, waits. */
  stop(): Promise<void>;
  /** The last resort when the process exits without waiting: synchronous, signals only. */
  killNow(): void;
}

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
/** A clean stop that takes longer than this is cut short: everything left is killed. */
const STOP_LIMIT_MS = 30_000;
/**
 * Signals this soon after the first are that same Ctrl-C again, not a person pressing it twice: the terminal signals
 * the whole foreground group, and a parent that relays signals (tsx's CLI, an npm that forwards them) sends it once more.
 */
export const REPEAT_WINDOW_MS = 1_000;

const registered = new Set<Stoppable>();
let installed = false;
let stopping: Promise<void> | undefined;
/** When the first signal came (performance.now()). */
let firstSignalAt: number | undefined;
let exitCodeOf = (signal: NodeJS.Signals) => 128 + constants.signals[signal];

function killAllNow(): void {
  for (const resource of [...registered].reverse()) {
    try {
      resource.killNow();
    } catch {
      // Already gone.
    }
  }
}

/** Stops everything registered, newest first; what a signal does before the process exits. */
export function stopAll(): Promise<void> {
  stopping ??= (async () => {
    for (const resource of [...registered].reverse()) {
      try {
        await resource.stop();
      } catch (error) {
        console.error(`Stopping failed: ${(error as Error).message}`);
        resource.killNow();
      }
      registered.delete(resource);
    }
  })();
  return stopping;
}

function onSignal(signal: NodeJS.Signals): void {
  const code = exitCodeOf(signal);
  const now = performance.now();
  if (firstSignalAt !== undefined) {
    // The first Ctrl-C relayed: the clean stop (the save first) goes on.
    if (now - firstSignalAt < REPEAT_WINDOW_MS) return;
    // A second Ctrl-C: the user will not wait for the clean stop.
    console.error(`\n${signal} again: killing what is left without waiting (nothing more is saved).`);
    killAllNow();
    process.exit(code);
  }
  firstSignalAt = now;
  const limit = setTimeout(() => {
    console.error(`Stopping took over ${STOP_LIMIT_MS / 1000} s: killing what is left.`);
    killAllNow();
    process.exit(code);
  }, STOP_LIMIT_MS);
  limit.unref();
  void stopAll().finally(() => process.exit(code));
}

function install(): void {
  if (installed) return;
  installed = true;
  for (const signal of SIGNALS) process.on(signal, onSignal);
  // Errors and plain exits: an exit handler cannot wait, so whatever is still running gets killed.
  process.on('exit', killAllNow);
}

/**
 * Ties a resource to this process: SIGINT, SIGTERM or SIGHUP stop it cleanly (then the process exits; more signals
 * within REPEAT_WINDOW_MS change nothing, a signal after that kills it at once), an exit for any other reason (an
 * error, process.exit) kills it. Installed before anything starts, so no moment is uncovered.
 * Returns the function that unties it (after the resource stopped by itself).
 */
export function stopWithProcess(resource: Stoppable): () => void {
  install();
  registered.add(resource);
  return () => registered.delete(resource);
}

/** The exit code after a signal stopped everything (default 128 + the signal's number, as a shell reports it). */
export function setSignalExitCode(code: (signal: NodeJS.Signals) => number): void {
  exitCodeOf = code;
}
