import { useEffect, useId, useRef, useState } from 'react';
import { buttonDanger } from '../../components/ui';
import { useT } from '../../i18n/i18n-context';
import { Link } from '../../i18n/links';
import type { AuthUser } from '../../lib/auth-context';
import { paths } from '../../lib/paths';
import { LogoutIcon, PlusIcon, SalesIcon } from './icons';
import { NewSalesBadge, newSalesLabel, useNewSales } from './new-sales-badge';
import { UserAvatar } from './user-avatar';

interface UserMenuProps {
  user: AuthUser;
  onLogout(): void;
}

/** The avatar button and its dropdown; closes on an outside click, Escape, or focus leaving it. */
export function UserMenu({ user, onLogout }: UserMenuProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const newSales = useNewSales();
  const translator = useT();
  const { t } = translator;
  const name = user.displayName || t('layout.user.fallbackName');

  useEffect(() => {
    if (!open) return;
    const isOutside = (target: EventTarget | null) => !(target instanceof Node && rootRef.current?.contains(target));
    const onPointerDown = (event: PointerEvent) => {
      if (isOutside(event.target)) setOpen(false);
    };
    const onFocusIn = (event: FocusEvent) => {
      if (isOutside(event.target)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const itemClass =
    'flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-medium text-stone-700 transition hover:bg-brand-50 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-stone-200 dark:hover:bg-stone-800 dark:hover:text-brand-200';

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        aria-controls={panelId}
        className="flex rounded-full ring-2 ring-brand-200 ring-offset-2 ring-offset-white transition hover:ring-brand-500 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600 dark:ring-stone-700 dark:ring-offset-stone-950"
      >
        {/* Named by its content: the photo's alt, or the initials seen followed by what the button is. */}
        <UserAvatar user={user} size={36} label={t('layout.user.menuFor', { name })} />
      </button>
      {open && (
        <div
          id={panelId}
          className="absolute right-0 z-50 mt-3 w-72 max-w-[calc(100vw-2rem)] origin-top-right rounded-2xl border border-stone-200 bg-white p-2 shadow-xl shadow-stone-900/10 dark:border-stone-800 dark:bg-stone-900"
        >
          <div className="flex items-center gap-3 px-3 py-3">
            <UserAvatar user={user} size={44} />
            <div className="min-w-0">
              <p className="truncate font-semibold text-stone-900 dark:text-white">{name}</p>
              <p className="truncate text-sm text-stone-600 dark:text-stone-300">{user.email}</p>
            </div>
          </div>
          <div className="my-1 border-t border-stone-200 dark:border-stone-800" />
          <Link to={paths.addFood} onClick={() => setOpen(false)} className={itemClass}>
            <PlusIcon className="size-4" />
            {t('layout.nav.addFood')}
          </Link>
          <Link to={paths.mySales} onClick={() => setOpen(false)} aria-label={newSalesLabel(translator, t('layout.nav.mySales'), newSales)} className={itemClass}>
            <SalesIcon className="size-4" />
            {t('layout.nav.mySales')}
            <NewSalesBadge count={newSales} />
          </Link>
          <button
            type="button"
            onClick={() => {
              setOpen(false);
              onLogout();
            }}
            className={`${buttonDanger} mt-2 w-full`}
          >
            <LogoutIcon className="size-4" />
            {t('layout.logout')}
          </button>
        </div>
      )}
    </div>
  );
}
