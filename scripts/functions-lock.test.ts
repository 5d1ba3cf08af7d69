import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FUNCTIONS_LOCK, functionsLock, lockText, readRootLock, type Lockfile } from './functions-lock.js';

// Issue 28, item 9: the deployed function installs exactly the versions the tests ran (Cloud Functions runs `npm ci`
// on functions/package-lock.json).

const ROOT = path.resolve(import.meta.dirname, '..');
const nameOf = (location: string) => location.slice(location.lastIndexOf('node_modules/') + 'node_modules/'.length);

describe('functions/package-lock.json', () => {
  const committed = readFileSync(FUNCTIONS_LOCK, 'utf8');
  const lock = JSON.parse(committed) as Lockfile;

  it('is what scripts/functions-lock.ts makes from the root package-lock.json (run it after changing dependencies)', () => {
    expect(committed).toBe(lockText(functionsLock(readRootLock())));
  });

  it('has only versions the root install has, with their integrity', () => {
    const root = readRootLock();
    const known = new Set(Object.entries(root.packages).map(([location, entry]) => `${nameOf(location)}@${entry.version} ${entry.integrity}`));
    const unknown = Object.entries(lock.packages)
      .filter(([location]) => location !== '')
      .map(([location, entry]) => `${nameOf(location)}@${entry.version} ${entry.integrity}`)
      .filter((id) => !known.has(id));
    expect(unknown).toEqual([]);
    expect(lock.lockfileVersion).toBe(3);
  });

  it("declares functions/package.json's dependencies, as npm ci requires", () => {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, 'functions', 'package.json'), 'utf8')) as Record<string, unknown>;
    const declared = lock.packages[''];
    expect(declared?.dependencies).toEqual(pkg.dependencies);
    expect(declared?.devDependencies).toEqual(pkg.devDependencies);
    expect(lock.name).toBe(pkg.name);
  });
});

describe('functionsLock', () => {
  const entry = (version: string, dependencies?: Record<string, string>) => ({ version, integrity: `sha512-${version}`, ...(dependencies ? { dependencies } : {}) });
  // The workspace needs a@2 (its own, nested under functions/) and b; b needs a@1 (hoisted at the root for web) and c;
  // d is another workspace's and stays out.
  const root: Lockfile = {
    name: 'store',
    version: '1.0.0',
    lockfileVersion: 3,
    requires: true,
    packages: {
      '': { name: 'store', workspaces: ['functions', 'web'] },
      functions: { version: '1.0.0', dependencies: { a: '^2', b: '^1' }, devDependencies: { t: '^1' } },
      'functions/node_modules/a': entry('2.0.0'),
      'node_modules/a': entry('1.0.0'),
      'node_modules/b': entry('1.0.0', { a: '^1', c: '^1' }),
      'node_modules/c': entry('1.0.0'),
      'node_modules/d': entry('1.0.0'),
      'node_modules/t': entry('1.0.0', { c: '^1' }),
      'node_modules/functions': { resolved: 'functions', link: true },
    },
  };

  it("lays the workspace's packages out as a standalone install: its own versions at the top, others nested where they conflict", () => {
    const lock = functionsLock(root);
    expect(Object.keys(lock.packages)).toEqual(['', 'node_modules/a', 'node_modules/b', 'node_modules/b/node_modules/a', 'node_modules/c', 'node_modules/t']);
    expect(lock.packages['node_modules/a']?.version).toBe('2.0.0');
    expect(lock.packages['node_modules/b/node_modules/a']?.version).toBe('1.0.0');
    expect(lock.packages['']).toEqual({ name: 'functions', version: '1.0.0', dependencies: { a: '^2', b: '^1' }, devDependencies: { t: '^1' } });
  });

  it('marks what only the devDependencies need as dev, so a production install leaves it out', () => {
    const lock = functionsLock(root);
    expect(lock.packages['node_modules/t']?.dev).toBe(true);
    expect(lock.packages['node_modules/c']?.dev).toBeUndefined();
    expect(lock.packages['node_modules/a']?.dev).toBeUndefined();
  });

  it('refuses a dependency the root lock does not have', () => {
    const broken = structuredClone(root);
    delete broken.packages['node_modules/c'];
    expect(() => functionsLock(broken)).toThrow(/needs c, which the root package-lock.json does not have/);
  });
});
