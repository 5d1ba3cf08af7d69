import { card, container, mutedText } from '../../components/ui';
import { useTitle } from '../../lib/use-title';
import { PageHero } from './page-hero';
import { MEDIA_ASSETS } from './press-assets';

const FACTS = [
  { label: 'Founded', value: '2023, Dhaka' },
  { label: 'Delivery', value: 'All of Dhaka, 9:00 AM to 10:00 PM' },
  { label: 'What we do', value: 'Restaurant kitchen and home-cook marketplace' },
];

export default function PressPage() {
  useTitle('Food Store | Press');
  return (
    <>
      <PageHero eyebrow="Press" title="Press & Media">
        <p>News, facts and brand assets for journalists, bloggers and partners writing about Food Store.</p>
      </PageHero>

      <section aria-labelledby="overview-title" className="py-14 sm:py-20">
        <div className={container}>
          <div className="mx-auto grid max-w-5xl gap-10 lg:grid-cols-5">
            <div className="lg:col-span-3">
              <h2 id="overview-title" className="text-2xl font-extrabold tracking-tight text-stone-900 sm:text-3xl dark:text-white">
                Overview
              </h2>
              <div className="mt-4 space-y-4 text-lg leading-relaxed text-stone-700 dark:text-stone-300">
                <p>
                  Food Store is a Dhaka food company established in 2023. It combines its own restaurant kitchen with an online
                  marketplace where the city’s home cooks sell their specialities, from kacchi biryani to pitha.
                </p>
                <p>
                  Customers browse the menu, order in a few taps and get hot food delivered anywhere in Dhaka between 9:00 AM and
                  10:00 PM. Home cooks list dishes themselves and keep control of their prices and stock.
                </p>
              </div>
            </div>
            <dl className="space-y-4 rounded-2xl bg-brand-50 p-6 lg:col-span-2 dark:bg-stone-900">
              {FACTS.map((fact) => (
                <div key={fact.label}>
                  <dt className="text-sm font-semibold uppercase tracking-wider text-brand-800 dark:text-brand-200">{fact.label}</dt>
                  <dd className="mt-1 font-medium text-stone-900 dark:text-white">{fact.value}</dd>
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
              Media kit
            </h2>
            <p className={`mt-3 ${mutedText}`}>Free to use in coverage of Food Store. Please do not alter the logo.</p>
          </div>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {MEDIA_ASSETS.map((asset) => (
              <li key={asset.title} className={`${card} flex flex-col`}>
                <img
                  src={asset.previewImage}
                  alt={`Preview of ${asset.title}`}
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
                    Download{' '}
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
                Media contact
              </h2>
              <p className={`mt-1 ${mutedText}`}>Tahmina Chowdhury, Communications. We answer press requests within one working day.</p>
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
