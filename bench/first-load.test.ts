import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { initialChunks, lazyPageModules, measureFirstLoad, otherLanguageCatalogs, staticClosure, type Manifest } from './first-load.js';

const MANIFEST: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_vendor.js'], dynamicImports: ['src/features/home/home-route.tsx'], css: ['assets/index.css'] },
  '_vendor.js': { file: 'assets/vendor.js', imports: ['_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  '_card.js': { file: 'assets/card.js', imports: ['_react.js'] },
  '_lightbox.js': { file: 'assets/lightbox.js' },
  'src/features/home/home-route.tsx': { file: 'assets/home-route.js', isDynamicEntry: true, imports: ['_card.js', '_vendor.js'], dynamicImports: ['_lightbox.js'] },
  'src/features/foods/all-foods-page.tsx': { file: 'assets/all-foods-page.js', isDynamicEntry: true, imports: ['_card.js', '_lightbox.js'] },
};

const ROUTER = `
const HomePage = lazy(() => import('../features/home/home-route'));
const AllFoodsPage = lazy(() => import("../features/foods/all-foods-page"));
const AboutPage = lazy(() => import('../features/pages/about-page'));
`;

describe('static closure', () => {
  it('follows static imports transitively and once, not dynamic ones', () => {
    expect(staticClosure(MANIFEST, 'src/features/home/home-route.tsx')).toEqual([
      'src/features/home/home-route.tsx',
      '_card.js',
      '_react.js',
      '_vendor.js',
    ]);
  });

  it('loads the entry, its imports, and the home page with its imports for /', () => {
    expect(initialChunks(MANIFEST).sort()).toEqual(
      ['index.html', '_vendor.js', '_react.js', 'src/features/home/home-route.tsx', '_card.js'].sort(),
    );
  });

  it('adds the app the entry boots after the first paint, with its imports', () => {
    const withBoot: Manifest = {
      ...MANIFEST,
      'index.html': { file: 'assets/index.js', isEntry: true, dynamicImports: ['src/app/boot.tsx'] },
      'src/app/boot.tsx': { file: 'assets/boot.js', isDynamicEntry: true, imports: ['_vendor.js'] },
    };
    expect(initialChunks(withBoot).sort()).toEqual(
      ['index.html', 'src/app/boot.tsx', '_vendor.js', '_react.js', 'src/features/home/home-route.tsx', '_card.js'].sort(),
    );
  });

  it("adds the language's start catalogs: English for /, Bangla (with MSG's start-up texts in Bangla, not all of MSG) for /bn/", () => {
    const withCatalogs: Manifest = {
      ...MANIFEST,
      'src/i18n/catalogs/en/start.json': { file: 'assets/start-en.js', isDynamicEntry: true },
      'src/i18n/catalogs/bn/start.json': { file: 'assets/start-bn.js', isDynamicEntry: true },
      'src/i18n/catalogs/bn/start-errors.json': { file: 'assets/start-errors-bn.js', isDynamicEntry: true },
      'src/i18n/catalogs/bn/errors.json': { file: 'assets/errors-bn.js', isDynamicEntry: true },
      'src/i18n/message-table.ts': { file: 'assets/message-table.js', isDynamicEntry: true },
      'src/i18n/intl-formats.ts': { file: 'assets/intl-formats.js', isDynamicEntry: true },
    };
    const en = initialChunks(withCatalogs, 'en');
    const bn = initialChunks(withCatalogs, 'bn');
    expect(en).toContain('src/i18n/catalogs/en/start.json');
    expect(en.filter((key) => key.includes('/bn/'))).toEqual([]);
    expect(bn).toEqual(expect.arrayContaining(['src/i18n/catalogs/bn/start.json', 'src/i18n/catalogs/bn/start-errors.json', 'src/i18n/message-table.ts', 'src/i18n/intl-formats.ts']));
    expect(en).not.toContain('src/i18n/message-table.ts');
    expect(bn).not.toContain('src/i18n/catalogs/bn/errors.json');
    expect(bn.filter((key) => key.includes('/en/'))).toEqual([]);
    expect(otherLanguageCatalogs(en, 'en')).toEqual([]);
    expect(otherLanguageCatalogs([...en, 'src/i18n/catalogs/bn/foods.json'], 'en')).toEqual(['src/i18n/catalogs/bn/foods.json']);
    expect(otherLanguageCatalogs([...bn, 'src/i18n/catalogs/en/start.json'], 'bn')).toEqual(['src/i18n/catalogs/en/start.json']);
  });

  it('fails on a chunk the manifest does not have', () => {
    expect(() => staticClosure(MANIFEST, 'missing.js')).toThrow(/no chunk missing\.js/);
  });
});

describe('lazy page modules', () => {
  it('maps the router imports to manifest keys', () => {
    expect(lazyPageModules(ROUTER)).toEqual([
      'src/features/home/home-route.tsx',
      'src/features/foods/all-foods-page.tsx',
      'src/features/pages/about-page.tsx',
    ]);
  });
});

describe('measureFirstLoad', () => {
  const web = mkdtempSync(path.join(os.tmpdir(), 'bench-first-load-'));
  afterAll(() => rmSync(web, { recursive: true, force: true }));
  const contents: Record<string, string> = {};
  mkdirSync(path.join(web, 'dist', '.vite'), { recursive: true });
  mkdirSync(path.join(web, 'dist', 'assets'));
  mkdirSync(path.join(web, 'src', 'app'), { recursive: true });
  writeFileSync(path.join(web, 'dist', '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  // The loaders' queries, imported lazily too, are no pages.
  writeFileSync(path.join(web, 'src', 'app', 'router.tsx'), `${ROUTER}\nconst home = () => import('../features/home/home-api');\n`);
  mkdirSync(path.join(web, 'src', 'features', 'home'), { recursive: true });
  writeFileSync(path.join(web, 'src', 'features', 'home', 'home-api.ts'), 'export {};\n');
  for (const chunk of [...Object.values(MANIFEST).map((c) => c.file), 'assets/index.css']) {
    contents[chunk] = `/* ${chunk} */ ${'x'.repeat(chunk.length * 300)}`;
    writeFileSync(path.join(web, 'dist', chunk), contents[chunk]);
  }
  const gz = (file: string) => gzipSync(contents[file] ?? '', { level: 9 }).length;

  it('sums the gzip size of every JS file / loads', () => {
    const result = measureFirstLoad(web);
    const files = ['assets/index.js', 'assets/vendor.js', 'assets/react.js', 'assets/home-route.js', 'assets/card.js'];
    expect(result.initialJs.map((file) => file.file).sort()).toEqual([...files].sort());
    expect(result.initialJsGzipBytes).toBe(files.reduce((sum, file) => sum + gz(file), 0));
    expect(result.initialCssGzipBytes).toBe(gz('assets/index.css'));
  });

  it('sizes each route chunk with the imports / did not load, and flags a page without a chunk', () => {
    const routes = measureFirstLoad(web).routes;
    expect(routes).toEqual([
      { module: 'src/features/home/home-route.tsx', file: 'assets/home-route.js', gzipBytes: gz('assets/home-route.js'), extraGzipBytes: 0 },
      {
        module: 'src/features/foods/all-foods-page.tsx',
        file: 'assets/all-foods-page.js',
        gzipBytes: gz('assets/all-foods-page.js'),
        extraGzipBytes: gz('assets/lightbox.js'),
      },
      { module: 'src/features/pages/about-page.tsx', gzipBytes: 0, extraGzipBytes: 0 },
    ]);
  });
});
