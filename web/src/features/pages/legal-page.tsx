import type { ReactNode } from 'react';
import { container } from '../../components/ui';
import { INTL_LOCALE, useT, type Lang } from '../../i18n';
import { PageHero } from './page-hero';

export const LAST_UPDATED = 'June 21, 2025';
const LAST_UPDATED_ISO = '2025-06-21T12:00:00+06:00';

/** The date the legal texts last changed, written in `lang` ('June 21, 2025' / '২১ জুন, ২০২৫'). */
function lastUpdated(lang: Lang): string {
  if (lang === 'en') return LAST_UPDATED;
  return new Intl.DateTimeFormat(INTL_LOCALE[lang], { dateStyle: 'long', timeZone: 'Asia/Dhaka' }).format(new Date(LAST_UPDATED_ISO));
}

export interface LegalSection {
  id: string;
  heading: string;
  body: ReactNode;
}

interface LegalPageProps {
  title: string;
  intro: ReactNode;
  sections: LegalSection[];
}

/** Shared layout of the terms, privacy and cookie pages: hero, contents list, readable prose. */
export function LegalPage({ title, intro, sections }: LegalPageProps) {
  const { t, number, lang } = useT();
  return (
    <>
      <PageHero eyebrow={t('pages.legal.eyebrow')} title={title}>
        <p>{t('pages.legal.lastUpdated', { date: lastUpdated(lang) })}</p>
      </PageHero>
      <div className={`${container} py-14 sm:py-20`}>
        <article className="mx-auto max-w-3xl text-base leading-relaxed text-stone-700 dark:text-stone-300 [&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-4 dark:[&_a]:text-brand-200 [&_li]:mt-2 [&_p]:mt-4 [&_strong]:text-stone-900 dark:[&_strong]:text-white [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6">
          <div className="text-lg">{intro}</div>
          <nav aria-label={t('pages.legal.onThisPage')} className="mt-8 rounded-2xl bg-stone-50 p-6 dark:bg-stone-900">
            <h2 className="text-sm font-bold uppercase tracking-wider text-stone-900 dark:text-white">{t('pages.legal.onThisPage')}</h2>
            <ol className={`mt-3 ${lang === 'bn' ? '[list-style-type:bengali]' : 'list-decimal'} stack-y-1 pl-5 text-sm`}>
              {sections.map((section) => (
                <li key={section.id} className="mt-1!">
                  <a href={`#${section.id}`}>{section.heading}</a>
                </li>
              ))}
            </ol>
          </nav>
          {sections.map((section, index) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="mt-12 scroll-mt-24">
              <h2 id={`${section.id}-title`} className="text-2xl font-bold tracking-tight text-stone-900 dark:text-white">
                {t('pages.legal.sectionHeading', { n: number(index + 1), heading: section.heading })}
              </h2>
              {section.body}
            </section>
          ))}
        </article>
      </div>
    </>
  );
}
