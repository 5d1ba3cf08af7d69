import type { Plugin, ResolveModulePreloadDependenciesFn } from 'vite';
import { importPreloads, type BuiltChunk } from './src/app/server-pages';

/**
 * The files the bundler's preload helper fetches beside each dynamic import of the app (`build.modulePreload`'s
 * `resolveDependencies`, given the chunks of the bundle the plugin reads just before Vite writes the imports):
 * `importPreloads` says which, and why.
 */
export function modulePreloads(): { plugin: Plugin; resolveDependencies: ResolveModulePreloadDependenciesFn } {
  let chunks: BuiltChunk[] = [];
  return {
    plugin: {
      name: 'food-store:module-preloads',
      apply: 'build',
      // Before Vite's own generateBundle, which asks resolveDependencies for each dynamic import's preloads.
      enforce: 'pre',
      generateBundle(_options, bundle) {
        chunks = Object.values(bundle).flatMap((output) =>
          output.type === 'chunk' ? [{ fileName: output.fileName, imports: output.imports, dynamicImports: output.dynamicImports, isEntry: output.isEntry }] : [],
        );
      },
    },
    resolveDependencies: (_file, deps, { hostId, hostType }) => (hostType === 'js' ? importPreloads(chunks, hostId, deps) : deps),
  };
}
