import { container } from '../../components/ui';
import type { MessageKey } from '../../i18n/areas';
import { useT } from '../../i18n/i18n-context';
import { Link } from '../../i18n/links';
import { paths } from '../../lib/paths';
import { CATERING_IMAGE } from './home-images';

const POINTS: MessageKey[] = ['home.catering.pointMenus', 'home.catering.pointHot', 'home.catering.pointTasting'];

export function CateringBanner() {
  const { t } = useT();
  return (
    <section aria-labelledby="catering-title" className="py-8 sm:py-12">
      <div className={container}>
        <div className="relative grid overflow-hidden rounded-3xl bg-stone-900 text-white shadow-xl lg:grid-cols-2 dark:ring-1 dark:ring-stone-800">
          <div aria-hidden="true" className="pointer-events-none absolute -left-20 -top-20 size-72 rounded-full bg-brand-600/30 blur-3xl" />
          <div className="relative p-8 sm:p-12 lg:p-14">
            <p className="inline-flex items-center gap-2 rounded-full bg-brand-700 px-3 py-1 text-xs font-bold uppercase tracking-wider text-white">
              <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4">
                <path fillRule="evenodd" d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm.75-13a.75.75 0 0 0-1.5 0v5c0 .2.08.39.22.53l3 3a.75.75 0 1 0 1.06-1.06l-2.78-2.78V5Z" clipRule="evenodd" />
              </svg>
              {t('home.catering.badge')}
            </p>
            <h2 id="catering-title" className="mt-5 text-3xl font-extrabold tracking-tight sm:text-4xl">
              {t('home.catering.title')}
            </h2>
            <p className="mt-4 max-w-lg text-lg leading-relaxed text-stone-200">
              {t('home.catering.text')}
            </p>
            <ul className="mt-6 stack-y-2 text-stone-200">
              {POINTS.map((line) => (
                <li key={line} className="flex items-center gap-2">
                  <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-5 text-brand-500">
                    <path fillRule="evenodd" d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.58l7.3-7.3a1 1 0 0 1 1.4.02Z" clipRule="evenodd" />
                  </svg>
                  {t(line)}
                </li>
              ))}
            </ul>
            <Link
              to={paths.foods}
              className="mt-8 inline-flex items-center gap-2 rounded-full bg-white px-6 py-3 text-base font-semibold text-stone-900 shadow-sm transition hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              {t('home.catering.orderNow')}
              <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-5">
                <path fillRule="evenodd" d="M3 10a.75.75 0 0 1 .75-.75h10.64l-4.22-4.22a.75.75 0 1 1 1.06-1.06l5.5 5.5a.75.75 0 0 1 0 1.06l-5.5 5.5a.75.75 0 1 1-1.06-1.06l4.22-4.22H3.75A.75.75 0 0 1 3 10Z" clipRule="evenodd" />
              </svg>
            </Link>
          </div>
          <div className="relative min-h-64">
            <img
              src={CATERING_IMAGE.src}
              srcSet={CATERING_IMAGE.srcSet}
              sizes="(min-width: 1280px) 608px, (min-width: 1024px) 48vw, 90vw"
              width={CATERING_IMAGE.width}
              height={CATERING_IMAGE.height}
              alt={t('home.catering.imageAlt')}
              loading="lazy"
              decoding="async"
              className="absolute inset-0 size-full object-cover"
            />
          </div>
        </div>
      </div>
    </section>
  );
}
