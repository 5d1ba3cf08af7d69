import { useT } from '../i18n/i18n-context';

/**
 * A moment (an ISO 8601 string) in Dhaka time, e.g. 'Jan 5, 2024, 6:05 PM Dhaka time'. Labelled, since a viewer in
 * another time zone would otherwise read it as their own clock.
 */
export function DhakaTime({ iso }: { iso: string }) {
  const { t, dateTime } = useT();
  return (
    <>
      <time dateTime={iso}>{dateTime(iso)}</time>
      <span className="font-normal whitespace-nowrap text-stone-600 dark:text-stone-400"> {t('common.dhakaTime')}</span>
    </>
  );
}
