import './index.css';
import { APP_MODULES_META } from './app/prerendered-pages';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

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

// The prerendered page paints first, with the bandwidth to itself (the LCP image, a data page's early API call); the
// app boots right after, so neither its download nor its start-up work delays that first paint. Its modules arrive
// together but run in three tasks (React DOM, the router, the app), not one long one that would hold up a tap.
void afterFirstPaint()
  .then(() => {
    preloadAppModules();
    return import('react-dom/client');
  })
  .then(nextTask)
  .then(() => import('react-router-dom'))
  .then(nextTask)
  .then(() => import('./app/boot'))
  .then(async ({ boot }) => {
    await nextTask();
    return boot(container);
  });
