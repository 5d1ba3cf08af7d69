import { useState } from 'react';
import { buttonSecondary } from '../../components/ui';
import { useT } from '../../i18n/i18n-context';
import { notificationPermission, type OrderAlerts } from './order-alerts';

// The sound and notification controls (My Sales shows them): apart from the alerts themselves, which every page of a
// signed-in seller runs, so the start of a page does not carry them.

const chip = `${buttonSecondary} px-4 py-2`;

/** 'Sound on/off' and 'Allow notifications' for new orders. */
export function OrderAlertControls({ alerts }: { alerts: OrderAlerts }) {
  const { sound, toggleSound } = alerts;
  const [permission, setPermission] = useState(notificationPermission);
  const { t } = useT();
  // Offered while the answer is 'default', so the browser has notifications.
  const askPermission = () => void Notification.requestPermission().then(setPermission);
  return (
    <div className="flex flex-wrap items-center gap-2" aria-label={t('sales.alerts.label')} role="group">
      <button type="button" onClick={toggleSound} aria-pressed={sound} className={chip}>
        <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" className="size-4">
          {sound ? (
            <path strokeLinecap="round" strokeLinejoin="round" d="M11 5 6 9H3v6h3l5 4V5Zm4.5 3.5a5 5 0 0 1 0 7M18 6a8.5 8.5 0 0 1 0 12" />
          ) : (
            <path strokeLinecap="round" strokeLinejoin="round" d="M11 5 6 9H3v6h3l5 4V5Zm5 4 5 6m0-6-5 6" />
          )}
        </svg>
        {sound ? t('sales.alerts.soundOn') : t('sales.alerts.turnOnSound')}
      </button>
      {permission === 'default' ? (
        <button type="button" onClick={askPermission} className={chip}>
          {t('sales.alerts.allowNotifications')}
        </button>
      ) : permission === 'granted' ? (
        <span className="text-sm font-medium text-stone-600 dark:text-stone-300">{t('sales.alerts.notificationsOn')}</span>
      ) : permission === 'denied' ? (
        <span className="text-sm text-stone-600 dark:text-stone-400">{t('sales.alerts.notificationsBlocked')}</span>
      ) : null}
    </div>
  );
}
