import type { ReactNode } from 'react';
import { container } from '../../components/ui';
import { useT } from '../../i18n';
import { CheckIcon } from './icons';

interface AuthShellProps {
  title: string;
  subtitle: ReactNode;
  asideTitle: string;
  asidePoints: string[];
  children: ReactNode;
}

/** The sign-in pages' frame: the form on a card, with a brand panel beside it on wide screens. */
export function AuthShell({ title, subtitle, asideTitle, asidePoints, children }: AuthShellProps) {
  const { t } = useT();
  return (
    <section className="bg-gradient-to-b from-brand-50 via-white to-white py-10 sm:py-16 dark:from-stone-900 dark:via-stone-950 dark:to-stone-950">
      <div className={container}>
        <div className="mx-auto grid max-w-5xl overflow-hidden rounded-3xl border border-stone-200 bg-white shadow-xl shadow-stone-900/5 lg:grid-cols-[1.1fr_1fr] dark:border-stone-800 dark:bg-stone-900">
          <div className="px-5 py-8 sm:px-10 sm:py-12 lg:px-12">
            <h1 className="text-3xl font-extrabold tracking-tight text-stone-900 dark:text-white">{title}</h1>
            <p className="mt-2 text-stone-600 dark:text-stone-300">{subtitle}</p>
            <div className="mt-8">{children}</div>
          </div>
          <aside className="relative hidden overflow-hidden bg-gradient-to-br from-brand-700 via-brand-700 to-brand-800 p-12 text-white lg:flex lg:flex-col lg:justify-end">
            <div aria-hidden="true" className="absolute -top-24 -right-24 size-72 rounded-full bg-white/10" />
            <div aria-hidden="true" className="absolute top-32 -left-16 size-48 rounded-full bg-white/5" />
            <p className="relative text-sm font-semibold tracking-widest text-brand-100 uppercase">{t('account.shell.brand')}</p>
            <h2 className="relative mt-3 text-3xl leading-tight font-extrabold">{asideTitle}</h2>
            <ul className="relative mt-8 stack-y-4">
              {asidePoints.map((point) => (
                <li key={point} className="flex items-start gap-3">
                  <span className="mt-0.5 grid size-6 shrink-0 place-items-center rounded-full bg-white/15">
                    <CheckIcon className="size-4" />
                  </span>
                  <span className="text-white">{point}</span>
                </li>
              ))}
            </ul>
          </aside>
        </div>
      </div>
    </section>
  );
}
