import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { deployConfigProblems } from './check-deploy.js';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function envDir(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'check-deploy-'));
  dirs.push(dir);
  for (const [name, content] of Object.entries(files)) writeFileSync(path.join(dir, name), content);
  return dir;
}

const COMPLETE = 'VITE_FIREBASE_API_KEY=AIza-test\nVITE_FIREBASE_AUTH_DOMAIN=food.firebaseapp.com\nVITE_FIREBASE_PROJECT_ID=food\nVITE_FIREBASE_APP_ID=1:2:web:3\n';

describe('the hosting predeploy check', () => {
  it('passes a complete config for the project deployed to', () => {
    expect(deployConfigProblems('food', envDir({ '.env.production.local': COMPLETE }))).toEqual([]);
  });

  it('names every missing value', () => {
    expect(deployConfigProblems('food', envDir({ '.env.production.local': 'VITE_FIREBASE_PROJECT_ID=food\n' }))).toEqual([
      'VITE_FIREBASE_API_KEY is not set',
      'VITE_FIREBASE_AUTH_DOMAIN is not set',
      'VITE_FIREBASE_APP_ID is not set',
    ]);
  });

  it('refuses another project\'s config, a demo project and the emulator flag', () => {
    const dir = envDir({ '.env.production.local': `${COMPLETE}VITE_USE_EMULATORS=true\n` });
    expect(deployConfigProblems('food-staging', dir)).toEqual([
      'VITE_USE_EMULATORS=true would ship the emulator wiring',
      'VITE_FIREBASE_PROJECT_ID is food, but the deploy goes to food-staging',
    ]);
    expect(deployConfigProblems('demo-foodstore', envDir({ '.env.production.local': COMPLETE }))[0]).toMatch(/demo project/);
  });

  it('reads the values CI passes as environment variables', () => {
    const names = ['VITE_FIREBASE_API_KEY', 'VITE_FIREBASE_AUTH_DOMAIN', 'VITE_FIREBASE_PROJECT_ID', 'VITE_FIREBASE_APP_ID'];
    const saved = names.map((name) => process.env[name]);
    Object.assign(process.env, { VITE_FIREBASE_API_KEY: 'k', VITE_FIREBASE_AUTH_DOMAIN: 'd', VITE_FIREBASE_PROJECT_ID: 'food', VITE_FIREBASE_APP_ID: 'a' });
    try {
      expect(deployConfigProblems('food', envDir({}))).toEqual([]);
    } finally {
      names.forEach((name, i) => (saved[i] === undefined ? delete process.env[name] : (process.env[name] = saved[i])));
    }
  });
});

describe('npm run deploy', () => {
  const root = path.resolve(import.meta.dirname, '..');
  const read = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));

  it('builds everything it deploys first, then the hooks check the config and that one build made both targets', () => {
    const config = read('firebase.json');
    // The web build also makes the function's page renderer (functions/ssr): both targets come from one build, made
    // before firebase-tools runs any hook (it prepares functions before hosting).
    expect(read('package.json').scripts.deploy).toBe('npm run build && firebase deploy');
    expect(read('package.json').scripts.build).toBe('npm run build -w functions && npm run build -w web');
    expect(config.hosting.predeploy).toEqual(['npx tsx scripts/check-deploy.ts', 'npx tsx scripts/web-build.ts']);
    expect(read('web/package.json').scripts.build).toBe('vite build');
    expect(config.hosting.public).toBe('web/dist');
    // functions/package-lock.json from the root lock first: the function installs the versions the tests ran.
    expect(config.functions[0].predeploy).toEqual(['npx tsx scripts/functions-lock.ts', 'npx tsx scripts/web-build.ts']);
    expect(config.functions[0].ignore).not.toContain('package-lock.json');
    expect(read('functions/package.json').main).toBe('lib/index.js');
    expect(read('functions/tsconfig.json').compilerOptions.outDir).toBe('lib');
  });
});
