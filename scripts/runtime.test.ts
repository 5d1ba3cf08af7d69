import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { assertRuntimeNode, configuredRuntime, runtimeMajor, runtimeTable } from './runtime.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const readJson = (file: string) => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8')) as Record<string, Record<string, string>>;
/** How long before its deprecation a runtime must be replaced: a deploy must never be the first to notice. */
const MONTHS_OF_NOTICE = 6;

function monthsBefore(date: string, months: number): Date {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCMonth(at.getUTCMonth() - months);
  return at;
}

describe('the functions runtime', () => {
  const runtime = configuredRuntime();
  const row = runtimeTable()[runtime];

  it(`is one firebase-tools deploys, at least ${MONTHS_OF_NOTICE} months from its deprecation`, () => {
    expect(row, `${runtime} is not in firebase-tools' runtime table`).toBeDefined();
    if (!row) return;
    expect(['GA', 'beta']).toContain(row.status);
    const replaceBy = monthsBefore(row.deprecationDate, MONTHS_OF_NOTICE);
    expect(
      Date.now() < replaceBy.getTime(),
      `${row.friendly} is deprecated on ${row.deprecationDate}: move firebase.json, functions/package.json engines and the ` +
        `root devDependency "node" to a newer runtime before ${replaceBy.toISOString().slice(0, 10)}`,
    ).toBe(true);
  });

  it('is the Node major of functions/package.json engines and of the Node that npm install brings', () => {
    const major = runtimeMajor(runtime);
    expect(readJson('functions/package.json').engines?.node).toBe(String(major));
    expect(readJson('package.json').devDependencies?.node).toMatch(new RegExp(`^\\^?${major}\\.`));
  });

  it('is the Node these tests run on (npm scripts put that Node first on the PATH)', () => {
    expect(() => assertRuntimeNode()).not.toThrow();
    expect(() => assertRuntimeNode(ROOT, '20.19.0')).toThrow(/functions run on Node/);
  });

  it('fails the check once the deprecation date is within the notice', () => {
    expect(monthsBefore('2027-04-30', MONTHS_OF_NOTICE).toISOString().slice(0, 10)).toBe('2026-10-30');
    // nodejs22, the other runtime firebase-tools offers today, is already within it (deprecated 2027-04-30).
    const node22 = runtimeTable().nodejs22;
    if (node22) expect(Date.now() < monthsBefore(node22.deprecationDate, MONTHS_OF_NOTICE).getTime()).toBe(false);
  });
});
