import { Link, useT } from '../../i18n';
import { buttonPrimary, container } from '../../components/ui';
import { paths } from '../../lib/paths';
import { useNoindex } from '../../lib/use-noindex';
import { useTitle } from '../../lib/use-title';

export default function NotFoundPage() {
  const { t } = useT();
  useTitle(t('notFound.pageTitle'));
  useNoindex();
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white py-14 sm:py-20 dark:from-stone-900 dark:to-stone-950">
      <div className={`${container} flex flex-col items-center text-center`}>
        <img
          src="/images/not-found.webp"
          alt={t('notFound.imageAlt')}
          width={600}
          height={450}
          fetchPriority="high"
          className="h-auto w-full max-w-md"
        />
        <p className="mt-6 text-7xl font-black tracking-tight text-brand-700 sm:text-8xl dark:text-brand-500">{t('notFound.code')}</p>
        <h1 className="mt-2 text-3xl font-extrabold text-stone-900 sm:text-4xl dark:text-white">{t('notFound.title')}</h1>
        <p className="mt-3 max-w-md text-lg text-stone-600 dark:text-stone-300">{t('notFound.text')}</p>
        <Link to={paths.home} className={`${buttonPrimary} mt-8 px-6 py-3 text-base`}>
          <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-5">
            <path fillRule="evenodd" d="M9.29 2.3a1 1 0 0 1 1.42 0l7 7A1 1 0 0 1 17 11h-1v6a1 1 0 0 1-1 1h-3a1 1 0 0 1-1-1v-3H9v3a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1v-6H3a1 1 0 0 1-.7-1.7l7-7Z" clipRule="evenodd" />
          </svg>
          {t('notFound.goHome')}
        </Link>
      </div>
    </section>
  );
}
