import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * A process that ties one resource to itself with stopWithProcess (its clean stop takes `stopMs`), says "ready", then
 * runs `then`; resolves with what it printed and how it ended once it exits, after `send` was done to it.
 */
async function run(options: { stopMs?: number; then?: string; send?: NodeJS.Signals[]; setup?: string }) {
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
    await new Promise((r) => setTimeout(r, 200));
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

  it('a second signal during a slow stop kills at once', async () => {
    const result = await run({ stopMs: 5_000, send: ['SIGINT', 'SIGINT'] });
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
