// @vitest-environment node
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtChunks, builtStylesheets } from '../testing/build';

/** The file names of the stylesheets the entry imports: the one every page loads. */
async function entryStylesheets(): Promise<string[]> {
  const entry = (await builtChunks()).find((chunk) => chunk.isEntry);
  return [...(entry?.viteMetadata?.importedCss ?? [])];
}

/** Vite's config writes it at the top of the `vendor` chunk (web/vite.config.ts). */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

describe('the built chunks', () => {
  it('never list the entry stylesheet among the files a lazy chunk loads (pages have it inlined)', async () => {
    const chunks = await builtChunks();
    const stylesheets = await entryStylesheets();
    expect(stylesheets).toHaveLength(1);
    const [stylesheet] = stylesheets;
    // Vite's preload helper would add a <link> for it on the first lazy import: a second copy, a whole-page restyle.
    const listing = chunks.filter((chunk) => chunk.code.includes(path.basename(stylesheet ?? ''))).map((chunk) => chunk.fileName);
    expect(listing).toEqual([]);
  }, 60_000);

  // A rule whose last part is tested against every element (`:not(:last-child)` in Tailwind's space-y-* and
  // divide-y; `last:`, `first:`) marks every parent, and each element the streamed HTML then adds at the end of its
  // parent restyles the previous last child with all it holds: the whole page, while a phone shows its first screen
  // (index.css: stack-y-*, rules-y). react-toastify's rule is met by its own stacked toasts only.
  it('select by no position among siblings (:first-child, :last-child, :nth-*), but in react-toastify\'s own toasts', async () => {
    // The stylesheet every page loads (the gallery's viewer brings its own, for its own elements).
    const sheets = await builtStylesheets();
    const names = await entryStylesheets();
    expect(names).toHaveLength(1);
    const positional = names.flatMap((file) =>
      [...(sheets.get(file) ?? '').matchAll(/([^{}]*:(?:first-child|last-child|only-child|nth-(?:last-)?(?:child|of-type)|first-of-type|last-of-type)[^{}]*)\{/g)].map((match) => `${file}: ${match[1]?.trim()}`),
    );
    expect(positional.filter((rule) => !/^[^:]+: \.Toastify__toast--stacked\[/.test(rule))).toEqual([]);
    expect(positional.length).toBeLessThanOrEqual(1);
    expect(sheets.get(names[0] ?? '')).toContain('stack-y-4');
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

  // Chromium compiles a file that starts with this comment as it downloads, on another thread; without it, each function
  // the first render calls is compiled on the main thread as it is called (docs/ARCHITECTURE.md §6).
  it('ask the browser to compile the libraries every page starts with as they download, and no other chunk', async () => {
    const chunks = await builtChunks();
    const hinted = chunks.filter((chunk) => chunk.code.includes(COMPILE_HINT));
    expect(hinted.map((chunk) => chunk.name)).toEqual(['vendor']);
    const [vendor] = hinted;
    // The comment counts only at the top of the file.
    expect(vendor?.code.startsWith(`${COMPILE_HINT}\n`)).toBe(true);
    expect(vendor?.moduleIds.some((id) => id.includes('react-dom'))).toBe(true);
  }, 60_000);
});
