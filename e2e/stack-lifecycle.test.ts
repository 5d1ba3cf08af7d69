import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { portsFrom, ROOT, type EmulatorPorts } from '../scripts/stack.js';
import { PROJECT_ID } from '../scripts/stack-emulators.js';
import { processesOfStack, terminate } from '../scripts/stack-processes.js';
import { portIsFree, readState, removeState } from '../scripts/stack-state.js';
import { PASSWORD, uniqueTag } from './support/env.js';

// `npm start`'s launcher (scripts/start.ts) started, stopped and killed at chosen moments. Each launcher gets its own
// ports (STACK_PORT_BASE, a generated firebase.json) and runtime folder (STACK_RUNTIME_DIR), so it runs beside the
// suite's own stack and never touches a developer's .runtime/. It lives here, not in `npm test`, because it needs
// the build `npm run test:e2e` makes (functions/lib, the emulator web build) and a minute of CPU per start.

const HOST = '127.0.0.1';
const START_MS = 240_000;
const runtimeDirs: string[] = [];
const launchers: Launcher[] = [];

/**
 * The launchers' temporary folder (their TMPDIR), holding what another firebase-tools of the same project leaves there
 * for a moment: its emulator hub's file, truncated as it is rewritten. A firebase-tools that reads it exits at once; each
 * stack's firebase-tools has a temporary folder of its own (StackState.tmpDir), made in this one and removed with it.
 */
const launcherTmp = mkdtempSync(path.join(tmpdir(), 'food-store-stack-'));
runtimeDirs.push(launcherTmp);
const HUB_FILE = `hub-${PROJECT_ID}.json`;
writeFileSync(path.join(launcherTmp, HUB_FILE), '');

/**
 * Where the kernel's ephemeral ports start (the local ports of outgoing connections: the journeys' browser and stack
 * make many). A stack's port among them can be taken by a connection between the check and the listen.
 */
const EPHEMERAL_FROM = (() => {
  try {
    return Math.max(Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]) || 32_768, 21_000);
  } catch {
    return 32_768;
  }
})();

async function allFree(ports: EmulatorPorts): Promise<boolean> {
  return (await Promise.all(Object.values(ports).map((port) => portIsFree(port, HOST)))).every(Boolean);
}

/** Nine free ports (portsFrom) below the ephemeral ones. */
async function freePorts(): Promise<EmulatorPorts> {
  for (;;) {
    const ports = portsFrom(20_000 + Math.floor(Math.random() * ((EPHEMERAL_FROM - 20_010) / 10)) * 10);
    if (await allFree(ports)) return ports;
  }
}


/**
 * What `npm start` runs once its build is done: its own command from package.json, with `npm run build:emulators`
 * replaced by `true`, so the shell stays between npm and the launcher as it does in the real script.
 */
function npmStartCommand(): string {
  const { scripts } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: { start: string } };
  const [build, launch, ...rest] = scripts.start.split(' && ');
  if (build !== 'npm run build:emulators' || !launch || rest.length > 0) throw new Error(`unexpected start script: ${scripts.start}`);
  return `true && ${launch}`;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

class Launcher {
  readonly child: ChildProcess;
  output = '';
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;

  constructor(
    readonly runtimeDir: string,
    readonly ports: EmulatorPorts,
    args: string[] = [],
    /**
     * Under npm as `npm start` runs it (npm → sh → the launcher), leading its own process group as a terminal's
     * foreground job does, so signalGroup() is a Ctrl-C. `npm exec -c` runs a command exactly as `npm run` runs a
     * script (the same sh -c, node_modules/.bin first on PATH, the same signal forwarding), without the minute of build
     * `npm start` does first. Otherwise the launcher itself, so a signal reaches exactly that process.
     */
    readonly viaNpm = false,
  ) {
    const env = { ...process.env, STACK_PORT_BASE: String(ports.hosting), STACK_RUNTIME_DIR: runtimeDir, TMPDIR: launcherTmp, FORCE_COLOR: '0' };
    this.child = viaNpm
      ? spawn('npm', ['exec', '--no', '-c', [npmStartCommand(), ...args].join(' ')], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
      : spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts', ...args], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    this.child.stdout?.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    this.child.stderr?.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    this.exited = new Promise((resolve) => this.child.once('exit', (code, signal) => resolve({ code, signal })));
    launchers.push(this);
  }

  /** Resolves once the output matches; fails with the output when the launcher exits or time runs out first. */
  async waitFor(pattern: RegExp, timeoutMs = START_MS): Promise<void> {
    await this.waitUntil(() => pattern.test(this.output), String(pattern), timeoutMs);
  }

  /** Resolves once `ready` holds; fails with the output when the launcher exits or time runs out first. */
  async waitUntil(ready: () => boolean | Promise<boolean>, what: string, timeoutMs = START_MS): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!(await ready())) {
      if (this.child.exitCode !== null || this.child.signalCode !== null) throw new Error(`launcher exited before ${what}:\n${this.output}`);
      if (Date.now() > deadline) throw new Error(`no ${what} within ${timeoutMs / 1000} s:\n${this.output}`);
      await sleep(50);
    }
  }

  /** The launcher's exit; fails with its output when it is still running after `timeoutMs`. */
  async exit(timeoutMs = 60_000): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`the launcher still runs ${timeoutMs / 1000} s after it was told to stop:\n${this.output}`)), timeoutMs);
    });
    try {
      return await Promise.race([this.exited, late]);
    } finally {
      clearTimeout(timer);
    }
  }

  signal(name: NodeJS.Signals): void {
    this.child.kill(name);
  }

  /** What a terminal does on Ctrl-C (SIGINT) or when closed: the signal to every process of the foreground group. */
  signalGroup(name: NodeJS.Signals): void {
    process.kill(-(this.child.pid ?? 0), name);
  }

  /** Under npm: the launcher process (scripts/start.ts), as its state file records it. */
  get launcherPid(): number {
    const state = readState(this.runtimeDir);
    if (!state) throw new Error(`no state file in ${this.runtimeDir}`);
    return state.launcher.pid;
  }

  /** Whether any process of the npm group (npm, sh, the launcher) is still running. */
  groupAlive(): boolean {
    try {
      process.kill(-(this.child.pid ?? 0), 0);
      return true;
    } catch {
      return false;
    }
  }

  /** Resolves once every process of the npm group has exited; fails with the output when time runs out. */
  async groupGone(timeoutMs = 60_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (this.groupAlive()) {
      if (Date.now() > deadline) throw new Error(`the npm group still runs after ${timeoutMs / 1000} s:\n${this.output}`);
      await sleep(50);
    }
  }

  get stackId(): string {
    const state = readState(this.runtimeDir);
    if (!state) throw new Error(`no state file in ${this.runtimeDir}`);
    return state.id;
  }

  get api(): string {
    return `http://${HOST}:${this.ports.hosting}/api`;
  }
}

function newRuntimeDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'food-store-stack-'));
  runtimeDirs.push(dir);
  return dir;
}

/** Nothing of the stack is left: no process carries its id, every port is free, its generated config and temporary folder are gone. */
async function expectNothingLeft(stackId: string, ports: EmulatorPorts): Promise<void> {
  expect(processesOfStack(stackId)).toEqual([]);
  expect(await allFree(ports)).toBe(true);
  // Its own generated config only: the suite's stack (global setup) runs from one too.
  expect(readdirSync(ROOT).filter((name) => name === `.firebase-stack-${stackId.slice(0, 8)}.json`)).toEqual([]);
  expect(readdirSync(launcherTmp).filter((name) => name.startsWith('food-store-firebase-'))).toEqual([]);
}

afterEach(async () => {
  // A failed test must not leave its stack running either.
  for (const launcher of launchers.splice(0)) {
    if (launcher.viaNpm) {
      if (launcher.groupAlive()) {
        launcher.signalGroup('SIGCONT');
        launcher.signalGroup('SIGTERM');
        await launcher.groupGone().catch(() => launcher.signalGroup('SIGKILL'));
      }
    } else if (launcher.child.exitCode === null && launcher.child.signalCode === null) {
      launcher.signal('SIGTERM');
      await launcher.exited;
    }
    // What a launcher killed before it could clean up left (a test that failed on such a kill), as the next start would.
    const state = readState(launcher.runtimeDir);
    if (state) {
      await terminate(processesOfStack(state.id));
      removeState(launcher.runtimeDir, state);
    }
  }
});
afterAll(() => runtimeDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('stopping the local stack at any moment', () => {
  it.each([
    ['SIGINT (Ctrl-C) as firebase-tools starts', 'SIGINT', /firebase-tools emulators starting/],
    ['SIGTERM once the Auth emulator answers', 'SIGTERM', 'auth'],
    ['SIGHUP (terminal closed) while seeding', 'SIGHUP', /Seeding from emulator-data/],
  ] as const)('%s stops everything started and saves nothing', async (_moment, signal, when) => {
    const launcher = new Launcher(newRuntimeDir(), await freePorts());
    await launcher.waitFor(/firebase-tools emulators starting/);
    const stackId = launcher.stackId;
    if (when === 'auth') {
      await launcher.waitUntil(() => fetch(`http://${HOST}:${launcher.ports.auth}/`, { signal: AbortSignal.timeout(2_000) }).then((r) => r.ok, () => false), 'an answer from the Auth emulator');
    } else {
      await launcher.waitFor(when);
    }
    // Frozen at once, so the start-up cannot finish between the moment seen and the signal.
    launcher.signal('SIGSTOP');
    launcher.signal(signal);
    launcher.signal('SIGCONT');
    expect(await launcher.exit()).toEqual({ code: 0, signal: null });
    expect(launcher.output).toContain('Stopping the local stack while it starts...');
    expect(launcher.output).not.toContain('Food Store is running');
    await expectNothingLeft(stackId, launcher.ports);
    // A partial start (a half-seeded store) is never saved: the next start seeds afresh.
    expect(existsSync(path.join(launcher.runtimeDir, 'data', 'current.json'))).toBe(false);
    expect(existsSync(path.join(launcher.runtimeDir, 'stack.json'))).toBe(false);
  }, START_MS);
});

/** Enough of the API and the Auth emulator for one user: sign-up, session, a food and an order. */
class User {
  private cookie = '';
  constructor(
    readonly email: string,
    /** The stack it talks to: each restart is a new launcher on the same ports. */
    public launcher: Launcher,
  ) {}

  private async identity(endpoint: string, body: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
    const url = `http://${HOST}:${this.launcher.ports.auth}/identitytoolkit.googleapis.com/v1/${endpoint}?key=demo-api-key`;
    const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return { status: response.status, json: (await response.json()) as Record<string, unknown> };
  }

  async signUp(name: string): Promise<void> {
    const { json } = await this.identity('accounts:signUp', { email: this.email, password: PASSWORD, returnSecureToken: true });
    await this.identity('accounts:update', { idToken: json.idToken, displayName: name, returnSecureToken: true });
  }

  /** Signs in with the password; false when the Auth emulator does not know the account. */
  async signIn(): Promise<boolean> {
    const { status, json } = await this.identity('accounts:signInWithPassword', { email: this.email, password: PASSWORD, returnSecureToken: true });
    if (status !== 200) return false;
    const response = await fetch(`${this.launcher.api}/jwt`, {
      method: 'POST',
      headers: { authorization: `Bearer ${json.idToken as string}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email: this.email }),
    });
    expect(response.status).toBe(200);
    this.cookie = response.headers.getSetCookie().map((header) => header.split(';')[0] ?? '').find((pair) => pair.startsWith('__session=')) ?? '';
    return true;
  }

  async call(method: string, route: string, body?: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
    const response = await fetch(`${this.launcher.api}${route}`, {
      method,
      headers: { cookie: this.cookie, 'content-type': 'application/json', accept: 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, json: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
  }
}

describe('local data across restarts', () => {
  it('keeps accounts, foods and orders after a stop, clears what a killed launcher left, and --reset starts from the seed', { timeout: 4 * START_MS }, async () => {
    const runtimeDir = newRuntimeDir();
    const ports = await freePorts();

    // 1. A fresh start: seeded; a new developer account adds a food and buys a seeded one; Ctrl-C saves it all.
    let launcher = new Launcher(runtimeDir, ports);
    await launcher.waitFor(/Food Store is running/);
    expect(launcher.output).toMatch(/Seeded 3 accounts/);
    const user = new User(`stack-${uniqueTag()}@example.com`, launcher);
    await user.signUp('Persistent Cook');
    expect(await user.signIn()).toBe(true);
    const foodName = `Kept Khichuri ${uniqueTag()}`;
    const food = await user.call('POST', '/add-food', {
      foodName,
      foodImage: '/images/foods/kacchi-biryani-800.webp',
      category: 'Main Course',
      price: 7.25,
      quantity: 9,
      description: 'Added before the restart, still there after it.',
      foodOrigin: 'Bangladesh',
    });
    expect(food.status).toBe(201);
    const foodId = food.json._id as string;
    const seeded = (await fetch(`${launcher.api}/top-foods`).then((r) => r.json())) as { _id: string }[];
    const details = await Promise.all(seeded.map(async ({ _id }) => (await user.call('GET', `/food/${_id}`)).json));
    const bought = details.find((item) => (item.quantity as number) > 0);
    if (!bought) throw new Error('no seeded food in stock');
    const order = await user.call('POST', '/add-purchase-food', { foodId: bought._id, quantity: 1 });
    expect(order.status).toBe(201);
    const orderId = order.json._id as string;
    const before = await user.call('GET', `/orders/${orderId}`);
    launcher.signal('SIGINT');
    expect(await launcher.exit()).toEqual({ code: 0, signal: null });
    expect(launcher.output).toMatch(/Saved the local data to .* \(\d+ documents, \d+ stored files, 4 accounts\)/);

    // 2. The next start restores them: the account signs in, the food and the order are as they were.
    launcher = new Launcher(runtimeDir, ports);
    user.launcher = launcher;
    await launcher.waitFor(/Food Store is running/);
    expect(launcher.output).toMatch(/Restored the local data saved/);
    expect(launcher.output).not.toMatch(/Seeded/);
    expect(await user.signIn()).toBe(true);
    expect((await user.call('GET', `/food/${foodId}`)).json).toMatchObject({ foodName, price: 7.25, quantity: 9 });
    expect((await user.call('GET', `/orders/${orderId}`)).json).toEqual(before.json);

    // 3. A launcher killed outright (SIGKILL) cannot stop its emulators: they are left running...
    const killedId = launcher.stackId;
    launcher.signal('SIGKILL');
    await launcher.exited;
    expect(processesOfStack(killedId).length).toBeGreaterThan(0);
    expect(await allFree(ports)).toBe(false);

    // ...and the next start recognises them by the recorded stack id, stops them, and starts on the same ports.
    launcher = new Launcher(runtimeDir, ports);
    user.launcher = launcher;
    await launcher.waitFor(/Food Store is running/);
    expect(launcher.output).toMatch(/An earlier run was interrupted and left \d+ process\(es\) running; stopping them: pid \d+ \(.*firebase/);
    expect(processesOfStack(killedId)).toEqual([]);
    // What was saved at the last clean stop is back (the killed run saved nothing).
    expect((await user.call('GET', `/food/${foodId}`)).status).toBe(200);
    const runningId = launcher.stackId;
    launcher.signal('SIGTERM');
    expect(await launcher.exit()).toEqual({ code: 0, signal: null });
    await expectNothingLeft(runningId, ports);

    // 4. --reset (npm run reset): the saved data is deleted and the store seeded again.
    launcher = new Launcher(runtimeDir, ports, ['--reset']);
    user.launcher = launcher;
    await launcher.waitFor(/Food Store is running/);
    expect(launcher.output).toMatch(/Saved local data deleted: starting from the seed/);
    expect(launcher.output).toMatch(/Seeded 3 accounts/);
    expect(await user.signIn()).toBe(false);
    expect((await fetch(`${launcher.api}/food/${foodId}`)).status).toBe(404);
    const resetId = launcher.stackId;
    launcher.signal('SIGINT');
    expect(await launcher.exit()).toEqual({ code: 0, signal: null });
    await expectNothingLeft(resetId, ports);
  });

  it('refuses saved data it cannot read, naming it, and leaves it as it was', { timeout: START_MS }, async () => {
    const runtimeDir = newRuntimeDir();
    const dataDir = path.join(runtimeDir, 'data');
    mkdirSync(path.join(dataDir, 'snapshot-1', 'auth', 'auth_export'), { recursive: true });
    writeFileSync(path.join(dataDir, 'current.json'), JSON.stringify({ format: 'food-store-local-data', version: 1, snapshot: 'snapshot-1', savedAt: 'x', counts: {} }));
    writeFileSync(path.join(dataDir, 'snapshot-1', 'auth', 'firebase-export-metadata.json'), '{}');
    writeFileSync(path.join(dataDir, 'snapshot-1', 'auth', 'auth_export', 'accounts.json'), '{"users": []}');
    writeFileSync(path.join(dataDir, 'snapshot-1', 'firestore.json'), '{"format": "firestore-emulator-export", "version": 1, "documents": [{"name": 7}]}');
    const before = readFileSync(path.join(dataDir, 'snapshot-1', 'firestore.json'), 'utf8');

    const launcher = new Launcher(runtimeDir, await freePorts());
    const { code } = await launcher.exit();
    expect(code).toBe(1);
    expect(launcher.output).toMatch(/Could not start the local stack: .*snapshot-1\/firestore\.json: documents\[0\]: no valid document "name"/);
    expect(launcher.output).toMatch(/npm run reset/);
    expect(readFileSync(path.join(dataDir, 'snapshot-1', 'firestore.json'), 'utf8')).toBe(before);
    expect(await allFree(launcher.ports)).toBe(true);
  });
});

describe('Ctrl-C in the terminal of npm start', () => {
  /** Nothing of the stack is left once the processes the last SIGKILL reached are gone (a few ms). */
  async function expectNothingLeftSoon(stackId: string, ports: EmulatorPorts): Promise<void> {
    const deadline = Date.now() + 10_000;
    while ((processesOfStack(stackId).length > 0 || !(await allFree(ports))) && Date.now() < deadline) await sleep(100);
    await expectNothingLeft(stackId, ports);
  }

  it(
    'one Ctrl-C to the whole group saves every time and leaves nothing running; a second one a second later skips the save and still stops everything',
    { timeout: 5 * START_MS },
    async () => {
      const runtimeDir = newRuntimeDir();
      const ports = await freePorts();
      const pointer = path.join(runtimeDir, 'data', 'current.json');
      const email = `ctrl-c-${uniqueTag()}@example.com`;
      let account: User | undefined;
      const foods: { id: string; name: string }[] = [];
      let order: Record<string, unknown> = {};

      /** Starts under npm; checks that everything made before is back; adds one more food. */
      const startAndAdd = async (): Promise<Launcher> => {
        const launcher = new Launcher(runtimeDir, ports, [], true);
        const user = (account ??= new User(email, launcher));
        user.launcher = launcher;
        await launcher.waitFor(/Food Store is running/);
        if (foods.length === 0) {
          expect(launcher.output).toMatch(/Seeded 3 accounts/);
          await user.signUp('Ctrl-C Cook');
          expect(await user.signIn()).toBe(true);
          const seeded = (await fetch(`${launcher.api}/top-foods`).then((r) => r.json())) as { _id: string }[];
          const details = await Promise.all(seeded.map(async ({ _id }) => (await user.call('GET', `/food/${_id}`)).json));
          const bought = details.find((item) => (item.quantity as number) > 0);
          if (!bought) throw new Error('no seeded food in stock');
          const placed = await user.call('POST', '/add-purchase-food', { foodId: bought._id, quantity: 1 });
          expect(placed.status).toBe(201);
          order = (await user.call('GET', `/orders/${placed.json._id as string}`)).json;
        } else {
          expect(launcher.output).toMatch(/Restored the local data saved/);
          expect(await user.signIn()).toBe(true);
          expect((await user.call('GET', `/orders/${order._id as string}`)).json).toEqual(order);
          for (const food of foods) expect((await user.call('GET', `/food/${food.id}`)).json).toMatchObject({ foodName: food.name });
        }
        const name = `Ctrl-C Khichuri ${foods.length + 1} ${uniqueTag()}`;
        const food = await user.call('POST', '/add-food', {
          foodName: name,
          foodImage: '/images/foods/kacchi-biryani-800.webp',
          category: 'Main Course',
          price: 6.5,
          quantity: 5,
          description: 'Added before a Ctrl-C, back on the next start.',
          foodOrigin: 'Bangladesh',
        });
        expect(food.status).toBe(201);
        foods.push({ id: food.json._id as string, name });
        return launcher;
      };

      // One Ctrl-C, three ways it can reach the launcher; each must save and stop everything (it is a race: a few rounds).
      const rounds: [string, (launcher: Launcher) => Promise<void>][] = [
        ['the group signalled', async (launcher) => launcher.signalGroup('SIGINT')],
        [
          // tsx's CLI in the chain relayed the signal after 30 ms without an answer and SIGKILLed the launcher 30 ms later.
          'the launcher busy at that moment (frozen for 300 ms)',
          async (launcher) => {
            const pid = launcher.launcherPid;
            process.kill(pid, 'SIGSTOP');
            launcher.signalGroup('SIGINT');
            await sleep(300);
            try {
              process.kill(pid, 'SIGCONT');
            } catch {
              // Killed while frozen: the checks below say what was lost.
            }
          },
        ],
        [
          'the signal relayed once more 50 ms later, as a relaying parent (the tsx CLI) does',
          async (launcher) => {
            const pid = launcher.launcherPid;
            launcher.signalGroup('SIGINT');
            await sleep(50);
            process.kill(pid, 'SIGINT');
          },
        ],
      ];
      for (const [how, ctrlC] of rounds) {
        const launcher = await startAndAdd();
        const stackId = launcher.stackId;
        await ctrlC(launcher);
        await launcher.groupGone();
        expect(launcher.output, how).toMatch(/Saved the local data to .* \(\d+ documents, \d+ stored files, 4 accounts\)/);
        expect(launcher.output, how).toContain('Stopped.');
        expect(launcher.output, how).not.toContain('killing what is left');
        await expectNothingLeftSoon(stackId, ports);
      }

      // A second Ctrl-C 1.2 s after the first, while the save waits on a frozen firebase-tools (its Auth export): the
      // save is given up (the last one stays current) and everything is stopped all the same.
      const launcher = await startAndAdd();
      const stackId = launcher.stackId;
      const saved = readFileSync(pointer, 'utf8');
      const firebase = processesOfStack(stackId).find((info) => info.command.includes('firebase.js'));
      if (!firebase) throw new Error('no firebase-tools process');
      process.kill(-firebase.pgid, 'SIGSTOP');
      launcher.signalGroup('SIGINT');
      await launcher.waitFor(/Stopping the local stack\.\.\./);
      await sleep(1_200);
      launcher.signalGroup('SIGINT');
      await launcher.groupGone();
      expect(launcher.output).toContain('SIGINT again: killing what is left without waiting');
      expect(launcher.output).not.toMatch(/Saved the local data|Stopped\./);
      expect(readFileSync(pointer, 'utf8')).toBe(saved);
      await expectNothingLeftSoon(stackId, ports);
    },
  );
});
