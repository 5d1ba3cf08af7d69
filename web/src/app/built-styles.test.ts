// @vitest-environment node
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtChunks } from '../testing/build';

describe('the built chunks', () => {
  it('never list the entry stylesheet among the files a lazy chunk loads (pages have it inlined)', async () => {
    const chunks = await builtChunks();
    const entry = chunks.find((chunk) => chunk.isEntry);
    const stylesheets = [...(entry?.viteMetadata?.importedCss ?? [])];
    expect(stylesheets).toHaveLength(1);
    const [stylesheet] = stylesheets;
    // Vite's preload helper would add a <link> for it on the first lazy import: a second copy, a whole-page restyle.
    const listing = chunks.filter((chunk) => chunk.code.includes(path.basename(stylesheet ?? ''))).map((chunk) => chunk.fileName);
    expect(listing).toEqual([]);
  }, 60_000);
});
