import type { ReactNode } from 'react';
import { container } from '../../components/ui';

interface PageHeroProps {
  eyebrow: string;
  title: string;
  children?: ReactNode;
}

/** The hero band every static page opens with. */
export function PageHero({ eyebrow, title, children }: PageHeroProps) {
  return (
    <section className="relative overflow-hidden border-b border-stone-200 bg-gradient-to-b from-brand-50 to-white py-14 sm:py-20 dark:border-stone-800 dark:from-stone-900 dark:to-stone-950">
      <div aria-hidden="true" className="pointer-events-none absolute -right-24 -top-24 size-80 rounded-full bg-brand-200/40 blur-3xl dark:bg-brand-800/20" />
      <div className={`${container} relative text-center`}>
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-700 dark:text-brand-200">{eyebrow}</p>
        <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-stone-900 sm:text-5xl dark:text-white">{title}</h1>
        {children && <div className="mx-auto mt-4 max-w-2xl text-lg leading-relaxed text-stone-600 dark:text-stone-300">{children}</div>}
      </div>
    </section>
  );
}
