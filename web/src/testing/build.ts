import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Rolldown } from 'vite';

const WEB = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The chunks of the web app as `vite build --mode <mode>` makes them, built in memory (for node-environment tests). */
export async function builtChunks(mode = 'production'): Promise<Rolldown.OutputChunk[]> {
  // As `vite build` runs: vitest sets NODE_ENV to test, which would build React's development chunks.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  const result = await build({ root: WEB, configFile: path.join(WEB, 'vite.config.ts'), mode, logLevel: 'silent', build: { write: false } }).finally(
    () => (process.env.NODE_ENV = nodeEnv),
  );
  return (Array.isArray(result) ? result : [result])
    .flatMap((bundle) => (bundle as Rolldown.RolldownOutput).output)
    .filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
}
