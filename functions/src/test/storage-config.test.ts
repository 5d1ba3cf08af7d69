import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The Storage rules runtime is a Java jar firebase-tools downloads, which cannot run offline here, so these tests pin
// the deployed files: clients get no access to Cloud Storage, and `firebase deploy` (npm run deploy) ships the rules.
const root = new URL('../../../', import.meta.url);
const read = (file: string) => readFileSync(new URL(file, root), 'utf8');

describe('storage.rules', () => {
  const rules = read('storage.rules').replace(/\/\/.*$/gm, '');

  it('denies every client read and write', () => {
    const allows = [...rules.matchAll(/allow\s+([^:;]+):\s*([^;]+);/g)].map((m) => [m[1]?.trim(), m[2]?.trim()]);
    expect(allows).toEqual([['read, write', 'if false']]);
    expect(rules).toMatch(/service firebase\.storage\s*\{\s*match \/b\/\{bucket\}\/o\s*\{\s*match \/\{allPaths=\*\*\}/);
  });
});

describe('firebase.json', () => {
  const config = JSON.parse(read('firebase.json')) as {
    storage?: { rules?: string };
    emulators: Record<string, { port?: number }>;
    hosting: { rewrites: { source: string; function?: { functionId: string } }[] };
  };
  const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;

  it('declares the rules, which the `firebase deploy` of `npm run deploy` deploys', () => {
    expect(config.storage?.rules).toBe('storage.rules');
    expect(scripts.deploy).toBe('npm run build && firebase deploy');
  });

  it('gives the local Storage emulator port 9199 and sends /photos/** to the api function, before the SPA fallback', () => {
    expect(config.emulators.storage?.port).toBe(9199);
    const sources = config.hosting.rewrites.map((rewrite) => rewrite.source);
    const photos = config.hosting.rewrites.find((rewrite) => rewrite.source === '/photos/**');
    expect(photos?.function?.functionId).toBe('api');
    expect(sources.indexOf('/photos/**')).toBeLessThan(sources.indexOf('**'));
  });
});
