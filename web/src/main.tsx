import './index.css';

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

// The prerendered page paints first, with the bandwidth to itself (the LCP image, a data page's early API call); the
// app boots right after, so neither its download nor its start-up work delays that first paint.
void afterFirstPaint()
  .then(() => import('./app/boot'))
  .then(({ boot }) => boot(container));
