/**
 * The store's languages (docs/ARCHITECTURE.md §5i): English at the spec's paths, Bangla under /bn. The language is in
 * the URL, so each page's language is known to the server, to Hosting's cache and to a crawler; switching language
 * loads the page at the other address.
 */
export const LANGS = ['en', 'bn'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'en';

/** The path prefix of a language's pages: '' for English, '/bn' for Bangla. */
export const LANG_PREFIX: Record<Lang, string> = { en: '', bn: '/bn' };

/** The locale Intl formats a language's numbers, prices, dates and plurals in. */
export const INTL_LOCALE: Record<Lang, string> = { en: 'en-US', bn: 'bn-BD' };

/** Each language's name in itself, as the language control shows it. */
export const LANG_NAME: Record<Lang, string> = { en: 'English', bn: 'বাংলা' };

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

/** The language of a page's path: Bangla for /bn and /bn/…, English otherwise. */
export function langOfPath(pathname: string): Lang {
  return pathname === '/bn' || pathname.startsWith('/bn/') ? 'bn' : 'en';
}

/** A path without its language prefix: '/bn/foods' → '/foods', '/bn' → '/'. */
export function stripLang(pathname: string): string {
  if (langOfPath(pathname) === 'en') return pathname;
  return pathname.slice(LANG_PREFIX.bn.length) || '/';
}

/**
 * `path` (an app path, with any query and hash) in `lang`: '/foods?q=x' → '/bn/foods?q=x', and the home page → '/bn/'.
 * A path already in a language is moved to `lang`.
 */
export function pathInLang(lang: Lang, path: string): string {
  if (!path.startsWith('/')) return path;
  const cut = path.search(/[?#]/);
  const pathname = cut === -1 ? path : path.slice(0, cut);
  const rest = cut === -1 ? '' : path.slice(cut);
  const bare = stripLang(pathname);
  if (lang === 'en') return `${bare}${rest}`;
  return `${LANG_PREFIX.bn}${bare}${rest}`;
}
