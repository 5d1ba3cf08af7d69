/** The sitemaps protocol's limit of URLs in one file (a larger catalogue would need a sitemap index). */
export const SITEMAP_URLS_MAX = 50_000;

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char] ?? char);

export interface SitemapFood {
  id: string;
  changedAt: Date;
}

/** `/`, `/foods` and every food page, each with when it last changed (the home and list pages: their newest food). */
export function sitemapXml(origin: string, foods: readonly SitemapFood[]): string {
  const newest = foods.reduce<Date | undefined>((latest, food) => (latest && latest > food.changedAt ? latest : food.changedAt), undefined);
  const entry = (path: string, changedAt: Date | undefined) =>
    `  <url><loc>${escapeXml(origin + path)}</loc>${changedAt ? `<lastmod>${changedAt.toISOString()}</lastmod>` : ''}</url>`;
  const urls = [
    entry('/', newest),
    entry('/foods', newest),
    ...foods.slice(0, SITEMAP_URLS_MAX - 2).map((food) => entry(`/food/${encodeURIComponent(food.id)}`, food.changedAt)),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
