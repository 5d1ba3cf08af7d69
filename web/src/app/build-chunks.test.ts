// @vitest-environment node
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { builtChunks } from '../testing/build';
import { staticClosure } from './server-pages';

/** The route modules of page-routes.ts's server pages. */
const PAGE_MODULES = ['src/features/home/home-route.tsx', 'src/features/foods/all-foods-route.tsx', 'src/features/foods/food-detail-route.tsx'];

/** The files a page starts with: the entry, what main.tsx imports to start the app, the page's module, and their imports. */
function startFiles(chunks: Rolldown.OutputChunk[], pageModule: string): string[] {
  const entry = chunks.find((chunk) => chunk.isEntry);
  const page = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(pageModule));
  if (!entry || !page) throw new Error(`no entry or no chunk for ${pageModule}`);
  return [...staticClosure(chunks, [entry.fileName, ...entry.dynamicImports, page.fileName])];
}

// One production build for the whole file (each takes seconds).
let built: Promise<Rolldown.OutputChunk[]> | undefined;
const chunksOfTheBuild = () => (built ??= builtChunks());

describe('the built chunks', () => {
  it('never list the entry stylesheet among the files a lazy chunk loads (pages have it inlined)', async () => {
    const chunks = await chunksOfTheBuild();
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

  it('start each server-rendered page in a few files, and `/` without the other pages\' own modules', async () => {
    const chunks = await chunksOfTheBuild();
    const started = Object.fromEntries(PAGE_MODULES.map((module) => [module, startFiles(chunks, module)]));
    for (const [module, files] of Object.entries(started)) {
      // The bundler's own cut was 36 files for the dish page: a round trip each, six at a time, on a phone.
      expect(files.length, `${module}: ${files.join(' ')}`).toBeLessThanOrEqual(10);
    }
    const home = started['src/features/home/home-route.tsx'] ?? [];
    expect(home.filter((file) => /food-detail|all-foods/.test(file))).toEqual([]);
  }, 60_000);

  it('leave React DOM, the router and the app to main.tsx: fetched by it, together, and run one per task', async () => {
    const chunks = await chunksOfTheBuild();
    const entry = chunks.find((chunk) => chunk.isEntry);
    // Three chunks, imported dynamically: a static import would run them all in the entry's task, before main.tsx.
    const started = entry?.dynamicImports ?? [];
    expect(started.map((file) => path.basename(file).replace(/-[\w-]{8}\.js$/, ''))).toEqual(['react-dom', 'react-router-dom', 'start']);
    const loadedWithEntry = staticClosure(chunks, entry?.imports ?? []);
    expect(started.filter((file) => loadedWithEntry.has(file))).toEqual([]);
    // main.tsx preloads exactly those files (the build wrote their names into it), not a placeholder.
    const preloaded = /\[("\/assets\/[^\]]+")\]/.exec(entry?.code ?? '')?.[1];
    expect(JSON.parse(`[${preloaded ?? ''}]`)).toEqual(started.map((file) => `/${file}`));
    expect(entry?.code).not.toContain('__FOOD_STORE_START_FILES__');
  }, 60_000);
});
