import type { Page } from 'playwright-core';

/** Counts what the page asks of Web Audio and Notification, which stand in for the real ones (headless has neither). */
export async function countAlerts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const counts = { chimes: 0, notifications: [] as string[] };
    (window as unknown as { __alerts: typeof counts }).__alerts = counts;
    const node = () => ({ connect: (next: unknown) => next, start: () => undefined, stop: () => undefined });
    const param = { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined };
    class CountingAudioContext {
      state = 'running';
      currentTime = 0;
      destination = {};
      resume() {
        return Promise.resolve();
      }
      createOscillator() {
        counts.chimes += 1;
        return { ...node(), type: 'sine', frequency: param };
      }
      createGain() {
        return { ...node(), gain: param };
      }
    }
    class CountingNotification {
      static permission = 'granted';
      static requestPermission() {
        return Promise.resolve('granted');
      }
      constructor(title: string) {
        counts.notifications.push(title);
      }
    }
    Object.defineProperty(window, 'AudioContext', { value: CountingAudioContext, configurable: true });
    Object.defineProperty(window, 'Notification', { value: CountingNotification, configurable: true });
  });
}

export const alerts = (page: Page) => page.evaluate(() => (window as unknown as { __alerts: { chimes: number; notifications: string[] } }).__alerts);
