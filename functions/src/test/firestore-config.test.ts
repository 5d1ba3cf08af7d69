import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The rules emulator is part of the official (Java) Firestore emulator, which cannot run offline here, so these
// tests pin the deployed files' content: clients get no access, and no query needs a composite index.
const root = new URL('../../../', import.meta.url);
const read = (file: string) => readFileSync(new URL(file, root), 'utf8');

describe('firestore.rules', () => {
  const rules = read('firestore.rules').replace(/\/\/.*$/gm, '');

  it('denies every client read and write', () => {
    const allows = [...rules.matchAll(/allow\s+([^:;]+):\s*([^;]+);/g)].map((m) => [m[1]?.trim(), m[2]?.trim()]);
    expect(allows).toEqual([['read, write', 'if false']]);
    expect(rules).toMatch(/match \/databases\/\{database\}\/documents\s*\{\s*match \/\{document=\*\*\}/);
  });
});

describe('firestore.indexes.json', () => {
  const config = JSON.parse(read('firestore.indexes.json')) as { indexes: unknown[]; fieldOverrides: { collectionGroup: string; fieldPath: string }[] };

  it('declares no composite index, because every query is equality filters in id order or one orderBy', () => {
    expect(config.indexes).toEqual([]);
  });

  it('exempts long text from indexing', () => {
    expect(config.fieldOverrides.map((o) => `${o.collectionGroup}.${o.fieldPath}`)).toContain('foods.description');
  });
});

describe('firebase.json', () => {
  const config = JSON.parse(read('firebase.json')) as {
    hosting: { public: string; rewrites: { source: string; function?: { functionId: string }; destination?: string }[] };
    emulators: Record<string, { port?: number }>;
  };

  it('rewrites /api/** to the api function and everything else to the SPA', () => {
    expect(config.hosting.public).toBe('web/dist');
    expect(config.hosting.rewrites[0]).toMatchObject({ source: '/api/**', function: { functionId: 'api' } });
    expect(config.hosting.rewrites.at(-1)).toEqual({ source: '**', destination: '/index.html' });
  });

  it('declares the emulator ports of the local stack', () => {
    const ports = Object.fromEntries(Object.entries(config.emulators).map(([k, v]) => [k, v.port]));
    expect(ports).toMatchObject({ hosting: 5000, functions: 5001, auth: 9099, firestore: 8080, hub: 4400 });
  });
});
