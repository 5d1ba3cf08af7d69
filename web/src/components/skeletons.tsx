import type { ReactNode } from 'react';
import { SKELETONS_LISTS } from '../config/ui';
import { useT } from '../i18n/i18n-context';

const block = 'animate-pulse rounded-lg bg-stone-200 dark:bg-stone-800';

/** Placeholder of a food card (4:3 image, badge, title, two lines, button) while a grid loads. */
export function FoodCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm dark:border-stone-800 dark:bg-stone-900"
    >
      <div className="aspect-[4/3] w-full animate-pulse bg-stone-200 dark:bg-stone-800" />
      <div className="stack-y-3 p-5">
        <div className={`${block} h-5 w-20 rounded-full`} />
        <div className={`${block} h-6 w-3/4`} />
        <div className={`${block} h-4 w-1/2`} />
        <div className="flex items-center justify-between pt-2">
          <div className={`${block} h-6 w-16`} />
          <div className={`${block} h-10 w-28 rounded-full`} />
        </div>
      </div>
    </div>
  );
}

/** Placeholder of a list row (thumbnail, two lines, actions) while a list loads. */
export function RowSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center dark:border-stone-800 dark:bg-stone-900"
    >
      <div className="flex flex-1 items-center gap-4">
        <div className="aspect-[4/3] w-24 shrink-0 animate-pulse rounded-xl bg-stone-200 sm:w-36 dark:bg-stone-800" />
        <div className="flex-1 stack-y-3">
          <div className={`${block} h-5 w-2/3`} />
          <div className={`${block} h-4 w-1/3`} />
          <div className={`${block} h-4 w-1/4`} />
        </div>
      </div>
      <div className="flex gap-3">
        <div className={`${block} h-10 w-24 rounded-full`} />
        <div className={`${block} h-10 w-24 rounded-full`} />
      </div>
    </div>
  );
}

/** Placeholder of a two-column detail view (image beside text) while one item loads. */
export function DetailSkeleton() {
  return (
    <div aria-hidden="true" className="grid gap-10 lg:grid-cols-2">
      <div className="aspect-[4/3] w-full animate-pulse overflow-hidden rounded-2xl bg-stone-200 dark:bg-stone-800" />
      <div className="stack-y-4">
        <div className={`${block} h-5 w-24 rounded-full`} />
        <div className={`${block} h-10 w-3/4`} />
        <div className={`${block} h-4 w-1/3`} />
        <div className={`${block} h-4 w-full`} />
        <div className={`${block} h-4 w-5/6`} />
        <div className={`${block} h-4 w-2/3`} />
        <div className={`${block} mt-6 h-12 w-44 rounded-full`} />
      </div>
    </div>
  );
}

/** Announces a loading region to assistive technology while the skeletons stay hidden from it. */
export function LoadingRegion({ label, className, children }: { label?: string; className?: string; children: ReactNode }) {
  const { t } = useT();
  return (
    <div role="status" aria-live="polite" className={className}>
      <span className="sr-only">{label ?? t('common.loading')}</span>
      {children}
    </div>
  );
}

/** The loading state of a list page: a few row placeholders in an announced region. */
export function RowsLoading({ label }: { label: string }) {
  return (
    <LoadingRegion label={label} className="stack-y-4">
      {Array.from({ length: SKELETONS_LISTS }, (_, i) => (
        <RowSkeleton key={i} />
      ))}
    </LoadingRegion>
  );
}

/**
 * What a signed-in page looks like before it can show anything of its own: its banner (a label, a heading, a line)
 * and a few rows. The signed-in pages' static shell carries it, and it stays while sign-in is checked, so a slow
 * phone paints the page's shape at once instead of a blank screen.
 */
export function PageSkeleton({ label }: { label?: string }) {
  const { t } = useT();
  return (
    <LoadingRegion label={label ?? t('common.loadingPage')}>
      <div
        aria-hidden="true"
        data-testid="page-skeleton"
        className="bg-gradient-to-br from-brand-50 via-white to-amber-50 py-12 sm:py-16 dark:from-stone-900 dark:via-stone-950 dark:to-stone-900"
      >
        <div className="mx-auto w-full max-w-7xl stack-y-4 px-4 sm:px-6 lg:px-8">
          <div className={`${block} h-4 w-28 rounded-full`} />
          <div className={`${block} h-10 w-3/4 max-w-xl`} />
          <div className={`${block} h-5 w-full max-w-2xl`} />
        </div>
      </div>
      <div className="mx-auto w-full max-w-7xl stack-y-4 px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        {Array.from({ length: SKELETONS_LISTS }, (_, i) => (
          <RowSkeleton key={i} />
        ))}
      </div>
    </LoadingRegion>
  );
}
