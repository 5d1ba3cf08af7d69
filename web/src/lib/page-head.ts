import { STORE_CURRENCY } from './store-currency';
import type { Lang } from '../i18n/langs';

/** What search engines and share previews read in a server-rendered page's <head> (docs/ARCHITECTURE.md §5e, §5i). */
export interface PageHead {
  title: string;
  /** At most DESCRIPTION_MAX characters. */
  description: string;
  /** Absolute; none for a page that does not exist. */
  canonical?: string;
  /** `type`, `width` and `height` when known: an uploaded photo's share JPEG. */
  image?: { url: string; alt: string; type?: string; width?: number; height?: number };
  /** Open Graph type: `product` for a dish (with its price), else `website`. */
  type: 'website' | 'product';
  price?: number;
  noindex: boolean;
  /** JSON-LD objects, one <script type="application/ld+json"> each. */
  structuredData: object[];
  /** The page's language (og:locale); set by head-tags.ts headIn(), not by a route. */
  lang?: Lang;
  /** The same page in each language and `x-default` (English), absolute: with a canonical only (head-tags.ts headIn()). */
  alternates?: { hreflang: string; href: string }[];
}

/** What a page route's head is made from: its loader's data and the URL at the site's public origin. */
export interface HeadArgs<Data> {
  data: Data;
  /** Absolute, at the site's public origin (canonical, og:url and og:image start with it). */
  url: URL;
  /** The site's own head (title, description, its hero image) in the page's language: where a page's head starts. */
  site: PageHead;
  /** The page's language (its URL's): titles and descriptions in it. A route names its canonical by the English path; the canonical in `lang` and the alternates are added after it (head-tags.ts headIn()). */
  lang: Lang;
}

/** The `handle` of a page route: its <head>, written by the server into the page and by the app on each navigation. */
export interface PageHandle<Data = unknown> {
  head(args: HeadArgs<Data>): PageHead;
}

export const DESCRIPTION_MAX = 160;
/** The currency of the pages' prices (JSON-LD priceCurrency, Open Graph product:price:currency): the store's, STORE_CURRENCY. */
export const PRICE_CURRENCY = STORE_CURRENCY;

/** `text` cut to `max` characters at a word boundary, with an ellipsis when cut. */
export function clip(text: string, max = DESCRIPTION_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}
