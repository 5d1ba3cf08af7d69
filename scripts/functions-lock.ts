import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// functions/package-lock.json: the deployed function gets exactly the versions the tests ran. Cloud Functions builds
// the uploaded functions/ folder alone, with `npm ci` when it has a lockfile (else it resolves every range afresh), so
// this writes the part of the root package-lock.json that functions/ needs, laid out as a standalone install: the same
// versions, resolved URLs and integrity, hoisted where the names allow. The functions predeploy hook (firebase.json)
// writes it; scripts/functions-lock.test.ts fails when the committed file differs from what this makes.

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WORKSPACE = 'functions';

interface LockEntry {
  name?: string;
  version?: string;
  resolved?: string;
  integrity?: string;
  link?: boolean;
  dev?: boolean;
  optional?: boolean;
  devOptional?: boolean;
  peer?: boolean;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  [key: string]: unknown;
}

export interface Lockfile {
  name: string;
  version: string;
  lockfileVersion: number;
  requires: boolean;
  packages: Record<string, LockEntry>;
}

type EdgeKind = 'prod' | 'dev' | 'optional';

/** The packages a lock entry needs installed, by kind (an optional peer is installed only by whoever else needs it). */
function edgesOf(entry: LockEntry, isRoot: boolean): [string, EdgeKind][] {
  const optionalPeers = new Set(Object.entries(entry.peerDependenciesMeta ?? {}).filter(([, meta]) => meta.optional).map(([name]) => name));
  return [
    ...Object.keys(entry.dependencies ?? {}).map((name) => [name, 'prod'] as [string, EdgeKind]),
    ...Object.keys(entry.peerDependencies ?? {})
      .filter((name) => !optionalPeers.has(name))
      .map((name) => [name, 'prod'] as [string, EdgeKind]),
    ...Object.keys(entry.optionalDependencies ?? {}).map((name) => [name, 'optional'] as [string, EdgeKind]),
    ...(isRoot ? Object.keys(entry.devDependencies ?? {}).map((name) => [name, 'dev'] as [string, EdgeKind]) : []),
  ];
}

/** The folder that holds `location`'s node_modules ('' for the root), and its parent's, up to the root. */
function ancestors(location: string): string[] {
  const chain = [location];
  let current = location;
  while (current !== '') {
    const index = current.lastIndexOf('/node_modules/');
    current = index >= 0 ? current.slice(0, index) : '';
    chain.push(current);
  }
  return chain;
}

const child = (parent: string, name: string) => (parent === '' ? `node_modules/${name}` : `${parent}/node_modules/${name}`);

/** Where Node resolves `name` from the package at `location` in `packages`, if anywhere. */
function resolve(packages: Record<string, LockEntry>, location: string, name: string): string | undefined {
  return ancestors(location)
    .map((folder) => child(folder, name))
    .find((candidate) => packages[candidate] !== undefined);
}

const identity = (entry: LockEntry) => `${entry.version ?? ''} ${entry.resolved ?? ''} ${entry.integrity ?? ''}`;

export function functionsLock(root: Lockfile): Lockfile {
  const workspace = root.packages[WORKSPACE];
  if (!workspace) throw new Error(`the root package-lock.json has no "${WORKSPACE}" workspace`);

  // 1. The packages functions/ needs, as the root install resolves them: a graph of root-lock locations.
  const graph = new Map<string, [string, EdgeKind][]>();
  const pending = [WORKSPACE];
  while (pending.length > 0) {
    const location = pending.pop() as string;
    if (graph.has(location)) continue;
    const entry = root.packages[location];
    if (!entry) throw new Error(`the root package-lock.json has no "${location}"`);
    const targets: [string, EdgeKind][] = [];
    for (const [name, kind] of edgesOf(entry, location === WORKSPACE)) {
      const target = resolve(root.packages, location, name);
      if (!target) {
        // An optional dependency the root install left out (another platform's binary, say) is not needed here either.
        if (kind === 'optional') continue;
        throw new Error(`${location} needs ${name}, which the root package-lock.json does not have`);
      }
      if (root.packages[target]?.link) throw new Error(`${location} needs the workspace link ${target}: not a standalone install`);
      targets.push([target, kind]);
      pending.push(target);
    }
    graph.set(location, targets);
  }

  // 2. Lay them out from the new root down, breadth first, each as high as its name is free and nothing it would hide
  // from a package already placed below resolves that name elsewhere.
  const placed: Record<string, LockEntry> = { '': workspace };
  const source = new Map<string, string>([['', WORKSPACE]]);
  const queue = [''];
  while (queue.length > 0) {
    const parent = queue.shift() as string;
    for (const [target] of graph.get(source.get(parent) ?? '') ?? []) {
      const entry = root.packages[target] as LockEntry;
      const name = target.slice(target.lastIndexOf('node_modules/') + 'node_modules/'.length);
      const existing = resolve(placed, parent, name);
      if (existing && identity(placed[existing] as LockEntry) === identity(entry)) continue;
      const chain = ancestors(parent).reverse();
      // Candidates from the root down: below `existing`'s folder (a different version must not replace it there).
      const existingFolder = existing ? existing.slice(0, existing.lastIndexOf('node_modules/')).replace(/\/$/, '') : undefined;
      const start = existingFolder === undefined ? 0 : chain.indexOf(existingFolder) + 1;
      const folder = chain.slice(start).find((candidate) => {
        if (placed[child(candidate, name)]) return false;
        // Would this hide another version of `name` from a package placed below `candidate`?
        return !Object.keys(placed).some((location) => {
          if (!(candidate === '' || location.startsWith(`${candidate}/`)) || location === candidate) return false;
          const needs = graph.get(source.get(location) ?? '')?.some(([dependency]) => dependency.endsWith(`node_modules/${name}`));
          return needs && resolve(placed, location, name) !== undefined;
        });
      });
      if (folder === undefined) throw new Error(`no place for ${name} under ${parent}`);
      const location = child(folder, name);
      placed[location] = entry;
      source.set(location, target);
      queue.push(location);
    }
  }

  // 3. Check the layout: every package resolves each of its dependencies to the very version the root install has.
  for (const [location, from] of source) {
    for (const [target] of graph.get(from) ?? []) {
      const name = target.slice(target.lastIndexOf('node_modules/') + 'node_modules/'.length);
      const found = resolve(placed, location, name);
      if (!found || identity(placed[found] as LockEntry) !== identity(root.packages[target] as LockEntry)) {
        throw new Error(`${location || WORKSPACE} would get ${name} from ${found ?? 'nowhere'}, not the version of ${target}`);
      }
    }
  }

  // 4. dev / optional / devOptional as npm marks them, for functions/ as the root: what a production install leaves out.
  const reach = (allow: (kind: EdgeKind) => boolean) => {
    const seen = new Set<string>();
    const stack = [''];
    while (stack.length > 0) {
      const location = stack.pop() as string;
      for (const [target, kind] of graph.get(source.get(location) ?? '') ?? []) {
        if (!allow(kind)) continue;
        const found = resolve(placed, location, target.slice(target.lastIndexOf('node_modules/') + 'node_modules/'.length)) as string;
        if (!seen.has(found)) {
          seen.add(found);
          stack.push(found);
        }
      }
    }
    return seen;
  };
  const prod = reach((kind) => kind === 'prod');
  const withOptional = reach((kind) => kind !== 'dev');
  const withDev = reach((kind) => kind !== 'optional');

  const packages: Record<string, LockEntry> = {};
  const rootEntry: LockEntry = { name: WORKSPACE, ...workspace };
  packages[''] = rootEntry;
  const locations = Object.keys(placed)
    .filter((location) => location !== '')
    .sort((a, b) => a.localeCompare(b, 'en'));
  for (const location of locations) {
    const { dev: _dev, optional: _optional, devOptional: _devOptional, peer: _peer, ...entry } = placed[location] as LockEntry;
    const flags: Partial<LockEntry> = {};
    if (!prod.has(location)) {
      if (withOptional.has(location) && !withDev.has(location)) flags.optional = true;
      else if (withDev.has(location) && !withOptional.has(location)) flags.dev = true;
      else flags.devOptional = true;
    }
    packages[location] = { ...entry, ...flags };
  }
  return { name: WORKSPACE, version: workspace.version ?? '0.0.0', lockfileVersion: 3, requires: true, packages };
}

export function readRootLock(root = ROOT): Lockfile {
  return JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as Lockfile;
}

export const FUNCTIONS_LOCK = path.join(ROOT, WORKSPACE, 'package-lock.json');

/** npm's key order in a lockfile (json-stringify-nice with arborist's preferred keys): plain values before objects. */
const PREFERRED_KEYS = ['name', 'version', 'lockfileVersion', 'resolved', 'integrity', 'requires', 'packages', 'dependencies'];

function npmOrder(_key: string, value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const isObject = (v: unknown) => Boolean(v) && typeof v === 'object' && !Array.isArray(v);
  const rank = (key: string) => (PREFERRED_KEYS.includes(key) ? PREFERRED_KEYS.indexOf(key) : PREFERRED_KEYS.length);
  const entries = Object.entries(value).sort(([a, av], [b, bv]) => {
    if (isObject(av) !== isObject(bv)) return isObject(av) ? 1 : -1;
    return rank(a) - rank(b) || (rank(a) === PREFERRED_KEYS.length ? a.localeCompare(b, 'en') : 0);
  });
  return Object.fromEntries(entries);
}

/** As npm writes a lockfile: its key order, two-space JSON and a final newline. */
export function lockText(lock: Lockfile): string {
  return `${JSON.stringify(lock, npmOrder, 2)}\n`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const lock = functionsLock(readRootLock());
  writeFileSync(FUNCTIONS_LOCK, lockText(lock));
  console.log(`functions/package-lock.json: ${Object.keys(lock.packages).length - 1} packages from the root package-lock.json.`);
}
