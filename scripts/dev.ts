import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { isEmulatorBuild, ROOT, startStack } from './stack.js';

// Development: the emulators as in `npm start`, functions recompiled on change (the Functions emulator reloads
// lib/), and the Vite dev server with HMR on http://localhost:5173 proxying /api to the Functions emulator.
const run = (args: string[]) => {
  const result = spawnSync('npm', args, { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
run(['run', 'build', '-w', 'functions']);
// The hosted copy on :5000 must be an emulator build too (a production build in web/dist is rebuilt).
if (!isEmulatorBuild()) run(['run', 'build:emulators', '-w', 'web']);

const stack = await startStack();
const bin = (name: string) => path.join(ROOT, 'node_modules', '.bin', name);
const children: ChildProcess[] = [
  spawn(bin('tsc'), ['-p', 'functions/tsconfig.build.json', '--watch', '--preserveWatchOutput'], { cwd: ROOT, stdio: 'inherit' }),
  spawn(bin('vite'), ['--mode', 'emulators', '--port', '5173', '--strictPort'], { cwd: path.join(ROOT, 'web'), stdio: 'inherit' }),
];
console.log(`\n  Dev server: http://localhost:5173 (HMR)   Hosted build: ${stack.url}\n`);

let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  await stack.stop();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
