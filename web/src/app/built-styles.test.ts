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

  it("hold React Router's production build, not its development warnings (remix-run/react-router#14102)", async () => {
    const chunks = await builtChunks();
    const router = chunks.filter((chunk) => chunk.code.includes('createBrowserRouter') || chunk.moduleIds.some((id) => id.includes('react-router')));
    expect(router.length).toBeGreaterThan(0);
    // Messages only React Router's development build has (its warnings when a location matches no route or a route
    // renders nothing).
    const warnings = ['No routes matched location', 'Matched leaf route at location'];
    expect(router.flatMap((chunk) => warnings.filter((warning) => chunk.code.includes(warning)).map((warning) => `${chunk.fileName}: ${warning}`))).toEqual([]);
    expect(router.flatMap((chunk) => chunk.moduleIds).some((id) => id.includes('react-router/dist/production/'))).toBe(true);
  }, 60_000);
});
