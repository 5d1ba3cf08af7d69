import { LANG_PREFIX, LANGS, type Lang } from '../i18n/langs';

/**
 * The module that lists the server-rendered pages (web-relative): its dynamic imports are their route modules, in its
 * order, which is how the build finds each page's chunks (this file is read by the build config, which cannot
 * import that list).
 */
export const PAGE_ROUTES_MODULE = 'src/app/page-routes.ts';

/**
 * The route id of the page at `index` in page-routes.ts's SERVER_PAGES, in `lang` (`bn/server-page-0`): the renderer's
 * preloads are keyed by the English one (`baseRouteId`), the same modules serving both languages.
 */
export const serverPageId = (index: number, lang: Lang = 'en') => `${lang === 'en' ? '' : `${lang}/`}server-page-${index}`;

/** A route id without its language's prefix: `bn/server-page-1` → `server-page-1`. */
export const baseRouteId = (id: string) => id.replace(/^[a-z]{2}\//, '');

/** The index in SERVER_PAGES of a server page's route id, in either language. */
export const serverPageIndex = (id: string) => Number(/^server-page-(\d+)$/.exec(baseRouteId(id))?.[1] ?? -1);

/**
 * The built catalog chunks (src/i18n/catalogs/<lang>/<area>.json), by `<lang>/<area>`: a server page preloads those its
 * route loads before it renders (router.tsx), beside its module, so its start waits for no second round trip.
 */
export function catalogChunks(manifest: Record<string, ManifestChunk>): Record<string, string> {
  const chunks: Record<string, string> = {};
  for (const [key, chunk] of Object.entries(manifest)) {
    const match = /^src\/i18n\/catalogs\/([a-z]{2})\/([a-z-]+)\.json$/.exec(key);
    if (match) chunks[`${match[1]}/${match[2]}`] = `/${chunk.file}`;
  }
  return chunks;
}

/** The catalog chunks of `areas` in `lang` that the build has (English MSG, `en/errors`, is a module of its own). */
export const catalogFilesOf = (chunks: Record<string, string>, lang: Lang, areas: readonly string[]): string[] =>
  areas.flatMap((area) => chunks[`${lang}/${area}`] ?? []);

/** A static SPA fallback of the build: the layout around an empty main, which the app renders every other route into. */
export interface ShellPage {
  file: string;
  /** The signed-in pages' shell (firebase.json rewrites them to it): search engines must not index them. */
  noindex: boolean;
  /** Its language (`<html lang>`, its layout's texts); English when not said. */
  lang?: Lang;
}

/** The English shells. */
export const SHELL_PAGES: readonly ShellPage[] = [
  { file: 'app.html', noindex: false },
  { file: 'private.html', noindex: true },
];

/** A shell's file in `lang`: English's at the root, another language's in its folder (web/dist/bn/app.html). */
export const shellFileIn = (lang: Lang, file: string) => (lang === 'en' ? file : `${lang}/${file}`);

/** Every language's shells (the build writes them all; firebase.json serves each language its own). */
export const LANG_SHELL_PAGES: readonly ShellPage[] = LANGS.flatMap((lang) => SHELL_PAGES.map((shell) => ({ ...shell, file: shellFileIn(lang, shell.file), lang })));

/** `template` (the built index.html, `<html lang="en">`) as a page in `lang` says it. */
export function templateIn(template: string, lang: Lang): string {
  if (!template.includes('<html lang="en"')) throw new Error('the built index.html has no <html lang="en">');
  return template.replace('<html lang="en"', `<html lang="${lang}"`);
}

/** Where web/index.html takes a page's <head> elements, its markup (inside #root) and its query cache. */
export const HEAD_MARKER = '<!--app-head-->';
export const HTML_MARKER = '<!--app-html-->';
export const STATE_MARKER = '<!--app-state-->';

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/;

/**
 * The template of the server-rendered pages: the built index.html, which links the stylesheet. Inlined, its 90 KB
 * would be rendered, compressed and sent with every page (three quarters of a dish page's server time, measured);
 * linked, it is one immutable file the CDN and the browser keep, fetched beside the page.
 *
 * The page arrives with its content, so what its first screen needs is the stylesheet and the photo, not the app:
 * the stylesheet comes first in <head>, and the app's modules are fetched at low priority, after them rather than
 * sharing a phone's bandwidth with them (links and forms work meanwhile, by progressive enhancement:
 * app/before-the-app.test.tsx).
 */
export function serverTemplate(indexHtml: string): string {
  for (const marker of [HEAD_MARKER, HTML_MARKER, STATE_MARKER]) {
    if (!indexHtml.includes(marker)) throw new Error(`the built index.html has no ${marker}`);
  }
  const stylesheet = STYLESHEET_LINK.exec(indexHtml);
  if (!stylesheet) throw new Error('the built index.html links no stylesheet from /assets');
  return indexHtml
    .replace(stylesheet[0], '')
    .replace(HEAD_MARKER, `${stylesheet[0]}\n    ${HEAD_MARKER}`)
    .replace(/<link rel="modulepreload" crossorigin/g, '<link rel="modulepreload" fetchpriority="low" crossorigin')
    .replace(/<script type="module" crossorigin/g, '<script type="module" fetchpriority="low" crossorigin');
}

/**
 * The template of the static shells (files of the build: nothing is rendered per request): the stylesheet inlined,
 * so their first paint waits for no CSS file.
 */
export function shellTemplate(indexHtml: string, readAsset: (href: string) => string): string {
  const stylesheet = STYLESHEET_LINK.exec(serverTemplate(indexHtml));
  const css = readAsset(stylesheet?.[1] ?? '').replace(/<\/style/gi, '<\\/style');
  return indexHtml.replace(stylesheet?.[0] ?? '', () => `<style>${css}</style>`);
}

export interface PageParts {
  /** <head> elements: title, description, Open Graph, module preloads. */
  head: string;
  /** The app's markup, for #root. */
  markup: string;
  /** The query cache the markup was rendered with, for the app to hydrate with (a <script> element), if any. */
  state?: string;
}

/**
 * A function that puts a page's parts into `template`: the template is cut at its markers once, so a page is four
 * strings joined, not three searches through its 100 KB.
 */
export function templateFiller(template: string): (parts: PageParts) => string {
  const [beforeHead = '', afterHead = ''] = template.split(HEAD_MARKER);
  const [beforeHtml = '', afterHtml = ''] = afterHead.split(HTML_MARKER);
  const [beforeState = '', afterState = ''] = afterHtml.split(STATE_MARKER);
  return ({ head, markup, state = '' }) => beforeHead + head + beforeHtml + markup + beforeState + state + afterState;
}

/** What the build manifest (`.vite/manifest.json`) says of a chunk. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

/** A chunk of the build as the bundler describes it: its file, the chunks it imports statically and dynamically. */
export interface BuiltChunk {
  fileName: string;
  imports: readonly string[];
  dynamicImports?: readonly string[];
  /** An entry of the build (index.html's script). */
  isEntry?: boolean;
}

/** `roots` and every chunk they import statically, by file name. */
export function staticClosure(chunks: readonly BuiltChunk[], roots: readonly string[]): Set<string> {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    byName.get(file)?.imports.forEach(visit);
  };
  roots.forEach(visit);
  return files;
}

/**
 * The files the bundler's preload helper appends a `<link rel="modulepreload">` for when the chunk `host` imports a
 * chunk dynamically, of that chunk's files `deps` (web/module-preloads.ts). The helper creates and adds each link in
 * the task that makes the import, so:
 * - an entry's imports (main.tsx's `import('./app/boot')`: the app's start) preload nothing. The browser's module
 *   loader fetches the start's files as it reads their imports, each in the task that reads its importer, rather than
 *   one task adding a link per file while the page is already on screen (docs/ARCHITECTURE.md §6).
 * - any other import preloads none of the files loaded before it could run: the start (every other chunk is imported
 *   by the started app) and the importer's own static imports. Those no link fetched, so the helper would add a link
 *   for each (a page's route, imported by the app as it starts, lists the app's own files).
 */
export function importPreloads(chunks: readonly BuiltChunk[], host: string, deps: readonly string[]): string[] {
  const entries = chunks.filter((chunk) => chunk.isEntry);
  if (entries.some((entry) => entry.fileName === host)) return [];
  const loaded = staticClosure(chunks, [host, ...entries.flatMap((entry) => entry.dynamicImports ?? [])]);
  return deps.filter((dep) => !loaded.has(dep));
}

/**
 * The files of the modules the entry imports dynamically (main.tsx: the app, with React DOM and the router) and of the page
 * module `page` (the router loads it lazily), with every module they import statically: what starting the app on
 * that page runs. The entry's own static imports are left out: the built index.html preloads them already.
 */
export function appModuleFiles(manifest: Record<string, ManifestChunk>, page?: string, entry = 'index.html'): string[] {
  const start = manifest[entry];
  if (!start) throw new Error(`the build manifest has no ${entry}`);
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build manifest has no ${key}`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  start.dynamicImports?.forEach(visit);
  if (page) visit(page);
  const own = new Set([start.file, ...(start.imports ?? []).map((key) => manifest[key]?.file)]);
  return [...files].filter((file) => !own.has(file)).map((file) => `/${file}`);
}

/**
 * What a server page preloads: its own module's files, not those every page starts with (React DOM, the router, the
 * app), which the browser fetches once the page is parsed, as it reads main.tsx's import of the app (importPreloads).
 */
export function pageModuleFiles(manifest: Record<string, ManifestChunk>, page: string, entry = 'index.html'): string[] {
  const common = new Set(appModuleFiles(manifest, undefined, entry));
  return appModuleFiles(manifest, page, entry).filter((file) => !common.has(file));
}

/**
 * <link rel="modulepreload"> elements for `files`: the browser fetches them together, not one after another, and after
 * the stylesheet and the photo (see serverTemplate).
 */
export function modulePreloads(files: readonly string[]): string {
  return files.map((file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${file}" />`).join('\n    ');
}

/**
 * The signed-in pages, by path prefix: robots.txt disallows them, and Hosting serves them the noindex shell
 * (firebase.json rewrites them to /private.html; server-render.test.tsx keeps the two lists in step).
 */
export const PRIVATE_PATH_PREFIXES = ['/my-', '/orders/', '/add-food', '/cart', '/foodPurchase/', '/update-food/', '/update-Food/'] as const;

/** The private prefixes in `lang` (`/bn/my-`…): Hosting serves them that language's noindex shell. */
export const privatePathPrefixesIn = (lang: Lang): string[] => PRIVATE_PATH_PREFIXES.map((prefix) => `${LANG_PREFIX[lang]}${prefix}`);

/**
 * robots.txt, a static file of the build (the Functions Framework answers /robots.txt itself, with a 404, before
 * any function could): crawl everything public, nothing private or of the API, and read the sitemap at `origin`.
 */
export function robotsTxt(origin: string | undefined): string {
  const disallowed = [...LANGS.flatMap(privatePathPrefixesIn), '/api/'].map((prefix) => `Disallow: ${prefix}`);
  const sitemap = origin ? ['', `Sitemap: ${origin}/sitemap.xml`] : [];
  return [...['User-agent: *', 'Allow: /', ...disallowed], ...sitemap, ''].join('\n');
}

/**
 * The site's public origin for the build's robots.txt: PUBLIC_ORIGIN (web/.env.<mode>[.local] or the environment),
 * else Firebase Hosting's default domain of the project. The `api` function reads its own PUBLIC_ORIGIN.
 */
export function buildOrigin(env: Record<string, string | undefined>): string | undefined {
  const configured = env.PUBLIC_ORIGIN?.trim().replace(/\/$/, '');
  if (configured) return configured;
  const project = env.VITE_FIREBASE_PROJECT_ID?.trim();
  return project && project !== 'your-project' ? `https://${project}.web.app` : undefined;
}
