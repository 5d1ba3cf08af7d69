import { Link } from 'react-router-dom';
import { buttonPrimary, buttonSecondary, container, mutedText } from '../../components/ui';
import { paths } from '../../lib/paths';
import { useTitle } from '../../lib/use-title';
import { PageHero } from './page-hero';

const FIGURES = [
  { value: '2023', label: 'Established in Dhaka' },
  // No head counts of dishes or cooks: this page has no data to count them from, and invented ones mislead.
  { value: 'Dhaka', label: 'Delivered anywhere in the city' },
  { value: 'Cash', label: 'Paid on delivery or at pickup' },
  { value: '7 days', label: 'Delivery 9:00 AM to 10:00 PM' },
];

const VALUES = [
  {
    title: 'Tradition first',
    text: 'Our recipes start with the dishes we grew up with: slow-cooked kacchi, shorshe ilish, bhuna khichuri. We respect the method and the patience they need.',
  },
  {
    title: 'Honest ingredients',
    text: 'We buy fish, meat and vegetables from Dhaka’s markets every morning and cook in small batches, so nothing sits around.',
  },
  {
    title: 'Room to innovate',
    text: 'Tradition is our foundation, not a fence. Our chefs and partner cooks keep experimenting with fusion plates and new flavours.',
  },
  {
    title: 'Community kitchen',
    text: 'Home cooks sell their specialities beside our chefs. Every order supports a neighbour doing what they love.',
  },
];

export default function AboutPage() {
  useTitle('Food Store | About Us');
  return (
    <>
      <PageHero eyebrow="About Us" title="Cooking for Dhaka since 2023">
        <p>Food Store started as a small kitchen in Dhanmondi with one idea: make great home-style food easy to order.</p>
      </PageHero>

      <section className="py-14 sm:py-20">
        <div className={container}>
          <div className="mx-auto max-w-3xl space-y-5 text-lg leading-relaxed text-stone-700 dark:text-stone-300">
            <h2 className="text-2xl font-extrabold tracking-tight text-stone-900 sm:text-3xl dark:text-white">Our story</h2>
            <p>
              We were established in 2023 by a group of friends who missed the food of their family kitchens. Restaurants were
              either fast and forgettable or slow and expensive, so we built a kitchen that cooks the way our mothers did and
              delivers like a modern service.
            </p>
            <p>
              Soon home cooks from across the city asked to join. Today Food Store is both a restaurant and a marketplace: our
              chefs and our partner cooks list their dishes side by side, and you can order either with a few taps.
            </p>
            <p>
              We deliver everywhere in Dhaka every day from <strong className="text-stone-900 dark:text-white">9:00 AM to 10:00 PM</strong>,
              hot and on time.
            </p>
          </div>

          <dl className="mx-auto mt-14 grid max-w-5xl grid-cols-2 gap-4 lg:grid-cols-4">
            {FIGURES.map((figure) => (
              <div key={figure.label} className="flex flex-col-reverse rounded-2xl bg-brand-50 p-6 text-center dark:bg-stone-900">
                <dt className={`mt-2 text-sm ${mutedText}`}>{figure.label}</dt>
                <dd className="text-3xl font-extrabold text-brand-700 sm:text-4xl dark:text-brand-200">{figure.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section aria-labelledby="values-title" className="bg-stone-50 py-14 sm:py-20 dark:bg-stone-900/60">
        <div className={container}>
          <h2 id="values-title" className="text-center text-3xl font-extrabold tracking-tight text-stone-900 dark:text-white">
            What we stand for
          </h2>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2">
            {VALUES.map((value) => (
              <li key={value.title} className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm dark:border-stone-800 dark:bg-stone-900">
                <h3 className="text-lg font-bold text-stone-900 dark:text-white">{value.title}</h3>
                <p className={`mt-2 leading-relaxed ${mutedText}`}>{value.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="py-14 sm:py-20">
        <div className={`${container} text-center`}>
          <h2 className="text-2xl font-extrabold tracking-tight text-stone-900 sm:text-3xl dark:text-white">Hungry already?</h2>
          <p className={`mx-auto mt-3 max-w-xl ${mutedText}`}>Browse today’s menu or come work with us.</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Link to={paths.foods} className={buttonPrimary}>
              Explore All Foods
            </Link>
            <Link to={paths.jobs} className={buttonSecondary}>
              See open jobs
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
