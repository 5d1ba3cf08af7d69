import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { runnerImport } from 'vite';
import { securityHeaders } from '../functions/src/http/security-headers.js';

// firebase.json's Hosting rewrites and header rules, generated from the web app's one list of server-rendered pages
// (web/src/app/page-routes.ts) and its private pages (web/src/app/server-pages.ts). Run `npx tsx scripts/hosting-config.ts`
// after changing either; scripts/hosting-config.test.ts fails while firebase.json differs from what this writes.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FIREBASE_JSON = path.join(root, 'firebase.json');

const API_FUNCTION = { functionId: 'api', region: 'us-central1' };

/** Served by the function whatever the pages: the API, the uploaded photos. */
const FUNCTION_PREFIXES = ['/api/**', '/photos/**'];
/** The sitemap and its shards' files: the function's, beside the pages. */
const SITEMAP_SOURCES = ['/sitemap.xml', '/sitemap-*'];
/** Files of the build with their own Cache-Control: the hashed assets, the images. */
const STATIC_CACHE = [
  { source: '/assets/**', value: 'public, max-age=31536000, immutable' },
  { source: '/images/**', value: 'public, max-age=86400' },
];
/** Left to the function or to its own rule whatever follows them: the API, the photos, the static folders above. */
const OWN_FOLDERS = ['api', 'assets', 'images', 'photos'];
/** A static file of the build the CDN may keep as Hosting's default says (the Functions Framework cannot serve it). */
const STATIC_FILES = ['/robots.txt'];

export interface PageLists {
  /** The server-rendered pages' route patterns (`/`, `/foods`, `/food/:id`). */
  pages: string[];
  /** The signed-in pages' path prefixes (server-pages.ts PRIVATE_PATH_PREFIXES), served the noindex shell. */
  privatePrefixes: string[];
  /** The path prefix of each language besides English (i18n/langs.ts LANG_PREFIX: `/bn`): the same pages under it. */
  langPrefixes: string[];
}

/** The lists, read from the web app's modules (through Vite, which resolves their `@domain` imports). */
export async function readPageLists(): Promise<PageLists> {
  const config = { configFile: false as const, root: path.join(root, 'web'), logLevel: 'silent' as const, resolve: { alias: { '@domain': path.join(root, 'functions/src/domain') } } };
  const [{ module: routes }, { module: server }, { module: langs }] = await Promise.all([
    runnerImport<{ SERVER_PAGES: readonly { path: string }[] }>(path.join(root, 'web/src/app/page-routes.ts'), config),
    runnerImport<{ PRIVATE_PATH_PREFIXES: readonly string[] }>(path.join(root, 'web/src/app/server-pages.ts'), config),
    runnerImport<{ LANG_PREFIX: Record<string, string> }>(path.join(root, 'web/src/i18n/langs.ts'), config),
  ]);
  return {
    pages: routes.SERVER_PAGES.map((page) => page.path),
    privatePrefixes: [...server.PRIVATE_PATH_PREFIXES],
    langPrefixes: Object.values(langs.LANG_PREFIX).filter(Boolean),
  };
}

/** A route pattern under a language's prefix: `/foods` → `/bn/foods`; the home page is `/bn` and `/bn/` (page-routes.ts patternIn). */
export function patternsIn(prefix: string, pattern: string): string[] {
  if (!prefix) return [pattern];
  return pattern === '/' ? [prefix, `${prefix}/`] : [`${prefix}${pattern}`];
}

/** A route pattern as a Hosting glob: a `:param` segment is one segment (`*`). */
export function patternGlob(pattern: string): string {
  return pattern.replace(/:[^/]+/g, '*');
}

/** A private prefix as a Hosting glob: `/my-` is `/my-*`, `/orders/` is `/orders/**`, `/add-food` is itself. */
export function prefixGlob(prefix: string): string {
  return prefix.endsWith('/') ? `${prefix}**` : prefix.endsWith('-') ? `${prefix}*` : prefix;
}

// The no-cache rule. Hosting matches header rules against the requested path, before the rewrites ("/login" is served
// app.html but matched as "/login"), with RE2 in production: no lookahead. So the regex spells out, letter by letter,
// every path that is none of these: a path under an own folder, a server page, the sitemap or a static file.

/** One segment of a path a rule names exactly: a literal, any one segment (`:id`), or a literal's prefix (`sitemap-*`). */
type Segment = { literal: string } | { param: true } | { prefix: string };

function segmentsOf(glob: string): Segment[] {
  return glob
    .slice(1)
    .split('/')
    .map((part) => (part.startsWith(':') || part === '*' ? { param: true } : part.endsWith('*') ? { prefix: part.slice(0, -1) } : { literal: part }));
}

/** The paths below one segment: those a rule names exactly (`exact`), all of them (`all`), and deeper rules. */
interface Node {
  exact: boolean;
  all: boolean;
  literals: Map<string, Node>;
  prefixes: Map<string, Node>;
  param?: Node;
}

const newNode = (): Node => ({ exact: false, all: false, literals: new Map(), prefixes: new Map() });
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const escapeInClass = (text: string) => text.replace(/[\\\]^-]/g, '\\$&');
const alternatives = (options: string[]) => (options.length === 1 ? (options[0] ?? '') : `(?:${options.join('|')})`);

/**
 * A nonempty segment that is none of `words` and starts with none of `prefixes`: a trie of their letters, each step
 * either a letter that leaves the trie (then anything) or one that follows it.
 */
function otherSegment(words: string[], prefixes: string[]): string | undefined {
  interface Letter {
    word: boolean;
    prefix: boolean;
    next: Map<string, Letter>;
  }
  const trie: Letter = { word: false, prefix: false, next: new Map() };
  const add = (text: string, kind: 'word' | 'prefix') => {
    let at = trie;
    for (const char of text) {
      if (!at.next.has(char)) at.next.set(char, { word: false, prefix: false, next: new Map() });
      at = at.next.get(char) as Letter;
    }
    at[kind] = true;
  };
  words.forEach((word) => add(word, 'word'));
  prefixes.forEach((prefix) => add(prefix, 'prefix'));
  const walk = (at: Letter, start: boolean): string | undefined => {
    if (at.prefix) return undefined;
    const chars = [...at.next.keys()];
    const options = [`[^/${chars.map(escapeInClass).join('')}][^/]*`];
    for (const [char, next] of at.next) {
      const rest = walk(next, false);
      if (rest !== undefined) options.push(`${escape(char)}${rest}`);
    }
    // A segment may end here unless it would be empty or one of the words.
    if (!start && !at.word) options.unshift('');
    return options.length === 1 && options[0] !== '' ? (options[0] ?? '') : `(?:${options.join('|')})`;
  };
  return walk(trie, true);
}

/** The rest of a path after a segment of `node` (nothing, or `/` and more) that no rule names; undefined if none. */
function restOf(node: Node): string | undefined {
  if (node.all) return undefined;
  const below = segmentsAfter(node);
  const options = [...(node.exact ? [] : ['']), ...(below === undefined ? [] : [`/${below}`])];
  return options.length ? alternatives(options) : undefined;
}

/** The segments after a `/` below `node` (that segment and the rest) that no rule names. */
function segmentsAfter(node: Node): string | undefined {
  const leaf = !node.param && node.literals.size === 0 && node.prefixes.size === 0;
  if (leaf) return '.*';
  const options: string[] = [];
  if (node.param) {
    if (node.literals.size || node.prefixes.size) throw new Error('hosting-config: a route segment is both a parameter and a literal');
    // The empty segment (a trailing slash, `//`), then any segment the parameter's rules leave.
    options.push('(?:/.*)?');
    const rest = restOf(node.param);
    if (rest !== undefined) options.push(`[^/]+${rest}`);
    return alternatives(options);
  }
  const other = otherSegment([...node.literals.keys()].filter(Boolean), [...node.prefixes.keys()]);
  if (other !== undefined) options.push(`${other}(?:/.*)?`);
  // The empty segment (`//`, or `/` itself at the root) unless a rule names it.
  if (!node.literals.has('')) options.push('(?:/.*)?');
  for (const [literal, child] of node.literals) {
    const rest = restOf(child);
    if (rest !== undefined) options.push(`${escape(literal)}${rest}`);
  }
  for (const [prefix, child] of node.prefixes) {
    const rest = restOf(child);
    if (rest !== undefined) options.push(`${escape(prefix)}[^/]*${rest}`);
  }
  return alternatives(options);
}

/** A regex (RE2: no lookahead) of every path but those of `exact` (globs, one path each) and below `folders`. */
export function pathsOutside(exact: string[], folders: string[]): string {
  const tree = newNode();
  const place = (segments: Segment[], all: boolean) => {
    let at = tree;
    for (const segment of segments) {
      if ('param' in segment) at = at.param ??= newNode();
      else {
        const [map, key] = 'prefix' in segment ? [at.prefixes, segment.prefix] : [at.literals, segment.literal];
        if (!map.has(key)) map.set(key, newNode());
        at = map.get(key) as Node;
      }
    }
    if (all) at.all = true;
    else at.exact = true;
  };
  for (const glob of exact) place(segmentsOf(glob), false);
  for (const folder of folders) place([{ literal: folder }], true);
  return `^/${segmentsAfter(tree) ?? '$^'}$`;
}

/** The Hosting part of firebase.json that the lists decide: its rewrites and header rules. */
export function hostingConfig({ pages, privatePrefixes, langPrefixes }: PageLists) {
  // English at the spec's paths, then each other language's pages and shells under its prefix (docs/ARCHITECTURE.md §5i).
  const pageGlobs = ['', ...langPrefixes].flatMap((prefix) => pages.flatMap((page) => patternsIn(prefix, page))).map(patternGlob);
  const functionSources = [...FUNCTION_PREFIXES, ...pageGlobs, ...SITEMAP_SOURCES];
  return {
    rewrites: [
      ...functionSources.map((source) => ({ source, function: API_FUNCTION })),
      ...['', ...langPrefixes].flatMap((prefix) =>
        privatePrefixes.map((privatePrefix) => ({ source: prefixGlob(`${prefix}${privatePrefix}`), destination: `${prefix}/private.html` })),
      ),
      ...langPrefixes.map((prefix) => ({ source: `${prefix}/**`, destination: `${prefix}/app.html` })),
      { source: '**', destination: '/app.html' },
    ],
    headers: [
      { source: '**', headers: securityHeaders({ emulator: false }) },
      {
        regex: pathsOutside([...pageGlobs, ...SITEMAP_SOURCES, ...STATIC_FILES], OWN_FOLDERS),
        headers: [{ key: 'Cache-Control', value: 'no-cache' }],
      },
      ...STATIC_CACHE.map(({ source, value }) => ({ source, headers: [{ key: 'Cache-Control', value }] })),
    ],
  };
}

/** JSON as firebase.json is written: a value on one line when it fits in `width` columns, else one item per line. */
export function formatJson(value: unknown, indent = '', lead = 0, width = 120): string {
  const inline = (item: unknown): string =>
    Array.isArray(item)
      ? `[${item.map(inline).join(', ')}]`
      : item !== null && typeof item === 'object'
        ? `{ ${Object.entries(item)
            .map(([key, entry]) => `${JSON.stringify(key)}: ${inline(entry)}`)
            .join(', ')} }`
        : JSON.stringify(item);
  const flat = inline(value);
  if (value === null || typeof value !== 'object' || indent.length + lead + flat.length <= width) return flat;
  const inner = `${indent}  `;
  if (Array.isArray(value)) return `[\n${value.map((item) => `${inner}${formatJson(item, inner, 0, width)}`).join(',\n')}\n${indent}]`;
  const entries = Object.entries(value).map(([key, entry]) => `${inner}${JSON.stringify(key)}: ${formatJson(entry, inner, JSON.stringify(key).length + 2, width)}`);
  return `{\n${entries.join(',\n')}\n${indent}}`;
}

/** firebase.json with its rewrites and header rules as the lists make them, the rest as it is. */
export function generatedFirebaseJson(current: string, lists: PageLists): string {
  const config = JSON.parse(current) as { hosting: Record<string, unknown> };
  config.hosting = { ...config.hosting, ...hostingConfig(lists) };
  return `${formatJson(config)}\n`;
}

export function firebaseJsonPath(): string {
  return FIREBASE_JSON;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const current = readFileSync(FIREBASE_JSON, 'utf8');
  const next = generatedFirebaseJson(current, await readPageLists());
  if (next === current) console.log('firebase.json is up to date.');
  else {
    writeFileSync(FIREBASE_JSON, next);
    console.log('firebase.json: Hosting rewrites and headers written from web/src/app/page-routes.ts.');
  }
}
