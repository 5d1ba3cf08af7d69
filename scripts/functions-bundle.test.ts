import { build, type Metafile } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { BUNDLE_OPTIONS } from './functions-bundle.js';

let metafile: Metafile;

beforeAll(async () => {
  // The build as `npm run build -w functions` makes it, kept in memory.
  ({ metafile } = await build({ ...BUNDLE_OPTIONS, write: false, metafile: true, logLevel: 'silent' }));
});

const outputOf = (entry: string) => Object.entries(metafile.outputs).find(([, output]) => output.entryPoint === entry);

/** The outputs a fresh process evaluates when it imports `file`: its static imports, not those of its `import()`s. */
function staticClosure(file: string): string[] {
  const seen = new Set<string>([file]);
  const queue = [file];
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    for (const imported of metafile.outputs[next]?.imports ?? []) {
      if (imported.kind === 'import-statement' && !imported.external && !seen.has(imported.path)) {
        seen.add(imported.path);
        queue.push(imported.path);
      }
    }
  }
  return [...seen];
}

describe('the functions bundle (functions/lib)', () => {
  it('declaring the functions loads none of the app: no Express app, Firestore SDK, image or multipart code', () => {
    const [index] = outputOf('src/index.ts') ?? [];
    expect(index).toBe('lib/index.js');
    const inputs = staticClosure(index as string).flatMap((file) => Object.keys(metafile.outputs[file]?.inputs ?? {}));
    expect(inputs.some((input) => input.includes('/firebase-functions/'))).toBe(true);
    expect(inputs.filter((input) => /^src\/app\.ts$|\/node_modules\/(@google-cloud\/firestore|express|busboy|sharp)\/|^src\/(scheduled|photos)\//.test(input))).toEqual([]);
  });

  it('leaves native code and the Storage client to node_modules, and the renderer to functions/ssr', () => {
    const externals = new Set(Object.values(metafile.outputs).flatMap((output) => output.imports.filter((imported) => imported.external).map((imported) => imported.path)));
    for (const name of ['sharp', '@google-cloud/storage']) expect(externals).toContain(name);
    const bundled = Object.keys(metafile.inputs);
    expect(bundled.filter((input) => /\/node_modules\/(sharp|@img|@google-cloud\/storage)\/|^ssr\//.test(input))).toEqual([]);
    // The Firestore SDK and firebase-admin are in the bundle itself.
    expect(bundled.some((input) => input.includes('/@google-cloud/firestore/'))).toBe(true);
  });
});
