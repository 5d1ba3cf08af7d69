import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { processesOfStack, processInfo, STACK_ID_VARIABLE } from './stack-processes.js';
import { assertPortsFree, clearLeftovers, makeTmpDir, newState, StackRunningError, stateFile, writeState } from './stack-state.js';

const dirs: string[] = [];
const children: ChildProcess[] = [];
afterEach(() => children.splice(0).forEach((child) => child.kill('SIGKILL')));
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function runtimeDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'stack-state-'));
  dirs.push(dir);
  return dir;
}

/** A Node process that runs `code` and stays up; resolves once it printed its first line (returned). */
async function startProcess(code: string, env: NodeJS.ProcessEnv = {}): Promise<{ child: ChildProcess; firstLine: string }> {
  const child = spawn(process.execPath, ['-e', `${code}; setInterval(() => {}, 1000)`], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  const firstLine = await new Promise<string>((resolve) => child.stdout?.once('data', (chunk: Buffer) => resolve(chunk.toString().trim())));
  return { child, firstLine };
}

const alive = (child: ChildProcess) => child.pid !== undefined && processInfo(child.pid) !== undefined;

describe('a start finds what an earlier run left', () => {
  it('refuses while the recorded launcher still runs, and leaves its state alone', async () => {
    const dir = runtimeDir();
    const { child: launcher } = await startProcess("console.log('up')");
    const state = newState({ hosting: 5000 });
    state.launcher = { pid: launcher.pid as number, startTicks: processInfo(launcher.pid as number)?.startTicks as number };
    writeState(dir, state);
    await expect(clearLeftovers(dir, () => {})).rejects.toThrow(StackRunningError);
    await expect(clearLeftovers(dir, () => {})).rejects.toThrow(`already running (launcher pid ${launcher.pid}`);
    expect(existsSync(stateFile(dir))).toBe(true);
  });

  it('stops the processes that carry a dead launcher\'s stack id, and only those', async () => {
    const dir = runtimeDir();
    const state = newState({ hosting: 5000 });
    // A launcher that is gone; its pid may since belong to another process, which the start time tells apart.
    state.launcher = { pid: process.pid, startTicks: -1 };
    writeState(dir, state);
    const { child: leftover } = await startProcess("console.log('left behind')", { [STACK_ID_VARIABLE]: state.id });
    const { child: stranger } = await startProcess("console.log('not ours')", { [STACK_ID_VARIABLE]: 'another-stack' });
    expect(processesOfStack(state.id).map((info) => info.pid)).toEqual([leftover.pid]);

    const lines: string[] = [];
    await clearLeftovers(dir, (line) => lines.push(line));
    expect(alive(leftover)).toBe(false);
    expect(alive(stranger)).toBe(true);
    expect(lines.join('\n')).toMatch(new RegExp(`left 1 process\\(es\\) running; stopping them: pid ${leftover.pid} \\(`));
    expect(existsSync(stateFile(dir))).toBe(false);
  });

  it("removes a dead launcher's temporary folder for firebase-tools, and no folder that is not one", async () => {
    const dir = runtimeDir();
    const state = newState({ hosting: 5000 });
    state.launcher = { pid: process.pid, startTicks: -1 };
    state.tmpDir = makeTmpDir();
    mkdirSync(path.join(state.tmpDir, 'left'));
    writeState(dir, state);
    await clearLeftovers(dir, () => {});
    expect(existsSync(state.tmpDir)).toBe(false);

    // A state file naming another folder (edited by hand, say): only the state goes.
    const other = newState({ hosting: 5000 });
    other.launcher = { pid: process.pid, startTicks: -1 };
    other.tmpDir = runtimeDir();
    writeState(dir, other);
    await clearLeftovers(dir, () => {});
    expect(existsSync(other.tmpDir)).toBe(true);
    expect(existsSync(stateFile(dir))).toBe(false);
  });

  it('names the process holding a busy port', async () => {
    const { child, firstLine } = await startProcess(
      "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => console.log(s.address().port))",
    );
    const port = Number(firstLine);
    await expect(assertPortsFree({ hosting: port }, '127.0.0.1')).rejects.toThrow(
      new RegExp(`ports in use: hosting ${port} is held by pid ${child.pid} \\(.*node`),
    );
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    await expect(assertPortsFree({ hosting: port }, '127.0.0.1')).resolves.toBeUndefined();
  });
});
