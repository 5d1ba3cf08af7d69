import { describe, expect, it } from 'vitest';
import { launcherOptions } from './stack.js';

// Issue 31, item 5 (docs/ARCHITECTURE.md §5i "Store currency"): `STORE_CURRENCY=BDT npm start` runs a taka store; the
// launcher hands the setting to the Functions emulator and the seed (scripts/seed.ts prices the seed in it).
describe('launcherOptions: STORE_CURRENCY', () => {
  it('is USD unless set, BDT when set so', () => {
    expect(launcherOptions([], {}).currency).toBe('USD');
    expect(launcherOptions([], { STORE_CURRENCY: 'BDT' }).currency).toBe('BDT');
  });

  it('refuses an unknown currency before anything starts', () => {
    expect(() => launcherOptions([], { STORE_CURRENCY: 'TK' })).toThrow('STORE_CURRENCY must be one of USD, BDT; got "TK".');
  });
});
