import { readFileSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, defaultServerConditions, loadEnv, type Plugin, type ResolvedConfig } from 'vite';
import {
  buildOrigin,
  catalogChunks,
  PAGE_ROUTES_MODULE,
  pageModuleFiles,
  robotsTxt,
  serverPageId,
  serverTemplate,
  LANG_SHELL_PAGES,
  shellTemplate,
  type ManifestChunk,
  type ShellPage,
} from './src/app/server-pages';

const CLIENT_BUILD_MODULE = 'virtual:food-store/client-build';

/** Gives the server build what the client build made: the page templates and each server page's chunk files. */
function clientBuildModule(data: { template: string; shellTemplate: string; preloads: Record<string, string[]>; catalogs: Record<string, string> }): Plugin {
  const resolved = `\0${CLIENT_BUILD_MODULE}`;
  return {
    name: 'food-store-client-build',
    resolveId: (source) => (source === CLIENT_BUILD_MODULE ? resolved : undefined),
    load: (id) => (id === resolved ? `export default ${JSON.stringify(data)};` : undefined),
  };
}

interface ServerEntry {
  renderShellPage(shell: ShellPage): Promise<string>;
}

/**
 * After the client build: builds the server renderer (src/app/server-entry.ts, with React and every dependency in it)
 * into `serverOutDir` for the `api` function to render /, /foods and /food/:id with (docs/ARCHITECTURE.md §5e), and
 * writes the static SPA fallbacks (the layout around an empty main, one set per language) and robots.txt into the client build. The built
 * index.html is the template of both (the shells with the stylesheet inlined); it is then removed, since Hosting
 * serves a static file before any rewrite and `/` must reach the function.
 */
export function serverRenderer({ serverOutDir = '../functions/ssr' } = {}): Plugin {
  let config: ResolvedConfig;
  /** The server pages' route modules, web-relative, in their list's order (the manifest's keys). */
  let pageModules: string[] = [];
  return {
    name: 'food-store-server-renderer',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    buildEnd() {
      if (config.build.ssr) return;
      const list = this.getModuleInfo(path.resolve(config.root, PAGE_ROUTES_MODULE));
      if (!list) return this.error(`${PAGE_ROUTES_MODULE} is not a module of the build`);
      pageModules = list.dynamicallyImportedIds.map((id) => path.relative(config.root, id).split(path.sep).join('/'));
    },
    async closeBundle() {
      // The server build itself, or an in-memory one (tests), leaves no index.html to start from.
      if (config.build.ssr || config.build.write === false) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      const serverDir = path.resolve(config.root, serverOutDir);
      const manifest = JSON.parse(await readFile(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
      const indexHtml = await readFile(path.join(outDir, 'index.html'), 'utf8');
      const template = serverTemplate(indexHtml);
      const shell = shellTemplate(indexHtml, (href) => readFileSync(path.join(outDir, href), 'utf8'));
      const preloads = Object.fromEntries(pageModules.map((module, index) => [serverPageId(index), pageModuleFiles(manifest, module)]));

      await build({
        root: config.root,
        configFile: config.configFile,
        mode: config.mode,
        logLevel: 'warn',
        plugins: [clientBuildModule({ template, shellTemplate: shell, preloads, catalogs: catalogChunks(manifest) })],
        // React's production build on the server too, whatever NODE_ENV the function runs with.
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        // `module-sync` first: a package that ships both builds for Node (React Router) gives its ES modules, which the
        // bundle tree-shakes, not its CommonJS one wrapped whole (about 200 KB more for a cold instance to parse).
        ssr: { noExternal: true, target: 'node', resolve: { conditions: ['module-sync', ...defaultServerConditions] } },
        build: {
          ssr: 'src/app/server-entry.ts',
          outDir: serverDir,
          emptyOutDir: true,
          copyPublicDir: false,
          manifest: false,
          target: 'node22',
          // The client's lazy page chunks mean nothing on the server, which renders every page from one process.
          rolldownOptions: { checks: { ineffectiveDynamicImport: false, bundlerTimings: false } },
        },
      });

      const { renderShellPage } = (await import(pathToFileURL(path.join(serverDir, 'server-entry.js')).href)) as ServerEntry;
      // Each language's shells (web/dist/bn/app.html and web/dist/bn/private.html: <html lang="bn">, the layout in Bangla).
      for (const shell of LANG_SHELL_PAGES) {
        await mkdir(path.dirname(path.join(outDir, shell.file)), { recursive: true });
        await writeFile(path.join(outDir, shell.file), await renderShellPage(shell));
      }
      await rm(path.join(outDir, 'index.html'));
      const origin = buildOrigin(loadEnv(config.mode, config.envDir || config.root, ''));
      if (!origin) config.logger.warn('robots.txt names no sitemap: set PUBLIC_ORIGIN (web/.env.example).');
      await writeFile(path.join(outDir, 'robots.txt'), robotsTxt(origin));
    },
  };
}
