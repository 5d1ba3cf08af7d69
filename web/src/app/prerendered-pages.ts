export interface PrerenderedPage {
  /** The URL rendered. */
  url: string;
  /** The file written into the build output; firebase.json serves it for its routes. */
  file: string;
  /** Render the layout alone (the SPA fallback for every route without a file of its own). */
  shell?: boolean;
  /** The page module the router loads for `url` (web-relative): fetched with the app's own modules. */
  module?: string;
}

/** The pages Hosting serves as prerendered HTML: the public routes whose first paint matters, and the fallback. */
export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  { url: '/', file: 'index.html', module: 'src/features/home/home-page.tsx' },
  { url: '/foods', file: 'foods.html', module: 'src/features/foods/all-foods-page.tsx' },
  { url: '/food/prerendered', file: 'food.html', module: 'src/features/foods/food-detail-page.tsx' },
  { url: '/', file: 'app.html', shell: true },
];

const ROOT_ELEMENT = '<div id="root"></div>';
/** The attribute of #root naming the URL its markup was rendered for: the app hydrates that markup (boot.tsx). */
export const PRERENDERED_URL_ATTRIBUTE = 'data-prerendered';
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/;

/**
 * A prerendered page: the built index.html with the app's markup in #root and its stylesheet inlined, so the first
 * paint waits for neither the CSS file (a render-blocking round trip on a phone) nor any JavaScript. `page` is what
 * was rendered: a page's #root names its URL (the shell's does not: no route renders an empty main).
 */
export function prerenderedPage(template: string, markup: string, readAsset: (href: string) => string, page?: PrerenderedPage): string {
  if (!template.includes(ROOT_ELEMENT)) throw new Error(`the built index.html has no ${ROOT_ELEMENT}`);
  const stylesheet = STYLESHEET_LINK.exec(template);
  if (!stylesheet?.[1]) throw new Error('the built index.html links no stylesheet from /assets');
  const css = readAsset(stylesheet[1]).replace(/<\/style/gi, '<\\/style');
  return template
    .replace(stylesheet[0], () => `<style>${css}</style>`)
    .replace(ROOT_ELEMENT, () => {
      const named = page && !page.shell ? ` ${PRERENDERED_URL_ATTRIBUTE}="${page.url}"` : '';
      return `<div id="root"${named}>${markup}</div>`;
    });
}

/** The meta tag whose content lists the app's module files for main.tsx to fetch at once (space-separated URLs). */
export const APP_MODULES_META = 'app-modules';

/** What the build manifest (`.vite/manifest.json`) says of a chunk. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

/**
 * The files of the modules the entry imports dynamically (main.tsx: React DOM, the router, the app) and of the page
 * module `page` (the router loads it lazily, once the app runs), with every module they import statically: what
 * starting the app on that page fetches.
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
  // The entry's own imports are already fetched with it.
  const own = new Set([start.file, ...(start.imports ?? []).map((key) => manifest[key]?.file)]);
  return [...files].filter((file) => !own.has(file)).map((file) => `/${file}`);
}

/** The built index.html naming `files` in its head for main.tsx (see appModuleFiles). */
export function withAppModules(template: string, files: readonly string[]): string {
  if (!template.includes('</head>')) throw new Error('the built index.html has no </head>');
  return template.replace('</head>', () => `  <meta name="${APP_MODULES_META}" content="${files.join(' ')}" />\n  </head>`);
}
