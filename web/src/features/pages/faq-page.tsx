import { container, mutedText } from '../../components/ui';
import { paths } from '../../lib/paths';
import { useTitle } from '../../lib/use-title';
import { Link, translatorOf, useT, type MessageKey, type Translator } from '../../i18n';
import { Accordion } from './accordion';
import { PageHero } from './page-hero';

export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

const FAQ_IDS = ['delivery-hours', 'how-to-order', 'cancel-order', 'sell-food', 'allergies'] as const;
type FaqId = (typeof FAQ_IDS)[number];

const question = (id: FaqId): MessageKey => `pages.faq.${id}.q`;
const answer = (id: FaqId): MessageKey => `pages.faq.${id}.a`;

/** The questions in `translator`'s language. */
export function faqItems({ t }: Translator): FaqItem[] {
  return FAQ_IDS.map((id) => ({ id, question: t(question(id)), answer: t(answer(id)) }));
}

/** The questions in English (read when used: the catalogs load with the page). */
export const FAQ_ITEMS: FaqItem[] = FAQ_IDS.map((id) => ({
  id,
  get question() {
    return translatorOf('en').t(question(id));
  },
  get answer() {
    return translatorOf('en').t(answer(id));
  },
}));

export default function FaqPage() {
  const translator = useT();
  const { t } = translator;
  useTitle(t('pages.faq.pageTitle'));
  return (
    <>
      <PageHero eyebrow={t('pages.faq.eyebrow')} title={t('pages.faq.title')}>
        <p>{t('pages.faq.intro')}</p>
      </PageHero>
      <section className="py-14 sm:py-20">
        <div className={container}>
          <div className="mx-auto max-w-3xl">
            <Accordion
              headingLevel={2}
              items={faqItems(translator).map((item) => ({
                id: item.id,
                header: <span className="text-base font-semibold text-stone-900 sm:text-lg dark:text-white">{item.question}</span>,
                content: <p className={`leading-relaxed ${mutedText}`}>{item.answer}</p>,
              }))}
            />
            <div className="mt-12 rounded-2xl bg-stone-50 p-6 text-center dark:bg-stone-900">
              <h2 className="text-lg font-bold text-stone-900 dark:text-white">{t('pages.faq.stillTitle')}</h2>
              <p className={`mt-2 ${mutedText}`}>
                {t('pages.faq.stillText')}{' '}
                <Link to={paths.contact} className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800 dark:text-brand-200">
                  {t('pages.faq.stillLink')}
                </Link>
                {t('pages.faq.stillEnd')}
              </p>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
