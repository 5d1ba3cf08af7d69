import { translatorOf } from '../i18n/i18n-context';
import { LANGS, pathInLang, type Lang } from '../i18n/langs';
import { SITE_NAME } from '../lib/page-titles';
import { PRICE_CURRENCY, type PageHandle, type PageHead } from '../lib/page-head';

// A page route's head (lib/page-head.ts) as <head> elements: written as HTML by the server (server-render.tsx), put in
// place by the app on each navigation (route-head.tsx).

/** The site's description in `lang` (`head.siteDescription`): the static shells', and where each page's head starts (route-head.tsx siteHead). */
export const siteDescription = (lang: Lang): string => translatorOf(lang).t('head.siteDescription');

/** The English description (the spec's). */
export const SITE_DESCRIPTION =
  'Food Store: fresh Bangladeshi and world dishes from our Dhaka kitchen and local home cooks, delivered 9:00 AM to 10:00 PM.';

/** Open Graph's locale of each language. */
export const OG_LOCALE: Record<Lang, string> = { en: 'en_US', bn: 'bn_BD' };

/**
 * `head` (a route's, naming its canonical by the English path) as the page in `lang` is: its canonical in `lang`, and
 * the same page in every language plus `x-default` (English) as alternates. A page without a canonical (no such dish,
 * not read yet) has no alternates either.
 */
export function headIn(head: PageHead, lang: Lang): PageHead {
  if (!head.canonical) return { ...head, lang };
  const url = new URL(head.canonical);
  const at = (language: Lang) => new URL(pathInLang(language, `${url.pathname}${url.search}`), url.origin).href;
  const alternates = [...LANGS.map((language) => ({ hreflang: language, href: at(language) })), { hreflang: 'x-default', href: at('en') }];
  return { ...head, lang, canonical: at(lang), alternates };
}

/** Whether a route's `handle` gives a head. */
export function isPageHandle(handle: unknown): handle is PageHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as PageHandle).head === 'function';
}

/** JSON for a <script type="application/json"> (or ld+json) element: nothing in it can close the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

type HeadElement =
  | { tag: 'meta'; attribute: 'name' | 'property'; key: string; content: string }
  | { tag: 'link'; href: string; hreflang?: string }
  | { tag: 'script'; json: string };

/** The <head> elements of `head` after its <title>, in order: the server writes them, the app puts them in place. */
function headElements(head: PageHead): HeadElement[] {
  const meta = (attribute: 'name' | 'property', key: string, content: string): HeadElement => ({ tag: 'meta', attribute, key, content });
  const tags = [meta('name', 'description', head.description)];
  if (head.noindex) tags.push(meta('name', 'robots', 'noindex'));
  if (head.canonical) tags.push({ tag: 'link', href: head.canonical });
  for (const { hreflang, href } of head.alternates ?? []) tags.push({ tag: 'link', href, hreflang });
  if (head.lang) {
    tags.push(meta('property', 'og:locale', OG_LOCALE[head.lang]));
    for (const other of LANGS) if (other !== head.lang) tags.push(meta('property', 'og:locale:alternate', OG_LOCALE[other]));
  }
  tags.push(
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
  );
  if (head.canonical) tags.push(meta('property', 'og:url', head.canonical));
  if (head.image) {
    const { url, alt, type, width, height } = head.image;
    tags.push(meta('property', 'og:image', url));
    if (type) tags.push(meta('property', 'og:image:type', type));
    if (width && height) tags.push(meta('property', 'og:image:width', String(width)), meta('property', 'og:image:height', String(height)));
    tags.push(meta('property', 'og:image:alt', alt));
  }
  if (head.price !== undefined) {
    tags.push(meta('property', 'product:price:amount', head.price.toFixed(2)), meta('property', 'product:price:currency', PRICE_CURRENCY));
  }
  tags.push(meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'));
  for (const data of head.structuredData) tags.push({ tag: 'script', json: scriptJson(data) });
  return tags;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

/** The <head> elements of `head` as HTML, one per line. */
export function headTags(head: PageHead): string {
  const html = headElements(head).map((element) =>
    element.tag === 'meta'
      ? `<meta ${element.attribute}="${element.key}" content="${escapeHtml(element.content)}" />`
      : element.tag === 'link'
        ? element.hreflang
          ? `<link rel="alternate" hreflang="${element.hreflang}" href="${escapeHtml(element.href)}" />`
          : `<link rel="canonical" href="${escapeHtml(element.href)}" />`
        : `<script type="application/ld+json">${element.json}</script>`,
  );
  return [`<title>${escapeHtml(head.title)}</title>`, ...html].join('\n    ');
}

/** What `headTags` writes besides the title, and the static shells' description: replaced on each navigation. */
const PAGE_HEAD_SELECTOR = [
  'meta[name="description"]',
  'meta[name="robots"]',
  'link[rel="canonical"]',
  'link[rel="alternate"][hreflang]',
  'meta[property^="og:"]',
  'meta[property^="product:"]',
  'meta[name^="twitter:"]',
  'script[type="application/ld+json"]',
].join(', ');

/**
 * Puts `head`'s elements (all but the title, which use-title.ts keeps) into `document`'s <head>, in place of the last
 * page's. A head that already has them (the page the app started on, whose head the server wrote) is left as it is.
 */
export function applyHead(document: Document, head: PageHead): void {
  const current = [...document.head.querySelectorAll(PAGE_HEAD_SELECTOR)];
  const elements = headElements(head).map((element) => {
    if (element.tag === 'meta') {
      const meta = document.createElement('meta');
      meta.setAttribute(element.attribute, element.key);
      meta.content = element.content;
      return meta;
    }
    if (element.tag === 'link') {
      const link = document.createElement('link');
      link.rel = element.hreflang ? 'alternate' : 'canonical';
      if (element.hreflang) link.hreflang = element.hreflang;
      link.href = element.href;
      return link;
    }
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.textContent = element.json;
    return script;
  });
  if (current.length === elements.length && current.every((element, index) => element.isEqualNode(elements[index] ?? null))) return;
  for (const element of current) element.remove();
  document.head.append(...elements);
}
