import { useEffect, useState } from 'react';
import { useLocation, useMatches, useNavigation } from 'react-router-dom';
import { HERO_IMAGE } from '../features/home/home-images';
import { translatorOf, useLang } from '../i18n/i18n-context';
import type { Lang } from '../i18n/langs';
import type { PageHead } from '../lib/page-head';
import { applyHead, headIn, isPageHandle, siteDescription } from './head-tags';
import { SITE_NAME } from '../lib/page-titles';
import { useTitle } from '../lib/use-title';

/** The site's own head at `origin` in `lang`: where every page's head starts (a route's `handle.head`). */
export function siteHead(origin: string, lang: Lang = 'en'): PageHead {
  return {
    title: SITE_NAME,
    description: siteDescription(lang),
    image: { url: new URL(HERO_IMAGE.src, origin).href, alt: translatorOf(lang).t('home.hero.imageAlt') },
    type: 'website',
    noindex: false,
    structuredData: [],
  };
}

/**
 * The site's public origin as the server wrote it into the page the app started on (PUBLIC_ORIGIN when the function
 * has it: its canonical and Open Graph URLs), else this window's. Read when the app starts writing heads, before the
 * first navigation's.
 */
function startOrigin(): string {
  const written = document.head.querySelector('link[rel="canonical"], meta[property="og:url"], meta[property="og:image"]');
  const url = written?.getAttribute('href') ?? written?.getAttribute('content');
  return url && URL.canParse(url) ? new URL(url).origin : window.location.origin;
}

/** The head of the matched page route, from its `handle.head` and its loader's data, as the server wrote it. */
function usePageHead(origin: string): PageHead | undefined {
  const matches = useMatches();
  const location = useLocation();
  const lang = useLang();
  const page = matches.findLast((match) => isPageHandle(match.handle));
  if (!page || !isPageHandle(page.handle) || page.data === undefined) return undefined;
  const url = new URL(`${location.pathname}${location.search}`, origin);
  return headIn(page.handle.head({ data: page.data, url, site: siteHead(origin, lang), lang }), lang);
}

/** The page's own title, and its description, canonical, Open Graph and JSON-LD, after each navigation. */
function PageHeadWriter({ head }: { head: PageHead }) {
  useTitle(head.title);
  useEffect(() => applyHead(document, head), [head]);
  return null;
}

/**
 * On any other route, the site's own head in place of the last page's (no canonical or Product of a dish left
 * behind), keeping what the document says of indexing (the signed-in pages' shell says noindex).
 */
function SiteHeadWriter({ origin }: { origin: string }) {
  const { pathname } = useLocation();
  const lang = useLang();
  useEffect(() => {
    const noindex = document.head.querySelector('meta[name="robots"][content="noindex"]') !== null;
    applyHead(document, { ...siteHead(origin, lang), noindex });
  }, [pathname, origin, lang]);
  return null;
}

/**
 * Writes the matched page route's head into the document on each navigation (the server wrote it into the page the
 * app started on); other routes get the site's, and set their title themselves (useTitle). Loaded once the app has
 * hydrated (root-layout.tsx): the first page's head came with it.
 */
export function RouteHead() {
  const [origin] = useState(startOrigin);
  const head = usePageHead(origin);
  if (useNavigation().state !== 'idle') return null;
  return head ? <PageHeadWriter head={head} /> : <SiteHeadWriter origin={origin} />;
}
