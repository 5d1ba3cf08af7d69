import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { deployProblems, isEmulatorBuild, webBuild } from './web-build.js';

let root: string;

function write(file: string, text: string) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}

/** A web build as web/server-plugin.ts leaves it: the shells, the assets, the renderer naming them. */
function built({ emulators = false, index = false, renderedScript = '/assets/index-a1.js' } = {}) {
  root = mkdtempSync(path.join(tmpdir(), 'web-build-'));
  write('web/dist/app.html', '<div id="root"></div>');
  if (index) write('web/dist/index.html', '<div id="root"></div>');
  write('web/dist/assets/index-a1.js', emulators ? 'window.__foodStoreEmulator = {};' : 'console.log(1);');
  write('functions/ssr/server-entry.js', `const template = "<script type=\\"module\\" src=\\"${renderedScript}\\"></script>";`);
  return webBuild(root);
}

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the web build', () => {
  it('is deployable when it is one production build of the hosted files and the renderer', () => {
    const build = built();
    expect(deployProblems(build)).toEqual([]);
    expect(isEmulatorBuild(build)).toBe(false);
  });

  it('refuses an emulator build, a static index.html, mixed builds and a missing part', () => {
    expect(isEmulatorBuild(built({ emulators: true }))).toBe(true);
    expect(deployProblems(webBuild(root)).join()).toMatch(/emulator build/);
    expect(deployProblems(built({ index: true })).join()).toMatch(/index.html would be served/);
    expect(deployProblems(built({ renderedScript: '/assets/index-old.js' })).join()).toMatch(/different builds \(\/assets\/index-old.js\)/);
    rmSync(path.join(root, 'functions'), { recursive: true });
    expect(deployProblems(webBuild(root)).join()).toMatch(/missing/);
    expect(isEmulatorBuild(webBuild(root))).toBe(false);
  });
});
