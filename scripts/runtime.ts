import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The Cloud Functions runtime is configured once, in firebase.json; everything local runs the function's code on the
// same Node major version (README, "Node version"): the Node that `npm install` brings (the `node` package), which
// every npm script finds first on its PATH.

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A row of firebase-tools' runtime table (`firebase-tools/lib/deploy/functions/runtimes/supported/types.js`). */
export interface RuntimeRow {
  friendly: string;
  status: 'experimental' | 'beta' | 'GA' | 'deprecated' | 'decommissioned';
  deprecationDate: string;
  decommissionDate: string;
}

/** The `runtime` of the functions codebase in firebase.json, e.g. `nodejs24`. */
export function configuredRuntime(root = ROOT): string {
  const config = JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8')) as { functions: { runtime?: string }[] };
  const runtime = config.functions[0]?.runtime;
  if (!runtime) throw new Error('firebase.json declares no functions runtime');
  return runtime;
}

/** The Node major version of a `nodejsNN` runtime. */
export function runtimeMajor(runtime: string): number {
  const match = /^nodejs(\d+)$/.exec(runtime);
  if (!match?.[1]) throw new Error(`${runtime} is not a Node.js runtime`);
  return Number(match[1]);
}

/** The runtime table of the project's own firebase-tools: what `firebase deploy` checks a deploy against. */
export function runtimeTable(root = ROOT): Record<string, RuntimeRow> {
  const require = createRequire(path.join(root, 'package.json'));
  return (require('firebase-tools/lib/deploy/functions/runtimes/supported/types.js') as { RUNTIMES: Record<string, RuntimeRow> }).RUNTIMES;
}

/**
 * Throws unless this process runs on the configured runtime's Node major version: the Functions emulator runs the
 * function's code on the Node that runs firebase-tools, so a stack started on another Node would test another runtime.
 */
export function assertRuntimeNode(root = ROOT, version = process.versions.node): void {
  const wanted = runtimeMajor(configuredRuntime(root));
  const major = Number(version.split('.')[0]);
  if (major !== wanted) {
    throw new Error(
      `this is Node ${version}, but the functions run on Node ${wanted} (firebase.json). Run it through npm ` +
        `(npm start, npm test, ...): npm scripts use the Node ${wanted} that npm install put in node_modules/.bin.`,
    );
  }
}
