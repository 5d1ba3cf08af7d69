import { useCallback, useEffect, useState } from 'react';
import { NEW_ORDER_SOUND_KEY } from '../../config/ui';
import { useT } from '../../i18n/i18n-context';
import { playChime, unlockChime } from './chime';

function readSound(): boolean {
  try {
    return localStorage.getItem(NEW_ORDER_SOUND_KEY) === 'on';
  } catch {
    return false;
  }
}

/**
 * The browser's notification permission. Read when it is needed (an alert, My Sales' controls), never as a page starts:
 * it asks the browser process, which costs a page's start milliseconds on a slow phone.
 */
export function notificationPermission(): NotificationPermission | 'unsupported' {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/** The seller's choices for new orders: a sound (remembered in this browser) and system notifications. */
export function useOrderAlerts() {
  const [sound, setSound] = useState(readSound);
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

  return { sound, toggleSound, alert };
}

export type OrderAlerts = ReturnType<typeof useOrderAlerts>;
