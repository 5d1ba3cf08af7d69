import { useId, useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import { buttonPrimary, container, inputClass, mutedText } from '../../components/ui';
import type { MessageKey } from '../../i18n/areas';
import { useT } from '../../i18n/i18n-context';
import { useNavigate } from '../../i18n/links';
import { useMessages } from '../../i18n/use-messages';
import { useTitle } from '../../lib/use-title';
import { Accordion } from './accordion';
import { filterJobs, jobsIn, type Job } from './jobs';
import { PageHero } from './page-hero';

const PERKS: { title: MessageKey; text: MessageKey }[] = [
  { title: 'pages.jobs.perk1.title', text: 'pages.jobs.perk1.text' },
  { title: 'pages.jobs.perk2.title', text: 'pages.jobs.perk2.text' },
  { title: 'pages.jobs.perk3.title', text: 'pages.jobs.perk3.text' },
];

export default function JobsPage() {
  const { t, number } = useT();
  const msg = useMessages();
  useTitle(t('pages.jobs.title'));
  const navigate = useNavigate();
  const searchId = useId();
  const [query, setQuery] = useState('');
  const jobs = filterJobs(jobsIn(t), query);

  const apply = (job: Job) => {
    toast.info(msg.applyRedirect(job.title));
    navigate(job.applyLink);
  };

  return (
    <>
      <PageHero eyebrow={t('pages.jobs.eyebrow')} title={t('pages.jobs.heading')}>
        <p>{t('pages.jobs.lead')}</p>
      </PageHero>

      <section className="py-14 sm:py-20">
        <div className={container}>
          <ul className="grid gap-5 sm:grid-cols-3">
            {PERKS.map((perk) => (
              <li key={perk.title} className="rounded-2xl bg-brand-50 p-6 dark:bg-stone-900">
                <h2 className="font-bold text-stone-900 dark:text-white">{t(perk.title)}</h2>
                <p className={`mt-1.5 text-sm ${mutedText}`}>{t(perk.text)}</p>
              </li>
            ))}
          </ul>

          <div className="mx-auto mt-16 max-w-3xl">
            <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
              <h2 className="text-2xl font-extrabold tracking-tight text-stone-900 dark:text-white">{t('pages.jobs.openPositions')}</h2>
              <div className="sm:w-72">
                <label htmlFor={searchId} className="sr-only">
                  {t('pages.jobs.searchLabel')}
                </label>
                <div className="relative">
                  <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="pointer-events-none absolute left-3.5 top-1/2 size-4 -translate-y-1/2 text-stone-500 dark:text-stone-400">
                    <path fillRule="evenodd" d="M9 3.5a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11ZM2 9a7 7 0 1 1 12.45 4.39l3.08 3.08a.75.75 0 1 1-1.06 1.06l-3.08-3.08A7 7 0 0 1 2 9Z" clipRule="evenodd" />
                  </svg>
                  <input
                    id={searchId}
                    type="search"
                    value={query}
                    onChange={(event) => setQuery(event.target.value)}
                    placeholder={t('pages.jobs.searchPlaceholder')}
                    className={`${inputClass} pl-10`}
                  />
                </div>
              </div>
            </div>
            <p role="status" className={`mt-3 text-sm ${mutedText}`}>
              {t('pages.jobs.count', { count: jobs.length, shown: number(jobs.length) })}
            </p>

            <div className="mt-6">
              {jobs.length === 0 ? (
                <div className="rounded-2xl border border-dashed border-stone-300 px-6 py-12 text-center dark:border-stone-700">
                  <p className="font-semibold text-stone-900 dark:text-white">{t('pages.jobs.noMatch', { query: query.trim() })}</p>
                  <p className={`mt-1 text-sm ${mutedText}`}>{t('pages.jobs.noMatchHint')}</p>
                </div>
              ) : (
                <Accordion
                  items={jobs.map((job) => ({
                    id: job.id,
                    header: <JobHeader job={job} />,
                    content: (
                      <div>
                        <p className={`leading-relaxed ${mutedText}`}>{job.description}</p>
                        <button type="button" className={`${buttonPrimary} mt-5`} onClick={() => apply(job)}>
                          {t('pages.jobs.apply')}
                        </button>
                      </div>
                    ),
                  }))}
                />
              )}
            </div>
          </div>
        </div>
      </section>
    </>
  );
}

function JobHeader({ job }: { job: Job }) {
  return (
    <span className="flex flex-col gap-1.5 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
      <span>
        <span className="block text-lg font-bold text-stone-900 dark:text-white">{job.title}</span>
        <span className="sr-only">,</span>{' '}
        <span className="block text-sm text-stone-600 dark:text-stone-300">
          {job.company} · {job.location}
        </span>
      </span>
      <span className="sr-only">,</span>{' '}
      <span
        className={`inline-flex w-fit shrink-0 rounded-full px-2.5 py-1 text-xs font-semibold ${job.type === 'Full-time' ? 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900/40 dark:text-emerald-200' : 'bg-sky-100 text-sky-800 dark:bg-sky-900/40 dark:text-sky-200'}`}
      >
        {job.typeLabel}
      </span>
    </span>
  );
}
