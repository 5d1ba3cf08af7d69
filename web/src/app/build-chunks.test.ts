// @vitest-environment node
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';

const WEB = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('the built chunks', () => {
  it('never list the entry stylesheet among the files a lazy chunk loads (pages have it inlined)', async () => {
    // As `vite build` runs: vitest sets NODE_ENV to test, which would build React's development chunks.
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    const result = await build({ root: WEB, configFile: path.join(WEB, 'vite.config.ts'), logLevel: 'silent', build: { write: false } }).finally(
      () => (process.env.NODE_ENV = nodeEnv),
    );
    const output = (Array.isArray(result) ? result : [result]).flatMap((bundle) => (bundle as Rolldown.RolldownOutput).output);
    const chunks = output.filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
    const entry = chunks.find((chunk) => chunk.isEntry);
    const stylesheets = [...(entry?.viteMetadata?.importedCss ?? [])];
    expect(stylesheets).toHaveLength(1);
    const [stylesheet] = stylesheets;
    // Vite's preload helper would add a <link> for it on the first lazy import: a second copy, a whole-page restyle.
    const listing = chunks.filter((chunk) => chunk.code.includes(path.basename(stylesheet ?? ''))).map((chunk) => chunk.fileName);
    expect(listing).toEqual([]);
    // And the modules main.tsx starts the app with are chunks of their own, away from the entry.
    expect(entry?.dynamicImports.length).toBe(3);
  }, 60_000);
});
