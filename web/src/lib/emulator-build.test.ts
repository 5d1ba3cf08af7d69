// @vitest-environment node
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';

const WEB = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// What only the emulator wiring and the browser-test hook contain.
const EMULATOR_MARKERS = ['__foodStoreEmulator', 'demo-foodstore', '9099', 'signInWithGoogleIdToken'];

/** The JavaScript of the app as `vite build --mode <mode>` makes it, in memory. */
async function builtJavaScript(mode: string): Promise<string> {
  const result = await build({
    root: WEB,
    configFile: path.join(WEB, 'vite.config.ts'),
    mode,
    logLevel: 'silent',
    build: { write: false },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  return outputs
    .flatMap((output) => output.output)
    .map((file) => (file.type === 'chunk' ? file.code : ''))
    .join('\n');
}

describe('the VITE_USE_EMULATORS build flag', () => {
  it('compiles the emulator wiring and the test hook out of a production build', async () => {
    const production = await builtJavaScript('production');
    expect(production).toContain('onAuthStateChanged');
    for (const marker of EMULATOR_MARKERS) expect(production, marker).not.toContain(marker);

    const emulators = await builtJavaScript('emulators');
    for (const marker of EMULATOR_MARKERS) expect(emulators, marker).toContain(marker);
  }, 60_000);
});
