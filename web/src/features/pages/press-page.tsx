import { card, container, mutedText } from '../../components/ui';
import type { MessageKey } from '../../i18n/areas';
import { useT } from '../../i18n/i18n-context';
import { useTitle } from '../../lib/use-title';
import { PageHero } from './page-hero';
import { MEDIA_ASSETS } from './press-assets';

const FACTS: { label: MessageKey; value: MessageKey }[] = [
  { label: 'pages.press.fact.founded', value: 'pages.press.fact.foundedValue' },
  { label: 'pages.press.fact.delivery', value: 'pages.press.fact.deliveryValue' },
  { label: 'pages.press.fact.what', value: 'pages.press.fact.whatValue' },
];

/** Each media asset's texts in the page's language, by its file (press-assets.ts, generated, has the English). */
const ASSET_TEXTS: Record<string, 'logo' | 'dishes' | 'factSheet'> = {
  '/press/food-store-logo.png': 'logo',
  '/press/food-store-signature-dishes.jpg': 'dishes',
  '/press/food-store-fact-sheet.pdf': 'factSheet',
};

export default function PressPage() {
  const { t } = useT();
  useTitle(t('pages.press.title'));
  const assets = MEDIA_ASSETS.map((asset) => {
    const key = ASSET_TEXTS[asset.downloadUrl];
    return key
      ? { ...asset, title: t(`pages.press.${key}.title`), description: t(`pages.press.${key}.description`), fileLabel: t(`pages.press.${key}.file`) }
      : asset;
  });
  return (
    <>
      <PageHero eyebrow={t('pages.press.eyebrow')} title={t('pages.press.heading')}>
        <p>{t('pages.press.lead')}</p>
      </PageHero>

      <section aria-labelledby="overview-title" className="py-14 sm:py-20">
        <div className={container}>
          <div className="mx-auto grid max-w-5xl gap-10 lg:grid-cols-5">
            <div className="lg:col-span-3">
              <h2 id="overview-title" className="text-2xl font-extrabold tracking-tight text-stone-900 sm:text-3xl dark:text-white">
                {t('pages.press.overview')}
              </h2>
              <div className="mt-4 stack-y-4 text-lg leading-relaxed text-stone-700 dark:text-stone-300">
                <p>{t('pages.press.overview1')}</p>
                <p>{t('pages.press.overview2')}</p>
              </div>
            </div>
            <dl className="stack-y-4 rounded-2xl bg-brand-50 p-6 lg:col-span-2 dark:bg-stone-900">
              {FACTS.map((fact) => (
                <div key={fact.label}>
                  <dt className="text-sm font-semibold uppercase tracking-wider text-brand-800 dark:text-brand-200">{t(fact.label)}</dt>
                  <dd className="mt-1 font-medium text-stone-900 dark:text-white">{t(fact.value)}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      </section>

      <section aria-labelledby="assets-title" className="bg-stone-50 py-14 sm:py-20 dark:bg-stone-900/60">
        <div className={container}>
          <div className="mx-auto max-w-2xl text-center">
            <h2 id="assets-title" className="text-3xl font-extrabold tracking-tight text-stone-900 dark:text-white">
              {t('pages.press.mediaKit')}
            </h2>
            <p className={`mt-3 ${mutedText}`}>{t('pages.press.mediaKitText')}</p>
          </div>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {assets.map((asset) => (
              <li key={asset.title} className={`${card} flex flex-col`}>
                <img
                  src={asset.previewImage}
                  alt={t('pages.press.preview', { title: asset.title })}
                  width={480}
                  height={320}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[3/2] w-full bg-stone-100 object-cover dark:bg-stone-800"
                />
                <div className="flex flex-1 flex-col p-6">
                  <h3 className="text-lg font-bold text-stone-900 dark:text-white">{asset.title}</h3>
                  <p className={`mt-2 flex-1 text-sm leading-relaxed ${mutedText}`}>{asset.description}</p>
                  <p className="mt-4 text-xs font-medium uppercase tracking-wider text-stone-500 dark:text-stone-400">{asset.fileLabel}</p>
                  <a
                    href={asset.downloadUrl}
                    download
                    className="mt-3 inline-flex items-center gap-2 self-start rounded-full border border-stone-300 px-4 py-2 text-sm font-semibold text-stone-800 transition hover:border-brand-600 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:border-stone-600 dark:text-stone-100 dark:hover:border-brand-200 dark:hover:text-brand-200"
                  >
                    <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4">
                      <path d="M10.75 2.75a.75.75 0 0 0-1.5 0v8.61L6.3 8.24a.75.75 0 1 0-1.1 1.02l4.25 4.5a.75.75 0 0 0 1.1 0l4.25-4.5a.75.75 0 0 0-1.1-1.02l-2.95 3.12V2.75Z" />
                      <path d="M3.5 12.75a.75.75 0 0 0-1.5 0v2.5A2.75 2.75 0 0 0 4.75 18h10.5A2.75 2.75 0 0 0 18 15.25v-2.5a.75.75 0 0 0-1.5 0v2.5c0 .69-.56 1.25-1.25 1.25H4.75c-.69 0-1.25-.56-1.25-1.25v-2.5Z" />
                    </svg>
                    {t('pages.press.download')}{' '}
                    <span className="sr-only">
                      {asset.title} ({asset.fileLabel})
                    </span>
                  </a>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="contact-title" className="py-14 sm:py-20">
        <div className={container}>
          <div className={`${card} mx-auto flex max-w-3xl flex-col gap-6 p-8 sm:flex-row sm:items-center sm:justify-between`}>
            <div>
              <h2 id="contact-title" className="text-xl font-bold text-stone-900 dark:text-white">
                {t('pages.press.contact')}
              </h2>
              <p className={`mt-1 ${mutedText}`}>{t('pages.press.contactText')}</p>
            </div>
            <div className="flex flex-col gap-1 text-sm font-semibold">
              <a href="mailto:press@foodstore.example" className="text-brand-700 hover:underline dark:text-brand-200">
                press@foodstore.example
              </a>
              <a href="tel:+8801700000001" className="text-brand-700 hover:underline dark:text-brand-200">
                +880 1700-000001
              </a>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
