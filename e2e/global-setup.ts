import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ROOT, startStack } from '../scripts/stack.js';
import { RESULTS_DIR } from './support/env.js';

declare module 'vitest' {
  export interface ProvidedContext {
    stackLogFile: string;
  }
}

/** Starts the whole local stack once (fresh Auth emulator, fresh seeded Firestore) and stops it after the run. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const results = path.join(ROOT, RESULTS_DIR);
  rmSync(results, { recursive: true, force: true });
  mkdirSync(results, { recursive: true });
  const logFile = path.join(results, 'stack.log');

  const started = Date.now();
  const stack = await startStack({ seed: true, logFile, log: (line) => console.log(`[stack] ${line}`) });
  console.log(`[stack] ready at ${stack.url} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  project.provide('stackLogFile', logFile);

  // An interrupted run must not leave the emulators holding the ports; stop() signals them before it awaits.
  const onSignal = (signal: NodeJS.Signals) => {
    void stack.stop().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  return async () => {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await stack.stop();
    console.log('[stack] stopped');
  };
}
