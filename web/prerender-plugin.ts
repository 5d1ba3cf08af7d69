import { readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createServer, type Plugin, type ResolvedConfig } from 'vite';
import { appModuleFiles, PRERENDERED_PAGES, prerenderedPage, withAppModules, type ManifestChunk, type PrerenderedPage } from './src/app/prerendered-pages';

interface PrerenderModule {
  prerender(url: string, options: { shell?: boolean }): Promise<string>;
}

/**
 * After the client build, renders each page with the app's own components (src/app/prerender.tsx, through Vite's
 * SSR loader) into a copy of the built index.html with the stylesheet inlined, so the browser paints the layout,
 * the hero and the skeletons before any JavaScript has run. The app then hydrates that markup (app/boot.tsx).
 */
export function prerenderPages(pages: readonly PrerenderedPage[] = PRERENDERED_PAGES): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'food-store-prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      // An SSR build, or an in-memory one (tests), leaves no index.html to start from.
      if (config.build.ssr || config.build.write === false) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      const manifest = JSON.parse(await readFile(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
      const template = await readFile(path.join(outDir, 'index.html'), 'utf8');
      const readAsset = (href: string) => readFileSync(path.join(outDir, href), 'utf8');
      const server = await createServer({
        root: config.root,
        configFile: config.configFile,
        mode: config.mode,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
      });
      try {
        const { prerender } = (await server.ssrLoadModule('/src/app/prerender.tsx')) as PrerenderModule;
        for (const page of pages) {
          const html = await prerender(page.url, { shell: page.shell });
          const withModules = withAppModules(template, appModuleFiles(manifest, page.module));
          await writeFile(path.join(outDir, page.file), prerenderedPage(withModules, html, readAsset, page));
        }
      } finally {
        await server.close();
      }
    },
  };
}
