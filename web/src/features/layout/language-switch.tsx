import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { CARRIED_SCROLL_KEY, CHOSEN_LANG_KEY } from '../../config/ui';
import { useT } from '../../i18n/i18n-context';
import { pathInLang, type Lang } from '../../i18n/langs';
import { useHydrated } from '../../lib/use-hydrated';

export function chosenLang(): Lang | null {
  try {
    const value = localStorage.getItem(CHOSEN_LANG_KEY);
    return value === 'en' || value === 'bn' ? value : null;
  } catch {
    return null;
  }
}

/** Remembers `lang` as the visitor's choice, and the scroll position for `href` (the page in that language). */
export function rememberChoice(lang: Lang, href?: string): void {
  try {
    localStorage.setItem(CHOSEN_LANG_KEY, lang);
    if (href) sessionStorage.setItem(CARRIED_SCROLL_KEY, JSON.stringify({ href, y: Math.round(window.scrollY) }));
  } catch {
    // Storage refused (a private window's quota): the link still works.
  }
}

/**
 * Scrolls the page to where the visitor was on the other language's twin, once, when it was opened by the language
 * switch: the page may still be growing (a lazy page's data), so it tries again for a moment until it can.
 */
export function useCarriedScroll(): void {
  useEffect(() => {
    let carried: { href: string; y: number } | null;
    try {
      carried = JSON.parse(sessionStorage.getItem(CARRIED_SCROLL_KEY) ?? 'null') as { href: string; y: number } | null;
      sessionStorage.removeItem(CARRIED_SCROLL_KEY);
    } catch {
      return;
    }
    const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
    if (!carried || carried.href !== here || !(carried.y > 0)) return;
    const y = carried.y;
    const timers = [0, 200, 600, 1500].map((delay) =>
      window.setTimeout(() => {
        if (Math.abs(window.scrollY - y) > 1) window.scrollTo(0, y);
      }, delay),
    );
    const stop = () => timers.forEach((timer) => window.clearTimeout(timer));
    // A visitor who scrolls meanwhile has taken over.
    window.addEventListener('wheel', stop, { once: true, passive: true });
    window.addEventListener('touchmove', stop, { once: true, passive: true });
    return () => {
      stop();
      window.removeEventListener('wheel', stop);
      window.removeEventListener('touchmove', stop);
    };
  }, []);
}

/**
 * The link to this page in the other language: same path, search, category and sort (the query string) and hash. A
 * real link, so it works before the app runs; each document has one language, so it loads the other page. The hash
 * joins once the page is hydrated: a server-rendered page's link was written without it (a browser never sends it),
 * and React keeps the link the server wrote.
 */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { t, lang } = useT();
  const location = useLocation();
  const hydrated = useHydrated();
  const other: Lang = lang === 'en' ? 'bn' : 'en';
  const href = pathInLang(other, `${location.pathname}${location.search}${hydrated ? location.hash : ''}`);
  return (
    <a href={href} hrefLang={other} lang={other} title={t('lang.switchLabel')} onClick={() => rememberChoice(other, href)} className={className}>
      {t('lang.switchTo')}
    </a>
  );
}

/** Whether to offer Bangla: an English page, a browser preferring Bangla to English, no choice made, never offered. */
export function shouldOfferBangla(lang: Lang, languages: readonly string[], offered: boolean): boolean {
  if (lang !== 'en' || offered || chosenLang() !== null) return false;
  const first = languages.map((tag) => tag.toLowerCase().split('-')[0]).find((primary) => primary === 'bn' || primary === 'en');
  return first === 'bn';
}
