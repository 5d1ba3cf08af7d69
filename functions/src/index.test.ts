import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const FUNCTIONS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// Declaring the functions (what a cold instance, and a deploy's discovery, runs first) loads the function framework
// and the configuration only; each function loads its own code on its first call (docs/ARCHITECTURE.md §6, cold start).

/** The modules a fresh Node process resolves while importing src/index.ts. */
async function modulesLoadedByIndex(): Promise<string[]> {
  const script = `
    import { registerHooks } from 'node:module';
    const loaded = [];
    registerHooks({ resolve(specifier, context, next) { const result = next(specifier, context); loaded.push(result.url); return result; } });
    await import(${JSON.stringify(path.join(FUNCTIONS, 'src/index.ts'))});
    console.log(JSON.stringify(loaded));
    process.exit(0);
  `;
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: FUNCTIONS, env: process.env });
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '[]') as string[];
}

describe('the functions of index.ts', () => {
  it('declaring them loads none of the app: no Express app, Firestore client, image or multipart code', async () => {
    const loaded = await modulesLoadedByIndex();
    expect(loaded.some((url) => url.includes('/firebase-functions/'))).toBe(true);
    const heavy = loaded.filter((url) => /\/src\/app\.ts$|\/@google-cloud\/firestore\/|\/sharp\/|\/busboy\/|\/express\/|\/src\/scheduled\/|\/src\/photos\//.test(url));
    expect(heavy).toEqual([]);
  }, 60_000);

  let server: Server | undefined;
  afterAll(() => server?.close());

  it('api makes the app on its first request and answers it, and the next, with the same app', async () => {
    const { api } = await import('./index.js');
    server = createServer((req, res) => void api(req as never, res as never));
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const [first, second] = await Promise.all([fetch(`http://127.0.0.1:${port}/api/categories`), fetch(`http://127.0.0.1:${port}/api/nope`)]);
    expect(first.status).toBe(200);
    expect(Array.isArray(await first.json())).toBe(true);
    expect(second.status).toBe(404);
    expect(await second.json()).toMatchObject({ message: expect.any(String) });
  });
});
