// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { builtChunks } from '../testing/build';

// What only the emulator wiring and the browser-test hook contain.
const EMULATOR_MARKERS = ['__foodStoreEmulator', 'demo-foodstore', '9099', 'signInWithGoogleIdToken'];

/** The JavaScript of the app as `vite build --mode <mode>` makes it. */
async function builtJavaScript(mode: string): Promise<string> {
  return (await builtChunks(mode)).map((chunk) => chunk.code).join('\n');
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
