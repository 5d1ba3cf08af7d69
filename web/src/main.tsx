import './index.css';
import { APP_MODULES_META } from './app/prerendered-pages';

declare global {
  interface Window {
    /** index.html's early food photo on a data page, once shown (null when there is none). */
    __earlyPhoto?: Promise<HTMLImageElement | null>;
  }
}

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

/** The longest the app waits for the page's photo before it loads anyway (a slow or lost image must not hold it). */
const PHOTO_WAIT_MS = 3_000;

/** Resolves once the browser has painted a frame (at once in a hidden tab, which paints nothing). */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState === 'hidden') return resolve();
    requestAnimationFrame(() => setTimeout(resolve, 0));
    // A tab hidden before its first frame never runs the frame callback.
    setTimeout(resolve, 250);
  });
}

/** Resolves in a later task: the browser may paint and handle input in between. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Resolves once `image` has loaded (or failed) and a frame has been painted since: it is on screen. */
function painted(image: HTMLImageElement): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState === 'hidden') return resolve();
    const afterFrame = () => requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
    if (image.complete) return afterFrame();
    image.addEventListener('load', afterFrame, { once: true });
    image.addEventListener('error', () => resolve(), { once: true });
  });
}

/**
 * Resolves once the page's largest paint, its photo, is on screen: the hero on /, the first food photo index.html's
 * script showed on a data page. Until then the photo has the network to itself; the app's JavaScript would compete
 * with it on a phone's connection. At most PHOTO_WAIT_MS.
 */
function afterPhoto(): Promise<void> {
  const hero = container?.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  // The early API call may never answer: the whole wait is bounded, not only the image's.
  const shown = hero ? Promise.resolve(hero) : (window.__earlyPhoto ?? Promise.resolve(null));
  const onScreen = shown.then((photo) => (photo ? painted(photo) : undefined));
  return Promise.race([onScreen, new Promise<void>((resolve) => setTimeout(resolve, PHOTO_WAIT_MS))]);
}

/**
 * Fetches every module the app starts with at once, without running any (the build names them in the page's
 * app-modules meta; the dev server has none, and loads each import as it comes).
 */
function preloadAppModules(): void {
  const files = document.querySelector<HTMLMetaElement>(`meta[name="${APP_MODULES_META}"]`)?.content.split(' ') ?? [];
  for (const href of files.filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.appendChild(link);
  }
}

// The prerendered page paints first, with the bandwidth to itself (its photo, a data page's early API call); the app
// loads once that photo is on screen, so neither its download nor its start-up work delays the page's largest paint.
// Its modules arrive together but run in three tasks (React DOM, the router, the app), not one long one that would
// hold up a tap.
void afterFirstPaint()
  .then(afterPhoto)
  .then(() => {
    preloadAppModules();
    return import('react-dom/client');
  })
  .then(nextTask)
  // Destructured, so the bundle keeps only the router exports the app uses (a whole namespace would keep them all).
  .then(() => import('react-router-dom').then(({ createBrowserRouter }) => createBrowserRouter))
  .then(nextTask)
  .then(() => import('./app/boot'))
  .then(async ({ boot }) => {
    await nextTask();
    return boot(container);
  });
