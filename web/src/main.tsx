import './index.css';
import startFiles from 'virtual:food-store/start-files';
import { keepEarlyTaps } from './lib/early-tap';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// A tap, a choice or text typed before the app runs would not reach it: keep them for the app to enter again
// (lib/early-tap.ts).
const taps = keepEarlyTaps(document);

/** Resolves in a later task: the browser may paint and handle input in between. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

// The page on screen came with its content (server-rendered, or the static shell of any other route). The app's
// modules are fetched once that page has been painted (the next frame; at once in a hidden tab, which paints none),
// all together, so their 130 KB never take a phone's bandwidth or main thread from the first paint; then they run in
// three tasks (React DOM, the router, the app), not one long one that would hold up a tap.
function afterFirstFrame(): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState === 'hidden') return resolve();
    requestAnimationFrame(() => setTimeout(resolve, 0));
    // A tab hidden before its first frame paints none: the app starts there and then.
    document.addEventListener('visibilitychange', () => resolve(), { once: true });
  });
}

void afterFirstFrame()
  .then(() => {
    for (const file of startFiles) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = file;
      document.head.append(link);
    }
    return import('react-dom/client');
  })
  .then(nextTask)
  // Destructured, so the bundle keeps only the router exports the app uses (a whole namespace would keep them all).
  .then(() => import('react-router-dom').then(({ createBrowserRouter }) => createBrowserRouter))
  .then(nextTask)
  .then(() => import('./app/boot'))
  .then(async ({ boot }) => {
    await nextTask();
    return boot(container, taps);
  });
