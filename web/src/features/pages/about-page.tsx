import { buttonPrimary, buttonSecondary, container, mutedText } from '../../components/ui';
import type { MessageKey } from '../../i18n/areas';
import { useT } from '../../i18n/i18n-context';
import { Link } from '../../i18n/links';
import { paths } from '../../lib/paths';
import { useTitle } from '../../lib/use-title';
import { PageHero } from './page-hero';
import { rich } from './rich';

const FIGURES: { value: MessageKey | number; label: MessageKey }[] = [
  { value: 2023, label: 'pages.about.figure.established' },
  // No head counts of dishes or cooks: this page has no data to count them from, and invented ones mislead.
  { value: 'pages.about.figure.dhaka', label: 'pages.about.figure.city' },
  { value: 'pages.about.figure.cash', label: 'pages.about.figure.paid' },
  { value: 'pages.about.figure.days', label: 'pages.about.figure.hours' },
];

const VALUES: { title: MessageKey; text: MessageKey }[] = [
  { title: 'pages.about.value1.title', text: 'pages.about.value1.text' },
  { title: 'pages.about.value2.title', text: 'pages.about.value2.text' },
  { title: 'pages.about.value3.title', text: 'pages.about.value3.text' },
  { title: 'pages.about.value4.title', text: 'pages.about.value4.text' },
];

export default function AboutPage() {
  const { t, number } = useT();
  useTitle(t('pages.about.title'));
  const hours = <strong className="text-stone-900 dark:text-white">{t('pages.about.story3Hours')}</strong>;
  return (
    <>
      <PageHero eyebrow={t('pages.about.eyebrow')} title={t('pages.about.heading')}>
        <p>{t('pages.about.lead')}</p>
      </PageHero>

      <section className="py-14 sm:py-20">
        <div className={container}>
          <div className="mx-auto max-w-3xl stack-y-5 text-lg leading-relaxed text-stone-700 dark:text-stone-300">
            <h2 className="text-2xl font-extrabold tracking-tight text-stone-900 sm:text-3xl dark:text-white">{t('pages.about.storyHeading')}</h2>
            <p>{t('pages.about.story1')}</p>
            <p>{t('pages.about.story2')}</p>
            <p>{rich(t, 'pages.about.story3', { hours })}</p>
          </div>

          <dl className="mx-auto mt-14 grid max-w-5xl grid-cols-2 gap-4 lg:grid-cols-4">
            {FIGURES.map((figure) => (
              <div key={figure.label} className="flex flex-col-reverse rounded-2xl bg-brand-50 p-6 text-center dark:bg-stone-900">
                <dt className={`mt-2 text-sm ${mutedText}`}>{t(figure.label)}</dt>
                <dd className="text-3xl font-extrabold text-brand-700 sm:text-4xl dark:text-brand-200">
                  {typeof figure.value === 'number' ? number(figure.value, { useGrouping: false }) : t(figure.value)}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section aria-labelledby="values-title" className="bg-stone-50 py-14 sm:py-20 dark:bg-stone-900/60">
        <div className={container}>
          <h2 id="values-title" className="text-center text-3xl font-extrabold tracking-tight text-stone-900 dark:text-white">
            {t('pages.about.valuesHeading')}
          </h2>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2">
            {VALUES.map((value) => (
              <li key={value.title} className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm dark:border-stone-800 dark:bg-stone-900">
                <h3 className="text-lg font-bold text-stone-900 dark:text-white">{t(value.title)}</h3>
                <p className={`mt-2 leading-relaxed ${mutedText}`}>{t(value.text)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="py-14 sm:py-20">
        <div className={`${container} text-center`}>
          <h2 className="text-2xl font-extrabold tracking-tight text-stone-900 sm:text-3xl dark:text-white">{t('pages.about.ctaHeading')}</h2>
          <p className={`mx-auto mt-3 max-w-xl ${mutedText}`}>{t('pages.about.ctaText')}</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Link to={paths.foods} className={buttonPrimary}>
              {t('pages.about.ctaFoods')}
            </Link>
            <Link to={paths.jobs} className={buttonSecondary}>
              {t('pages.about.ctaJobs')}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
