import { buttonPrimary, buttonSecondary, container } from '../../components/ui';
import { useT } from '../../i18n/i18n-context';
import { Link } from '../../i18n/links';
import { paths } from '../../lib/paths';
import { HERO_IMAGE } from './home-images';

export function HomeHero() {
  const { t } = useT();
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white dark:from-stone-900 dark:via-stone-950 dark:to-stone-950"
    >
      <div aria-hidden="true" className="pointer-events-none absolute -right-32 -top-32 size-[28rem] rounded-full bg-brand-200/40 blur-3xl dark:bg-brand-800/20" />
      <div className={`${container} relative grid items-center gap-12 py-14 sm:py-20 lg:grid-cols-2 lg:py-24`}>
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-semibold text-brand-800 shadow-sm ring-1 ring-brand-200 dark:bg-stone-900 dark:text-brand-200 dark:ring-stone-700">
            <span aria-hidden="true" className="size-2 rounded-full bg-brand-600" />
            {t('home.hero.delivering')}
          </p>
          <h1 id="hero-title" className="mt-6 text-4xl font-extrabold leading-tight tracking-tight text-stone-900 sm:text-5xl lg:text-6xl dark:text-white">
            {t('home.hero.titleLead')} <span className="text-brand-700 dark:text-brand-500">{t('home.hero.titleAccent')}</span>
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-stone-600 dark:text-stone-300">
            {t('home.hero.intro')}
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to={paths.foods} className={`${buttonPrimary} px-6 py-3 text-base`}>
              {t('common.exploreAllFoods')}
              <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-5">
                <path fillRule="evenodd" d="M3 10a.75.75 0 0 1 .75-.75h10.64l-4.22-4.22a.75.75 0 1 1 1.06-1.06l5.5 5.5a.75.75 0 0 1 0 1.06l-5.5 5.5a.75.75 0 1 1-1.06-1.06l4.22-4.22H3.75A.75.75 0 0 1 3 10Z" clipRule="evenodd" />
              </svg>
            </Link>
            <Link to={paths.gallery} className={`${buttonSecondary} px-6 py-3 text-base`}>
              {t('home.hero.viewGallery')}
            </Link>
          </div>
          <dl className="mt-10 grid max-w-xs grid-cols-2 gap-6">
            {/* Facts, not claims: the page does not know how many dishes or cooks the store has (it once claimed
                120+ and 40 while the store listed 28), nor an average of every review (it once showed a made-up 4.9/5). */}
            <div>
              <dt className="text-sm text-stone-600 dark:text-stone-300">{t('home.hero.cookingSince')}</dt>
              <dd className="text-2xl font-extrabold text-stone-900 dark:text-white">{t('home.hero.cookingSinceValue')}</dd>
            </div>
            <div>
              <dt className="text-sm text-stone-600 dark:text-stone-300">{t('home.hero.delivery')}</dt>
              <dd className="text-2xl font-extrabold text-stone-900 dark:text-white">{t('home.hero.deliveryValue')}</dd>
            </div>
          </dl>
        </div>
        <div className="relative">
          <div aria-hidden="true" className="absolute -inset-4 -z-10 rotate-3 rounded-[2rem] bg-brand-100 dark:bg-stone-800" />
          <img
            src={HERO_IMAGE.src}
            srcSet={HERO_IMAGE.srcSet}
            sizes="(min-width: 1280px) 600px, (min-width: 1024px) 46vw, 86vw"
            width={HERO_IMAGE.width}
            height={HERO_IMAGE.height}
            alt={t('home.hero.imageAlt')}
            loading="eager"
            fetchPriority="high"
            decoding="async"
            className="h-auto w-full rounded-[2rem] object-cover shadow-2xl shadow-brand-900/10"
          />
        </div>
      </div>
    </section>
  );
}
