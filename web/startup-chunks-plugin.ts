import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { staticClosure } from './src/app/server-pages';

/** The start-up files main.tsx preloads (web/src/start-files.d.ts): written into the entry once the build named them. */
export const START_FILES_MODULE = 'virtual:food-store/start-files';
const START_FILES_PLACEHOLDER = '__FOOD_STORE_START_FILES__';
const PLACEHOLDER_ARRAY = new RegExp(`\\[\\s*(["'\`])${START_FILES_PLACEHOLDER}\\1\\s*\\]`);

/**
 * Left to itself, the bundler cut what a server-rendered page starts with into 36 files: every module shared by two
 * lazy routes is a chunk of its own, most of them 1–2 KB, and a phone pays a round trip for each (six at a time on
 * the local stack's HTTP/1.1 Hosting). It also put the early-input keeper, which main.tsx and the app both import, in the
 * app's chunk, so the entry imported, and ran, the whole app before main.tsx could start it in steps. These groups
 * make a page start in ten files:
 * - `early`: what main.tsx imports itself (the early-input keeper), loaded with the entry;
 * - `react-dom`, `react-router-dom`, `start`: main.tsx's dynamic imports (React DOM, the router, the app) and what each
 *   imports, one chunk each, run one per task; main.tsx fetches them together after the page's first frame, by the
 *   names this plugin writes into the built entry (virtual:food-store/start-files);
 * - `pages`: what two or three of the server-rendered pages (the dynamic imports of `pageList`, web-relative) import beyond those, and
 *   `<page>-parts`: what one page alone imports (so `/` does not carry the dish page's reviews; §6's 150 KB for `/`
 *   is printed by `npm run bench`).
 * Each page module stays a chunk of its own, as the router loads it. Every other route keeps the bundler's cut.
 */
export function startupChunks(pageList: string): { plugin: Plugin; groups: Rolldown.CodeSplittingGroup[] } {
  /** The chunk each start-up module goes to. */
  const chunkOf = new Map<string, string>();
  let root = process.cwd();
  let building = false;
  let base = '/';

  const plugin: Plugin = {
    name: 'food-store-startup-chunks',
    configResolved(config) {
      root = config.root;
      building = config.command === 'build' && !config.build.ssr;
      base = config.base;
    },
    resolveId: (source) => (source === START_FILES_MODULE ? `\0${START_FILES_MODULE}` : undefined),
    // The dev server loads every module on demand: nothing to preload there.
    load: (id) => (id === `\0${START_FILES_MODULE}` ? `export default ${building ? `["${START_FILES_PLACEHOLDER}"]` : '[]'};` : undefined),
    buildStart() {
      chunkOf.clear();
    },
    buildEnd(error) {
      if (error || !building) return;
      const info = (id: string) => this.getModuleInfo(id);
      /** `roots` and every module they import statically, but those already placed. */
      const closure = (roots: readonly string[]) => {
        const found = new Set<string>();
        const queue = [...roots];
        for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
          if (found.has(id) || chunkOf.has(id)) continue;
          found.add(id);
          queue.push(...(info(id)?.importedIds ?? []));
        }
        return found;
      };
      // The server build has no browser entry: nothing to group there.
      const entry = info(path.resolve(root, 'src/main.tsx'));
      if (!entry) return;
      // What main.tsx imports itself (the early-input keeper) is a chunk of its own: in the entry's chunk, the app's chunks would
      // import the entry (and Vite would list its stylesheet with them); in theirs, the entry would import, and so run,
      // the whole app before main.tsx could start it in steps.
      for (const member of closure(entry.importedIds.filter((id) => /\.[cm]?[jt]sx?$/.test(id)))) chunkOf.set(member, 'early');
      // One chunk per module main.tsx starts the app with, in its order, so each is evaluated in a task of its own.
      for (const id of entry.dynamicallyImportedIds) {
        const name = id.includes('node_modules') ? (/node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(id)?.[1] ?? 'vendor') : 'start';
        for (const member of closure([id])) chunkOf.set(member, name.replace(/[\\/@]/g, '-').replace(/^-/, ''));
      }
      // The server pages' route modules: what the list of them imports dynamically.
      const pageIds = [...(info(path.resolve(root, pageList))?.dynamicallyImportedIds ?? [])];
      if (pageIds.length === 0) this.error(`startup chunks: ${pageList} imports no page module`);
      // Each module a page imports beyond those, named after the pages that import it: one chunk for what two or three
      // share, one for what only one page needs (so `/` does not carry the dish page's reviews).
      const users = new Map<string, string[]>();
      for (const id of pageIds) {
        for (const dep of closure(info(id)?.importedIds ?? [])) {
          if (!pageIds.includes(dep)) users.set(dep, [...(users.get(dep) ?? []), path.basename(id).replace(/\.[^.]+$/, '')]);
        }
      }
      for (const [id, pages] of users) chunkOf.set(id, pages.length > 1 ? 'pages' : `${pages[0]}-parts`);
    },
    generateBundle(_options, bundle) {
      if (!building) return;
      const chunks = Object.values(bundle).filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry && chunk.moduleIds.includes(path.resolve(root, 'src/main.tsx')));
      if (!entry) this.error('startup chunks: no entry chunk holds src/main.tsx');
      const loaded = staticClosure(chunks, [entry.fileName]);
      const files = staticClosure(chunks, entry.dynamicImports);
      const startFiles = [...files].filter((file) => !loaded.has(file)).map((file) => base + file);
      if (!PLACEHOLDER_ARRAY.test(entry.code)) this.error(`startup chunks: ${entry.fileName} does not import ${START_FILES_MODULE}`);
      entry.code = entry.code.replace(PLACEHOLDER_ARRAY, () => JSON.stringify(startFiles));
    },
  };

  // Each group is closed under static imports already (`closure`): the bundler need not add dependencies.
  const groups: Rolldown.CodeSplittingGroup[] = [{ name: (id) => chunkOf.get(id) ?? null, test: (id) => chunkOf.has(id), includeDependenciesRecursively: false }];
  return { plugin, groups };
}
