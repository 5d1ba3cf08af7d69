import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { setSignalExitCode, stopWithProcess } from './shutdown.js';
import { isEmulatorBuild, launcherOptions, ROOT, StackStoppedError, startStack } from './stack.js';

// Development: the emulators as in `npm start` (the same saved data, `--reset` too), functions rebundled on change
// (the Functions emulator reloads lib/), and the Vite dev server with HMR on http://localhost:5173 proxying /api to
// the Functions emulator.
const options = launcherOptions();
const run = (args: string[]) => {
  const result = spawnSync('npm', args, { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
run(['run', 'build', '-w', 'functions']);
// The hosted copy on :5000 must be an emulator build too (a production build in web/dist is rebuilt).
if (!isEmulatorBuild()) run(['run', 'build:emulators', '-w', 'web']);

setSignalExitCode(() => 0);
const stack = await startStack(options).catch((error: unknown) => {
  if (error instanceof StackStoppedError) return undefined;
  console.error(`\nCould not start the local stack: ${(error as Error).message}`);
  process.exit(1);
});
if (stack) {
  const bin = (name: string) => path.join(ROOT, 'node_modules', '.bin', name);
  const children: ChildProcess[] = [
    // The type check, and the bundle in lib/ (scripts/functions-bundle.ts), each on change.
    spawn(bin('tsc'), ['-p', 'functions/tsconfig.build.json', '--watch', '--preserveWatchOutput'], { cwd: ROOT, stdio: 'inherit' }),
    spawn(process.execPath, ['--import', 'tsx', 'scripts/functions-bundle.ts', '--watch'], { cwd: ROOT, stdio: 'inherit' }),
    spawn(bin('vite'), ['--mode', 'emulators', '--port', '5173', '--strictPort'], { cwd: path.join(ROOT, 'web'), stdio: 'inherit' }),
  ];
  const exited = (child: ChildProcess) =>
    child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // Registered after the stack, so stopped before it: the watchers go first, then the emulators save and stop.
  stopWithProcess({
    stop: async () => {
      for (const child of children) child.kill('SIGTERM');
      await Promise.all(children.map(exited));
    },
    killNow: () => children.forEach((child) => child.kill('SIGKILL')),
  });
  console.log(`\n  Dev server: http://localhost:5173 (HMR)   Hosted build: ${stack.url}\n`);
}
