import type { ReactNode } from 'react';
import { container } from '../../components/ui';
import { PageHero } from './page-hero';

export const LAST_UPDATED = 'June 21, 2025';

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
  return (
    <>
      <PageHero eyebrow="Legal" title={title}>
        <p>Last updated: {LAST_UPDATED}</p>
      </PageHero>
      <div className={`${container} py-14 sm:py-20`}>
        <article className="mx-auto max-w-3xl text-base leading-relaxed text-stone-700 dark:text-stone-300 [&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-4 dark:[&_a]:text-brand-200 [&_li]:mt-2 [&_p]:mt-4 [&_strong]:text-stone-900 dark:[&_strong]:text-white [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6">
          <div className="text-lg">{intro}</div>
          <nav aria-label="On this page" className="mt-8 rounded-2xl bg-stone-50 p-6 dark:bg-stone-900">
            <h2 className="text-sm font-bold uppercase tracking-wider text-stone-900 dark:text-white">On this page</h2>
            <ol className="mt-3 list-decimal space-y-1 pl-5 text-sm">
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
                {index + 1}. {section.heading}
              </h2>
              {section.body}
            </section>
          ))}
        </article>
      </div>
    </>
  );
}
