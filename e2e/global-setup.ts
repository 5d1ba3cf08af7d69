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

  // A Ctrl-C or kill of the run stops the stack too (scripts/shutdown.ts); the data is never saved (no dataDir).
  return async () => {
    await stack.stop();
    console.log('[stack] stopped');
  };
}
