import type { ReactNode } from 'react';

export interface EmptyStateProps {
  title: string;
  message: ReactNode;
  /** A call to action under the message, e.g. a link to add the first item. */
  action?: ReactNode;
  icon?: 'plate' | 'bag' | 'search' | 'alert';
  headingLevel?: 'h2' | 'h3';
}

const paths: Record<NonNullable<EmptyStateProps['icon']>, string> = {
  plate: 'M3 12a9 9 0 1 0 18 0 9 9 0 0 0-18 0Zm4 0a5 5 0 1 0 10 0 5 5 0 0 0-10 0Z',
  bag: 'M6 7h12l1 13H5L6 7Zm3 0V6a3 3 0 0 1 6 0v1',
  search: 'm21 21-4.3-4.3M10.5 18a7.5 7.5 0 1 1 0-15 7.5 7.5 0 0 1 0 15Z',
  alert: 'M12 8v5m0 3h.01M3 12a9 9 0 1 0 18 0 9 9 0 0 0-18 0Z',
};

/** The friendly "nothing here" panel of lists and grids, with an optional next step. */
export function EmptyState({ title, message, action, icon = 'plate', headingLevel = 'h2' }: EmptyStateProps) {
  const Heading = headingLevel;
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center rounded-2xl border border-dashed border-stone-300 bg-stone-50 px-6 py-14 text-center dark:border-stone-700 dark:bg-stone-900/60">
      <span
        aria-hidden="true"
        className="flex size-16 items-center justify-center rounded-full bg-brand-100 text-brand-700 dark:bg-brand-800/40 dark:text-brand-200"
      >
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" className="size-8">
          <path strokeLinecap="round" strokeLinejoin="round" d={paths[icon]} />
        </svg>
      </span>
      <Heading className="mt-5 text-xl font-bold text-stone-900 dark:text-white">{title}</Heading>
      <p className="mt-2 text-stone-600 dark:text-stone-300">{message}</p>
      {action ? <div className="mt-6">{action}</div> : null}
    </div>
  );
}
