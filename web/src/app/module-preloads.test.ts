import { describe, expect, it } from 'vitest';
import { importPreloads, type BuiltChunk } from './server-pages';

// A build like the app's: the entry imports the app's start dynamically; the start imports a page's route
// dynamically, and the route a lightbox.
const CHUNKS: BuiltChunk[] = [
  { fileName: 'assets/index.js', imports: ['assets/runtime.js'], dynamicImports: ['assets/boot.js'], isEntry: true },
  { fileName: 'assets/runtime.js', imports: [] },
  { fileName: 'assets/boot.js', imports: ['assets/vendor.js', 'assets/runtime.js', 'assets/limits.js'], dynamicImports: ['assets/route.js'] },
  { fileName: 'assets/vendor.js', imports: [] },
  { fileName: 'assets/limits.js', imports: [] },
  { fileName: 'assets/route.js', imports: ['assets/vendor.js', 'assets/card.js'], dynamicImports: ['assets/lightbox.js'] },
  { fileName: 'assets/card.js', imports: ['assets/vendor.js'] },
  { fileName: 'assets/lightbox.js', imports: ['assets/vendor.js', 'assets/lightbox-lib.js', 'assets/card.js', 'assets/limits.js'] },
  { fileName: 'assets/lightbox-lib.js', imports: [] },
];

describe('importPreloads (the files the preload helper adds a link for at a dynamic import)', () => {
  it("gives the entry's import of the app none: the module loader fetches them as it reads the imports", () => {
    expect(importPreloads(CHUNKS, 'assets/index.js', ['assets/boot.js', 'assets/vendor.js', 'assets/limits.js'])).toEqual([]);
  });

  it("gives the app's import of a route only the route's own files, not the start's", () => {
    expect(importPreloads(CHUNKS, 'assets/boot.js', ['assets/route.js', 'assets/vendor.js', 'assets/card.js'])).toEqual(['assets/route.js', 'assets/card.js']);
  });

  it("gives a route's import neither what the route imports statically nor the start's files it does not import itself", () => {
    const deps = ['assets/lightbox.js', 'assets/vendor.js', 'assets/lightbox-lib.js', 'assets/card.js', 'assets/limits.js'];
    expect(importPreloads(CHUNKS, 'assets/route.js', deps)).toEqual(['assets/lightbox.js', 'assets/lightbox-lib.js']);
  });
});
