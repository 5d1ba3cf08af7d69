import { existsSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';

// What is running, read from Linux's /proc: which processes belong to a stack (they carry its id in their environment),
// whether a recorded process is still the same one (its start time), and who listens on a port. Elsewhere (no /proc)
// leftovers are named by port only.

/** The variable every process of a stack inherits: its id, so leftovers are recognised for certain before a kill. */
export const STACK_ID_VARIABLE = 'FOOD_STORE_STACK_ID';

export interface ProcessInfo {
  pid: number;
  /** Process group: firebase-tools and the function workers it starts share one. */
  pgid: number;
  /** Clock ticks after boot: with the pid, identifies the process (pids are reused). */
  startTicks: number;
  command: string;
}

export const canInspectProcesses = (): boolean => existsSync('/proc/self/stat');

export function processInfo(pid: number): ProcessInfo | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name in parentheses may hold spaces and parentheses: fields follow the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
    // A zombie has exited and only waits for its parent to collect it.
    if (fields[0] === 'Z') return undefined;
    return { pid, pgid: Number(fields[2]), startTicks: Number(fields[19]), command };
  } catch {
    return undefined;
  }
}

/** Whether `pid` is still the process that was recorded with `startTicks` (not a later one given the same pid). */
export function isSameProcess(pid: number, startTicks: number): boolean {
  if (!canInspectProcesses()) {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  }
  return processInfo(pid)?.startTicks === startTicks;
}

function pids(): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number);
}

/** Every process whose environment carries this stack id. */
export function processesOfStack(stackId: string): ProcessInfo[] {
  if (!canInspectProcesses()) return [];
  const marker = `${STACK_ID_VARIABLE}=${stackId}`;
  const found: ProcessInfo[] = [];
  for (const pid of pids()) {
    if (pid === process.pid) continue;
    try {
      if (!readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').includes(marker)) continue;
    } catch {
      continue;
    }
    const info = processInfo(pid);
    if (info) found.push(info);
  }
  return found;
}

function listeningInodes(port: number): Set<string> {
  const inodes = new Set<string>();
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let lines: string[];
    try {
      lines = readFileSync(table, 'utf8').trim().split('\n').slice(1);
    } catch {
      continue;
    }
    for (const line of lines) {
      const columns = line.trim().split(/\s+/);
      // local_address is ADDR:PORT in hex; state 0A is LISTEN; column 9 is the socket's inode.
      if (columns[1]?.endsWith(`:${hexPort}`) && columns[3] === '0A' && columns[9]) inodes.add(columns[9]);
    }
  }
  return inodes;
}

/** The process listening on a TCP port, when /proc shows it (only processes of this user are visible). */
export function portHolder(port: number): ProcessInfo | undefined {
  if (!canInspectProcesses()) return undefined;
  const sockets = new Set([...listeningInodes(port)].map((inode) => `socket:[${inode}]`));
  if (sockets.size === 0) return undefined;
  for (const pid of pids()) {
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      try {
        if (sockets.has(readlinkSync(`/proc/${pid}/fd/${fd}`))) return processInfo(pid);
      } catch {
        // Closed meanwhile.
      }
    }
  }
  return undefined;
}

/** `pid 123 (node …/firebase.js emulators:start …)`, shortened for a message. */
export function describeProcess(info: ProcessInfo): string {
  const command = info.command.length > 120 ? `${info.command.slice(0, 117)}...` : info.command;
  return `pid ${info.pid} (${command})`;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch {
    // Gone already.
  }
}

/**
 * Ends these processes (each checked again to be the same process before every signal): SIGTERM, which firebase-tools
 * answers with a clean shutdown, then SIGKILL after `graceMs`. Resolves once none is left.
 */
export async function terminate(processes: readonly ProcessInfo[], graceMs = 5_000): Promise<void> {
  const alive = () => processes.filter((info) => isSameProcess(info.pid, info.startTicks));
  for (const info of alive()) signal(info.pid, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  while (alive().length > 0 && Date.now() < deadline) await sleep(100);
  for (const info of alive()) signal(info.pid, 'SIGKILL');
  const killed = Date.now() + 5_000;
  while (alive().length > 0 && Date.now() < killed) await sleep(50);
  const left = alive();
  if (left.length > 0) throw new Error(`could not stop ${left.map(describeProcess).join(', ')}`);
}
