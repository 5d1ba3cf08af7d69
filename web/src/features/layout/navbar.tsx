import { lazy, useCallback, useEffect, useId, useRef, useState } from 'react';
import { buttonPrimary, container } from '../../components/ui';
import { useT } from '../../i18n/i18n-context';
import { Link, NavLink } from '../../i18n/links';
import { useAuth } from '../../lib/auth-context';
import { AfterHydration } from '../../components/after-hydration';
import { OptionalPart } from '../../components/optional-part';
import { SITE_LINKS_ID } from './footer';
import { paths } from '../../lib/paths';
import { CartLink } from './cart-link';
import { MenuIcon } from './icons';
import { Logo } from './logo';
import { LanguageSwitch, useCarriedScroll } from './language-switch';
import { NewSalesBadge, newSalesLabel, useNewSales } from './new-sales-badge';
import { authPhase, navItems } from './nav-items';
import { ThemeToggle } from './theme-toggle';

// Loaded when they are first needed: the account menu once someone is signed in, the phone's menu once it is opened.
const UserMenu = lazy(() => import('./user-menu').then((module) => ({ default: module.UserMenu })));
const MobileMenu = lazy(() => import('./mobile-menu').then((module) => ({ default: module.MobileMenu })));

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `relative py-2 text-sm font-semibold whitespace-nowrap transition after:absolute after:inset-x-0 after:-bottom-0.5 after:h-0.5 after:origin-left after:rounded-full after:bg-brand-600 after:transition-transform focus-visible:rounded focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600 dark:after:bg-brand-500 ${
    isActive
      ? 'text-brand-700 after:scale-x-100 dark:text-brand-500'
      : 'text-stone-700 after:scale-x-0 hover:text-brand-700 hover:after:scale-x-100 dark:text-stone-200 dark:hover:text-brand-500'
  }`;

/** The fixed top bar: logo, links with an active underline, theme toggle, Login or the profile menu, hamburger. */
export function Navbar() {
  const { user, loading, logout } = useAuth();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuWanted, setMenuWanted] = useState(false);
  const translator = useT();
  const { t } = translator;
  useCarriedScroll();
  const menuId = useId();
  const newSales = useNewSales();
  const phase = authPhase({ user, loading });
  const items = navItems(phase);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  // The phone's menu goes once the header has room for its links again (a wider window, smaller text): its button hides.
  // Focus, which the menu would hand back to that hidden button, goes to the first of the links instead.
  useEffect(() => {
    const button = menuButtonRef.current;
    if (!menuOpen || !button || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (button.getClientRects().length) return;
      closeMenu();
      requestAnimationFrame(() => button.closest('header')?.querySelector<HTMLElement>('nav a')?.focus());
    });
    observer.observe(button);
    return () => observer.disconnect();
  }, [menuOpen, closeMenu]);
  const menuButtonClass =
    'relative grid size-10 place-items-center rounded-full text-stone-700 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 @min-[64rem]:hidden dark:text-stone-200 dark:hover:bg-stone-800';

  // The header's breakpoints are its own width in rem (a container query, which follows the text size; a media query's
  // rem does not follow the page's): with text at 200 % a 1280-pixel desktop gets the phone's menu, not links off-screen.
  // At the usual text size they are the sm and lg breakpoints, 40rem and 64rem.
  return (
    <header className="@container fixed inset-x-0 top-0 z-40 h-16 border-b border-stone-200/80 bg-white/90 backdrop-blur-md dark:border-stone-800/80 dark:bg-stone-950/85">
      <div className={`${container} flex h-full items-center justify-between gap-3`}>
        <Logo />
        <nav aria-label={t('layout.nav.main')} className="hidden @min-[64rem]:block">
          {/* A signed-in seller's five links in one line each from 64rem on: narrower gaps until there is room. */}
          <ul className="flex items-center gap-5 @min-[72rem]:gap-7">
            {items.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.end}
                  aria-label={item.badge === 'newSales' ? newSalesLabel(translator, t(item.label), newSales) : undefined}
                  className={linkClass}
                >
                  {t(item.label)}
                  {item.badge === 'newSales' ? <NewSalesBadge count={newSales} /> : null}
                </NavLink>
              </li>
            ))}
            {phase === 'loading' ? (
              // Holds the place of the signed-in links until auth is known, so nothing flashes or shifts.
              <li aria-hidden="true" data-testid="nav-auth-placeholder" className="flex gap-7">
                <span className="h-3.5 w-28 animate-pulse rounded-full bg-stone-200 motion-reduce:animate-none dark:bg-stone-800" />
                <span className="h-3.5 w-20 animate-pulse rounded-full bg-stone-200 motion-reduce:animate-none dark:bg-stone-800" />
                <span className="h-3.5 w-16 animate-pulse rounded-full bg-stone-200 motion-reduce:animate-none dark:bg-stone-800" />
              </li>
            ) : null}
          </ul>
        </nav>
        {/* Five buttons share a 390-pixel phone's header with the logo: tight gaps there (each button has its own padding). */}
        <div className="flex items-center gap-0.5 @min-[40rem]:gap-2">
          <LanguageSwitch className="hidden h-10 items-center rounded-full px-2.5 text-sm font-semibold text-stone-700 hover:bg-stone-100 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 @min-[40rem]:inline-flex dark:text-stone-200 dark:hover:bg-stone-800 dark:hover:text-brand-500" />
          <ThemeToggle />
          <CartLink />
          {user ? (
            <OptionalPart loading={<span aria-hidden="true" className="size-9 animate-pulse rounded-full bg-stone-200 dark:bg-stone-800" />}>
              <UserMenu user={user} onLogout={() => void logout()} />
            </OptionalPart>
          ) : loading ? (
            <span aria-hidden="true" className="size-9 animate-pulse rounded-full bg-stone-200 dark:bg-stone-800" />
          ) : (
            <Link to={paths.login} className={`${buttonPrimary} px-3.5 @min-[40rem]:px-5`}>
              {t('layout.login')}
            </Link>
          )}
          <AfterHydration
            fallback={
              // Until the app runs (the server's page, while it hydrates), the menu is a plain link to the site's links in
              // the footer, which works without JavaScript; it looks the same as the button that replaces it.
              <a href={`#${SITE_LINKS_ID}`} aria-label={t('layout.menu.open')} className={menuButtonClass}>
                <MenuIcon className="size-6" />
              </a>
            }
          >
            <button
              ref={menuButtonRef}
              type="button"
              onClick={() => {
                setMenuWanted(true);
                setMenuOpen(true);
              }}
              // On a phone this button is all of the menu there is: it carries the seller's new-order count too.
              aria-label={newSalesLabel(translator, t('layout.menu.open'), newSales) ?? t('layout.menu.open')}
              aria-expanded={menuOpen}
              aria-controls={menuOpen ? menuId : undefined}
              aria-haspopup="dialog"
              className={menuButtonClass}
            >
              <MenuIcon className="size-6" />
              <NewSalesBadge count={newSales} className="absolute -top-1 -right-1 ring-2 ring-white dark:ring-stone-950" />
            </button>
          </AfterHydration>
        </div>
      </div>
      {menuWanted ? (
        <OptionalPart>
          <MobileMenu
            id={menuId}
            open={menuOpen}
            onClose={closeMenu}
            items={items}
            showLogin={phase === 'signed-out'}
            onLogout={user ? () => void logout() : undefined}
          />
        </OptionalPart>
      ) : null}
    </header>
  );
}
