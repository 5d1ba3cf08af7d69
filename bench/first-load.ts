import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { startAreasOf } from '../web/src/i18n/areas.js';
import { kb, verdict, type ReportLine } from './report.js';

export const INITIAL_JS_BUDGET_BYTES = 150_000;
/** The route module `/` renders (web/src/app/page-routes.ts). */
export const HOME_PAGE_MODULE = 'src/features/home/home-route.tsx';
/** The app itself, which the entry imports right after the first paint (every page loads it). */
export const BOOT_MODULE = 'src/app/boot.tsx';

/** One chunk of Vite's build manifest (`build.manifest: true`). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

export interface SizedFile {
  file: string;
  /** Manifest key (source module) of the chunk. */
  source: string;
  gzipBytes: number;
}

export interface RouteChunk {
  module: string;
  /** Undefined when the page has no chunk of its own (it was bundled into another). */
  file?: string;
  gzipBytes: number;
  /** Static imports the route adds beyond what `/` already loaded. */
  extraGzipBytes: number;
}

export interface FirstLoadResult {
  initialJs: SizedFile[];
  initialJsGzipBytes: number;
  /** `/bn/`: the same pages' JavaScript with the Bangla catalogs instead of the English one. */
  bangla: { initialJs: SizedFile[]; initialJsGzipBytes: number };
  /** Catalogs of the other language each home page would load (none, or a language's texts leak into the other's). */
  otherLanguage: { en: string[]; bn: string[] };
  initialCssGzipBytes: number;
  routes: RouteChunk[];
}

/** The chunk key and every chunk it statically imports, transitively, in load order. */
export function staticClosure(manifest: Manifest, key: string): string[] {
  const seen = new Set<string>();
  const visit = (current: string) => {
    if (seen.has(current)) return;
    const chunk = manifest[current];
    if (!chunk) throw new Error(`the build manifest has no chunk ${current}`);
    seen.add(current);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return [...seen];
}

export function entryKey(manifest: Manifest): string {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const key = entries.includes('index.html') ? 'index.html' : entries[0];
  if (!key) throw new Error('the build manifest has no entry chunk');
  return key;
}

/** The page modules the routes import lazily (`import('../features/...')`), as manifest keys. */
export function lazyPageModules(routerSource: string): string[] {
  const modules = [...routerSource.matchAll(/import\(\s*['"]\.\.\/(features\/[^'"]+)['"]\s*\)/g)].map((match) => `src/${match[1]}.tsx`);
  return [...new Set(modules)];
}

/** The languages of the store's pages (web/src/i18n/langs.ts): `/` in English, `/bn/` in Bangla. */
export type PageLang = 'en' | 'bn';

/**
 * The modules a page of `lang` loads before it renders besides its code: its start catalogs (startAreasOf, one JSON
 * chunk each), and for Bangla the module that makes MSG's start-up texts a table (message-table.ts; the rest of MSG,
 * `errors`, comes with the pages that show it) and its number and date formats (intl-formats.ts; English pages write
 * theirs without Intl).
 */
export function startCatalogs(lang: PageLang): string[] {
  const catalogs = startAreasOf(lang).map((area) => `src/i18n/catalogs/${lang}/${area}.json`);
  return lang === 'en' ? catalogs : [...catalogs, 'src/i18n/message-table.ts', 'src/i18n/intl-formats.ts'];
}

/**
 * The chunks that render the home page in `lang` (`/` or `/bn/`): the entry, the app it boots after the first paint,
 * the home page and the language's start catalogs, each with its static imports.
 */
export function initialChunks(manifest: Manifest, lang: PageLang = 'en'): string[] {
  const keys = new Set(staticClosure(manifest, entryKey(manifest)));
  for (const module of [BOOT_MODULE, HOME_PAGE_MODULE, ...startCatalogs(lang)]) {
    if (manifest[module]) for (const key of staticClosure(manifest, module)) keys.add(key);
  }
  return [...keys];
}

/** Catalog chunks of the other language among `keys` (an English page must ship no Bangla texts, and the reverse). */
export function otherLanguageCatalogs(keys: readonly string[], lang: PageLang): string[] {
  const other = lang === 'en' ? 'bn' : 'en';
  return keys.filter((key) => key.startsWith(`src/i18n/catalogs/${other}/`) || (lang === 'bn' && /domain\/(?:start-up-)?messages\.ts$/.test(key)));
}

export function measureFirstLoad(webDir: string, distDir = path.join(webDir, 'dist')): FirstLoadResult {
  const manifestPath = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} is missing: build the web app with build.manifest on`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const gzipCache = new Map<string, number>();
  const gzipSize = (file: string) => {
    let size = gzipCache.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length;
      gzipCache.set(file, size);
    }
    return size;
  };
  const sized = (keys: readonly string[]): SizedFile[] =>
    keys.map((key) => {
      const file = (manifest[key] as ManifestChunk).file;
      return { file, source: key, gzipBytes: gzipSize(file) };
    });
  const sum = (files: readonly SizedFile[]) => files.reduce((total, file) => total + file.gzipBytes, 0);

  const initialKeys = initialChunks(manifest, 'en');
  const initialJs = sized(initialKeys).filter((file) => file.file.endsWith('.js'));
  const banglaKeys = initialChunks(manifest, 'bn');
  const banglaJs = sized(banglaKeys).filter((file) => file.file.endsWith('.js'));
  const initialCss = [...new Set(initialKeys.flatMap((key) => manifest[key]?.css ?? []))];
  const loaded = new Set(initialKeys);

  // The router's own lazy pages, and the server-rendered pages' route modules (their one list).
  const routeSources = ['router.tsx', 'page-routes.ts'].map((file) => path.join(webDir, 'src', 'app', file)).filter((file) => existsSync(file));
  // A page is a component module (.tsx); the router's loaders also import their queries lazily, from .ts modules.
  const isPage = (module: string) => !existsSync(path.join(webDir, module.replace(/\.tsx$/, '.ts')));
  const routes = lazyPageModules(routeSources.map((file) => readFileSync(file, 'utf8')).join('\n')).filter(isPage).map((module): RouteChunk => {
    const chunk = manifest[module];
    if (!chunk?.isDynamicEntry) return { module, gzipBytes: 0, extraGzipBytes: 0 };
    const extra = staticClosure(manifest, module).filter((key) => key !== module && !loaded.has(key));
    return { module, file: chunk.file, gzipBytes: gzipSize(chunk.file), extraGzipBytes: sum(sized(extra)) };
  });

  return {
    initialJs: initialJs.sort((a, b) => b.gzipBytes - a.gzipBytes),
    initialJsGzipBytes: sum(initialJs),
    bangla: { initialJs: banglaJs.sort((a, b) => b.gzipBytes - a.gzipBytes), initialJsGzipBytes: sum(banglaJs) },
    otherLanguage: { en: otherLanguageCatalogs(initialKeys, 'en'), bn: otherLanguageCatalogs(banglaKeys, 'bn') },
    initialCssGzipBytes: initialCss.reduce((total, file) => total + gzipSize(file), 0),
    routes,
  };
}

export function firstLoadLines(result: FirstLoadResult): Array<Omit<ReportLine, 'section'>> {
  const within = result.initialJsGzipBytes <= INITIAL_JS_BUDGET_BYTES;
  return [
    {
      label: `JS loaded for / (${result.initialJs.length} files, gzip -9)`,
      figure: kb(result.initialJsGzipBytes),
      budget: `≤ ${kb(INITIAL_JS_BUDGET_BYTES)}`,
      verdict: verdict(within),
    },
    ...result.initialJs.map((file) => ({
      label: `  ${file.file} (${file.source})`,
      figure: kb(file.gzipBytes),
      budget: '',
      verdict: 'INFO' as const,
    })),
    {
      label: `JS loaded for /bn/ (${result.bangla.initialJs.length} files, gzip -9)`,
      figure: kb(result.bangla.initialJsGzipBytes),
      budget: `≤ ${kb(INITIAL_JS_BUDGET_BYTES)}`,
      verdict: verdict(result.bangla.initialJsGzipBytes <= INITIAL_JS_BUDGET_BYTES),
    },
    ...(['en', 'bn'] as const).map((lang) => ({
      label: `catalogs of the other language loaded by ${lang === 'en' ? '/' : '/bn/'}`,
      figure: result.otherLanguage[lang].length === 0 ? 'none' : result.otherLanguage[lang].join(', '),
      budget: 'none',
      verdict: verdict(result.otherLanguage[lang].length === 0),
    })),
    { label: 'CSS loaded for /', figure: kb(result.initialCssGzipBytes), budget: '', verdict: 'INFO' },
    ...result.routes.map((route) => ({
      label: `route ${route.module.replace(/^src\/features\//, '')}`,
      figure: route.file ? `${kb(route.gzipBytes)} + ${kb(route.extraGzipBytes)} imports` : 'no chunk of its own',
      budget: 'own chunk',
      verdict: verdict(route.file !== undefined),
    })),
  ];
}
