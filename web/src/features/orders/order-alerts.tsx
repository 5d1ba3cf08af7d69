import { useCallback, useEffect, useState } from 'react';
import { NEW_ORDER_SOUND_KEY } from '../../config/ui';
import { buttonSecondary } from '../../components/ui';
import { useT } from '../../i18n';
import { playChime, unlockChime } from './chime';

type Permission = NotificationPermission | 'unsupported';

function readSound(): boolean {
  try {
    return localStorage.getItem(NEW_ORDER_SOUND_KEY) === 'on';
  } catch {
    return false;
  }
}

function notificationPermission(): Permission {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/** The seller's choices for new orders: a sound (remembered in this browser) and system notifications. */
export function useOrderAlerts() {
  const [sound, setSound] = useState(readSound);
  const [permission, setPermission] = useState<Permission>(notificationPermission);
  const { t } = useT();

  // A remembered choice still needs a gesture on this page load before the browser lets it play.
  useEffect(() => {
    if (!sound) return;
    const unlock = () => unlockChime();
    document.addEventListener('pointerdown', unlock, { once: true });
    document.addEventListener('keydown', unlock, { once: true });
    return () => {
      document.removeEventListener('pointerdown', unlock);
      document.removeEventListener('keydown', unlock);
    };
  }, [sound]);

  const toggleSound = useCallback(() => {
    const next = !readSound();
    try {
      localStorage.setItem(NEW_ORDER_SOUND_KEY, next ? 'on' : 'off');
    } catch {
      // Private mode: the choice lasts for this page only.
    }
    setSound(next);
    // Within the click: unlocks audio, and the seller hears what a new order sounds like.
    if (next) {
      unlockChime();
      playChime();
    }
  }, []);

  const askPermission = useCallback(() => {
    if (typeof Notification === 'undefined') return;
    void Notification.requestPermission().then(setPermission);
  }, []);

  /** Rings and notifies as the seller chose. */
  const alert = useCallback(
    (title: string) => {
      if (sound) playChime();
      if (notificationPermission() === 'granted') {
        try {
          new Notification(title, { body: t('sales.bell.notificationBody'), tag: 'food-store-new-order', icon: '/images/icon-512.png' });
        } catch {
          // Some mobile browsers allow notifications only from a service worker; the title and the toast still tell.
        }
      }
    },
    [sound, t],
  );

  return { sound, toggleSound, permission, askPermission, alert };
}

export type OrderAlerts = ReturnType<typeof useOrderAlerts>;

const chip = `${buttonSecondary} px-4 py-2`;

/** 'Sound on/off' and 'Allow notifications' for new orders. */
export function OrderAlertControls({ alerts }: { alerts: OrderAlerts }) {
  const { sound, toggleSound, permission, askPermission } = alerts;
  const { t } = useT();
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
