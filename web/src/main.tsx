import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// The page on screen came with its content (server-rendered, or the static shell of any other route), and its links
// and forms work before this runs. The app is imported dynamically, so the entry stays tiny and the app's files are
// fetched once the page is parsed, by the browser's module loader as it reads their imports (no preload link each:
// server-pages.ts importPreloads); a server page preloads its own module's files (server-pages.ts pageModuleFiles).
void import('./app/boot').then(({ boot }) => boot(container));
