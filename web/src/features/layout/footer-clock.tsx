import { useEffect, useState } from 'react';
import { useHydrated } from '../../lib/use-hydrated';
import { ClockIcon } from './icons';

/** Asia/Dhaka is UTC+6 all year (no daylight saving since 2010). */
const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000;
const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * The time in Dhaka as en-US writes it in 12-hour form, e.g. '9:05:03 PM'. By arithmetic, not Intl: a page's first
 * Intl formatter loads the ICU data, a long task on a phone right after the page has shown.
 */
export function formatDhakaTime(date: Date): string {
  const dhaka = new Date(date.getTime() + DHAKA_OFFSET_MS);
  const hours = dhaka.getUTCHours();
  return `${hours % 12 || 12}:${twoDigits(dhaka.getUTCMinutes())}:${twoDigits(dhaka.getUTCSeconds())} ${hours < 12 ? 'AM' : 'PM'}`;
}

/**
 * The current time in Dhaka, 12-hour with seconds, refreshed every second. The server-rendered page has no time (it
 * would be the server's, and a cached copy's stale): it shows from the app's first render after hydration.
 */
export function FooterClock() {
  const hydrated = useHydrated();
  const [now, setNow] = useState(() => new Date());

  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(timer);
  }, []);

  return (
    <p className="inline-flex items-center gap-2.5 rounded-full border border-stone-200 bg-white px-4 py-2 text-sm shadow-sm dark:border-stone-700 dark:bg-stone-800">
      <ClockIcon className="size-4 text-brand-700 dark:text-brand-500" />
      <span className="text-stone-600 dark:text-stone-300">Dhaka time</span>
      <time
        role="timer"
        dateTime={hydrated ? now.toISOString() : undefined}
        className="min-w-[11ch] font-semibold tabular-nums text-stone-900 dark:text-white"
      >
        {hydrated ? formatDhakaTime(now) : ''}
      </time>
    </p>
  );
}
