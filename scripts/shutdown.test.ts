import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { REPEAT_WINDOW_MS } from './shutdown.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * A process that ties one resource to itself with stopWithProcess (its clean stop takes `stopMs`), says "ready", then
 * runs `then`; resolves with what it printed and how it ended once it exits, after `send` was done to it (`gapMs`
 * between the signals, default 200).
 */
async function run(options: { stopMs?: number; then?: string; send?: NodeJS.Signals[]; gapMs?: number; setup?: string }) {
  const code = `
    import { writeSync } from 'node:fs';
    import { setSignalExitCode, stopWithProcess } from './scripts/shutdown.ts';
    ${options.setup ?? ''}
    stopWithProcess({
      stop: async () => { await new Promise((r) => setTimeout(r, ${options.stopMs ?? 100})); writeSync(1, 'stopped cleanly\\n'); },
      killNow: () => writeSync(1, 'killed at once\\n'),
    });
    setInterval(() => {}, 1000);
    writeSync(1, 'ready\\n');
    ${options.then ?? ''}
  `;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (status) => resolve(status)));
  while (!output.includes('ready') && child.exitCode === null) await new Promise((r) => setTimeout(r, 20));
  for (const signal of options.send ?? []) {
    child.kill(signal);
    await new Promise((r) => setTimeout(r, options.gapMs ?? 200));
  }
  return { code: await exited, output };
}

describe('stopWithProcess', () => {
  it.each([
    ['SIGINT', 130],
    ['SIGTERM', 143],
    ['SIGHUP', 129],
  ] as const)('a %s stops the resource cleanly, then exits with %i', async (signal, code) => {
    const result = await run({ send: [signal] });
    expect(result.output).toContain('stopped cleanly');
    expect(result.output).not.toContain('killed at once');
    expect(result.code).toBe(code);
  });

  it('exits with the code the program chose for a signal (npm start: 0)', async () => {
    expect((await run({ setup: 'setSignalExitCode(() => 0);', send: ['SIGINT'] })).code).toBe(0);
  });

  it('the same Ctrl-C relayed (a second SIGINT within a second, as tsx or npm forward it) does not cut the clean stop short', async () => {
    const result = await run({ stopMs: 1_500, send: ['SIGINT', 'SIGINT', 'SIGINT'], gapMs: 50 });
    expect(result.output).toContain('stopped cleanly');
    expect(result.output).not.toContain('killed at once');
    expect(result.output).not.toContain('again');
    expect(result.code).toBe(130);
  });

  it('a second signal a second or more after the first, during a slow stop, kills at once', async () => {
    const result = await run({ stopMs: 5_000, send: ['SIGINT', 'SIGINT'], gapMs: REPEAT_WINDOW_MS + 200 });
    expect(result.output).toContain('SIGINT again: killing what is left without waiting');
    expect(result.output).toContain('killed at once');
    expect(result.output).not.toContain('stopped cleanly');
    expect(result.code).toBe(130);
  });

  it('an exit the program did not plan (process.exit, an uncaught error) still kills the resource', async () => {
    const exit = await run({ then: 'setTimeout(() => process.exit(3), 10);' });
    expect(exit).toMatchObject({ code: 3 });
    expect(exit.output).toContain('killed at once');
    const crash = await run({ then: "setTimeout(() => { throw new Error('boom'); }, 10);" });
    expect(crash.code).toBe(1);
    expect(crash.output).toContain('Error: boom');
    expect(crash.output).toContain('killed at once');
  });
});

/**
 * The command an npm script runs its launcher with: `npm run build:emulators` becomes `true` (the shell stays between
 * npm and the launcher, as it does in the real script) and the launcher's file becomes `launcher`.
 */
function launchCommand(script: string, launcher: string): string {
  const scripts = (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
  const command = scripts[script];
  if (!command) throw new Error(`package.json has no "${script}" script`);
  const replaced = command.replace(/^npm run build:emulators && /, 'true && ').replace(/\S+\.ts\b/, launcher);
  if (replaced === command || replaced.includes('npm ')) throw new Error(`unexpected "${script}" script: ${command}`);
  return replaced;
}

describe('a Ctrl-C in the terminal of npm start, npm run reset, npm run dev, npm run bench', () => {
  // What the terminal does: SIGINT to the whole foreground group (npm, sh, whatever runs the launcher, the launcher),
  // through `npm exec -c`, which runs a command as `npm run` runs a script (sh -c, node_modules/.bin first on PATH, the
  // same signal handling). The launcher is busy when the signal comes (a synchronous export, a GC pause): a supervisor
  // that expects an answer within milliseconds (tsx's CLI: 30 ms, then it relays the signal, 30 ms more, then SIGKILL)
  // would kill it before it saved anything.
  it.each(['start', 'reset', 'dev', 'bench'])('npm run %s: the launcher, busy at the moment, still stops cleanly', async (script) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'food-store-ctrl-c-'));
    try {
      const launcher = path.join(dir, 'launcher.ts');
      writeFileSync(
        launcher,
        `
        import { writeSync } from 'node:fs';
        import { stopWithProcess } from ${JSON.stringify(pathToFileURL(path.join(ROOT, 'scripts/shutdown.ts')).href)};
        stopWithProcess({
          stop: async () => { await new Promise((r) => setTimeout(r, 300)); writeSync(1, 'stopped cleanly\\n'); },
          killNow: () => writeSync(1, 'killed at once\\n'),
        });
        // Busy 200 ms at a time, as a long synchronous step keeps it.
        setInterval(() => { const end = Date.now() + 200; while (Date.now() < end); }, 1);
        writeSync(1, 'ready\\n');
      `,
      );
      const npm = spawn('npm', ['exec', '--no', '-c', launchCommand(script, launcher)], { cwd: ROOT, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      npm.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      npm.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const groupAlive = () => {
        try {
          process.kill(-(npm.pid ?? 0), 0);
          return true;
        } catch {
          return false;
        }
      };
      const deadline = Date.now() + 30_000;
      while (!output.includes('ready') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      expect(output).toContain('ready');
      process.kill(-(npm.pid ?? 0), 'SIGINT');
      // npm itself exits at once; the launcher, in the same group, must finish its stop.
      while (groupAlive() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      if (groupAlive()) process.kill(-(npm.pid ?? 0), 'SIGKILL');
      expect(output).toContain('stopped cleanly');
      expect(output).not.toContain('killed at once');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
