import './index.css';
import startFiles from 'virtual:food-store/start-files';
import { keepEarlyTaps } from './lib/early-tap';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// A tap on a button before the app runs would be lost: keep the last one for the app to replay (lib/early-tap.ts).
const taps = keepEarlyTaps(document);

/** Resolves in a later task: the browser may paint and handle input in between. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

// The page on screen came with its content (server-rendered, or the static shell of any other route), and this module
// runs once it is parsed and its stylesheet is in: only then are the app's modules fetched, all at once and after the
// page's photo (low priority), so they never take a phone's bandwidth from the first paint. They run in three tasks
// (React DOM, the router, the app), not one long one that would hold up a tap.
for (const file of startFiles) {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = file;
  link.setAttribute('fetchpriority', 'low');
  document.head.append(link);
}
void import('react-dom/client')
  .then(nextTask)
  // Destructured, so the bundle keeps only the router exports the app uses (a whole namespace would keep them all).
  .then(() => import('react-router-dom').then(({ createBrowserRouter }) => createBrowserRouter))
  .then(nextTask)
  .then(() => import('./app/boot'))
  .then(async ({ boot }) => {
    await nextTask();
    return boot(container, taps);
  });
