import { Link } from 'react-router-dom';
import { container, mutedText } from '../../components/ui';
import { paths } from '../../lib/paths';
import { useTitle } from '../../lib/use-title';
import { Accordion } from './accordion';
import { PageHero } from './page-hero';

export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

export const FAQ_ITEMS: FaqItem[] = [
  {
    id: 'delivery-hours',
    question: 'When and where do you deliver?',
    answer:
      'We deliver everywhere in Dhaka every day from 9:00 AM to 10:00 PM. Most orders arrive within 30 to 45 minutes, depending on the distance and traffic.',
  },
  {
    id: 'how-to-order',
    question: 'How do I place an order?',
    answer:
      'Browse All Foods, open a dish to see its details and stock, then choose Purchase Now. Sign in, pick a quantity (up to 20 units per order) and confirm. Your order appears in My Orders right away.',
  },
  {
    id: 'cancel-order',
    question: 'Can I cancel an order?',
    answer:
      'Yes. Open My Orders, choose Cancel Order on the order and confirm. The order is removed and the quantity goes back into stock for other customers.',
  },
  {
    id: 'sell-food',
    question: 'Can I sell my own dishes on Food Store?',
    answer:
      'Absolutely. Create an account, choose Add a Food Item from your profile menu and describe your dish with a photo, price, stock and origin. You can update or remove your dishes at any time from My Added Foods.',
  },
  {
    id: 'allergies',
    question: 'How do you handle allergies and dietary needs?',
    answer:
      'Each dish lists its ingredients in its description. If you have a severe allergy, contact us before ordering and we will check with the kitchen or the cook who made the dish.',
  },
];

export default function FaqPage() {
  useTitle('Food Store | FAQ');
  return (
    <>
      <PageHero eyebrow="Support" title="Frequently Asked Questions">
        <p>Quick answers about ordering, delivery and selling your own dishes.</p>
      </PageHero>
      <section className="py-14 sm:py-20">
        <div className={container}>
          <div className="mx-auto max-w-3xl">
            <Accordion
              headingLevel={2}
              items={FAQ_ITEMS.map((item) => ({
                id: item.id,
                header: <span className="text-base font-semibold text-stone-900 sm:text-lg dark:text-white">{item.question}</span>,
                content: <p className={`leading-relaxed ${mutedText}`}>{item.answer}</p>,
              }))}
            />
            <div className="mt-12 rounded-2xl bg-stone-50 p-6 text-center dark:bg-stone-900">
              <h2 className="text-lg font-bold text-stone-900 dark:text-white">Still have a question?</h2>
              <p className={`mt-2 ${mutedText}`}>
                Our team answers every message within a day.{' '}
                <Link to={paths.contact} className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800 dark:text-brand-200">
                  Get in touch
                </Link>
                .
              </p>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
