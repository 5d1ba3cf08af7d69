import type { SitemapFood } from '../foods/foods-repo.js';
import type { SitemapShard } from '../foods/foods-sitemap.js';

// The sitemap (docs/ARCHITECTURE.md §5e), from the shards kept on every food write (foods/foods-sitemap.ts). One shard:
// `/sitemap.xml` is the one file. More: `/sitemap.xml` is a sitemap index of `/sitemap-<n>.xml`, one file per shard
// (at the site's root: a sitemap may only list URLs under its own directory), `/` and `/foods` in the first.

/** `/sitemap-<n>.xml`: n a shard number written without leading zeros. */
export const SITEMAP_SHARD_PATH = /^\/sitemap-(0|[1-9]\d{0,8})\.xml$/;

export const sitemapShardPath = (shard: number): string => `/sitemap-${shard}.xml`;

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char] ?? char);

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';
const XHTML_NAMESPACE = 'xmlns:xhtml="http://www.w3.org/1999/xhtml"';

/**
 * The store's languages in the URL (web/src/i18n/langs.ts, docs/ARCHITECTURE.md §5i): English at the spec's paths,
 * Bangla under /bn (its home page `/bn/`). The sitemap lists every page in both, each naming the other and
 * `x-default` (English) as alternates, as the pages' own hreflang links do.
 */
export const SITEMAP_LANGS = [
  { hreflang: 'en', at: (path: string) => path },
  { hreflang: 'bn', at: (path: string) => `/bn${path}` },
] as const;

/** When the catalogue last changed (an add, edit or delete): the newest shard change. */
export function catalogueChangedAt(shards: readonly SitemapShard[]): Date | undefined {
  return shards.reduce<Date | undefined>((latest, shard) => {
    const changedAt = shard.changedAt.toDate();
    return latest && latest > changedAt ? latest : changedAt;
  }, undefined);
}

const lastmod = (changedAt: Date | undefined) => (changedAt ? `<lastmod>${changedAt.toISOString()}</lastmod>` : '');

/**
 * A `<urlset>` of food pages, each with when it was added or last edited; with `pages`, `/` and `/foods` first, with
 * when the catalogue last changed.
 */
export function sitemapXml(origin: string, foods: readonly SitemapFood[], pages?: { changedAt: Date | undefined }): string {
  const link = (hreflang: string, path: string) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(origin + path)}"/>`;
  const alternates = (path: string) => [...SITEMAP_LANGS.map(({ hreflang, at }) => link(hreflang, at(path))), link('x-default', path)].join('');
  // The page in each language, one <url> each.
  const entry = (path: string, changedAt: Date | undefined) =>
    SITEMAP_LANGS.map(({ at }) => `  <url><loc>${escapeXml(origin + at(path))}</loc>${lastmod(changedAt)}${alternates(path)}</url>`).join('\n');
  const urls = [
    ...(pages ? [entry('/', pages.changedAt), entry('/foods', pages.changedAt)] : []),
    ...foods.map((food) => entry(`/food/${encodeURIComponent(food.id)}`, food.changedAt)),
  ];
  return `${XML_HEAD}<urlset ${NAMESPACE} ${XHTML_NAMESPACE}>\n${urls.join('\n')}\n</urlset>\n`;
}

/** A `<sitemapindex>` of every shard's file that lists something (the first always: it lists `/` and `/foods`). */
export function sitemapIndexXml(origin: string, shards: readonly SitemapShard[]): string {
  const file = (n: number, changedAt: Date | undefined) => `  <sitemap><loc>${escapeXml(origin + sitemapShardPath(n))}</loc>${lastmod(changedAt)}</sitemap>`;
  const files = shards.flatMap((shard, n) => {
    if (n === 0) return [file(0, catalogueChangedAt(shards))];
    return shard.count > 0 ? [file(n, shard.changedAt.toDate())] : [];
  });
  return `${XML_HEAD}<sitemapindex ${NAMESPACE}>\n${files.join('\n')}\n</sitemapindex>\n`;
}
