import { useT } from '../../i18n/i18n-context';
import { MoonIcon, SunIcon } from './icons';
import { useTheme } from './theme';

export function ThemeToggle() {
  const { theme, toggleTheme } = useTheme();
  const dark = theme === 'dark';
  const { t } = useT();
  return (
    <button
      type="button"
      onClick={toggleTheme}
      aria-label={t('layout.theme.label')}
      aria-pressed={dark}
      title={dark ? t('layout.theme.toLight') : t('layout.theme.toDark')}
      className="grid size-10 place-items-center rounded-full text-stone-700 transition hover:bg-stone-100 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:text-stone-200 dark:hover:bg-stone-800 dark:hover:text-brand-500"
    >
      {/* Drawn by the page's theme class, so the server-rendered button is right before the app knows the theme. */}
      <SunIcon className="hidden size-5 dark:block" />
      <MoonIcon className="size-5 dark:hidden" />
    </button>
  );
}
