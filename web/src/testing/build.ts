import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Rolldown } from 'vite';

const WEB = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const builds = new Map<string, Promise<Array<Rolldown.OutputChunk | Rolldown.OutputAsset>>>();

/** The files of the web app as `vite build --mode <mode>` makes them, built in memory once per mode (for node-environment tests). */
function builtFiles(mode: string): Promise<Array<Rolldown.OutputChunk | Rolldown.OutputAsset>> {
  let files = builds.get(mode);
  if (!files) {
    // As `vite build` runs: vitest sets NODE_ENV to test, which would build React's development chunks.
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    files = build({ root: WEB, configFile: path.join(WEB, 'vite.config.ts'), mode, logLevel: 'silent', build: { write: false } })
      .finally(() => (process.env.NODE_ENV = nodeEnv))
      .then((result) => (Array.isArray(result) ? result : [result]).flatMap((bundle) => (bundle as Rolldown.RolldownOutput).output));
    builds.set(mode, files);
  }
  return files;
}

/** The chunks of the web app as `vite build --mode <mode>` makes them. */
export async function builtChunks(mode = 'production'): Promise<Rolldown.OutputChunk[]> {
  return (await builtFiles(mode)).filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
}

/** The stylesheets of the web app's production build, by file name. */
export async function builtStylesheets(mode = 'production'): Promise<Map<string, string>> {
  const sheets = (await builtFiles(mode)).filter((file): file is Rolldown.OutputAsset => file.type === 'asset' && file.fileName.endsWith('.css'));
  return new Map(sheets.map((sheet) => [sheet.fileName, typeof sheet.source === 'string' ? sheet.source : new TextDecoder().decode(sheet.source)]));
}
