import { useEffect, useState } from 'react';
import { useT } from '../../i18n/i18n-context';
import { useHydrated } from '../../lib/use-hydrated';
import { ClockIcon } from './icons';

/**
 * The current time in Dhaka, 12-hour with seconds, refreshed every second. The server-rendered page has no time (it
 * would be the server's, and a cached copy's stale): it shows from the app's first render after hydration.
 */
export function FooterClock() {
  const hydrated = useHydrated();
  const { t, clock } = useT();
  const [now, setNow] = useState(() => new Date());

  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(timer);
  }, []);

  return (
    <p className="inline-flex items-center gap-2.5 rounded-full border border-stone-200 bg-white px-4 py-2 text-sm shadow-sm dark:border-stone-700 dark:bg-stone-800">
      <ClockIcon className="size-4 text-brand-700 dark:text-brand-500" />
      <span className="text-stone-600 dark:text-stone-300">{t('layout.footer.timeZone')}</span>
      <time
        role="timer"
        dateTime={hydrated ? now.toISOString() : undefined}
        className="min-w-[11ch] font-semibold tabular-nums text-stone-900 dark:text-white"
      >
        {hydrated ? clock(now) : ''}
      </time>
    </p>
  );
}
