import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { buttonDanger, buttonPrimary } from '../../components/ui';
import { useFocusTrap } from '../../components/use-focus-trap';
import { useT } from '../../i18n/i18n-context';
import { Link, NavLink } from '../../i18n/links';
import { paths } from '../../lib/paths';
import { CloseIcon, LogoutIcon } from './icons';
import type { NavItem } from './nav-items';
import { LanguageSwitch } from './language-switch';
import { NewSalesBadge, newSalesLabel, useNewSales } from './new-sales-badge';

interface MobileMenuProps {
  id: string;
  open: boolean;
  onClose(): void;
  items: NavItem[];
  showLogin: boolean;
  /** Signed in: the menu also offers Add a Food Item and Logout (on a phone the avatar menu is easy to miss). */
  onLogout?: () => void;
}

/** The small-screen side panel: a modal dialog titled 'Menu' that traps focus; Escape and the backdrop close it. */
export function MobileMenu({ id, open, onClose, items, showLogin, onLogout }: MobileMenuProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const newSales = useNewSales();
  const translator = useT();
  const { t } = translator;
  useFocusTrap(panelRef, open, onClose);

  // The navbar closes it once the header shows its links again (growing the window must not leave the page scroll-locked).
  useEffect(() => {
    if (!open) return;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [open]);

  if (!open) return null;

  const itemClass = ({ isActive }: { isActive: boolean }) =>
    `block rounded-xl px-4 py-3 text-base font-medium transition focus-visible:outline-2 focus-visible:outline-brand-600 ${
      isActive
        ? 'bg-brand-50 text-brand-800 dark:bg-stone-800 dark:text-brand-200'
        : 'text-stone-700 hover:bg-stone-100 dark:text-stone-200 dark:hover:bg-stone-800'
    }`;

  return createPortal(
    <div className="fixed inset-0 z-50">
      <div aria-hidden="true" onClick={onClose} className="fade-in absolute inset-0 bg-stone-950/60 backdrop-blur-sm" />
      <div
        id={id}
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className="slide-in-right absolute inset-y-0 right-0 flex w-full max-w-xs flex-col bg-white shadow-2xl dark:bg-stone-900"
      >
        <div className="flex h-16 items-center justify-between border-b border-stone-200 px-5 dark:border-stone-800">
          <h2 id={titleId} className="text-lg font-bold text-stone-900 dark:text-white">
            {t('layout.menu.title')}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label={t('layout.menu.close')}
            className="grid size-10 place-items-center rounded-full text-stone-700 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-stone-200 dark:hover:bg-stone-800"
          >
            <CloseIcon className="size-5" />
          </button>
        </div>
        <nav aria-label={t('layout.nav.mobile')} className="flex-1 overflow-y-auto px-3 py-4">
          <ul className="stack-y-1">
            {items.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.end}
                  aria-label={item.badge === 'newSales' ? newSalesLabel(translator, t(item.label), newSales) : undefined}
                  onClick={onClose}
                  className={itemClass}
                >
                  {t(item.label)}
                  {item.badge === 'newSales' ? <NewSalesBadge count={newSales} /> : null}
                </NavLink>
              </li>
            ))}
            {onLogout ? (
              <li>
                <NavLink to={paths.addFood} onClick={onClose} className={itemClass}>
                  {t('layout.nav.addFood')}
                </NavLink>
              </li>
            ) : null}
          </ul>
        </nav>
        <div className="border-t border-stone-200 px-3 py-3 dark:border-stone-800">
          <LanguageSwitch className={itemClass({ isActive: false })} />
        </div>
        {showLogin && (
          <div className="border-t border-stone-200 p-5 dark:border-stone-800">
            <Link to={paths.login} onClick={onClose} className={`${buttonPrimary} w-full`}>
              {t('layout.login')}
            </Link>
          </div>
        )}
        {onLogout ? (
          <div className="border-t border-stone-200 p-5 dark:border-stone-800">
            <button
              type="button"
              onClick={() => {
                onClose();
                onLogout();
              }}
              className={`${buttonDanger} w-full`}
            >
              <LogoutIcon className="size-4" />
              {t('layout.logout')}
            </button>
          </div>
        ) : null}
      </div>
    </div>,
    document.body,
  );
}
