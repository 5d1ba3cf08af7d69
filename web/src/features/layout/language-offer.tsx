import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useT } from '../../i18n/i18n-context';
import { pathInLang } from '../../i18n/langs';
import { CloseIcon } from './icons';
import { rememberChoice } from './language-switch';

/**
 * The one-time offer of the Bangla page to a browser that prefers Bangla on an English page (footer.tsx decides when):
 * a small bar at the bottom, not a redirect; its link goes to this page in Bangla and remembers the choice, its close
 * button just closes it.
 */
export default function LanguageOffer() {
  const { t } = useT();
  const location = useLocation();
  const [open, setOpen] = useState(true);
  if (!open) return null;
  const href = pathInLang('bn', `${location.pathname}${location.search}${location.hash}`);
  return (
    <div
      role="region"
      aria-label={t('layout.banner.label')}
      lang="bn"
      className="fixed inset-x-3 bottom-3 z-40 mx-auto flex max-w-md items-center gap-3 rounded-2xl border border-stone-200 bg-white p-3 pl-4 shadow-xl shadow-stone-900/10 dark:border-stone-700 dark:bg-stone-900"
    >
      <p className="flex-1 text-sm text-stone-700 dark:text-stone-200">
        {t('layout.banner.text')}{' '}
        <a href={href} hrefLang="bn" onClick={() => rememberChoice('bn', href)} className="font-semibold text-brand-700 underline dark:text-brand-300">
          {t('layout.banner.link')}
        </a>
      </p>
      <button
        type="button"
        onClick={() => setOpen(false)}
        aria-label={t('layout.banner.close')}
        className="grid size-9 shrink-0 place-items-center rounded-full text-stone-600 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-stone-300 dark:hover:bg-stone-800"
      >
        <CloseIcon className="size-4" />
      </button>
    </div>
  );
}
