import { container } from '../../components/ui';
import { LANG_OFFERED_KEY } from '../../config/ui';
import type { MessageKey } from '../../i18n/areas';
import { useT } from '../../i18n/i18n-context';
import { Link } from '../../i18n/links';
import { paths } from '../../lib/paths';
import { lazy, useEffect, useState } from 'react';
import { AfterHydration } from '../../components/after-hydration';
import { OptionalPart } from '../../components/optional-part';
import { FooterClock } from './footer-clock';
import { Logo } from './logo';
import { navItems } from './nav-items';
import { LanguageSwitch, shouldOfferBangla } from './language-switch';
import { SocialLinks } from './social-links';

// Loaded only for the few it is shown to.
const LanguageOffer = lazy(() => import('./language-offer'));

/** Offers Bangla once to a browser that prefers it, on an English page, after the page has started. */
function BanglaOffer() {
  const { lang } = useT();
  const [show, setShow] = useState(false);
  useEffect(() => {
    let offered = true;
    try {
      offered = localStorage.getItem(LANG_OFFERED_KEY) !== null;
    } catch {
      // No storage: never offered, rather than on every page.
    }
    if (!shouldOfferBangla(lang, navigator.languages ?? [navigator.language], offered)) return;
    setShow(true);
    try {
      localStorage.setItem(LANG_OFFERED_KEY, '1');
    } catch {
      // Shown in this page only.
    }
  }, [lang]);
  return show ? (
    <OptionalPart>
      <LanguageOffer />
    </OptionalPart>
  ) : null;
}

/** The footer's own list of the site's pages: before the app runs, the phone's menu button links here (navbar.tsx). */
export const SITE_LINKS_ID = 'site-links';

const COLUMNS: { key: string; title: MessageKey; id?: string; links: { to: string; label: MessageKey }[] }[] = [
  { key: 'Browse', title: 'layout.footer.browse', id: SITE_LINKS_ID, links: navItems('loading') },
  {
    key: 'Company',
    title: 'layout.footer.company',
    links: [
      { to: paths.about, label: 'layout.footer.aboutUs' },
      { to: paths.press, label: 'layout.footer.press' },
      { to: paths.jobs, label: 'layout.footer.careers' },
      { to: paths.contact, label: 'layout.footer.contact' },
    ],
  },
  { key: 'Support', title: 'layout.footer.support', links: [{ to: paths.faq, label: 'layout.footer.faq' }] },
  {
    key: 'Legal',
    title: 'layout.footer.legal',
    links: [
      { to: paths.terms, label: 'layout.footer.terms' },
      { to: paths.privacy, label: 'layout.footer.privacy' },
      { to: paths.cookies, label: 'layout.footer.cookies' },
    ],
  },
];

export function Footer() {
  const { t, number } = useT();
  return (
    <footer className="border-t border-stone-200 bg-stone-50 dark:border-stone-800 dark:bg-stone-900">
      <div className={`${container} grid gap-12 py-14 lg:grid-cols-12`}>
        <div className="stack-y-5 lg:col-span-5">
          <Logo />
          <p className="max-w-md leading-relaxed text-stone-600 dark:text-stone-300">
            {t('layout.footer.about')}
          </p>
          <FooterClock />
          <SocialLinks />
        </div>
        <div className="grid grid-cols-2 gap-10 sm:grid-cols-4 lg:col-span-7">
          {COLUMNS.map((column) => (
            <nav key={column.key} id={column.id} aria-labelledby={`footer-${column.key}`} className="scroll-mt-20">
              <h2
                id={`footer-${column.key}`}
                className="text-sm font-bold tracking-wider text-stone-900 uppercase dark:text-white"
              >
                {t(column.title)}
              </h2>
              <ul className="mt-4 stack-y-3">
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link
                      to={link.to}
                      className="text-stone-600 transition hover:text-brand-700 focus-visible:rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:text-stone-300 dark:hover:text-brand-500"
                    >
                      {t(link.label)}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      </div>
      <div className="border-t border-stone-200 dark:border-stone-800">
        <p className={`${container} py-6 text-center text-sm text-stone-600 dark:text-stone-400`}>
          <LanguageSwitch className="mr-3 font-semibold text-stone-700 underline-offset-4 hover:text-brand-700 hover:underline dark:text-stone-200 dark:hover:text-brand-500" />
          {/* The year of the visit, not of the server (or the build) that rendered the page. */}
          <AfterHydration fallback={t('layout.footer.rights', { year: '' })}>
            {t('layout.footer.rights', { year: `${number(new Date().getFullYear(), { useGrouping: false })} ` })}
          </AfterHydration>
        </p>
      </div>
      <BanglaOffer />
    </footer>
  );
}
