import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { INLINE_SCRIPT_HASH, securityHeaders } from '../http/security-headers.js';

// The headers Hosting adds (firebase.json); e2e/headers.test.ts checks what the Hosting emulator actually serves.
const root = new URL('../../../', import.meta.url);
const read = (file: string) => readFileSync(new URL(file, root), 'utf8');

interface Rewrite {
  source: string;
  destination?: string;
  function?: { functionId: string };
}

interface HeaderRule {
  source?: string;
  regex?: string;
  headers: { key: string; value: string }[];
}

const rules = (JSON.parse(read('firebase.json')) as { hosting: { headers: HeaderRule[] } }).hosting.headers;

function header(rule: HeaderRule | undefined, key: string): string | undefined {
  return rule?.headers.find((h) => h.key.toLowerCase() === key.toLowerCase())?.value;
}

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words): words is [string, ...string[]] => Boolean(words[0]))
      .map(([name, ...sources]) => [name, sources]),
  );
}

/** CSP hashes of the inline scripts (those without src) of an HTML page. */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => `'sha256-${createHash('sha256').update(match[1] ?? '', 'utf8').digest('base64')}'`,
  );
}

const everywhere = rules.find((rule) => rule.source === '**');
const csp = directives(header(everywhere, 'Content-Security-Policy') ?? '');
const noCacheRules = rules.filter((rule) => header(rule, 'Cache-Control') === 'no-cache');

describe('Content-Security-Policy', () => {
  it('allows exactly the inline scripts of web/index.html, by hash', () => {
    const hashes = (csp.get('script-src') ?? []).filter((source) => source.startsWith("'sha256-"));
    expect(hashes).toEqual(inlineScriptHashes(read('web/index.html')));
    expect(hashes.length).toBeGreaterThan(0);
  });

  it('allows no inline or evaluated script, no plugins, no framing and no foreign <base>', () => {
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
  });

  it("lets images come from the app, data: and https, and the upload's local preview from blob:", () => {
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https:']);
  });

  it('comes with nosniff and the referrer policy on every path', () => {
    expect(header(everywhere, 'X-Content-Type-Options')).toBe('nosniff');
    expect(header(everywhere, 'Referrer-Policy')).toBe('strict-origin-when-cross-origin');
  });

  it('is what the function sends itself for a deployed project (http/security-headers.ts): one source', () => {
    expect(everywhere?.headers).toEqual(securityHeaders({ emulator: false }));
    expect(csp.get('script-src')).toContain(INLINE_SCRIPT_HASH);
  });

  it('lets no page talk to a service on the visitor\'s machine: the Auth emulator is the local stack\'s only', () => {
    const sources = [...csp.values()].flat();
    expect(sources.filter((source) => /localhost|127\.0\.0\.1|^http:/.test(source))).toEqual([]);
  });
});

describe('Cache-Control', () => {
  // Hosting matches header rules against the requested path, before the rewrites: "/login" is served app.html but
  // matched as "/login". RE2 (production) has no lookahead, so the rule spells out letter by letter "the first segment
  // is not api, assets, images or photos, and the path is none of the function's pages".
  const rule = noCacheRules[0];
  const matches = (path: string) => new RegExp(rule?.regex ?? '$^', 'u').test(path);

  it('is one regex rule', () => {
    expect(noCacheRules).toHaveLength(1);
    expect(rule?.source).toBeUndefined();
  });

  it('makes the static shells revalidate: every SPA route, known or not', () => {
    const pages = ['/index.html', '/app.html', '/login', '/my-orders', '/update-Food/x', '/gallery', '/no/such/page', '/food', '/food/', '/food/a/b', '/foods/x'];
    const nearMisses = ['/a', '/ap', '/apis', '/apix/y', '/as', '/asset', '/assetsx/y', '/i', '/imag', '/images2', '/x/api/y', '/foo', '/foodsx', '/fo/x', '/sitemap', '/sitemapx', '/sitemaps/x', '/sitemap.xmlx', '/sitemap-1.xml/x', '/robots.tx', '/robots.txt/x'];
    nearMisses.push('/p', '/photo', '/photos2/x', '/x/photos/y');
    for (const path of [...pages, ...nearMisses, '/favicon.svg', '//x']) expect(matches(path), path).toBe(true);
  });

  it('leaves the API, the hashed assets, the images, the uploaded photos, the server-rendered pages and robots.txt to their own Cache-Control', () => {
    const functionPaths = ['/', '/foods', '/food/abc123', '/food/%E0', '/sitemap.xml', '/sitemap-0.xml', '/sitemap-12.xml', '/robots.txt'];
    const photo = '/photos/AbCdEfGhIjKlMnOpQrSt/400-800-1200/800.webp';
    for (const path of ['/api', '/api/', '/api/foods', '/api/food/x', '/assets', '/assets/index-abc.js', '/images', '/images/a/b.webp', '/photos', photo, ...functionPaths]) {
      expect(matches(path), path).toBe(false);
    }
    const cacheOf = (source: string) => header(rules.find((r) => r.source === source), 'Cache-Control');
    expect(cacheOf('/assets/**')).toBe('public, max-age=31536000, immutable');
    expect(cacheOf('/images/**')).toBe('public, max-age=86400');
    // No rule may touch the function's own Cache-Control (Hosting keeps Set-Cookie only on private responses, and the
    // pages' CDN caching is the function's to say), nor the photos': a photo is immutable for a year, a 404 under
    // /photos must not be.
    const own = (source: string | undefined) => source === '**' || source?.startsWith('/api') || source?.startsWith('/photos');
    expect(rules.filter((r) => header(r, 'Cache-Control') !== undefined && own(r.source))).toEqual([]);
  });
});

describe('rewrites', () => {
  const rewrites = (JSON.parse(read('firebase.json')) as { hosting: { rewrites: Rewrite[] } }).hosting.rewrites;

  it("sends the pages, the sitemap and its shards' files to the function, ahead of the shells", () => {
    const toFunction = rewrites.filter((rewrite) => rewrite.function?.functionId === 'api').map((rewrite) => rewrite.source);
    // Not /robots.txt: the Functions Framework answers it with a 404 before any function runs (a file of the web build).
    expect(toFunction).toEqual(['/api/**', '/photos/**', '/', '/foods', '/food/*', '/bn', '/bn/', '/bn/foods', '/bn/food/*', '/sitemap.xml', '/sitemap-*']);
    expect(rewrites.at(-1)).toEqual({ source: '**', destination: '/app.html' });
  });
});
