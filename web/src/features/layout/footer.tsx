import { Link } from 'react-router-dom';
import { container } from '../../components/ui';
import { paths } from '../../lib/paths';
import { useHydrated } from '../../lib/use-hydrated';
import { FooterClock } from './footer-clock';
import { Logo } from './logo';
import { navItems } from './nav-items';
import { SocialLinks } from './social-links';

/** The footer's own list of the site's pages: before the app runs, the phone's menu button links here (navbar.tsx). */
export const SITE_LINKS_ID = 'site-links';

const COLUMNS: { title: string; id?: string; links: { to: string; label: string }[] }[] = [
  { title: 'Browse', id: SITE_LINKS_ID, links: navItems('loading') },
  {
    title: 'Company',
    links: [
      { to: paths.about, label: 'About Us' },
      { to: paths.press, label: 'Press' },
      { to: paths.jobs, label: 'Careers' },
      { to: paths.contact, label: 'Contact' },
    ],
  },
  { title: 'Support', links: [{ to: paths.faq, label: 'FAQ' }] },
  {
    title: 'Legal',
    links: [
      { to: paths.terms, label: 'Terms' },
      { to: paths.privacy, label: 'Privacy Policy' },
      { to: paths.cookies, label: 'Cookie Policy' },
    ],
  },
];

export function Footer() {
  // The year of the visit, not of the server (or the build) that rendered the page.
  const hydrated = useHydrated();
  return (
    <footer className="border-t border-stone-200 bg-stone-50 dark:border-stone-800 dark:bg-stone-900">
      <div className={`${container} grid gap-12 py-14 lg:grid-cols-12`}>
        <div className="space-y-5 lg:col-span-5">
          <Logo />
          <p className="max-w-md leading-relaxed text-stone-600 dark:text-stone-300">
            Delivering happiness, one meal at a time. Quality food and quick service, from our Dhaka kitchen and local
            home cooks to your table.
          </p>
          <FooterClock />
          <SocialLinks />
        </div>
        <div className="grid grid-cols-2 gap-10 sm:grid-cols-4 lg:col-span-7">
          {COLUMNS.map((column) => (
            <nav key={column.title} id={column.id} aria-labelledby={`footer-${column.title}`} className="scroll-mt-20">
              <h2
                id={`footer-${column.title}`}
                className="text-sm font-bold tracking-wider text-stone-900 uppercase dark:text-white"
              >
                {column.title}
              </h2>
              <ul className="mt-4 space-y-3">
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link
                      to={link.to}
                      className="text-stone-600 transition hover:text-brand-700 focus-visible:rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:text-stone-300 dark:hover:text-brand-500"
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      </div>
      <div className="border-t border-stone-200 dark:border-stone-800">
        <p className={`${container} py-6 text-center text-sm text-stone-600 dark:text-stone-400`}>
          © {hydrated ? `${new Date().getFullYear()} ` : ''}Food Store. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
