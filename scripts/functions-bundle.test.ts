import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { build, type Metafile } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { BUNDLE_OPTIONS, OUT_DIR, UNBUNDLED_FILES } from './functions-bundle.js';

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

  it('leaves the code no request of ours runs (the charset tables, Firestore bundles) to node_modules, where it resolves', () => {
    const externals = new Set(Object.values(metafile.outputs).flatMap((output) => output.imports.filter((imported) => imported.external).map((imported) => imported.path)));
    expect(externals).toContain('iconv-lite');
    for (const { path: packagePath } of UNBUNDLED_FILES) expect(externals).toContain(packagePath);
    const bundled = Object.keys(metafile.inputs);
    expect(bundled.filter((input) => /\/node_modules\/iconv-lite\/|firestore_v1_proto_api/.test(input))).toEqual([]);

    // As the chunks ask for them (the banner's require of lib/chunks), and as a deployed function installs them: every
    // package left out is at the top of functions/package-lock.json.
    const requireFromChunks = createRequire(path.join(OUT_DIR, 'chunks', 'chunk.js'));
    const lock = JSON.parse(readFileSync(path.join(OUT_DIR, '..', 'package-lock.json'), 'utf8')) as { packages: Record<string, unknown> };
    for (const request of [...(BUNDLE_OPTIONS.external ?? []), ...UNBUNDLED_FILES.map((file) => file.path)].filter((name) => !name.startsWith('#'))) {
      expect(() => requireFromChunks.resolve(request), request).not.toThrow();
      const packageName = request.split('/').slice(0, request.startsWith('@') ? 2 : 1).join('/');
      expect(lock.packages, request).toHaveProperty([`node_modules/${packageName}`]);
    }
    const iconv = requireFromChunks('iconv-lite') as { decode(buffer: Buffer, encoding: string): string };
    expect(iconv.decode(Buffer.from('{"a":"é"}', 'utf16le'), 'utf-16le')).toBe('{"a":"é"}');
    const protos = requireFromChunks(UNBUNDLED_FILES[0]!.path) as { firestore: { BundleElement: { fromObject(value: object): { toJSON(): unknown } } } };
    expect(protos.firestore.BundleElement.fromObject({ metadata: { id: 'b', totalDocuments: 1 } }).toJSON()).toEqual({ metadata: { id: 'b', totalDocuments: 1 } });
  });
});
