import { useT } from '../../i18n/i18n-context';
import { Link } from '../../i18n/links';
import { paths } from '../../lib/paths';

/** The Food Store mark: a steaming bowl on a brand-orange tile. */
export function LogoMark({ className = 'size-9' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={className}>
      <rect width="32" height="32" rx="9" className="fill-brand-600" />
      <path d="M7 16.5h18a9 9 0 0 1-18 0Z" fill="#fff" />
      <path d="M5.5 16.5h21" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
      <path
        d="M12 6.5c-1.2 1.3 1.2 2.4 0 3.8M16 5.5c-1.2 1.3 1.2 2.4 0 3.8M20 6.5c-1.2 1.3 1.2 2.4 0 3.8"
        fill="none"
        stroke="#fff"
        strokeWidth="1.6"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function Logo({ onClick }: { onClick?: () => void }) {
  const { t } = useT();
  return (
    <Link
      to={paths.home}
      onClick={onClick}
      className="flex shrink-0 items-center gap-2.5 rounded-xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600"
    >
      <LogoMark />
      {/* On the narrowest phones (under 360 px) the mark alone: the header's buttons need the room; the name stays for screen readers. */}
      <span className="text-lg font-extrabold tracking-tight text-stone-900 max-[359px]:sr-only dark:text-white">
        {t('layout.logo.food')} <span className="text-brand-700 dark:text-brand-500">{t('layout.logo.store')}</span>
      </span>
    </Link>
  );
}
