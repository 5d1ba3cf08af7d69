import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Every file or folder the docs and the source comments name must exist, and so must every section they cite (a
// README's heading by name, docs/ARCHITECTURE.md's by §), so a clone's references never dangle.

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' });
const tracked = git('ls-files', '--cached', '--others', '--exclude-standard').split('\n').filter(Boolean);
const trackedSet = new Set(tracked);
const folders = new Set(tracked.flatMap((file) => file.split('/').slice(0, -1).map((_, i, parts) => parts.slice(0, i + 1).join('/'))));

const EXTENSIONS = 'ts|tsx|js|mjs|cjs|json|md|yml|yaml|css|html|rules|sh';
/** A path-like word: segments of name characters joined by '/', ending in a known extension or '/'. */
const PATH = new RegExp(`(?<![\\w@/.:*<>{}$-])(\\.{0,2}/?[\\w.-]+(?:/[\\w.-]+)*(?:\\.(?:${EXTENSIONS})|/))(?![\\w/(<>{}*-])`, 'g');
/** Names that are not files of this repository, each with its reason. */
const NOT_OURS: Record<string, string[]> = {
  // Google's script that the Auth SDK loads.
  'README.md': ['api.js'],
  // The style guide's sketch of a feature folder.
  'docs/STYLE.md': ['order-row.tsx'],
  // Express's JSON body parser.
  'functions/README.md': ['express.json'],
  // A file of the Node Firestore client's repository.
  'tools/firestore-emulator/conformance-queries.test.ts': ['dev/system-test/firestore.ts'],
  // Inside the build output (web/dist).
  'web/src/app/server-pages.ts': ['.vite/manifest.json'],
};
/** Comments of a TypeScript file (a URL's `//` in a string may add a line of code, which holds no path-like word). */
const COMMENTS = /\/\*[\s\S]*?\*\/|\/\/[^\n]*/g;

const DOCS = tracked.filter((file) =>
  /^(README\.md|docs\/[^/]+\.md|functions\/README\.md|tools\/[^/]+\/README\.md|emulator-data\/README\.md)$/.test(file),
);
const SOURCES = tracked.filter((file) => /^(functions\/src|web\/src|web|scripts|tools|e2e|bench)\/.*\.(ts|tsx)$/.test(file) || /^[^/]+\.(ts|js)$/.test(file));

function isIgnored(candidate: string): boolean {
  try {
    git('check-ignore', '-q', '--no-index', candidate);
    return true;
  } catch {
    return false;
  }
}

/** Where a reference in `from` may point: the repository root, the file's folder, a workspace, node_modules. */
function resolves(reference: string, from: string): boolean {
  const clean = reference.replace(/^\.\//, '').replace(/\/$/, '');
  const isFolder = reference.endsWith('/');
  const exists = (candidate: string) => {
    const normal = path.posix.normalize(candidate);
    if (isFolder) return folders.has(normal);
    // Compiled import specifiers name the .ts source as .js.
    return [normal, normal.replace(/\.js$/, '.ts'), normal.replace(/\.js$/, '.tsx')].some((file) => trackedSet.has(file));
  };
  const base = path.posix.dirname(from);
  if (exists(clean) || exists(path.posix.join(base, clean))) return true;
  if (existsSync(path.join(ROOT, 'node_modules', clean))) return true;
  if (!clean.includes('/')) return tracked.some((file) => path.posix.basename(file) === clean);
  // A path given from inside a workspace (`app/router.tsx` in the web's layout table).
  if (tracked.some((file) => file.endsWith(`/${clean}`)) || (isFolder && [...folders].some((folder) => folder.endsWith(`/${clean}`)))) return true;
  // Build output, logs and local settings are git-ignored: named in the docs, never committed. A folder is asked as a
  // folder: a pattern such as `functions/ssr/` matches no path of that name before the build has made it.
  return isIgnored(isFolder ? `${clean}/` : clean);
}

function referencesIn(file: string, onlyWithSlash: boolean): string[] {
  const content = readFileSync(path.join(ROOT, file), 'utf8');
  const text = file.endsWith('.md') ? content : (content.match(COMMENTS) ?? []).join('\n');
  const found = new Set<string>();
  for (const match of text.matchAll(PATH)) {
    const reference = match[1] as string;
    if (/^\.+\/?$/.test(reference) || reference.startsWith('/')) continue;
    // In code, a bare name is usually a value ('firebase.json' read at run time); only paths and docs count.
    if (onlyWithSlash && !reference.includes('/') && !reference.endsWith('.md')) continue;
    if (reference.endsWith('/') && (onlyWithSlash || !reference.slice(0, -1).includes('/'))) continue;
    if (!NOT_OURS[file]?.includes(reference)) found.add(reference);
  }
  return [...found];
}

function dangling(files: string[], onlyWithSlash: boolean): string[] {
  return files.flatMap((file) => referencesIn(file, onlyWithSlash).filter((reference) => !resolves(reference, file)).map((reference) => `${file}: ${reference}`));
}

describe('references to files', () => {
  it('finds the docs and sources it checks', () => {
    expect(DOCS).toEqual(expect.arrayContaining(['README.md', 'docs/README.md', 'docs/ARCHITECTURE.md', 'functions/README.md', 'emulator-data/README.md', 'tools/firestore-emulator/README.md']));
    expect(SOURCES.length).toBeGreaterThan(100);
  });

  it('in README.md, docs/ and the folders\' READMEs all resolve', () => {
    expect(dangling(DOCS, false)).toEqual([]);
  });

  it('in source comments all resolve', () => {
    expect(dangling(SOURCES, true)).toEqual([]);
  });

  it('a dangling one is caught', () => {
    expect(resolves('e2e/hydration.test.ts', 'web/src/app/boot.tsx')).toBe(false);
    expect(resolves('e2e/first-paint.test.ts', 'web/src/app/boot.tsx')).toBe(true);
    expect(resolves('ARCHITECTURE.md', 'functions/src/app.ts')).toBe(true);
    expect(resolves('docs/NOTES.md', 'README.md')).toBe(false);
  });
});

/** The headings of a markdown file, as written (without the leading #s). */
function headingsOf(file: string): string[] {
  if (!trackedSet.has(file)) return [];
  return [...readFileSync(path.join(ROOT, file), 'utf8').matchAll(/^#{1,6} +(.+?) *$/gm)].map((match) => match[1] as string);
}

/** docs/ARCHITECTURE.md's section numbers: `5e` for "## 5e. Pages that arrive…". */
const ARCHITECTURE_SECTIONS = new Set(headingsOf('docs/ARCHITECTURE.md').flatMap((heading) => /^(\d+[a-z]?)\./.exec(heading)?.[1] ?? []));

/**
 * A section cited by name: `README, "Local stack"`, `functions/README.md, "Logs"`, or one capitalised word
 * (`README, Deploying)`).
 */
const NAMED_SECTION = /((?:[\w.-]+\/)*README(?:\.md)?|ARCHITECTURE(?:\.md)?),? (?:"([^"\n]+)"|([A-Z][\w-]*)(?=[):;]))/g;
/** A section of docs/ARCHITECTURE.md by number (`§5e`, `§5–§5g`); "spec §8" is the product spec's, not ours. */
const NUMBERED_SECTION = /(?<!spec )§(\d+[a-z]?)/g;

/** The docs a section name may be looked up in: the one named, else the README nearest `from`, and the root README. */
function docsFor(doc: string, from: string): string[] {
  if (doc.startsWith('ARCHITECTURE')) return ['docs/ARCHITECTURE.md'];
  if (doc.includes('/')) return [doc.endsWith('.md') ? doc : `${doc}.md`];
  const nearest: string[] = [];
  for (let folder = path.posix.dirname(from); folder !== '.'; folder = path.posix.dirname(folder)) {
    if (trackedSet.has(`${folder}/README.md`)) nearest.push(`${folder}/README.md`);
  }
  return [...nearest, 'README.md'];
}

function sectionReferencesIn(file: string): Array<{ doc: string; section: string; found: boolean }> {
  const content = readFileSync(path.join(ROOT, file), 'utf8');
  const text = file.endsWith('.md') ? content : (content.match(COMMENTS) ?? []).join('\n');
  const references = [...text.matchAll(NAMED_SECTION)].map((match) => {
    const doc = match[1] as string;
    const section = (match[2] ?? match[3]) as string;
    const found = docsFor(doc, file).some((candidate) => headingsOf(candidate).some((heading) => heading.replaceAll('`', '') === section.replaceAll('`', '')));
    return { doc, section, found };
  });
  for (const match of text.matchAll(NUMBERED_SECTION)) {
    const section = match[1] as string;
    references.push({ doc: 'docs/ARCHITECTURE.md', section: `§${section}`, found: ARCHITECTURE_SECTIONS.has(section) });
  }
  return references;
}

function danglingSections(files: string[]): string[] {
  return files.flatMap((file) =>
    sectionReferencesIn(file)
      .filter((reference) => !reference.found)
      .map((reference) => `${file}: ${reference.doc}, "${reference.section}"`),
  );
}

describe('references to sections', () => {
  it('knows docs/ARCHITECTURE.md\'s numbered sections', () => {
    expect([...ARCHITECTURE_SECTIONS]).toEqual(expect.arrayContaining(['5', '5a', '5e', '6']));
  });

  it('in README.md, docs/ and the folders\' READMEs all resolve to a heading', () => {
    expect(danglingSections(DOCS)).toEqual([]);
  });

  it('in source comments all resolve to a heading', () => {
    expect(danglingSections(SOURCES)).toEqual([]);
  });

  it('a dangling one is caught', () => {
    const cited = (text: string, from = 'functions/src/app.ts') =>
      [...text.matchAll(NAMED_SECTION)].map((match) => docsFor(match[1] as string, from).some((doc) => headingsOf(doc).includes((match[2] ?? match[3]) as string)));
    expect(cited('(README, "How pages are served")')).toEqual([false]);
    expect(cited('(README, "Pages from the server")')).toEqual([true]);
    expect(cited('(functions/README.md, "Logs")')).toEqual([true]);
    expect(cited('(README, Deploying)')).toEqual([true]);
    expect(cited('(README, Search)')).toEqual([false]);
    expect(ARCHITECTURE_SECTIONS.has('9')).toBe(false);
  });
});
