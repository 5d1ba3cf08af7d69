// Shared Tailwind class sets so every page speaks the same visual language.
export const container = 'mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8';

const focusRing =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:focus-visible:outline-brand-200';

export const buttonPrimary = `inline-flex items-center justify-center gap-2 rounded-full bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60 ${focusRing}`;

export const buttonSecondary = `inline-flex items-center justify-center gap-2 rounded-full border border-stone-300 bg-white px-5 py-2.5 text-sm font-semibold text-stone-800 shadow-sm transition hover:bg-stone-50 disabled:cursor-not-allowed disabled:opacity-60 dark:border-stone-600 dark:bg-stone-800 dark:text-stone-100 dark:hover:bg-stone-700 ${focusRing}`;

export const buttonDanger = `inline-flex items-center justify-center gap-2 rounded-full bg-red-600 px-5 py-2.5 text-sm font-semibold text-white shadow-sm transition hover:bg-red-700 disabled:cursor-not-allowed disabled:opacity-60 ${focusRing}`;

/** A row-level destructive trigger (Delete, Cancel Order, Decline): quiet; the solid red is kept for the dialog's final confirmation. */
export const buttonDangerSoft = `inline-flex items-center justify-center gap-2 rounded-full border border-red-200 bg-red-50 px-5 py-2.5 text-sm font-semibold text-red-700 transition hover:bg-red-100 disabled:cursor-not-allowed disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600 dark:border-red-900 dark:bg-red-950/40 dark:text-red-300 dark:hover:bg-red-950`;

export const card =
  'overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm dark:border-stone-800 dark:bg-stone-900';

export const inputClass =
  'block w-full rounded-xl border border-stone-300 bg-white px-3.5 py-2.5 text-sm text-stone-900 shadow-sm placeholder:text-stone-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 disabled:bg-stone-100 read-only:bg-stone-50 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100 dark:placeholder:text-stone-400 dark:read-only:bg-stone-800';

export const labelClass = 'mb-1.5 block text-sm font-medium text-stone-700 dark:text-stone-200';

export const fieldError = 'mt-1.5 text-sm text-red-700 dark:text-red-400';

export const pageTitle = 'text-3xl font-extrabold tracking-tight text-stone-900 sm:text-4xl dark:text-white';

export const mutedText = 'text-stone-600 dark:text-stone-300';
